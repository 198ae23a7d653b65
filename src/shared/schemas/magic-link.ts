import { z } from 'zod';
import { linkToken, newPassword } from './password';

export const MAGIC_LINK_INVALID = 'This magic link is no longer valid. Please contact your administrator.';

export const magicLinkVerification = z.object({
  success: z.literal(true),
  user: z.object({ name: z.string(), email: z.string().nullable() }),
  message: z.string(),
});
export type MagicLinkVerification = z.infer<typeof magicLinkVerification>;

/** POST /api/magic-links/verify: the token in the body, out of addresses and logs. */
export const verifyBody = z.object({ token: linkToken });
export const setPasswordBody = z.object({ token: linkToken, password: newPassword });
export const setPasswordResult = z.object({ success: z.literal(true), message: z.string() });

/** One coach, by account id or by email. */
export const singleLinkBody = z.object({
  identifier: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .min(1, { message: 'Please select a coach or enter an email address' })
        .max(254, { message: 'Please select a coach or enter an email address' }),
    ],
    { message: 'Please select a coach or enter an email address' },
  ),
});

export const generatedLink = z.object({
  magicLink: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  expiresAt: z.string(),
  /** Whether the link also went to the coach by mail (only coaches with an email get one). */
  mailed: z.boolean(),
  /** Why a coach with an email was not mailed (the mail server did not take it); null otherwise. */
  mailProblem: z.string().nullable(),
});
export type GeneratedLink = z.infer<typeof generatedLink>;

export const generatedCount = z.object({ count: z.number() });

export const linkImportResult = z.object({
  total: z.number(),
  imported: z.number(),
  skipped: z.number(),
  errors: z.array(z.string()),
});
export type LinkImportResult = z.infer<typeof linkImportResult>;

export const TEST_LINK_MODES = ['development', 'production'] as const;

export const testLinkBody = z.object({
  email: z
    .string({ message: 'Please enter an email address' })
    .trim()
    .min(1, { message: 'Please enter an email address' })
    .max(254, { message: 'Please enter an email address' }),
  mode: z.enum(TEST_LINK_MODES, { message: 'Mode must be development or production' }),
});
export type TestLinkBody = z.infer<typeof testLinkBody>;

export const testLinkResult = z.object({ success: z.literal(true), magicLink: z.string(), message: z.string() });
export type TestLinkResult = z.infer<typeof testLinkResult>;

export const tokenInfo = z.object({
  token: z.string(),
  tokenFound: z.boolean(),
  tokenData: z
    .object({
      id: z.number(),
      userId: z.number(),
      email: z.string().nullable(),
      name: z.string(),
      expires: z.string(),
      isExpired: z.boolean(),
      usedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    })
    .nullable(),
  verificationResult: z.object({
    success: z.boolean(),
    message: z.string(),
    user: z.object({ name: z.string(), email: z.string().nullable() }).optional(),
  }),
});
export type TokenInfo = z.infer<typeof tokenInfo>;

/** A coach's link that is neither used, revoked nor expired (GET /api/magic-links/active). */
export const activeLink = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveLink = z.infer<typeof activeLink>;
export const activeLinkList = z.array(activeLink);

/** DELETE /api/magic-links/active/{userId}: how many links stopped working (a coach has one at most). */
export const revokedLinks = z.object({ revoked: z.number() });
export type RevokedLinks = z.infer<typeof revokedLinks>;
