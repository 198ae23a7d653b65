import { z } from 'zod';
import { queryParams } from './common';

/**
 * The kinds of mail Dugout sends about games: changes to a game's date, time, field or status;
 * score reports and final scores; reminders (a score a day late, and league staff's daily list of
 * overdue games); announcements the league office mails to the coaches they concern; and, to
 * league staff, a score dispute waiting for them.
 */
export const MAIL_KINDS = ['changes', 'scores', 'reminders', 'announcements', 'disputes'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The kinds a person may turn off: league staff always get mail about a dispute waiting. */
export const OPTIONAL_MAIL_KINDS = ['changes', 'scores', 'reminders', 'announcements'] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** How each kind is named in mail, on the profile and on the unsubscribe page. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  changes: 'changes to your games (date, time, field, cancellations)',
  scores: 'score reports and final scores of your games',
  reminders: 'reminders of scores not yet reported',
  announcements: 'announcements from the league office',
  disputes: 'score disputes waiting for the league office',
};

/** GET /api/mail-preferences: which kinds of mail the signed-in person gets. */
export const mailPreferences = z.object({ changes: z.boolean(), scores: z.boolean(), reminders: z.boolean(), announcements: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferences>;

const onOff = (kind: string) => z.boolean({ message: `${kind} must be true or false` }).optional();

/** PATCH /api/mail-preferences: the kinds to turn on or off; the others stay as they are. */
export const mailPreferencesPatch = z
  .object({
    changes: onOff('changes'),
    scores: onOff('scores'),
    reminders: onOff('reminders'),
    announcements: onOff('announcements'),
    disputes: onOff('disputes'),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Say which kind of mail to turn on or off' });
export type MailPreferencesPatch = z.infer<typeof mailPreferencesPatch>;

/**
 * An unsubscribe link's token: the person's id, the kind of mail, and the server's signature of
 * both. The kind can be read without the server (the page names it before the click).
 */
const UNSUBSCRIBE_TOKEN = /^(\d{1,10})\.(changes|scores|reminders|announcements)\.([0-9a-f]{64})$/;

/** The query of the unsubscribe link (GET shows the page, POST unsubscribes). */
export const unsubscribeQuery = queryParams({
  token: z.string().regex(UNSUBSCRIBE_TOKEN, { message: 'This unsubscribe link is incomplete. Open it from the mail again.' }),
});

/** The parts of a well-formed token, or null. */
export function unsubscribeTokenParts(token: string): { userId: number; kind: OptionalMailKind; signature: string } | null {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return null;
  const [, userId, kind, signature] = match;
  return { userId: Number(userId), kind: kind as OptionalMailKind, signature: signature ?? '' };
}

/** POST /api/mail-preferences/unsubscribe answers the kind of mail turned off. */
export const unsubscribed = z.object({ kind: z.enum(OPTIONAL_MAIL_KINDS) });
export type Unsubscribed = z.infer<typeof unsubscribed>;

export const MIN_AUTO_FINAL_HOURS = 24;
export const MAX_AUTO_FINAL_HOURS = 168;
export const DEFAULT_AUTO_FINAL_HOURS = 48;
const HOURS_MESSAGE = `The hours must be a whole number from ${MIN_AUTO_FINAL_HOURS} to ${MAX_AUTO_FINAL_HOURS}`;

/**
 * GET and PUT /api/settings/score-auto-final: whether a score reported by one team becomes final
 * after `hours` without the other team's report (off unless an administrator turns it on).
 */
export const scoreAutoFinal = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  hours: z
    .number({ message: HOURS_MESSAGE })
    .int({ message: HOURS_MESSAGE })
    .min(MIN_AUTO_FINAL_HOURS, { message: HOURS_MESSAGE })
    .max(MAX_AUTO_FINAL_HOURS, { message: HOURS_MESSAGE }),
});
export type ScoreAutoFinal = z.infer<typeof scoreAutoFinal>;

export const DEFAULT_SCORE_AUTO_FINAL: ScoreAutoFinal = { enabled: false, hours: DEFAULT_AUTO_FINAL_HOURS };
