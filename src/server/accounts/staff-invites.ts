import type { StaffInvite, StaffInviteBody } from '../../lib/api/contracts/staff-invites';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { deriveRole } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import { emailSender, type EmailSender } from '../email/sender';
import { forbidden, Problem } from '../http/problem';
import { cancelInvite, listInvites, sendInvite } from './owner-invites';
import { storeByKey } from './stores';
import { userByEmail } from './users';

export const STAFF_INVITE_TEXTS = {
  noStore: 'Your account does not belong to a store, so it has no staff to invite.',
  alreadyHere: (email: string, store: string) => `${email} already works for ${store}: they can sign in now.`,
  otherStore: (email: string) => `${email} works for another store. Ask them to use a different email for your store.`,
  headOffice: (email: string) => `${email} belongs to a head-office account, which cannot join a store. Invite a different email.`,
};

/** The owner's store; an account without one (it cannot happen to a florist owner, but the claim may be stale) is a 403. */
async function ownStore(db: Db, storeKey: string | null) {
  if (!storeKey) throw forbidden(STAFF_INVITE_TEXTS.noStore);
  return storeByKey(db, storeKey);
}

const taken = (message: string) => new Problem(PROBLEM_TYPES.staffInviteEmailTaken, 409, 'Conflict', message, { email: message });

/**
 * POST /api/my-store/staff-invites: emails a single-use link (7 days) that
 * makes its opener a florist of the owner's store. An email already of this
 * store, of another store, or of head office or an editor is a 409
 * `/problems/staff-invites/email-taken` naming `email`; a customer's email may
 * be invited (they accept signed in as themselves).
 */
export async function inviteStaff(db: Db, input: { storeKey: string | null; invitedBy: string; body: StaffInviteBody }, now = new Date(), sender: EmailSender = emailSender(db)): Promise<StaffInvite> {
  const store = await ownStore(db, input.storeKey);
  const existing = await userByEmail(db, input.body.email);
  if (existing) {
    const role = deriveRole(existing.user.roles);
    const { email } = input.body;
    if ((role === 'florist' || role === 'floristowner') && existing.user.storeId === store.id) throw taken(STAFF_INVITE_TEXTS.alreadyHere(email, store.name));
    if (role === 'florist' || role === 'floristowner') throw taken(STAFF_INVITE_TEXTS.otherStore(email));
    if (role === 'flowerline' || existing.user.roles.includes('editor')) throw taken(STAFF_INVITE_TEXTS.headOffice(email));
  }
  return sendInvite(db, { store, role: 'florist', invitedBy: input.invitedBy, body: input.body }, now, sender);
}

/** GET /api/my-store/staff-invites: the owner's store's pending staff invites, oldest first. */
export async function listStaffInvites(db: Db, storeKey: string | null, now = new Date()): Promise<StaffInvite[]> {
  const store = await ownStore(db, storeKey);
  return listInvites(db, store.id, 'florist', now);
}

/** DELETE /api/my-store/staff-invites/{inviteId}: the link stops working; another store's invite, an owner invite or a finished one is a 404. */
export async function cancelStaffInvite(db: Db, storeKey: string | null, inviteId: string, now = new Date()): Promise<void> {
  const store = await ownStore(db, storeKey);
  await cancelInvite(db, store.id, 'florist', inviteId, now);
}
