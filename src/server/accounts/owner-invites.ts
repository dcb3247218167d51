import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { OwnerInvite, OwnerInviteBody, OwnerInvitePreview } from '../../lib/api/contracts/owner-invites';
import { deriveRole } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import { rateLimitEvents, users } from '../db/schema/accounts';
import { ownerInvites, type InviteRole } from '../db/schema/owner-invites';
import { stores } from '../db/schema/delivery';
import { EMAILS_PER_RECIPIENT, linkProblem, sendLimited } from '../auth/email-links';
import { hashPassword } from '../auth/password';
import { TooManyAttempts } from '../auth/service';
import { countEvent, windowWait } from '../auth/throttle';
import { emailSender, type EmailSender } from '../email/sender';
import { conflict, forbidden, notFound } from '../http/problem';
import { ownerInviteEmail, staffInviteEmail } from './owner-invite-email';
import { storeByKey } from './stores';
import { fullName, userByEmail, userById, type UserWithStore } from './users';

/** An invite link works for 7 days, once. */
export const OWNER_INVITE_DAYS = 7;
/** Invites one head-office person may send: at most 30 an hour (each one is an email). */
export const OWNER_INVITE_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;
const SCOPE = 'owner-invite';
const STAFF_SCOPE = 'staff-invite';

export const OWNER_INVITE_TEXTS = {
  hasOwner: (store: string) => `${store} already has an owner. Ask the owner to hand over, or contact the web team to change the store's owner.`,
  unknown: 'This invitation link is not valid. Please check that you opened the whole link from the email.',
  used: 'This invitation has already been used. Sign in instead.',
  expired: `This invitation has expired: invitations work for ${OWNER_INVITE_DAYS} days. Ask Flowerline to send you a new one.`,
  cancelled: 'This invitation was cancelled or replaced by a newer one. Use the newest email from Flowerline, or ask them for a new invitation.',
  staffExpired: `This invitation has expired: invitations work for ${OWNER_INVITE_DAYS} days. Ask the store's owner to send you a new one.`,
  staffCancelled: 'This invitation was cancelled or replaced by a newer one. Use the newest email from the store, or ask its owner for a new invitation.',
  signInFirst: 'This email already has an account. Sign in with it, then open the invitation link again.',
  otherAccount: 'You are signed in with a different email from the one invited. Sign out, then sign in with the invited email.',
  notEligible: 'This email belongs to a head-office account or to another store, so it cannot own this store. Ask Flowerline to invite a different email.',
  staffNotEligible:
    "This email belongs to a head-office account, to another store or already to this store, so the invitation cannot make it this store's staff. Ask the store's owner to invite a different email.",
  tooManyToOne: 'This email has been sent several emails in the last hour. Try again later.',
  notFound: 'There is no pending invitation with this id for this store.',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const pending = (now: Date) => and(isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt), gt(ownerInvites.expiresAt, now));
const INVITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function storeOwner(db: Db, storeId: string) {
  const staff = await db.select({ roles: users.roles }).from(users).where(eq(users.storeId, storeId));
  return staff.some((s) => deriveRole(s.roles) === 'floristowner');
}

/**
 * POST /api/stores/{storeKey}/owner-invites: emails a single-use link
 * (OWNER_INVITE_DAYS) that makes its opener the store's owner. A store that
 * has an owner is a 409 (head office changes an owner on purpose, not by an
 * invite); an earlier pending invite to the same email stops working.
 */
export async function inviteOwner(db: Db, input: { storeKey: string; invitedBy: string; body: OwnerInviteBody }, now = new Date(), sender: EmailSender = emailSender(db)): Promise<OwnerInvite> {
  const store = await storeByKey(db, input.storeKey);
  if (await storeOwner(db, store.id)) throw conflict(OWNER_INVITE_TEXTS.hasOwner(store.name));
  return sendInvite(db, { store, role: 'floristowner', invitedBy: input.invitedBy, body: input.body }, now, sender);
}

/**
 * Emails a new invite link to join `store` with `role` (throttled per sender,
 * scope `owner-invite` or `staff-invite`, and per recipient), cancelling any
 * invite still waiting for the same email at the same store, whatever its role:
 * one person has one working link per store, the newest.
 */
export async function sendInvite(
  db: Db,
  input: { store: { id: string; name: string }; role: InviteRole; invitedBy: string; body: OwnerInviteBody },
  now: Date,
  sender: EmailSender,
): Promise<OwnerInvite> {
  const { store, role } = input;
  const scope = role === 'florist' ? STAFF_SCOPE : SCOPE;
  const wait = await windowWait(db, rateLimitEvents, scope, input.invitedBy, OWNER_INVITE_LIMIT, now);
  if (wait > 0) throw new TooManyAttempts(wait, `You have sent many invitations in the last hour. Try again in ${Math.ceil(wait / 60)} minutes.`);
  const { email, firstName, lastName } = input.body;
  const inboxWait = await windowWait(db, rateLimitEvents, 'email-recipient', email, EMAILS_PER_RECIPIENT, now);
  if (inboxWait > 0) throw new TooManyAttempts(inboxWait, OWNER_INVITE_TEXTS.tooManyToOne);
  await countEvent(db, scope, input.invitedBy, now, OWNER_INVITE_LIMIT.windowSeconds);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OWNER_INVITE_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(ownerInvites)
      .set({ cancelledAt: now })
      .where(and(eq(ownerInvites.storeId, store.id), eq(ownerInvites.email, email), isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt)));
    return tx
      .insert(ownerInvites)
      .values({ storeId: store.id, email, firstName, lastName, role, tokenHash: hashOf(token), invitedBy: input.invitedBy, expiresAt, createdAt: now })
      .returning();
  });
  const message = role === 'florist' ? staffInviteEmail : ownerInviteEmail;
  await sendLimited(db, sender, message(email, firstName, store.name, token, OWNER_INVITE_DAYS), now);
  return toInvite(row!);
}

export const toInvite = (row: typeof ownerInvites.$inferSelect): OwnerInvite => ({
  inviteId: row.id,
  email: row.email,
  name: fullName(row),
  sentAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt).toISOString(),
});

/** GET /api/stores/{storeKey}/owner-invites: the store's pending owner invites, oldest first. */
export async function listOwnerInvites(db: Db, storeKey: string, now = new Date()): Promise<OwnerInvite[]> {
  const store = await storeByKey(db, storeKey);
  return listInvites(db, store.id, 'floristowner', now);
}

/** A store's pending invites giving `role`, oldest first. */
export async function listInvites(db: Db, storeId: string, role: InviteRole, now: Date): Promise<OwnerInvite[]> {
  const rows = await db
    .select()
    .from(ownerInvites)
    .where(and(eq(ownerInvites.storeId, storeId), eq(ownerInvites.role, role), pending(now)))
    .orderBy(asc(ownerInvites.createdAt));
  return rows.map(toInvite);
}

/** DELETE /api/stores/{storeKey}/owner-invites/{id}: the invite's link stops working. */
export async function cancelOwnerInvite(db: Db, storeKey: string, inviteId: string, now = new Date()): Promise<void> {
  const store = await storeByKey(db, storeKey);
  if (!INVITE_ID.test(inviteId)) throw notFound(OWNER_INVITE_TEXTS.notFound);
  await cancelInvite(db, store.id, 'floristowner', inviteId, now);
}

/** Cancels a store's pending invite giving `role` (`inviteId` a well-formed id); anything else is a 404. */
export async function cancelInvite(db: Db, storeId: string, role: InviteRole, inviteId: string, now: Date): Promise<void> {
  const [cancelled] = await db
    .update(ownerInvites)
    .set({ cancelledAt: now })
    .where(and(eq(ownerInvites.id, inviteId), eq(ownerInvites.storeId, storeId), eq(ownerInvites.role, role), pending(now)))
    .returning({ id: ownerInvites.id });
  if (!cancelled) throw notFound(OWNER_INVITE_TEXTS.notFound);
}

/** The invite of a token, or a 410 saying why it cannot be used (unknown, used, cancelled, expired). */
async function usableInvite(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invite: ownerInvites, storeName: stores.name })
    .from(ownerInvites)
    .innerJoin(stores, eq(ownerInvites.storeId, stores.id))
    .where(eq(ownerInvites.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) throw linkProblem(OWNER_INVITE_TEXTS.unknown);
  if (row.invite.usedAt) throw linkProblem(OWNER_INVITE_TEXTS.used);
  const staff = row.invite.role === 'florist';
  if (row.invite.cancelledAt) throw linkProblem(staff ? OWNER_INVITE_TEXTS.staffCancelled : OWNER_INVITE_TEXTS.cancelled);
  if (new Date(row.invite.expiresAt) <= now) throw linkProblem(staff ? OWNER_INVITE_TEXTS.staffExpired : OWNER_INVITE_TEXTS.expired);
  return row;
}

/** GET /api/owner-invites/preview: the store's name, the role the link gives and whether the email has an account (the page asks it to sign in). */
export async function previewOwnerInvite(db: Db, token: string, now = new Date()): Promise<OwnerInvitePreview> {
  const { invite, storeName } = await usableInvite(db, token, now);
  return { storeName, role: invite.role, email: invite.email, firstName: invite.firstName, hasAccount: (await userByEmail(db, invite.email)) !== null };
}

/** The roles claim an accepted invite gives: an owner is a florist too. */
const ROLES_GIVEN: Record<InviteRole, string[]> = { floristowner: ['florist', 'floristowner'], florist: ['florist'] };

/**
 * Whether an existing account may take the invite's role at its store: never
 * head office or an editor; an owner invite takes a customer or a florist of
 * this store; a staff invite only a customer (a florist of this store has
 * its access already, one of another store keeps it).
 */
function eligible(user: UserWithStore['user'], invite: { role: InviteRole; storeId: string }): boolean {
  const role = deriveRole(user.roles);
  if (role === 'flowerline' || user.roles.includes('editor')) return false;
  if (invite.role === 'florist') return role === 'customer';
  return role === 'customer' || user.storeId === invite.storeId;
}

/**
 * POST /api/owner-invites/accept. The link is used in one statement (two tabs
 * cannot both succeed). A new email becomes an account with the password
 * given; an email with an account must be signed in as that account (a link
 * never sets an existing account's password), and a customer or a florist of
 * this store becomes its owner, or a customer its staff (a florist). Answers
 * the person, to sign in.
 */
export async function acceptOwnerInvite(db: Db, input: { token: string; password?: string; signedInUserId?: string }, now = new Date()): Promise<UserWithStore> {
  const { invite } = await usableInvite(db, input.token, now);
  const existing = await userByEmail(db, invite.email);
  if (existing) {
    if (!input.signedInUserId) throw forbidden(OWNER_INVITE_TEXTS.signInFirst);
    if (input.signedInUserId !== existing.user.id) throw forbidden(OWNER_INVITE_TEXTS.otherAccount);
    if (!eligible(existing.user, invite)) throw conflict(invite.role === 'florist' ? OWNER_INVITE_TEXTS.staffNotEligible : OWNER_INVITE_TEXTS.notEligible);
  } else if (!input.password) {
    throw linkProblem(OWNER_INVITE_TEXTS.unknown);
  }
  const passwordHash = existing ? null : await hashPassword(input.password!);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(ownerInvites)
      .set({ usedAt: now })
      .where(and(eq(ownerInvites.id, invite.id), pending(now)))
      .returning({ id: ownerInvites.id });
    if (!used) throw linkProblem(OWNER_INVITE_TEXTS.used);
    if (invite.role === 'floristowner') {
      if (await storeOwner(tx as unknown as Db, invite.storeId)) throw conflict(OWNER_INVITE_TEXTS.hasOwner('This store'));
      // Other pending owner invites to the store stop working: it has its owner.
      await tx
        .update(ownerInvites)
        .set({ cancelledAt: now })
        .where(and(eq(ownerInvites.storeId, invite.storeId), eq(ownerInvites.role, 'floristowner'), isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt)));
    }
    if (existing) {
      const roles = [...new Set([...existing.user.roles.filter((r) => r !== 'customer'), ...ROLES_GIVEN[invite.role]])];
      await tx.update(users).set({ roles, storeId: invite.storeId, updatedAt: now }).where(eq(users.id, existing.user.id));
      return existing.user.id;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: invite.email,
        passwordHash,
        firstName: invite.firstName,
        lastName: invite.lastName,
        roles: ROLES_GIVEN[invite.role],
        customerId: randomUUID(),
        storeId: invite.storeId,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    return created!.id;
  });
  return (await userById(db, userId))!;
}
