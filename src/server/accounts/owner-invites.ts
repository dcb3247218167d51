import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { OwnerInvite, OwnerInviteBody, OwnerInvitePreview } from '../../lib/api/contracts/owner-invites';
import { deriveRole } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import { rateLimitEvents, users } from '../db/schema/accounts';
import { ownerInvites } from '../db/schema/owner-invites';
import { stores } from '../db/schema/delivery';
import { EMAILS_PER_RECIPIENT, linkProblem, sendLimited } from '../auth/email-links';
import { hashPassword } from '../auth/password';
import { TooManyAttempts } from '../auth/service';
import { countEvent, windowWait } from '../auth/throttle';
import { emailSender, type EmailSender } from '../email/sender';
import { conflict, forbidden, notFound } from '../http/problem';
import { ownerInviteEmail } from './owner-invite-email';
import { storeByKey } from './stores';
import { fullName, userByEmail, userById, type UserWithStore } from './users';

/** An invite link works for 7 days, once. */
export const OWNER_INVITE_DAYS = 7;
/** Invites one head-office person may send: at most 30 an hour (each one is an email). */
export const OWNER_INVITE_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;
const SCOPE = 'owner-invite';

export const OWNER_INVITE_TEXTS = {
  hasOwner: (store: string) => `${store} already has an owner. Ask the owner to hand over, or contact the web team to change the store's owner.`,
  unknown: 'This invitation link is not valid. Please check that you opened the whole link from the email.',
  used: 'This invitation has already been used. Sign in instead.',
  expired: `This invitation has expired: invitations work for ${OWNER_INVITE_DAYS} days. Ask Flowerline to send you a new one.`,
  cancelled: 'This invitation was cancelled or replaced by a newer one. Use the newest email from Flowerline, or ask them for a new invitation.',
  signInFirst: 'This email already has an account. Sign in with it, then open the invitation link again.',
  otherAccount: 'You are signed in with a different email from the one invited. Sign out, then sign in with the invited email.',
  notEligible: 'This email belongs to a head-office account or to another store, so it cannot own this store. Ask Flowerline to invite a different email.',
  tooManyToOne: 'This email has been sent several emails in the last hour. Try again later.',
  notFound: 'There is no pending invitation with this id for this store.',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const pending = (now: Date) => and(isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt), gt(ownerInvites.expiresAt, now));

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
  const wait = await windowWait(db, rateLimitEvents, SCOPE, input.invitedBy, OWNER_INVITE_LIMIT, now);
  if (wait > 0) throw new TooManyAttempts(wait, `You have sent many invitations in the last hour. Try again in ${Math.ceil(wait / 60)} minutes.`);
  const { email, firstName, lastName } = input.body;
  const inboxWait = await windowWait(db, rateLimitEvents, 'email-recipient', email, EMAILS_PER_RECIPIENT, now);
  if (inboxWait > 0) throw new TooManyAttempts(inboxWait, OWNER_INVITE_TEXTS.tooManyToOne);
  await countEvent(db, SCOPE, input.invitedBy, now, OWNER_INVITE_LIMIT.windowSeconds);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OWNER_INVITE_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(ownerInvites)
      .set({ cancelledAt: now })
      .where(and(eq(ownerInvites.storeId, store.id), eq(ownerInvites.email, email), isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt)));
    return tx
      .insert(ownerInvites)
      .values({ storeId: store.id, email, firstName, lastName, tokenHash: hashOf(token), invitedBy: input.invitedBy, expiresAt, createdAt: now })
      .returning();
  });
  await sendLimited(db, sender, ownerInviteEmail(email, firstName, store.name, token, OWNER_INVITE_DAYS), now);
  return toInvite(row!);
}

const toInvite = (row: typeof ownerInvites.$inferSelect): OwnerInvite => ({
  inviteId: row.id,
  email: row.email,
  name: fullName(row),
  sentAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt).toISOString(),
});

/** GET /api/stores/{storeKey}/owner-invites: the store's pending invites, oldest first. */
export async function listOwnerInvites(db: Db, storeKey: string, now = new Date()): Promise<OwnerInvite[]> {
  const store = await storeByKey(db, storeKey);
  const rows = await db
    .select()
    .from(ownerInvites)
    .where(and(eq(ownerInvites.storeId, store.id), pending(now)))
    .orderBy(asc(ownerInvites.createdAt));
  return rows.map(toInvite);
}

/** DELETE /api/stores/{storeKey}/owner-invites/{id}: the invite's link stops working. */
export async function cancelOwnerInvite(db: Db, storeKey: string, inviteId: string, now = new Date()): Promise<void> {
  const store = await storeByKey(db, storeKey);
  if (!/^[0-9a-f-]{36}$/i.test(inviteId)) throw notFound(OWNER_INVITE_TEXTS.notFound);
  const [cancelled] = await db
    .update(ownerInvites)
    .set({ cancelledAt: now })
    .where(and(eq(ownerInvites.id, inviteId), eq(ownerInvites.storeId, store.id), pending(now)))
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
  if (row.invite.cancelledAt) throw linkProblem(OWNER_INVITE_TEXTS.cancelled);
  if (new Date(row.invite.expiresAt) <= now) throw linkProblem(OWNER_INVITE_TEXTS.expired);
  return row;
}

/** GET /api/owner-invites/preview: the store's name and whether the email has an account (the page asks it to sign in). */
export async function previewOwnerInvite(db: Db, token: string, now = new Date()): Promise<OwnerInvitePreview> {
  const { invite, storeName } = await usableInvite(db, token, now);
  return { storeName, email: invite.email, firstName: invite.firstName, hasAccount: (await userByEmail(db, invite.email)) !== null };
}

const OWNER_ROLES = ['florist', 'floristowner'];

/**
 * POST /api/owner-invites/accept. The link is used in one statement (two tabs
 * cannot both succeed). A new email becomes an account with the password
 * given; an email with an account must be signed in as that account (a link
 * never sets an existing account's password), and a customer or a florist of
 * this store becomes its owner. Answers the person, to sign in.
 */
export async function acceptOwnerInvite(db: Db, input: { token: string; password?: string; signedInUserId?: string }, now = new Date()): Promise<UserWithStore> {
  const { invite } = await usableInvite(db, input.token, now);
  const existing = await userByEmail(db, invite.email);
  if (existing) {
    if (!input.signedInUserId) throw forbidden(OWNER_INVITE_TEXTS.signInFirst);
    if (input.signedInUserId !== existing.user.id) throw forbidden(OWNER_INVITE_TEXTS.otherAccount);
    const role = deriveRole(existing.user.roles);
    const sameStore = existing.user.storeId === invite.storeId;
    if (role === 'flowerline' || ((role === 'florist' || role === 'floristowner') && !sameStore) || existing.user.roles.includes('editor')) throw conflict(OWNER_INVITE_TEXTS.notEligible);
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
    if (await storeOwner(tx as unknown as Db, invite.storeId)) throw conflict(OWNER_INVITE_TEXTS.hasOwner('This store'));
    // Other pending invites to the store stop working: it has its owner.
    await tx
      .update(ownerInvites)
      .set({ cancelledAt: now })
      .where(and(eq(ownerInvites.storeId, invite.storeId), isNull(ownerInvites.usedAt), isNull(ownerInvites.cancelledAt)));
    if (existing) {
      const roles = [...new Set([...existing.user.roles.filter((r) => r !== 'customer'), ...OWNER_ROLES])];
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
        roles: OWNER_ROLES,
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
