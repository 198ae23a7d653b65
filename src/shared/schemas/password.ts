import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_NEEDS_LETTER_AND_NUMBER = 'Password must contain at least one letter and one number';

/** A new password chosen through a reset, a magic link or registration. */
export const newPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  .max(1024, { message: 'Password is too long' })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { message: PASSWORD_NEEDS_LETTER_AND_NUMBER });

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password typed twice, as the reset and set-password forms ask for it. */
export const newPasswordForm = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** A single-use token from a link in a mail; the same rule for password resets and magic links. */
export const linkToken = z
  .string({ message: 'The link is incomplete. Please use the whole link from your email.' })
  .min(1, { message: 'The link is incomplete. Please use the whole link from your email.' })
  .max(200, { message: 'The link is not valid' });

export const forgotPasswordBody = z.object({
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email({ message: 'Please enter a valid email address' }).max(254)),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
