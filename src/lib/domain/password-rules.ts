import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER } from './auth';

/* The password rules as schemas, apart from the sign-in texts in auth.ts, which pages load without a schema library. */

/** A password as typed: required, never trimmed, at most 128 characters. */
export const requiredPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .max(PASSWORD_MAX_LENGTH, { error: `${field} must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** A new password: at least 10 characters, at most 128. */
export const newPassword = (field = 'Password') => requiredPassword(field).refine((v) => v.length >= PASSWORD_MIN_LENGTH, { error: `${field} must be at least ${PASSWORD_MIN_LENGTH} characters` });

/** confirmPassword must repeat the password in `key` (checked once it is typed). */
export const passwordsMatch =
  <T extends { confirmPassword: string }>(key: keyof T & string) =>
  (values: T, ctx: z.RefinementCtx) => {
    if (values.confirmPassword !== '' && values.confirmPassword !== values[key]) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
  };
