import { z } from 'zod';
import { newPassword, passwordsMatch, requiredPassword } from '../../domain/password-rules';
import { email, name } from '../../domain/validation';

/** Body of POST /api/stores/{storeKey}/owner-invites: who head office invites to own the store. */
export const OwnerInviteBodyModel = z.object({
  email: email(),
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
});
export type OwnerInviteBody = z.output<typeof OwnerInviteBodyModel>;

/** A pending invite, as GET /api/stores/{storeKey}/owner-invites lists it (ISO times; screens show them in Melbourne time). */
export const OwnerInviteModel = z.object({
  inviteId: z.string(),
  email: z.string(),
  name: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type OwnerInvite = z.infer<typeof OwnerInviteModel>;
export const OwnerInviteListModel = z.object({ results: z.array(OwnerInviteModel) });
export type OwnerInviteList = z.infer<typeof OwnerInviteListModel>;

const token = () =>
  z
    .string({ error: 'token is required.' })
    .min(20, 'token is not a token.')
    .max(200, 'token is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'token is not a token.');

/** Query of GET /api/owner-invites/preview: what the invite page shows before accepting. */
export const OwnerInvitePreviewQueryModel = z.object({ token: token() });

/** The roles an invite gives: the store's owner, or its staff. */
export const INVITE_ROLES = ['floristowner', 'florist'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/**
 * The answer of GET /api/owner-invites/preview. `role`: what accepting makes
 * the person (`floristowner`, the store's owner; `florist`, its staff).
 * `hasAccount`: the email has an account already, whose owner accepts signed in.
 */
export const OwnerInvitePreviewModel = z.object({
  storeName: z.string(),
  role: z.enum(INVITE_ROLES),
  email: z.string(),
  firstName: z.string(),
  hasAccount: z.boolean(),
});
export type OwnerInvitePreview = z.infer<typeof OwnerInvitePreviewModel>;

/** Body of POST /api/owner-invites/accept for a new account: the token and a password. */
export const OwnerInviteAcceptNewModel = z.object({ token: token(), password: newPassword('Password'), confirmPassword: requiredPassword('Confirm password') }).superRefine(passwordsMatch('password'));
/** Body of POST /api/owner-invites/accept for an existing account (signed in as it): the token only. */
export const OwnerInviteAcceptExistingModel = z.object({ token: token() });

/** The answer of DELETE /api/stores/{storeKey}/owner-invites/{inviteId}. */
export const OwnerInviteCancelledModel = z.object({ cancelled: z.literal(true) });
