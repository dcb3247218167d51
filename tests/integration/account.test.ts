import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_MESSAGE } from '../../src/lib/domain/phone';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, registerAndConfirm, signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { AccountMessageModel, EmailChangedModel, MemberResourceListModel, MyDetailsSavedModel, ProfileModel } from '../../src/lib/api/contracts/account';
import { EMAIL_CHANGE_CLASH } from '../../src/lib/domain/auth';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { AddressListModel, AddressModel } from '../../src/lib/api/contracts/addresses';
import { paged } from '../../src/lib/api/contracts/common';
import { CustomerDetailsModel, CustomerSummaryModel, UserSummaryModel } from '../../src/lib/api/contracts/people';
import { NotificationSettingsModel, StoreDetailsModel, StoreSummaryModel } from '../../src/lib/api/contracts/stores';
import { readAs, readProblem } from './read';

const t = useTestApp();
let customer: ApiClient;
beforeAll(async () => {
  customer = await signedInClient(t, 'customer');
});

const errorsOf = async (response: Response) => (await readProblem(response)).errors;
const details = { firstName: 'Olivia', lastName: 'Nguyen-Tran', email: PEOPLE.customer.email, mobile: '0412 345 678', phone: '03 9123 4567' };

describe('my details', () => {
  it('saves name, email and numbers in their stored form and refreshes the readable profile cookie', async () => {
    const response = await customer.put('/api/account/details', details);
    expect(response.status).toBe(200);
    expect(await readAs(response, ProfileModel)).toMatchObject({ name: 'Olivia Nguyen-Tran', mobile: '0412 345 678', phone: '+61391234567' });
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('__Host-wb_profile='))!;
    const value = JSON.parse(Buffer.from(hint.split(';')[0]!.slice('__Host-wb_profile='.length), 'base64url').toString()) as { name: string };
    expect(value.name).toBe('Olivia Nguyen-Tran');
  });

  it('refuses bad fields with the shared messages', async () => {
    const bad = await customer.put('/api/account/details', { ...details, firstName: 'O1ivia', mobile: '0312345678', phone: '+61 12', email: 'olivia@' });
    expect(bad.status).toBe(422);
    expect(await errorsOf(bad)).toEqual({
      firstName: 'First name is not valid',
      mobile: MOBILE_MESSAGE,
      phone: 'Please enter a valid Australian number, e.g., +61 4 1234 5678',
      email: 'Email is not valid',
    });
  });

  it('answers an email change the same whether another account has the address; a link or a notice goes there, and nothing changes yet', async () => {
    const client = await signedInClient(t, 'otherCustomer');
    const mine = { firstName: PEOPLE.otherCustomer.firstName, lastName: PEOPLE.otherCustomer.lastName, mobile: PEOPLE.otherCustomer.mobile, phone: '' };
    const free = `james.new.${Math.random().toString(36).slice(2)}@example.com`;
    const taken = PEOPLE.flowerline.email;
    const toFree = await client.put('/api/account/details', { ...mine, email: free });
    const toTaken = await client.put('/api/account/details', { ...mine, email: taken });
    expect([toFree.status, toTaken.status]).toEqual([200, 200]);
    const [a, b] = [await readAs(toFree, MyDetailsSavedModel), await readAs(toTaken, MyDetailsSavedModel)];
    expect(a.pendingEmail).toBe(free);
    expect(b.pendingEmail).toBe(taken);
    // Apart from the address asked for, the answers are the same: the email has not changed yet.
    expect({ ...a, pendingEmail: null }).toEqual({ ...b, pendingEmail: null });
    expect(a.email).toBe(PEOPLE.otherCustomer.email);

    const [notice] = await emailsTo(t.database.db, taken);
    expect(notice).toMatchObject({ kind: 'email-change-taken' });
    expect(notice!.body).not.toMatch(/token=/);
    const [link] = await emailsTo(t.database.db, free);
    expect(link).toMatchObject({ kind: 'email-change-confirm' });

    // The link makes the change, once; the old email no longer signs in, the new one does.
    const token = linkToken(link);
    const confirmed = await t.client().post('/api/account/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await readAs(confirmed, EmailChangedModel)).toEqual({ email: free });
    expect((await t.client().post('/api/account/email/confirm', { token })).status).toBe(410);
    expect((await t.client().post('/api/auth/login', { email: free, password: PEOPLE.otherCustomer.password })).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { email: PEOPLE.otherCustomer.email, password: PEOPLE.otherCustomer.password })).status).toBe(401);

    // Back to the seeded address, so other tests find the person as seeded.
    await client.put('/api/account/details', { ...mine, email: PEOPLE.otherCustomer.email });
    const back = await t.client().post('/api/account/email/confirm', { token: linkToken((await emailsTo(t.database.db, PEOPLE.otherCustomer.email))[0]) });
    expect(back.status).toBe(200);
  });

  it('refuses a link whose address another account took meanwhile, changing nothing', async () => {
    const client = await signedInClient(t, 'customer');
    const wanted = `taken.later.${Math.random().toString(36).slice(2)}@example.com`;
    expect((await client.put('/api/account/details', { ...details, email: wanted })).status).toBe(200);
    const token = linkToken((await emailsTo(t.database.db, wanted))[0]);
    await registerAndConfirm(t, t.client(), { firstName: 'Tara', lastName: 'Quick', email: wanted, password: 'Quick-Taker-2025', confirmPassword: 'Quick-Taker-2025' });
    const late = await t.client().post('/api/account/email/confirm', { token });
    expect(late.status).toBe(409);
    expect(await readProblem(late)).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: EMAIL_CHANGE_CLASH });
    expect((await readAs(await client.get('/api/profile'), ProfileModel)).email).toBe(PEOPLE.customer.email);
  });
});

describe('address book', () => {
  const address = { firstName: 'Olivia', lastName: 'Nguyen', street: '12 Lygon Street', suburb: 'Carlton', state: 'VIC', postcode: '3053', phone: '0412345678' };

  it('adds, edits and deletes, keeping exactly one default', async () => {
    const added = await readAs(await customer.post('/api/addresses', { ...address, isDefault: true }), AddressModel);
    expect(added).toMatchObject({ isDefault: true, phone: '+61412345678' });
    let list = await readAs(await customer.get('/api/addresses'), AddressListModel);
    expect(list.results.filter((a) => a.isDefault).map((a) => a.addressId)).toEqual([added.addressId]);
    const edited = await readAs(await customer.put(`/api/addresses/${added.addressId}`, { ...address, street: '14 Lygon Street', isDefault: false }), AddressModel);
    expect(edited.street).toBe('14 Lygon Street');
    expect((await customer.delete(`/api/addresses/${added.addressId}`)).status).toBe(200);
    list = await readAs(await customer.get('/api/addresses'), AddressListModel);
    expect(list.results.some((a) => a.addressId === added.addressId)).toBe(false);
    expect(list.results.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('names each bad field', async () => {
    const response = await customer.post('/api/addresses', { ...address, postcode: '305', state: 'XYZ', street: ' ' });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual({ postcode: 'Must be 4 digits', state: 'Select State', street: 'Street address is required' });
  });
});

describe('florist account details and notification settings', () => {
  const week = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((Day) => ({ Day, OpenTime: '0900', CloseTime: '1700' }));

  it('the owner saves contact details and trading hours as four-digit strings', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const hours = week.map((d) => (d.Day === 'Sunday' ? { ...d, OpenTime: '0000', CloseTime: '0000' } : d.Day === 'Saturday' ? { ...d, CloseTime: '1230' } : d));
    const response = await owner.put('/api/stores/VIC-001', { phone: '03 9654 1234', email: 'Hello@MelbourneFlorist.com.au', tradingHours: hours });
    expect(response.status).toBe(200);
    const body = await readAs(response, StoreDetailsModel);
    expect(body.phone).toBe('+61396541234');
    expect(body.email).toBe('hello@melbourneflorist.com.au');
    expect(body.tradingHours[0]).toEqual({ Day: 'Sunday', OpenTime: '0000', CloseTime: '0000' });
    expect(body.tradingHours[6]).toEqual({ Day: 'Saturday', OpenTime: '0900', CloseTime: '1230' });
  });

  it('refuses times that are not four-digit 24-hour strings, closing before opening, and a short week', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const bad = week.map((d, i) => (i === 1 ? { ...d, OpenTime: '9am' } : i === 2 ? { ...d, OpenTime: '1700', CloseTime: '0900' } : i === 3 ? { ...d, CloseTime: '2460' } : d));
    const response = await owner.put('/api/stores/VIC-001', { phone: '0396541234', email: 'hello@melbourneflorist.com.au', tradingHours: bad });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual({
      'tradingHours.1.OpenTime': 'Use a four-digit 24-hour time, e.g. 0900',
      'tradingHours.2.CloseTime': 'Close time must be after open time',
      'tradingHours.3.CloseTime': 'Use a four-digit 24-hour time, e.g. 0900',
    });
    const short = await owner.put('/api/stores/VIC-001', { phone: '0396541234', email: 'hello@melbourneflorist.com.au', tradingHours: week.slice(0, 5) });
    expect((await errorsOf(short)).tradingHours).toBe('Give the hours of all seven days');
  });

  it('answers account.orderAlerts and account.alertType, and takes one sound', async () => {
    const staff = await signedInClient(t, 'florist');
    const saved = await readAs(await staff.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: false, alertType: { cat: true, dog: false } } }), NotificationSettingsModel);
    expect(saved.account).toEqual({ orderAlerts: false, alertType: { dog: false, cat: true, cymbal: false, doorbell: false, mute: false } });
    const two = await staff.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: true, alertType: { cat: true, dog: true } } });
    expect(two.status).toBe(422);
    expect((await errorsOf(two))['account.alertType']).toBe('Choose exactly one alert sound');
    const unknown = await staff.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: true, alertType: { kookaburra: true } } });
    expect(unknown.status).toBe(422);
    const defaults = await readAs(await (await signedInClient(t, 'flowerline')).get('/api/stores/VIC-003/notification-settings'), NotificationSettingsModel);
    expect(defaults.account).toEqual({ orderAlerts: true, alertType: { dog: true, cat: false, cymbal: false, doorbell: false, mute: false } });
  });
});

describe('Flowerline lists', () => {
  it('searches and pages the customer list and shows a customer with addresses and wishlist size', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const found = await readAs(await flowerline.get("/api/customers?SearchText=o'brien"), paged(CustomerSummaryModel));
    expect(found.results.map((c) => c.customerId)).toEqual([PEOPLE.otherCustomer.customerId]);
    const page = await readAs(await flowerline.get('/api/customers?limit=1&offset=1'), paged(CustomerSummaryModel));
    expect(page.results).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const one = await readAs(await flowerline.get(`/api/customers/${PEOPLE.otherCustomer.customerId}`), CustomerDetailsModel);
    expect(one).toMatchObject({ email: PEOPLE.otherCustomer.email, wishlistCount: 1 });
    expect(one.addresses).toHaveLength(1);
    expect((await flowerline.get('/api/customers?limit=0')).status).toBe(400);
  });

  it('filters members by state and text, lists Flowerline users and reads messages newest first', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const nsw = await readAs(await flowerline.get('/api/stores?state=NSW&limit=100'), paged(StoreSummaryModel));
    expect(nsw.results.length).toBeGreaterThan(0);
    expect(nsw.results.every((s) => s.state === 'NSW')).toBe(true);
    const text = await readAs(await flowerline.get('/api/stores?SearchText=Richmond'), paged(StoreSummaryModel));
    expect(text.results.map((s) => s.storeKey)).toContain('VIC-002');
    const staff = await readAs(await flowerline.get('/api/users?role=flowerline'), paged(UserSummaryModel));
    expect(staff.results).toEqual([expect.objectContaining({ email: PEOPLE.flowerline.email, role: 'flowerline' })]);
    const messages = await readAs(await flowerline.get('/api/messages'), paged(AccountMessageModel));
    expect(messages.total).toBe(3);
    expect(messages.results.map((m) => m.dateCreated)).toEqual([...messages.results.map((m) => m.dateCreated)].sort().reverse());
  });

  it('member resources for florists', async () => {
    const resources = await readAs(await (await signedInClient(t, 'florist')).get('/api/member-resources'), MemberResourceListModel);
    expect(resources.results.map((r) => r.title)).toContain('Substitution policy');
  });
});
