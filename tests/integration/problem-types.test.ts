import { describe, expect, it } from 'vitest';
import { API_BODY_MAX_BYTES } from '../../src/lib/api/body-limit';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { ProblemModel } from '../../src/lib/api/contracts/common';
import { FRIDAY, KEW, SUNDAY, TODAY } from './catalog-fixtures';
import { useTestApp } from './harness';
import { readAs } from './read';
import { CartIdentityModel } from '../../src/lib/api/contracts/cart';

const t = useTestApp({ frozenClock: true });

async function problemOf(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return ProblemModel.parse(await response.json());
}

const line = (extra: Record<string, unknown> = {}) => ({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW, ...extra });

async function newCart() {
  const client = t.client();
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  return { client, path: `/api/carts/${cartId}` };
}

describe('problem types', () => {
  it('names the kind of request error', async () => {
    const client = t.client();
    expect((await problemOf(await client.get('/api/no-such-route'))).type).toBe(PROBLEM_TYPES.notFound);
    expect((await problemOf(await client.post('/api/carts', {}, { csrf: false }))).type).toBe(PROBLEM_TYPES.csrf);
    expect((await problemOf(await client.request('POST', '/api/enquiries', { rawBody: '{not json' }))).type).toBe(PROBLEM_TYPES.malformedBody);
    expect((await problemOf(await client.get('/api/delivery/suburbs?keyword=a'))).type).toBe(PROBLEM_TYPES.validation);
    expect((await problemOf(await client.post('/api/newsletter-subscriptions', { email: 'nope' }))).type).toBe(PROBLEM_TYPES.validation);
    expect((await problemOf(await client.get('/api/profile'))).type).toBe(PROBLEM_TYPES.unauthorized);
  });

  it('refuses a body over the limit on any route, JSON or not, before reading it, and changes nothing', async () => {
    const { client, path } = await newCart();
    const over = 'x'.repeat(API_BODY_MAX_BYTES + 1);
    for (const [route, rawBody, type] of [
      [`${path}/line-items`, JSON.stringify({ ...line(), note: over }), 'application/json'],
      ['/api/graphql', JSON.stringify({ query: `{ __typename }`, variables: { padding: over } }), 'application/json'],
      ['/api/enquiries', over, 'text/plain'],
    ] as const) {
      const refused = await problemOf(await client.request('POST', route, { rawBody, headers: { 'content-type': type } }));
      expect(refused, route).toMatchObject({ type: PROBLEM_TYPES.bodyTooLarge, status: 413, title: 'Content Too Large' });
    }
    // Just under the limit, a body is read as usual: here the fields are wrong (422), not the size.
    const under = await client.request('POST', `${path}/line-items`, { rawBody: JSON.stringify({ note: 'x'.repeat(API_BODY_MAX_BYTES - 100) }) });
    expect(under.status).toBe(422);
    expect((await (await client.get(path)).json()).lineItems).toEqual([]);
  });

  it('names the delivery-date rule and keeps title, detail and errors', async () => {
    const { client, path } = await newCart();
    const hamper = await problemOf(await client.post(`${path}/line-items`, line({ productKey: 'WB1401', variantKey: 'WB1401-STD', deliveryDate: TODAY })));
    expect(hamper).toMatchObject({ type: PROBLEM_TYPES.deliveryDateHamperSameDay, status: 422, errors: { deliveryDate: hamper.detail } });
    expect((await problemOf(await client.post(`${path}/line-items`, line({ deliveryDate: SUNDAY })))).type).toBe(PROBLEM_TYPES.deliveryDateSunday);
    expect((await problemOf(await client.post(`${path}/line-items`, line({ deliveryDate: '2025-11-11' })))).type).toBe(PROBLEM_TYPES.deliveryDatePast);
    expect((await problemOf(await client.post(`${path}/line-items`, line({ deliveryDate: '2025-12-25' })))).type).toBe(PROBLEM_TYPES.deliveryDatePublicHoliday);
    const variants = await problemOf(await client.get(`/api/products/WB1401/variants?suburbId=${KEW}&deliveryDate=${TODAY}`));
    expect(variants).toMatchObject({ type: PROBLEM_TYPES.deliveryDateHamperSameDay, title: 'Not Available', errors: { deliveryDate: variants.detail } });
  });

  it('names a product that cannot be delivered and a cart of the other source', async () => {
    const { client, path } = await newCart();
    const overseas = await problemOf(await client.get(`/api/products/GFS4001/variants?suburbId=${KEW}`));
    expect(overseas).toMatchObject({ type: PROBLEM_TYPES.productUnavailable, title: 'Not Available' });
    expect(overseas.errors).toBeUndefined();
    expect((await client.post(`${path}/line-items`, line())).status).toBe(200);
    const mixed = await problemOf(await client.post(`${path}/line-items`, line({ productKey: 'WW2001', variantKey: 'WW2001-STD' })));
    expect(mixed).toMatchObject({ type: PROBLEM_TYPES.cartSourceConflict, status: 409, title: 'Conflict' });
  });
});
