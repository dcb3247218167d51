import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { OwnerInvitePreviewModel } from '../../src/lib/api/contracts/owner-invites';
import { StaffInviteListModel, StaffInviteModel } from '../../src/lib/api/contracts/staff-invites';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { acceptOwnerInvite, OWNER_INVITE_LIMIT, OWNER_INVITE_TEXTS } from '../../src/server/accounts/owner-invites';
import { inviteStaff } from '../../src/server/accounts/staff-invites';
import { rateLimitEvents, users } from '../../src/server/db/schema/accounts';
import { stores } from '../../src/server/db/schema/delivery';
import { ownerInvites } from '../../src/server/db/schema/owner-invites';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, registerAndConfirm, signedInClient } from './auth-fixtures';
import type { ApiClient } from './harness';
import { useTestApp } from './harness';

const t = useTestApp();
const newEmail = (name = 'mia') => `${name}.${Math.random().toString(36).slice(2)}@example.com`;
const invitesTo = async (email: string) => (await emailsTo(t.database.db, email)).filter((e) => e.kind === 'staff-invite');
const PASSWORD = 'Waratah-Bloom-2026';
const BASE = '/api/my-store/staff-invites';
type ProblemBody = { type: string; detail: string; errors?: Record<string, string> };

async function invite(owner: ApiClient, email = newEmail()) {
  const response = await owner.post(BASE, { email, firstName: 'Mia', lastName: 'Rossi' });
  return { response, email };
}
const ownerId = async () => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, PEOPLE.floristowner.email)))[0]!.id;

describe('a florist owner invites staff', () => {
  it('refuses bad input naming the field, and emails already of a store or of head office (409 naming email)', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const bad = await owner.post(BASE, { email: 'not-an-email', firstName: '', lastName: 'Rossi' });
    expect(bad.status).toBe(422);
    const problem = (await bad.json()) as ProblemBody;
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(Object.keys(problem.errors!).sort()).toEqual(['email', 'firstName']);
    expect((await owner.post(BASE, [])).status).toBe(422);

    for (const [email, said] of [
      [PEOPLE.florist.email, /already works for/],
      [PEOPLE.floristowner.email, /already works for/],
      [PEOPLE.otherOwner.email, /works for another store/],
      [PEOPLE.flowerline.email, /head-office account/],
      [PEOPLE.editor.email, /head-office account/],
    ] as const) {
      const refused = await invite(owner, email.toUpperCase());
      expect(refused.response.status, email).toBe(409);
      const body = (await refused.response.json()) as ProblemBody;
      expect(body.type).toBe(PROBLEM_TYPES.staffInviteEmailTaken);
      expect(body.errors?.email).toMatch(said);
    }
    expect(StaffInviteListModel.parse(await (await owner.get(BASE)).json()).results).toEqual([]);
  });

  it('cancelling: a malformed id is a 400 naming inviteId, another store’s or an unknown invite a 404', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const other = await signedInClient(t, 'otherOwner');
    const malformed = await owner.delete(`${BASE}/not-an-id`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ProblemBody).errors).toHaveProperty('inviteId');
    expect((await owner.delete(`${BASE}/${'-'.repeat(36)}`)).status).toBe(400);
    expect((await owner.delete(`${BASE}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);

    const { response, email } = await invite(other);
    expect(response.status).toBe(201);
    const theirs = StaffInviteModel.parse(await response.json());
    const notOurs = await owner.delete(`${BASE}/${theirs.inviteId}`);
    expect(notOurs.status).toBe(404);
    expect(((await notOurs.json()) as ProblemBody).type).toBe(PROBLEM_TYPES.notFound);
    // Their invite still works, and only they see it.
    expect((await t.client().get(`/api/owner-invites/preview?token=${linkToken((await invitesTo(email))[0])}`)).status).toBe(200);
    expect(StaffInviteListModel.parse(await (await owner.get(BASE)).json()).results.map((i) => i.email)).not.toContain(email);
    expect((await other.delete(`${BASE}/${theirs.inviteId}`)).status).toBe(200);
    expect((await other.delete(`${BASE}/${theirs.inviteId}`)).status).toBe(404);
  });

  it('is for florist owners only: Flowerline, florist staff and customers 403, guests 401; the owner routes stay head office’s', async () => {
    for (const person of ['flowerline', 'florist', 'customer'] as const) {
      const client = await signedInClient(t, person);
      const refused = await client.post(BASE, { email: newEmail(), firstName: 'Mia', lastName: 'Rossi' });
      expect(refused.status, person).toBe(403);
      expect(((await refused.json()) as ProblemBody).type).toBe(PROBLEM_TYPES.forbidden);
      expect((await client.get(BASE)).status, person).toBe(403);
      expect((await client.delete(`${BASE}/00000000-0000-4000-8000-000000000000`)).status, person).toBe(403);
    }
    expect((await t.client().get(BASE)).status).toBe(401);
    // Without the CSRF token, a change is refused.
    const owner = await signedInClient(t, 'floristowner');
    expect((await owner.post(BASE, { email: newEmail(), firstName: 'Mia', lastName: 'Rossi' }, { csrf: false })).status).toBe(403);
    expect((await owner.get('/api/stores/VIC-001/owner-invites')).status).toBe(403);
  });

  it('a new email: the link names the store and the role; the person sets a password, is signed in as the store’s florist and sees its orders; the link then stops working', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const { response, email } = await invite(owner);
    expect(response.status).toBe(201);
    const created = StaffInviteModel.parse(await response.json());
    expect(new Date(created.expiresAt).getTime() - new Date(created.sentAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(StaffInviteListModel.parse(await (await owner.get(BASE)).json()).results.map((i) => i.email)).toContain(email);
    const [store] = await t.database.db.select({ name: stores.name }).from(stores).where(eq(stores.key, 'VIC-001'));
    const [mail] = await invitesTo(email);
    expect(mail!.subject).toBe(`${store!.name} invites you to receive and answer its orders`);
    expect(mail!.body).toContain(`${store!.name} invites you to receive and answer its orders`);
    const token = linkToken(mail);
    const [row] = await t.database.db.select().from(ownerInvites).where(eq(ownerInvites.email, email));
    expect(row).toMatchObject({ role: 'florist' });
    expect(row!.tokenHash).not.toContain(token);

    const person = t.client();
    const preview = OwnerInvitePreviewModel.parse(await (await person.get(`/api/owner-invites/preview?token=${token}`)).json());
    expect(preview).toMatchObject({ storeName: store!.name, role: 'florist', email, hasAccount: false });
    const accepted = await person.post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(ProfileModel.parse(await accepted.json())).toMatchObject({ role: 'florist', roles: ['florist'], storeKey: 'VIC-001', email });

    // What a florist opens: the store's orders, its details and alerts settings; not the owner's users or invites.
    const orders = await person.get('/api/orders/florist-order-history');
    expect(orders.status).toBe(200);
    expect(await orders.json()).toEqual(await (await owner.get('/api/orders/florist-order-history')).json());
    expect((await person.get('/api/orders/florist-recieved-order-history')).status).toBe(200);
    expect((await person.get('/api/stores/VIC-001')).status).toBe(200);
    expect((await person.get('/api/stores/VIC-001/notification-settings')).status).toBe(200);
    expect((await person.get('/api/users')).status).toBe(403);
    expect((await person.get(BASE)).status).toBe(403);

    const again = await t.client().post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.status).toBe(410);
    expect(((await again.json()) as ProblemBody).detail).toBe(OWNER_INVITE_TEXTS.used);
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect(StaffInviteListModel.parse(await (await owner.get(BASE)).json()).results.map((i) => i.email)).not.toContain(email);
    const people = (await (await owner.get(`/api/users?SearchText=${encodeURIComponent(email)}`)).json()) as { results: { email?: string; Email?: string }[] };
    expect(JSON.stringify(people.results)).toContain(email);
    // Now the store's, they cannot be invited again.
    expect((await invite(owner, email)).response.status).toBe(409);
  });

  it('an existing customer: the link never sets their password; signed in as themselves they become the store’s florist', async () => {
    const customer = { firstName: 'Noah', lastName: 'Price', email: newEmail('noah'), password: 'Kangaroo-Paw-Garden', confirmPassword: 'Kangaroo-Paw-Garden' };
    await registerAndConfirm(t, t.client(), customer);
    const owner = await signedInClient(t, 'floristowner');
    expect((await invite(owner, customer.email)).response.status).toBe(201);
    const token = linkToken((await invitesTo(customer.email))[0]);
    expect(OwnerInvitePreviewModel.parse(await (await t.client().get(`/api/owner-invites/preview?token=${token}`)).json())).toMatchObject({ hasAccount: true, role: 'florist' });
    const stranger = await t.client().post('/api/owner-invites/accept', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as ProblemBody).detail).toBe(OWNER_INVITE_TEXTS.signInFirst);
    expect((await (await signedInClient(t, 'customer')).post('/api/owner-invites/accept', { token })).status).toBe(403);

    const own = t.client();
    expect((await own.post('/api/auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
    const accepted = await own.post('/api/owner-invites/accept', { token });
    expect(accepted.status).toBe(200);
    const profile = ProfileModel.parse(await accepted.json());
    expect(profile).toMatchObject({ role: 'florist', roles: ['florist'], storeKey: 'VIC-001' });
    expect((await own.get('/api/orders/florist-order-history')).status).toBe(200);
    expect((await own.get('/api/orders/order-history')).status).toBe(403);
    // Their password is the one they chose.
    expect((await t.client().post('/api/auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
  });

  it('an account that joined a store after the invite was sent cannot use it (409); re-inviting replaces the link', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const other = await signedInClient(t, 'otherOwner');
    const customer = { firstName: 'Ivy', lastName: 'Tran', email: newEmail('ivy'), password: 'Bottlebrush-Lane-9', confirmPassword: 'Bottlebrush-Lane-9' };
    const own = t.client();
    await registerAndConfirm(t, own, customer);
    expect((await invite(owner, customer.email)).response.status).toBe(201);
    const first = linkToken((await invitesTo(customer.email))[0]);
    expect((await invite(owner, customer.email)).response.status).toBe(201);
    const ours = linkToken((await invitesTo(customer.email))[0]);
    const replaced = await t.client().get(`/api/owner-invites/preview?token=${first}`);
    expect(replaced.status).toBe(410);
    expect(((await replaced.json()) as ProblemBody).detail).toBe(OWNER_INVITE_TEXTS.staffCancelled);

    expect((await invite(other, customer.email)).response.status).toBe(201);
    const theirs = linkToken((await invitesTo(customer.email))[0]);
    expect((await own.post('/api/owner-invites/accept', { token: theirs })).status).toBe(200);
    const refused = await own.post('/api/owner-invites/accept', { token: ours });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ProblemBody).detail).toBe(OWNER_INVITE_TEXTS.staffNotEligible);
  });

  it('a link expires after 7 days (fixed clock)', async () => {
    const email = newEmail();
    const sent = new Date('2026-03-02T00:00:00Z');
    await inviteStaff(t.database.db, { storeKey: 'VIC-001', invitedBy: await ownerId(), body: { email, firstName: 'Mia', lastName: 'Rossi' } }, sent);
    const token = linkToken((await invitesTo(email))[0]);
    const expired = acceptOwnerInvite(t.database.db, { token, password: PASSWORD }, new Date(sent.getTime() + 7 * 24 * 3600 * 1000));
    await expect(expired).rejects.toMatchObject({ status: 410, detail: OWNER_INVITE_TEXTS.staffExpired });
    const found = await acceptOwnerInvite(t.database.db, { token, password: PASSWORD }, new Date(sent.getTime() + 7 * 24 * 3600 * 1000 - 1000));
    expect(found).toMatchObject({ user: { roles: ['florist'] }, store: { key: 'VIC-001' } });
  });

  it('throttles invites per owner (429 with Retry-After)', async () => {
    const owner = await signedInClient(t, 'otherOwner');
    const id = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, PEOPLE.otherOwner.email)))[0]!.id;
    const events = Array.from({ length: OWNER_INVITE_LIMIT.limit }, () => ({ scope: 'staff-invite', key: id, createdAt: new Date() }));
    await t.database.db.insert(rateLimitEvents).values(events);
    const response = await invite(owner);
    expect(response.response.status).toBe(429);
    expect(response.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
