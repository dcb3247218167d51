import { z } from 'zod';
import { newPassword, passwordsMatch, requiredPassword } from '../../domain/password-rules';
import { differentFrom, email, name } from '../../domain/validation';

/** Body of POST /api/auth/login. */
export const LoginBodyModel = z.object({
  email: email(),
  password: requiredPassword('Password'),
});
export type LoginBody = z.output<typeof LoginBodyModel>;

/** Body of POST /api/auth/register: a new customer. */
export const RegisterBodyModel = z
  .object({
    firstName: name('First name', 50),
    lastName: name('Last name', 50),
    email: email(),
    password: newPassword('Password'),
    confirmPassword: requiredPassword('Confirm password'),
  })
  .superRefine(differentFrom('password', 'email', 'Password', 'Email'))
  .superRefine(passwordsMatch('password'));
export type RegisterBody = z.output<typeof RegisterBodyModel>;

/**
 * The answer of POST /api/auth/register, the same whether the email was new
 * (a link to confirm it is on its way) or already registered (its owner is
 * told someone tried).
 */
export const RegisterAcceptedModel = z.object({ status: z.literal('check-email') });
export type RegisterAccepted = z.infer<typeof RegisterAcceptedModel>;

const linkToken = () =>
  z
    .string({ error: 'token is required.' })
    .min(20, 'token is not a token.')
    .max(200, 'token is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'token is not a token.');

/** Body of POST /api/auth/register/confirm and POST /api/account/email/confirm: the token of an emailed link. */
export const EmailLinkBodyModel = z.object({ token: linkToken() });
export type EmailLinkBody = z.output<typeof EmailLinkBodyModel>;

/**
 * Body of POST /api/auth/sign-in-link: the email to send a single-use
 * sign-in link to, and the page of the shop to open once signed in (a path
 * of this site; anything else is ignored).
 */
export const SignInLinkBodyModel = z.object({
  email: email(),
  returnTo: z.string({ error: 'returnTo must be text.' }).max(2000, 'returnTo is too long.').optional(),
});
export type SignInLinkBody = z.output<typeof SignInLinkBodyModel>;

/** The answer of POST /api/auth/sign-in-link, the same whether the email has an account or not. */
export const SignInLinkAcceptedModel = z.object({ status: z.literal('check-email') });
export type SignInLinkAccepted = z.infer<typeof SignInLinkAcceptedModel>;

/** Body of POST /api/auth/password-reset: the email to send a single-use link that sets a new password. */
export const PasswordResetBodyModel = z.object({ email: email() });
export type PasswordResetBody = z.output<typeof PasswordResetBodyModel>;

/** The answer of POST /api/auth/password-reset, the same whether the email has an account or not. */
export const PasswordResetAcceptedModel = z.object({ status: z.literal('check-email') });
export type PasswordResetAccepted = z.infer<typeof PasswordResetAcceptedModel>;

/** Body of POST /api/auth/password-reset/confirm: the emailed link's token and the new password (the registration rules). */
export const PasswordResetConfirmBodyModel = z.object({ token: linkToken(), password: newPassword('Password') });
export type PasswordResetConfirmBody = z.output<typeof PasswordResetConfirmBodyModel>;

/** The answer of POST /api/auth/password-reset/confirm: the password is set and every session signed out. */
export const PasswordResetDoneModel = z.object({ status: z.literal('password-changed') });
export type PasswordResetDone = z.infer<typeof PasswordResetDoneModel>;

/** Body of POST /api/auth/oidc/session: an identity provider's ID token. */
export const IdTokenBodyModel = z.object({
  idToken: z.string({ error: 'idToken is required.' }).min(20, 'idToken is not a token.').max(10_000, 'idToken is too long.'),
  nonce: z.string().max(200, 'nonce is too long.').optional(),
});

/** POST /api/auth/logout. */
export const SignedOutModel = z.object({ signedOut: z.boolean() });
