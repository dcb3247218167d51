import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enquiries, marketingOutbox, newsletterSubscriptions } from '../../src/server/db/schema/index';
import { useTestApp } from './harness';
import { readAs, readProblem } from './read';
import { MarketingCreatedModel } from '../../src/lib/api/contracts/marketing';

const t = useTestApp();
beforeEach(async () => {
  await t.database.db.delete(enquiries);
  await t.database.db.delete(newsletterSubscriptions);
  await t.database.db.delete(marketingOutbox);
});

const rows = async (table: typeof enquiries | typeof newsletterSubscriptions | typeof marketingOutbox) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

const enquiry = {
  firstName: 'Sam',
  lastName: "O'Neil",
  email: 'Sam@Example.com',
  phoneNumber: '0412 345 678',
  postcode: '3065',
  suburb: 'Fitzroy',
  state: 'VIC',
  description: 'Can your florist deliver to St Vincent’s Hospital on Friday?',
  country: null,
  pagePath: '/contact-us',
};

describe('POST /api/enquiries', () => {
  it('stores a valid enquiry and thanks the sender', async () => {
    const response = await t.client().post('/api/enquiries', enquiry);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thank you for your enquiry!', detail: 'A member of our customer service team will contact you as soon as possible.' });
    const [row] = await t.database.db.select().from(enquiries);
    expect(row).toMatchObject({
      firstName: 'Sam',
      lastName: "O'Neil",
      email: 'sam@example.com',
      phoneNumber: '+61412345678',
      postcode: '3065',
      suburb: 'Fitzroy',
      state: 'VIC',
      pagePath: '/contact-us',
    });
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'Sam3', 'First name is not valid'],
    ['lastName', '  ', 'Last name is required'],
    ['email', 'sam@', 'Email is not valid'],
    ['email', '', 'Email is required'],
    ['phoneNumber', '0412 345', 'Please enter a valid Australian number, e.g., +61 4 1234 5678'],
    ['phoneNumber', '', 'Phone number is required'],
    ['postcode', '306', 'Must be 4 digits'],
    ['suburb', '', 'Suburb is required'],
    ['state', 'Victoria', 'Select State'],
    ['description', '', 'Description is required'],
  ])('rejects %s=%j with 422 naming the field and stores nothing', async (field, value, message) => {
    const response = await t.client().post('/api/enquiries', { ...enquiry, [field]: value });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await readProblem(response);
    expect(body.errors).toEqual({ [field]: message });
    expect(await rows(enquiries)).toBe(0);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const response = await t.client().post('/api/enquiries', { ...enquiry, country: 'Australia' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Thank you for your enquiry!' });
    expect(await rows(enquiries)).toBe(0);
  });

  it('refuses a call without the CSRF token', async () => {
    const response = await t.client().post('/api/enquiries', enquiry, { csrf: false });
    expect(response.status).toBe(403);
    expect(await rows(enquiries)).toBe(0);
  });

  it('answers a body that is not an object with 422', async () => {
    const response = await t.client().request('POST', '/api/enquiries', { rawBody: '[1,2]' });
    expect(response.status).toBe(422);
    expect(await rows(enquiries)).toBe(0);
  });
});

describe('POST /api/newsletter-subscriptions', () => {
  it('stores the subscription and confirms it', async () => {
    const response = await t.client().post('/api/newsletter-subscriptions', { email: 'Jo@Example.com', newsletter: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thank you, your subscription has been confirmed! Keep an eye on your inbox to see our weekly newsletters.' });
    const stored = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'jo@example.com'));
    expect(stored).toHaveLength(1);
  });

  it('is not an error to subscribe twice', async () => {
    await t.client().post('/api/newsletter-subscriptions', { email: 'jo@example.com' });
    const again = await t.client().post('/api/newsletter-subscriptions', { email: 'JO@example.com' });
    expect(again.status).toBe(201);
    expect(await rows(newsletterSubscriptions)).toBe(1);
  });

  it.each([
    ['', 'Email is required'],
    ['jo@', 'Must be a valid email'],
    [`${'a'.repeat(250)}@example.com`, 'Email must be at most 255 characters'],
  ])('rejects %j with 422 naming email', async (email, message) => {
    const response = await t.client().post('/api/newsletter-subscriptions', { email });
    expect(response.status).toBe(422);
    expect((await readProblem(response)).errors).toEqual({ email: message });
    expect(await rows(newsletterSubscriptions)).toBe(0);
  });

  it('refuses a call without the CSRF token', async () => {
    const response = await t.client().post('/api/newsletter-subscriptions', { email: 'jo@example.com' }, { csrf: false });
    expect(response.status).toBe(403);
    expect(await rows(newsletterSubscriptions)).toBe(0);
  });
});

describe('SMS sign-up through the marketing provider (outbox by default)', () => {
  const profile = { type: 'profile', attributes: { email: 'jo@example.com', phone_number: '0412 345 678' } };
  const job = {
    custom_source: 'Marketing Event',
    list_id: 'sms-marketing',
    profile: { email: 'jo@example.com', phone_number: '+61412345678' },
    subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } },
  };

  it('step 1 keeps the profile with the _csrfSecret in the body', async () => {
    const client = t.client();
    const secret = await client.csrfToken();
    const response = await client.post('/api/marketing/profiles', { ...profile, _csrfSecret: secret }, { csrf: false });
    expect(response.status).toBe(201);
    const body = await readAs(response, MarketingCreatedModel);
    expect(body.data.type).toBe('profile');
    const [row] = await t.database.db.select().from(marketingOutbox);
    expect(row).toMatchObject({ kind: 'profile', payload: { type: 'profile', attributes: { email: 'jo@example.com', phone_number: '+61412345678' } }, sentAt: null });
  });

  it('step 2 keeps the subscription job with SMS marketing consent', async () => {
    const response = await t.client().post('/api/marketing/subscription-jobs', job);
    expect(response.status).toBe(202);
    const [row] = await t.database.db.select().from(marketingOutbox);
    expect(row).toMatchObject({
      kind: 'sms-subscription-job',
      payload: { attributes: { custom_source: 'Marketing Event', list_id: 'sms-marketing', subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } } } },
    });
  });

  it.each([
    ['a bad phone number', { ...profile, attributes: { ...profile.attributes, phone_number: '123' } }, 'attributes.phone_number'],
    ['a bad email', { ...profile, attributes: { ...profile.attributes, email: 'jo' } }, 'attributes.email'],
    ['another type', { ...profile, type: 'list' }, 'type'],
  ])('step 1 rejects %s with 422 naming the field', async (_label, body, field) => {
    const response = await t.client().post('/api/marketing/profiles', body);
    expect(response.status).toBe(422);
    expect(Object.keys((await readProblem(response)).errors)).toEqual([field]);
    expect(await rows(marketingOutbox)).toBe(0);
  });

  it.each([
    ['custom_source', { ...job, custom_source: 'Website' }],
    ['list_id', { ...job, list_id: '' }],
    ['subscriptions.sms.marketing.consent', { ...job, subscriptions: { sms: { marketing: { consent: 'UNSUBSCRIBED' } } } }],
    ['profile.phone_number', { ...job, profile: { ...job.profile, phone_number: 'call me' } }],
  ])('step 2 rejects a bad %s with 422 and stores nothing', async (field, body) => {
    const response = await t.client().post('/api/marketing/subscription-jobs', body);
    expect(response.status).toBe(422);
    expect(Object.keys((await readProblem(response)).errors)).toEqual([field]);
    expect(await rows(marketingOutbox)).toBe(0);
  });

  it('refuses both steps without the CSRF token', async () => {
    expect((await t.client().post('/api/marketing/profiles', profile, { csrf: false })).status).toBe(403);
    expect((await t.client().post('/api/marketing/subscription-jobs', job, { csrf: false })).status).toBe(403);
    expect(await rows(marketingOutbox)).toBe(0);
  });
});
