import { z } from 'zod';
import { OwnerInviteBodyModel, OwnerInviteCancelledModel, OwnerInviteListModel, OwnerInviteModel } from './owner-invites';

/**
 * A florist owner's invitations to their store's staff (docs/adr/0775): the
 * same invites as head office's owner invites, giving the `florist` role.
 * Accepting goes through POST /api/owner-invites/accept.
 */

/** Body of POST /api/my-store/staff-invites: who the owner invites to the store's staff. */
export const StaffInviteBodyModel = OwnerInviteBodyModel;
export type StaffInviteBody = z.output<typeof StaffInviteBodyModel>;

/** A pending staff invite (ISO times; screens show them in Melbourne time). */
export const StaffInviteModel = OwnerInviteModel;
export type StaffInvite = z.infer<typeof StaffInviteModel>;
export const StaffInviteListModel = OwnerInviteListModel;
export type StaffInviteList = z.infer<typeof StaffInviteListModel>;

/** The path of DELETE /api/my-store/staff-invites/{inviteId}: an invite id (a malformed one is a 400 naming `inviteId`). */
export const StaffInviteParamsModel = z.object({ inviteId: z.uuid('inviteId is not an invitation id.') });

/** The answer of DELETE /api/my-store/staff-invites/{inviteId}. */
export const StaffInviteCancelledModel = OwnerInviteCancelledModel;
