import { z } from 'zod';
import { newPassword, passwordsMatch, requiredPassword } from '../../domain/auth';
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

/** Body of POST /api/auth/oidc/session: an identity provider's ID token. */
export const IdTokenBodyModel = z.object({
  idToken: z.string({ error: 'idToken is required.' }).min(20, 'idToken is not a token.').max(10_000, 'idToken is too long.'),
  nonce: z.string().max(200, 'nonce is too long.').optional(),
});

/** POST /api/auth/logout. */
export const SignedOutModel = z.object({ signedOut: z.boolean() });
