import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StoreProfileModel } from '../../src/lib/api/contracts/network';
import { OwnerInviteListModel, OwnerInviteModel, OwnerInvitePreviewModel } from '../../src/lib/api/contracts/owner-invites';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { acceptOwnerInvite, inviteOwner, OWNER_INVITE_LIMIT, OWNER_INVITE_TEXTS } from '../../src/server/accounts/owner-invites';
import { rateLimitEvents, users } from '../../src/server/db/schema/accounts';
import { ownerInvites } from '../../src/server/db/schema/owner-invites';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, registerAndConfirm, signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

const t = useTestApp();
const newEmail = (name = 'ava') => `${name}.${Math.random().toString(36).slice(2)}@example.com`;
const invitesTo = async (email: string) => (await emailsTo(t.database.db, email)).filter((e) => e.kind === 'owner-invite');
const PASSWORD = 'Waratah-Bloom-2026';

async function invite(storeKey: string, email = newEmail()) {
  const staff = await signedInClient(t, 'flowerline');
  const response = await staff.post(`/api/stores/${storeKey}/owner-invites`, { email, firstName: 'Ava', lastName: 'Lim' });
  return { staff, response, email };
}
const flowerlineId = async () => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, PEOPLE.flowerline.email)))[0]!.id;

describe('inviting a store owner', () => {
  it('refuses bad input naming the field, an unknown store and a store that has an owner', async () => {
    const staff = await signedInClient(t, 'flowerline');
    const bad = await staff.post('/api/stores/VIC-004/owner-invites', { email: 'not-an-email', firstName: '', lastName: 'Lim' });
    expect(bad.status).toBe(422);
    const problem = (await bad.json()) as { type: string; errors: Record<string, string> };
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(Object.keys(problem.errors).sort()).toEqual(['email', 'firstName']);
    expect((await staff.post('/api/stores/NOPE-999/owner-invites', { email: newEmail(), firstName: 'Ava', lastName: 'Lim' })).status).toBe(404);
    const owned = await staff.post('/api/stores/VIC-001/owner-invites', { email: newEmail(), firstName: 'Ava', lastName: 'Lim' });
    expect(owned.status).toBe(409);
    expect(((await owned.json()) as { detail: string }).detail).toMatch(/already has an owner/);
    expect((await staff.delete('/api/stores/VIC-004/owner-invites/not-an-id')).status).toBe(404);
  });

  it('emails a single-use link; the new owner sets a password, is signed in as the store’s owner, and the link then stops working', async () => {
    const { staff, response, email } = await invite('VIC-004');
    expect(response.status).toBe(201);
    const created = OwnerInviteModel.parse(await response.json());
    const list = OwnerInviteListModel.parse(await (await staff.get('/api/stores/VIC-004/owner-invites')).json());
    expect(list.results.map((i) => i.email)).toEqual([email]);
    expect(new Date(created.expiresAt).getTime() - new Date(created.sentAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    const [mail] = await invitesTo(email);
    expect(mail!.body).toMatch(/\/invite\?token=[A-Za-z0-9_-]{43}/);
    const token = linkToken(mail);
    const [row] = await t.database.db.select().from(ownerInvites).where(eq(ownerInvites.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const owner = t.client();
    const preview = OwnerInvitePreviewModel.parse(await (await owner.get(`/api/owner-invites/preview?token=${token}`)).json());
    expect(preview).toMatchObject({ email, hasAccount: false });
    const short = await owner.post('/api/owner-invites/accept', { token, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(422);
    expect(Object.keys(((await short.json()) as { errors: object }).errors)).toContain('password');
    const accepted = await owner.post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(ProfileModel.parse(await accepted.json())).toMatchObject({ role: 'floristowner', storeKey: 'VIC-004', email });
    expect((await owner.get('/api/stores/VIC-004/users')).status).toBe(200);

    const again = await t.client().post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { detail: string }).detail).toBe(OWNER_INVITE_TEXTS.used);
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect(OwnerInviteListModel.parse(await (await staff.get('/api/stores/VIC-004/owner-invites')).json()).results).toEqual([]);
    // The store's page names its owner now, where the invitation was.
    expect(StoreProfileModel.parse(await (await staff.get('/api/stores/vic-004/profile')).json()).owner).toEqual({ name: 'Ava Lim', email });
  });

  it('re-inviting the same email replaces the earlier link; a cancelled invite stops working', async () => {
    const email = newEmail();
    const first = await invite('VIC-005', email);
    expect(first.response.status).toBe(201);
    const oldToken = linkToken((await invitesTo(email))[0]);
    const second = await invite('VIC-005', email);
    expect(second.response.status).toBe(201);
    const newToken = linkToken((await invitesTo(email))[0]);
    expect(newToken).not.toBe(oldToken);
    const refused = await t.client().get(`/api/owner-invites/preview?token=${oldToken}`);
    expect(refused.status).toBe(410);
    expect(((await refused.json()) as { detail: string }).detail).toBe(OWNER_INVITE_TEXTS.cancelled);
    const list = OwnerInviteListModel.parse(await (await second.staff.get('/api/stores/VIC-005/owner-invites')).json());
    expect(list.results).toHaveLength(1);
    expect((await second.staff.delete(`/api/stores/VIC-005/owner-invites/${list.results[0]!.inviteId}`)).status).toBe(200);
    expect((await t.client().get(`/api/owner-invites/preview?token=${newToken}`)).status).toBe(410);
    expect((await second.staff.delete(`/api/stores/VIC-005/owner-invites/${list.results[0]!.inviteId}`)).status).toBe(404);
  });

  it('a link expires after 7 days (fixed clock); an unknown link is a 410, never a 500', async () => {
    const email = newEmail();
    const sent = new Date('2026-03-02T00:00:00Z');
    await inviteOwner(t.database.db, { storeKey: 'VIC-006', invitedBy: await flowerlineId(), body: { email, firstName: 'Ava', lastName: 'Lim' } }, sent);
    const token = linkToken((await invitesTo(email))[0]);
    const justBefore = new Date(sent.getTime() + 7 * 24 * 3600 * 1000 - 1000);
    const expired = acceptOwnerInvite(t.database.db, { token, password: PASSWORD }, new Date(sent.getTime() + 7 * 24 * 3600 * 1000));
    await expect(expired).rejects.toMatchObject({ status: 410, detail: OWNER_INVITE_TEXTS.expired });
    const found = await acceptOwnerInvite(t.database.db, { token, password: PASSWORD }, justBefore);
    expect(found.store?.key).toBe('VIC-006');
    const unknown = await t.client().post('/api/owner-invites/accept', { token: 'y'.repeat(43), password: PASSWORD, confirmPassword: PASSWORD });
    expect(unknown.status).toBe(410);
    expect((await t.client().get('/api/owner-invites/preview?token=!!')).status).toBe(400);
  });

  it('an email with an account: the link never sets its password; signed in as it, the account becomes the owner', async () => {
    const person = { firstName: 'Noah', lastName: 'Price', email: newEmail('noah'), password: 'Kangaroo-Paw-Garden', confirmPassword: 'Kangaroo-Paw-Garden' };
    await registerAndConfirm(t, t.client(), person);
    await invite('VIC-007', person.email);
    const token = linkToken((await invitesTo(person.email))[0]);
    expect(OwnerInvitePreviewModel.parse(await (await t.client().get(`/api/owner-invites/preview?token=${token}`)).json()).hasAccount).toBe(true);
    const stranger = await t.client().post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { detail: string }).detail).toBe(OWNER_INVITE_TEXTS.signInFirst);
    const other = await signedInClient(t, 'customer');
    expect((await other.post('/api/owner-invites/accept', { token })).status).toBe(403);
    // The password did not change, and the link still works for its owner.
    const own = t.client();
    expect((await own.post('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    const accepted = await own.post('/api/owner-invites/accept', { token });
    expect(accepted.status).toBe(200);
    expect(ProfileModel.parse(await accepted.json())).toMatchObject({ role: 'floristowner', storeKey: 'VIC-007' });
    expect((await own.get('/api/stores/VIC-007/users')).status).toBe(200);
  });

  it('a head-office account cannot be made an owner by a link', async () => {
    await invite('VIC-008', PEOPLE.flowerline.email);
    const token = linkToken((await invitesTo(PEOPLE.flowerline.email))[0]);
    const staff = await signedInClient(t, 'flowerline');
    const refused = await staff.post('/api/owner-invites/accept', { token });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(OWNER_INVITE_TEXTS.notEligible);
  });

  it('throttles invites per head-office person (429 with Retry-After)', async () => {
    const staff = await signedInClient(t, 'flowerline');
    const id = await flowerlineId();
    const events = Array.from({ length: OWNER_INVITE_LIMIT.limit }, () => ({ scope: 'owner-invite', key: id, createdAt: new Date() }));
    await t.database.db.insert(rateLimitEvents).values(events);
    const response = await staff.post('/api/stores/VIC-009/owner-invites', { email: newEmail(), firstName: 'Ava', lastName: 'Lim' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
