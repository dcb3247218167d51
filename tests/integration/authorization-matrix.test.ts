import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedUser } from '../../db/seed/data/accounts';
import { PEOPLE } from '../support/people';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW, THURSDAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { AddressModel } from '../../src/lib/api/contracts/addresses';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { WishlistModel } from '../../src/lib/api/contracts/wishlist';
import { readAs } from './read';
import { pngOf } from '../support/images';
import { actionRoles, ORDER_ACTIONS, type OrderAction } from '../../src/lib/domain/order-actions';

/**
 * Who may call what: every route of the API, called by a guest and by each
 * signed-in role, with the answer each must get. `ok` is any 2xx; a number
 * is that exact status. Ownership (another customer's or store's data) is
 * checked in authorization-ownership.test.ts.
 */
type Role = 'guest' | 'customer' | 'flowerline' | 'floristowner' | 'florist';
const ROLES: Role[] = ['guest', 'customer', 'flowerline', 'floristowner', 'florist'];
/** Content editors shop as customers (docs/adr/0601); rows of the content studio's writes say what an editor gets too. */
type CallerRole = Role | 'editor';
type Expect = 'ok' | number;

interface Caller {
  role: CallerRole;
  client: ApiClient;
  /** The seeded person (guests borrow the customer's ids, to be refused before any lookup). */
  person: SeedUser;
  cartId: string;
  anonymousId: string;
}

interface Row {
  /** The route (`METHOD /path`), and for one route called several ways, what the call is in brackets. */
  route: string;
  call: (caller: Caller) => Promise<Response>;
  expect: Record<Role, Expect> & { editor?: Expect };
}

const everyone = (expect: Expect): Record<Role, Expect> => ({ guest: expect, customer: expect, flowerline: expect, floristowner: expect, florist: expect });
/** Only these roles get `expect`; guests 401; any other role 403. */
const only = (roles: Role[], expect: Expect = 'ok'): Record<Role, Expect> =>
  Object.fromEntries(ROLES.map((role) => [role, roles.includes(role) ? expect : role === 'guest' ? 401 : 403])) as Record<Role, Expect>;
/** Staff cart functions (docs/adr/0501): Flowerline and florists; guests and customers are refused alike (403). */
const cartStaff = (): Record<CallerRole, Expect> => ({ guest: 403, customer: 403, editor: 403, flowerline: 'ok', floristowner: 'ok', florist: 'ok' });
const signedIn = (expect: Expect = 'ok') => only(['customer', 'flowerline', 'floristowner', 'florist'], expect);

const t = useTestApp({ frozenClock: true });
const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const callers = new Map<CallerRole, Caller>();

/** A valid body for each admin action. */
const ADMIN_BODIES: Record<OrderAction, unknown> = {
  'create-query': { subject: 'Where is it?', text: 'Not arrived' },
  'resolve-query': { caseId: NO_ORDER, resolution: 'Found' },
  'internal-note': { text: 'Note' },
  'custom-note': { text: 'Note' },
  'line-item': { title: 'Vase', description: 'Glass', price: 10 },
  adjustment: { lineItemId: NO_ORDER, title: 'Vase', description: 'Glass', price: 10 },
  'manual-intervention': { reason: 'Hold' },
  'request-refund': { amount: 5, reason: 'Late' },
  'approve-refund': { refundId: NO_ORDER },
  're-allocate': { reason: 'Closed' },
  'manual-allocation': { storeKey: 'VIC-002' },
  'edit-address': { firstName: 'Sam', lastName: 'Lee', street: '1 Main Street', phone: '03 9876 5432' },
  'edit-delivery-date': { deliveryDate: FRIDAY },
  'edit-delivery-instructions': { deliveryInstructions: 'Back door' },
  delivered: {},
};

const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW };
async function addLine({ client, cartId }: Caller) {
  const cart = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line), CartModel);
  return cart.lineItems.at(-1)!.lineItemId;
}
/** Chocolates, not wine: the rows add to one cart per caller, and wine is limited per order. */
async function addAddon(caller: Caller) {
  const lineItemId = await addLine(caller);
  const cart = await readAs(
    await caller.client.post(`/api/carts/${caller.cartId}/line-items/${lineItemId}/addons`, { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'WB1001', suburbId: KEW }),
    CartModel,
  );
  return { lineItemId, addonId: cart.lineItems.find((l) => l.lineItemId === lineItemId)!.addons[0]!.addonId };
}
const customProduct = { title: 'Native posy', description: 'Waratah and wattle, wrapped in kraft', price: '65.00', deliveryDate: FRIDAY, suburbId: KEW };
/** A custom product in the caller's cart (staff only; for others an id that is never reached). */
async function addCustomProduct({ role, client, cartId }: Caller) {
  if (cartStaff()[role] !== 'ok') return '00000000-0000-4000-8000-000000000000';
  return (await readAs(await client.post(`/api/carts/${cartId}/custom-product`, customProduct), CartModel)).customLineItems.at(-1)!.id;
}
/** An adjustment on a new line of the caller's cart (staff only, as above). */
async function addAdjustment(caller: Caller) {
  const lineItemId = await addLine(caller);
  if (cartStaff()[caller.role] !== 'ok') return { lineItemId, adjustmentId: '00000000-0000-4000-8000-000000000000' };
  const cart = await readAs(await caller.client.post(`/api/carts/${caller.cartId}/line-items/${lineItemId}/adjustments`, { title: 'Extra roses', description: 'Six more', price: 12 }), CartModel);
  return { lineItemId, adjustmentId: cart.lineItems.find((l) => l.lineItemId === lineItemId)!.adjustments[0]!.adjustmentId };
}

/** The caller's own wishlist id (made on first use). */
async function ownListId({ client, person }: Caller): Promise<string> {
  const list = await readAs(await client.get(`/api/wishlist?customerId=${person.customerId}`), WishlistModel);
  if (list.shoppingListId) return list.shoppingListId;
  return (await readAs(await client.post('/api/wishlist/by-key', { customerId: person.customerId, name: 'My Favourites', lineItems: ['WB1010'] }), WishlistModel)).shoppingListId!;
}
const freshEmail = () => `matrix.${Math.random().toString(36).slice(2)}@example.com`;
const address = { firstName: 'Olivia', lastName: 'Nguyen', street: '42 Brunswick Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065', phone: '', isDefault: false };
const storeHours = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((Day) => ({
  Day,
  OpenTime: Day === 'Sunday' ? '0000' : '0900',
  CloseTime: Day === 'Sunday' ? '0000' : '1700',
}));
const seededAddress = PEOPLE.customer.addresses![0]!.id;
const seededList = PEOPLE.customer.wishlist!.id;
/** A one-pixel PNG in the multipart form an image upload takes. */
const imageForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngOf(1, 1))], { type: 'image/png' }), 'matrix.png');
  return form;
};

/** Each kind of write to content, made harmless: a draft save of a draft of the editor's own, reads of the editors' lists. */
const EDITOR_WRITES: [string, string][] = [
  ['createX', 'mutation { createReview(data: { author: "Matrix", summary: "Checked by the matrix", rating: Five }) { id } }'],
  ['updateX', 'mutation { updateReview(where: { id: "review-1" }, data: { location: "Hobart" }) { id } }'],
  ['publishX', 'mutation { publishReview(where: { id: "review-1" }, to: [PUBLISHED]) { id } }'],
  ['unpublishX', 'mutation { unpublishReview(where: { id: "review-8" }, from: [PUBLISHED]) { id } }'],
  ['deleteX', 'mutation { deleteReview(where: { id: "review-7" }) { id } }'],
  ['contentVersions', '{ contentVersions(model: "Review", id: "review-1") { seq } }'],
  ['contentDocuments', '{ contentDocuments(model: "Review") { id } }'],
  ['renderRuns', '{ renderRuns { id status error } }'],
  ['contentDocument', '{ contentDocument(model: "Review", id: "review-1") { id draft } }'],
  ['contentStudioModel', '{ contentStudioModel }'],
  ['contentLibraryImages', '{ contentLibraryImages { src alts } }'],
  ['restoreContentVersion', 'mutation { restoreContentVersion(seq: 1) { seq } }'],
];

const MATRIX: Row[] = [
  // Public: the catalogue, content, forms and the anonymous holder's own cart.
  { route: 'GET /api/csrf', call: ({ client }) => client.get('/api/csrf'), expect: everyone('ok') },
  { route: 'GET /api/health', call: ({ client }) => client.get('/api/health'), expect: everyone('ok') },
  { route: 'GET /api/health/live', call: ({ client }) => client.get('/api/health/live'), expect: everyone('ok') },
  { route: 'GET /api/health/ready', call: ({ client }) => client.get('/api/health/ready'), expect: everyone('ok') },
  // Prometheus's read: a bearer token no role has (404 while no token is set, as here).
  { route: 'GET /api/metrics', call: ({ client }) => client.get('/api/metrics'), expect: everyone(404) },
  { route: 'POST /api/vitals', call: ({ client }) => client.request('POST', '/api/vitals', { body: { name: 'LCP', value: 1200, page: 'home' }, csrf: false }), expect: everyone('ok') },
  { route: 'GET /api/products', call: ({ client }) => client.get('/api/products'), expect: everyone('ok') },
  { route: 'GET /api/search', call: ({ client }) => client.get('/api/search?text=rose'), expect: everyone('ok') },
  { route: 'GET /api/delivery/suburbs', call: ({ client }) => client.get('/api/delivery/suburbs?keyword=Fitzroy'), expect: everyone('ok') },
  { route: 'GET /api/delivery/calendar', call: ({ client }) => client.get('/api/delivery/calendar'), expect: everyone('ok') },
  { route: 'GET /api/countries', call: ({ client }) => client.get('/api/countries'), expect: everyone('ok') },
  { route: 'GET /api/catalog/product-pages', call: ({ client }) => client.get('/api/catalog/product-pages'), expect: everyone('ok') },
  { route: 'GET /api/catalog/product-pages/:productPrefix/:slug', call: ({ client }) => client.get('/api/catalog/product-pages/flowers/no-such-bouquet'), expect: everyone(404) },
  { route: 'GET /api/catalog/redirects/:productPrefix/:slug', call: ({ client }) => client.get('/api/catalog/redirects/flowers/no-such-bouquet'), expect: everyone(404) },
  { route: 'GET /api/catalog/listings/:slug{.+}', call: ({ client }) => client.get('/api/catalog/listings/birthday-flowers'), expect: everyone('ok') },
  { route: 'GET /api/products/:productKey/variants', call: ({ client }) => client.get(`/api/products/WB1001/variants?suburbId=${KEW}&deliveryDate=${FRIDAY}`), expect: everyone('ok') },
  { route: 'GET /api/products/:productKey/addons', call: ({ client }) => client.get(`/api/products/WB1001/addons?suburbId=${KEW}&deliveryDate=${THURSDAY}`), expect: everyone('ok') },
  { route: 'POST /api/carts', call: ({ client }) => client.post('/api/carts', {}), expect: everyone(201) },
  { route: 'GET /api/carts/:cartId', call: ({ client, cartId }) => client.get(`/api/carts/${cartId}`), expect: everyone('ok') },
  { route: 'GET /api/cart/:cartId', call: ({ client, cartId }) => client.get(`/api/cart/${cartId}`), expect: everyone('ok') },
  { route: 'POST /api/carts/:cartId/line-items', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/line-items`, line), expect: everyone('ok') },
  {
    route: 'DELETE /api/carts/:cartId/line-items/:lineItemId',
    call: async (caller) => caller.client.delete(`/api/carts/${caller.cartId}/line-items/${await addLine(caller)}`),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/carts/:cartId/line-items/:lineItemId/addons',
    call: async (caller) =>
      caller.client.post(`/api/carts/${caller.cartId}/line-items/${await addLine(caller)}/addons`, { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW }),
    expect: everyone('ok'),
  },
  {
    route: 'PUT /api/carts/:cartId/line-items/:lineItemId/addons/:addonId/quantity',
    call: async (caller) => {
      const { lineItemId, addonId } = await addAddon(caller);
      return caller.client.put(`/api/carts/${caller.cartId}/line-items/${lineItemId}/addons/${addonId}/quantity`, { quantity: 2 });
    },
    expect: everyone('ok'),
  },
  {
    route: 'DELETE /api/carts/:cartId/line-items/:lineItemId/addons/:addonId',
    call: async (caller) => {
      const { lineItemId, addonId } = await addAddon(caller);
      return caller.client.delete(`/api/carts/${caller.cartId}/line-items/${lineItemId}/addons/${addonId}`);
    },
    expect: everyone('ok'),
  },
  { route: 'DELETE /api/carts/:cartId', call: ({ client, cartId }) => client.delete(`/api/carts/${cartId}`), expect: everyone('ok') },
  { route: 'DELETE /api/cart/:cartId', call: ({ client, cartId }) => client.delete(`/api/cart/${cartId}`), expect: everyone('ok') },
  // The cart's line and cart-level actions: the holder's own cart; custom products, notes and adjustments for staff.
  {
    route: 'POST /api/carts/:cartId/line-items/:lineItemId/copy',
    call: async (caller) => caller.client.post(`/api/carts/${caller.cartId}/line-items/${await addLine(caller)}/copy`, {}),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/carts/:cartId/line-items/:lineItemId/set-card-message',
    call: async (caller) => caller.client.post(`/api/carts/${caller.cartId}/line-items/${await addLine(caller)}/set-card-message`, { cardMessage: 'Happy birthday!' }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/carts/:cartId/line-items/:lineItemId/adjustments',
    call: async (caller) => caller.client.post(`/api/carts/${caller.cartId}/line-items/${await addLine(caller)}/adjustments`, { title: 'Extra roses', description: 'Six more', price: 12 }),
    expect: cartStaff(),
  },
  {
    route: 'DELETE /api/carts/:cartId/line-items/:lineItemId/adjustments/:adjustmentId',
    call: async (caller) => {
      const { lineItemId, adjustmentId } = await addAdjustment(caller);
      return caller.client.delete(`/api/carts/${caller.cartId}/line-items/${lineItemId}/adjustments/${adjustmentId}`);
    },
    expect: cartStaff(),
  },
  { route: 'PUT /api/carts/:cartId/notes', call: ({ client, cartId }) => client.put(`/api/carts/${cartId}/notes`, { cartNote: 'Deliver to reception' }), expect: cartStaff() },
  { route: 'POST /api/carts/:cartId/custom-product', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/custom-product`, customProduct), expect: cartStaff() },
  {
    route: 'PUT /api/carts/:cartId/custom-product/:customLineItemId',
    call: async (caller) => caller.client.put(`/api/carts/${caller.cartId}/custom-product/${await addCustomProduct(caller)}`, { ...customProduct, price: 70 }),
    expect: cartStaff(),
  },
  {
    route: 'DELETE /api/carts/:cartId/custom-line-items/:id',
    call: async (caller) => caller.client.delete(`/api/carts/${caller.cartId}/custom-line-items/${await addCustomProduct(caller)}`),
    expect: cartStaff(),
  },
  { route: 'POST /api/carts/:cartId/promo-codes', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/promo-codes`, { code: 'SPRING15' }), expect: everyone('ok') },
  {
    route: 'DELETE /api/carts/:cartId/promo-codes/:code',
    call: async ({ client, cartId }) => {
      await client.post(`/api/carts/${cartId}/promo-codes`, { code: 'SAVE10' });
      return client.delete(`/api/carts/${cartId}/promo-codes/SAVE10`);
    },
    expect: everyone('ok'),
  },
  { route: 'POST /api/cart/:cartId/validate', call: ({ client, cartId }) => client.post(`/api/cart/${cartId}/validate`, { deliveryDate: FRIDAY, suburbId: KEW }), expect: everyone('ok') },
  { route: 'POST /api/carts/:cartId/validate', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/validate`, { deliveryDate: FRIDAY, suburbId: KEW }), expect: everyone('ok') },
  { route: 'POST /api/carts/:cartId/remove-unavailable', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/remove-unavailable`), expect: everyone('ok') },
  // Checkout and payment: open to every holder of a cart (paying on account is refused by role, tested in payments.test.ts).
  { route: 'GET /api/checkout/options', call: ({ client, cartId }) => client.get(`/api/checkout/options?cartId=${cartId}`), expect: everyone('ok') },
  { route: 'POST /api/carts/:cartId/checkout', call: ({ client, cartId }) => client.post(`/api/carts/${cartId}/checkout`, { paymentMethod: 'card' }), expect: everyone(422) },
  { route: 'POST /api/payments/webhook', call: ({ client }) => client.request('POST', '/api/payments/webhook', { rawBody: '{}', csrf: false }), expect: everyone(400) },
  { route: 'GET /api/payments/sessions/:sessionId', call: ({ client }) => client.get('/api/payments/sessions/cs_test_unknownsession'), expect: everyone(404) },
  {
    route: 'POST /api/payments/sandbox/:sessionId/pay',
    call: ({ client }) => client.post('/api/payments/sandbox/cs_test_unknownsession/pay', { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A Shopper' }),
    expect: everyone(404),
  },
  { route: 'GET /api/orders/:orderId', call: ({ client }) => client.get('/api/orders/00000000-0000-4000-8000-000000000000'), expect: everyone(404) },
  // Order-history lists, each for its audience.
  { route: 'GET /api/orders/order-history', call: ({ client }) => client.get('/api/orders/order-history'), expect: only(['customer']) },
  { route: 'GET /api/orders/customer/:customerId', call: ({ client }) => client.get(`/api/orders/customer/${PEOPLE.customer.customerId}`), expect: only(['flowerline']) },
  // Saved orders: every signed-in role, its own carts only (an unknown cart is 404).
  { route: 'GET /api/carts/saved-carts', call: ({ client }) => client.get('/api/carts/saved-carts'), expect: signedIn() },
  { route: 'POST /api/carts/:cartId/save', call: ({ client }) => client.post(`/api/carts/${NO_ORDER}/save`, {}), expect: signedIn(404) },
  { route: 'PUT /api/carts/:cartId/resume', call: ({ client }) => client.put(`/api/carts/${NO_ORDER}/resume`, {}), expect: signedIn(404) },
  { route: 'GET /api/orders/flowerline-order-history', call: ({ client }) => client.get('/api/orders/flowerline-order-history'), expect: only(['flowerline']) },
  { route: 'GET /api/orders/florist-order-history', call: ({ client }) => client.get('/api/orders/florist-order-history'), expect: only(['floristowner', 'florist']) },
  { route: 'GET /api/orders/florist-sent-order-history', call: ({ client }) => client.get('/api/orders/florist-sent-order-history'), expect: only(['floristowner', 'florist']) },
  { route: 'GET /api/orders/florist-recieved-order-history', call: ({ client }) => client.get('/api/orders/florist-recieved-order-history'), expect: only(['floristowner', 'florist']) },
  {
    route: 'GET /api/orders/florist-alerts',
    call: async ({ client }) => {
      const response = await client.get('/api/orders/florist-alerts');
      await response.body?.cancel();
      return response;
    },
    expect: only(['floristowner', 'florist']),
  },
  // The florist network: the offered store's people answer an offer; Flowerline allocates by hand; both read the history (an unknown order is 404 to them).
  { route: 'POST /api/orders/:orderId/accept', call: ({ client }) => client.post(`/api/orders/${NO_ORDER}/accept`, {}), expect: only(['floristowner', 'florist'], 404) },
  { route: 'POST /api/orders/:orderId/reject', call: ({ client }) => client.post(`/api/orders/${NO_ORDER}/reject`, { reasonCode: 1 }), expect: only(['floristowner', 'florist'], 404) },
  { route: 'GET /api/orders/:orderId/allocationHistory', call: ({ client }) => client.get(`/api/orders/${NO_ORDER}/allocationHistory`), expect: only(['flowerline', 'floristowner', 'florist'], 404) },
  // Order admin actions (docs/adr/0510): a role that can never take one gets 403; a role that can, on an unknown order, 404.
  ...ORDER_ACTIONS.map((action): Row => ({
    route: `POST /api/orders/:orderId/${action}`,
    call: ({ client }) => client.post(`/api/orders/${NO_ORDER}/${action}`, ADMIN_BODIES[action]),
    expect: only(actionRoles(action) as Role[], 404),
  })),
  { route: 'GET /api/orders/:orderId/refunds', call: ({ client }) => client.get(`/api/orders/${NO_ORDER}/refunds`), expect: only(['flowerline'], 404) },
  { route: 'GET /api/payments/attention', call: ({ client }) => client.get('/api/payments/attention'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/products', call: ({ client }) => client.get('/api/catalogue/products?limit=1'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/products/:key', call: ({ client }) => client.get('/api/catalogue/products/WB1001'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/pictures', call: ({ client }) => client.get('/api/catalogue/pictures'), expect: only(['flowerline']) },
  // An empty change: allowed to Flowerline, and it changes nothing.
  { route: 'PATCH /api/catalogue/products/:key', call: ({ client }) => client.patch('/api/catalogue/products/WB1001', {}), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/products.csv', call: ({ client }) => client.get('/api/catalogue/products.csv?text=WB1001'), expect: only(['flowerline']) },
  // A dry run of a file with the headings only: allowed to Flowerline, and it changes nothing.
  {
    route: 'POST /api/catalogue/imports',
    call: ({ client }) => client.request('POST', '/api/catalogue/imports?dryRun=true', { rawBody: 'Handle,Title,Variant SKU,Variant Price\n', headers: { 'content-type': 'text/csv' } }),
    expect: only(['flowerline']),
  },
  // An empty new product is refused for its fields; a copy of a product that is not there is a 404: nothing is written.
  { route: 'POST /api/catalogue/products', call: ({ client }) => client.post('/api/catalogue/products', {}), expect: only(['flowerline'], 422) },
  { route: 'POST /api/catalogue/products/:key/schedule', call: ({ client }) => client.post('/api/catalogue/products/WB1001/schedule', {}), expect: only(['flowerline'], 422) },
  { route: 'DELETE /api/catalogue/products/:key/schedule', call: ({ client }) => client.delete('/api/catalogue/products/WB9999999/schedule'), expect: only(['flowerline'], 404) },
  { route: 'POST /api/catalogue/products/:key/duplicate', call: ({ client }) => client.post('/api/catalogue/products/WB9999999/duplicate', {}), expect: only(['flowerline'], 404) },
  { route: 'GET /api/catalogue/taken', call: ({ client }) => client.get('/api/catalogue/taken?key=WB1001&slug=no-such-slug'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/listings', call: ({ client }) => client.get('/api/catalogue/listings'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/listings/taken', call: ({ client }) => client.get('/api/catalogue/listings/taken?slug=birthday'), expect: only(['flowerline']) },
  { route: 'POST /api/catalogue/listings/preview', call: ({ client }) => client.post('/api/catalogue/listings/preview', {}), expect: only(['flowerline'], 422) },
  { route: 'GET /api/catalogue/listings/:slug{.+}', call: ({ client }) => client.get('/api/catalogue/listings/birthday'), expect: only(['flowerline']) },
  { route: 'POST /api/catalogue/listings', call: ({ client }) => client.post('/api/catalogue/listings', {}), expect: only(['flowerline'], 422) },
  { route: 'PATCH /api/catalogue/listings/:slug{.+}', call: ({ client }) => client.patch('/api/catalogue/listings/birthday', {}), expect: only(['flowerline'], 422) },
  { route: 'GET /api/catalogue/price-changes', call: ({ client }) => client.get('/api/catalogue/price-changes'), expect: only(['flowerline']) },
  { route: 'GET /api/catalogue/price-changes/choices', call: ({ client }) => client.get('/api/catalogue/price-changes/choices'), expect: only(['flowerline']) },
  // An empty body: refused for its fields to Flowerline, for the caller to everyone else; nothing is written.
  { route: 'POST /api/catalogue/price-changes/preview', call: ({ client }) => client.post('/api/catalogue/price-changes/preview', {}), expect: only(['flowerline'], 422) },
  { route: 'POST /api/catalogue/price-changes', call: ({ client }) => client.post('/api/catalogue/price-changes', {}), expect: only(['flowerline'], 422) },
  ...['undo', 'cancel'].map((action): Row => ({
    route: `POST /api/catalogue/price-changes/:id/${action}`,
    call: ({ client }) => client.post(`/api/catalogue/price-changes/999999/${action}`, {}),
    expect: only(['flowerline'], 404),
  })),
  { route: 'GET /api/promotions/promo-codes', call: ({ client }) => client.get('/api/promotions/promo-codes?limit=1'), expect: only(['flowerline']) },
  { route: 'GET /api/promotions/promo-codes/:code', call: ({ client }) => client.get('/api/promotions/promo-codes/SPRING15'), expect: only(['flowerline']) },
  { route: 'GET /api/promotions/promo-codes/:code/usage', call: ({ client }) => client.get('/api/promotions/promo-codes/SPRING15/usage'), expect: only(['flowerline']) },
  { route: 'GET /api/promotions/promo-codes/:code/usage.csv', call: ({ client }) => client.get('/api/promotions/promo-codes/SPRING15/usage.csv'), expect: only(['flowerline']) },
  // An empty new code is refused for its fields; an empty change changes nothing.
  { route: 'POST /api/promotions/promo-codes', call: ({ client }) => client.post('/api/promotions/promo-codes', {}), expect: only(['flowerline'], 422) },
  { route: 'PATCH /api/promotions/promo-codes/:code', call: ({ client }) => client.patch('/api/promotions/promo-codes/SPRING15', {}), expect: only(['flowerline']) },
  // The florist network (Flowerline only): an empty new store is refused for its fields; an empty change changes nothing.
  { route: 'POST /api/stores', call: ({ client }) => client.post('/api/stores', {}), expect: only(['flowerline'], 422) },
  { route: 'PATCH /api/stores/:storeKey', call: ({ client }) => client.patch('/api/stores/VIC-003', {}), expect: only(['flowerline']) },
  { route: 'GET /api/stores/:storeKey/profile', call: ({ client }) => client.get('/api/stores/VIC-001/profile'), expect: only(['flowerline']) },
  { route: 'GET /api/network/stores', call: ({ client }) => client.get('/api/network/stores?limit=1'), expect: only(['flowerline']) },
  { route: 'GET /api/network/allocation-settings', call: ({ client }) => client.get('/api/network/allocation-settings'), expect: only(['flowerline']) },
  { route: 'PATCH /api/network/allocation-settings', call: ({ client }) => client.patch('/api/network/allocation-settings', {}), expect: only(['flowerline']) },
  { route: 'GET /api/promotions/promo-code-batches', call: ({ client }) => client.get('/api/promotions/promo-code-batches'), expect: only(['flowerline']) },
  // An empty batch is refused for its fields; a batch that is not there is a 404.
  { route: 'POST /api/promotions/promo-code-batches', call: ({ client }) => client.post('/api/promotions/promo-code-batches', {}), expect: only(['flowerline'], 422) },
  { route: 'GET /api/promotions/promo-code-batches/:id/codes.csv', call: ({ client }) => client.get(`/api/promotions/promo-code-batches/${NO_ORDER}/codes.csv`), expect: only(['flowerline'], 404) },
  { route: 'GET /api/promotions/promo-code-batches/:id/usage', call: ({ client }) => client.get(`/api/promotions/promo-code-batches/${NO_ORDER}/usage`), expect: only(['flowerline'], 404) },
  { route: 'GET /api/promotions/promo-code-batches/:id/usage.csv', call: ({ client }) => client.get(`/api/promotions/promo-code-batches/${NO_ORDER}/usage.csv`), expect: only(['flowerline'], 404) },
  { route: 'GET /api/promotions/promo-code-batches/:id', call: ({ client }) => client.get(`/api/promotions/promo-code-batches/${NO_ORDER}`), expect: only(['flowerline'], 404) },
  { route: 'PATCH /api/promotions/promo-code-batches/:id', call: ({ client }) => client.patch(`/api/promotions/promo-code-batches/${NO_ORDER}`, { active: false }), expect: only(['flowerline'], 404) },
  { route: 'GET /api/promotions/automatic', call: ({ client }) => client.get('/api/promotions/automatic'), expect: only(['flowerline']) },
  { route: 'POST /api/promotions/automatic', call: ({ client }) => client.post('/api/promotions/automatic', {}), expect: only(['flowerline'], 422) },
  { route: 'GET /api/promotions/automatic/:id', call: ({ client }) => client.get(`/api/promotions/automatic/${NO_ORDER}`), expect: only(['flowerline'], 404) },
  { route: 'PATCH /api/promotions/automatic/:id', call: ({ client }) => client.patch(`/api/promotions/automatic/${NO_ORDER}`, {}), expect: only(['flowerline'], 404) },
  { route: 'GET /api/delivery-rules', call: ({ client }) => client.get('/api/delivery-rules'), expect: only(['flowerline']) },
  ...['fees', 'cutoffs', 'closed-dates', 'open-dates', 'peak-days'].map((rule): Row => ({
    route: `POST /api/delivery-rules/${rule}`,
    call: ({ client }) => client.post(`/api/delivery-rules/${rule}`, {}),
    expect: only(['flowerline'], 422),
  })),
  ...['fees/:zone/:effectiveFrom', 'cutoffs/:effectiveFrom', 'closed-dates/:date', 'open-dates/:date', 'peak-days/:date'].map((rule): Row => ({
    route: `DELETE /api/delivery-rules/${rule}`,
    // A date far ahead that holds no entry: Flowerline is told there is none, everyone else is refused first.
    call: ({ client }) => client.delete(`/api/delivery-rules/${rule.replace(':zone', 'metro').replace(/:\w+/, '2099-01-05')}`),
    expect: only(['flowerline'], 404),
  })),
  { route: 'GET /api/products/:productKey/promotions', call: ({ client }) => client.get('/api/products/WB1001/promotions'), expect: everyone('ok') },
  ...['audit-log', 'cases', 'messages'].map((record): Row => ({
    route: `GET /api/orders/:orderId/${record}`,
    call: ({ client }) => client.get(`/api/orders/${NO_ORDER}/${record}`),
    expect: only(['flowerline', 'floristowner', 'florist'], 404),
  })),
  { route: 'GET /api/articles', call: ({ client }) => client.get('/api/articles?first=3'), expect: everyone('ok') },
  { route: 'GET /api/content-listing', call: ({ client }) => client.get('/api/content-listing'), expect: everyone('ok') },
  // Forms are open to all: an empty form is refused for its fields, never for the caller.
  { route: 'POST /api/enquiries', call: ({ client }) => client.post('/api/enquiries', {}), expect: everyone(422) },
  { route: 'POST /api/newsletter-subscriptions', call: ({ client }) => client.post('/api/newsletter-subscriptions', {}), expect: everyone(422) },
  { route: 'POST /api/marketing/profiles', call: ({ client }) => client.post('/api/marketing/profiles', {}), expect: everyone(422) },
  { route: 'POST /api/marketing/subscription-jobs', call: ({ client }) => client.post('/api/marketing/subscription-jobs', {}), expect: everyone(422) },
  { route: 'GET /api/graphql', call: ({ client }) => client.get('/api/graphql?query=%7B__typename%7D'), expect: everyone('ok') },
  { route: 'POST /api/graphql', call: ({ client }) => client.post('/api/graphql', { query: '{ __typename }' }), expect: everyone('ok') },
  { route: 'OPTIONS /api/graphql', call: ({ client }) => client.request('OPTIONS', '/api/graphql'), expect: everyone('ok') },
  // The hosted CMS's webhook answers only its signature, whoever is signed in (tested signed in content-editing.test.ts).
  {
    route: 'POST /api/content/webhook',
    call: ({ client }) => client.post('/api/content/webhook', { operation: 'publish', data: { __typename: 'Page', id: 'x' } }),
    expect: { ...everyone(401), editor: 401 },
  },
  // The studio's access check (the /studio page asks it first): editors only, guests asked to sign in.
  { route: 'GET /api/content/studio', call: ({ client }) => client.get('/api/content/studio'), expect: { ...only([]), editor: 'ok' } },
  // The asset store (docs/adr/0603): editors and the head office (products' pictures) upload images (guests 401, every other role 403); anyone reads one by its address.
  {
    route: 'POST /api/content/assets',
    call: ({ client }) => client.request('POST', '/api/content/assets', { form: imageForm() }),
    expect: { ...only(['flowerline']), editor: 'ok' },
  },
  { route: 'GET /api/content/assets/:id', call: ({ client }) => client.get('/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA'), expect: { ...everyone(404), editor: 404 } },
  // The image pipeline's renditions (docs/adr/0759): anyone.
  { route: 'GET /api/pictures/*', call: ({ client }) => client.get('/api/pictures/p1-00000000/images/hero/roses/16.webp'), expect: { ...everyone('ok'), editor: 'ok' } },
  // Content editing: editors only (a GraphQL error FORBIDDEN with a 403 for everyone else).
  ...EDITOR_WRITES.map(([name, query]): Row => ({
    route: `POST /api/graphql (${name})`,
    call: ({ client }) => client.post('/api/graphql', { query }),
    expect: { ...everyone(403), editor: 'ok' },
  })),

  // Signed-in carts: every signed-in role, its own customer id.
  {
    route: 'PUT /api/carts/customerId/:customerId/merge',
    call: ({ client, person, anonymousId }) => client.put(`/api/carts/customerId/${person.customerId}/merge`, { anonymousId }),
    expect: signedIn(),
  },
  { route: 'GET /api/carts/customer/:customerId', call: ({ client, person }) => client.get(`/api/carts/customer/${person.customerId}`), expect: signedIn() },

  // Signing in and out.
  {
    route: 'POST /api/auth/register',
    call: () => t.client().post('/api/auth/register', { firstName: 'Ava', lastName: 'Brown', email: freshEmail(), password: 'Matrix-Password-1', confirmPassword: 'Matrix-Password-1' }),
    expect: everyone(202),
  },
  // Anyone holding an emailed link may use it; a link that does not exist is gone for everyone alike.
  { route: 'POST /api/auth/register/confirm', call: ({ client }) => client.post('/api/auth/register/confirm', { token: 'A'.repeat(43) }), expect: everyone(410) },
  {
    route: 'POST /api/auth/login',
    call: ({ role, person }) =>
      t.client().post('/api/auth/login', role === 'guest' ? { email: PEOPLE.otherCustomer.email, password: PEOPLE.otherCustomer.password } : { email: person.email, password: person.password }),
    expect: everyone(200),
  },
  // Anyone may ask for a sign-in link (the same answer for any email) and use one they hold.
  { route: 'POST /api/auth/sign-in-link', call: () => t.client().post('/api/auth/sign-in-link', { email: freshEmail() }), expect: everyone(202) },
  { route: 'POST /api/auth/sign-in-link/confirm', call: ({ client }) => client.post('/api/auth/sign-in-link/confirm', { token: 'A'.repeat(43) }), expect: everyone(410) },
  { route: 'POST /api/auth/password-reset', call: () => t.client().post('/api/auth/password-reset', { email: freshEmail() }), expect: everyone(202) },
  {
    route: 'POST /api/auth/password-reset/confirm',
    call: ({ client }) => client.post('/api/auth/password-reset/confirm', { token: 'A'.repeat(43), password: 'Waratah-Sunrise-2026' }),
    expect: everyone(410),
  },
  // Only there when an external provider is configured (tested in auth-oidc.test.ts).
  { route: 'POST /api/auth/oidc/session', call: ({ client }) => client.post('/api/auth/oidc/session', { idToken: 'x'.repeat(40) }), expect: everyone(404) },
  {
    route: 'POST /api/auth/logout',
    call: async ({ role }) => (role === 'guest' ? t.client() : await signedInClient(t, role)).post('/api/auth/logout'),
    expect: everyone(200),
  },

  // The account of whoever is signed in.
  { route: 'GET /api/profile', call: ({ client }) => client.get('/api/profile'), expect: signedIn() },
  {
    route: 'PUT /api/account/details',
    call: ({ client, person }) => client.put('/api/account/details', { firstName: person.firstName, lastName: person.lastName, email: person.email, mobile: person.mobile, phone: '' }),
    expect: only(['customer']),
  },
  { route: 'POST /api/account/email/confirm', call: ({ client }) => client.post('/api/account/email/confirm', { token: 'A'.repeat(43) }), expect: everyone(410) },
  // A wrong current password: reached, and refused for its field.
  {
    route: 'PUT /api/account/password',
    call: ({ client }) => client.put('/api/account/password', { currentPassword: 'Not-The-Current-1', newPassword: 'Another-Password-1', confirmPassword: 'Another-Password-1' }),
    expect: signedIn(422),
  },

  // The address book: customers.
  { route: 'GET /api/addresses', call: ({ client }) => client.get('/api/addresses'), expect: only(['customer']) },
  { route: 'POST /api/addresses', call: ({ client }) => client.post('/api/addresses', address), expect: only(['customer'], 201) },
  { route: 'GET /api/addresses/:addressId', call: ({ client }) => client.get(`/api/addresses/${seededAddress}`), expect: only(['customer']) },
  { route: 'PUT /api/addresses/:addressId', call: ({ client }) => client.put(`/api/addresses/${seededAddress}`, { ...address, isDefault: true }), expect: only(['customer']) },
  {
    route: 'DELETE /api/addresses/:addressId',
    call: async ({ role, client }) => {
      const made = role === 'customer' ? (await readAs(await client.post('/api/addresses', address), AddressModel)).addressId : seededAddress;
      return client.delete(`/api/addresses/${made}`);
    },
    expect: only(['customer']),
  },

  // Members (florist stores).
  { route: 'GET /api/stores', call: ({ client }) => client.get('/api/stores'), expect: only(['flowerline', 'floristowner', 'florist']) },
  { route: 'GET /api/stores/:storeKey', call: ({ client }) => client.get('/api/stores/VIC-001'), expect: only(['flowerline', 'floristowner', 'florist']) },
  {
    route: 'PUT /api/stores/:storeKey',
    call: ({ client }) => client.put('/api/stores/VIC-001', { phone: '1300 555 010', email: 'hello@melbourneflorist.com.au', tradingHours: storeHours }),
    expect: only(['floristowner']),
  },
  { route: 'GET /api/stores/:storeKey/notification-settings', call: ({ client }) => client.get('/api/stores/VIC-001/notification-settings'), expect: only(['flowerline', 'floristowner', 'florist']) },
  {
    route: 'PUT /api/stores/:storeKey/notification-settings',
    call: ({ client }) => client.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: true, alertType: { cat: true } } }),
    expect: only(['floristowner', 'florist']),
  },
  { route: 'GET /api/stores/:storeKey/users', call: ({ client }) => client.get('/api/stores/VIC-001/users'), expect: only(['flowerline', 'floristowner']) },
  // Owner invites (docs/adr/0775): head office only; the invite link's own routes are public (an unknown link is 410).
  {
    route: 'POST /api/stores/:storeKey/owner-invites',
    call: ({ client }) => client.post('/api/stores/VIC-003/owner-invites', { email: `owner.${Math.random().toString(36).slice(2)}@example.com`, firstName: 'Ava', lastName: 'Lim' }),
    expect: only(['flowerline'], 201),
  },
  { route: 'GET /api/stores/:storeKey/owner-invites', call: ({ client }) => client.get('/api/stores/VIC-003/owner-invites'), expect: only(['flowerline']) },
  {
    route: 'DELETE /api/stores/:storeKey/owner-invites/:inviteId',
    call: ({ client }) => client.delete('/api/stores/VIC-003/owner-invites/00000000-0000-4000-8000-000000000000'),
    expect: only(['flowerline'], 404),
  },
  {
    route: 'POST /api/my-store/staff-invites',
    call: ({ client }) => client.post('/api/my-store/staff-invites', { email: `staff.${Math.random().toString(36).slice(2)}@example.com`, firstName: 'Noah', lastName: 'Tran' }),
    expect: only(['floristowner'], 201),
  },
  { route: 'GET /api/my-store/staff-invites', call: ({ client }) => client.get('/api/my-store/staff-invites'), expect: only(['floristowner']) },
  {
    route: 'DELETE /api/my-store/staff-invites/:inviteId',
    // An invite that is not the store's: its owner is told there is none, everyone else is refused first.
    call: ({ client }) => client.delete('/api/my-store/staff-invites/00000000-0000-4000-8000-000000000000'),
    expect: only(['floristowner'], 404),
  },
  { route: 'GET /api/owner-invites/preview', call: ({ client }) => client.get(`/api/owner-invites/preview?token=${'x'.repeat(43)}`), expect: everyone(410) },
  { route: 'POST /api/owner-invites/accept', call: ({ client }) => client.post('/api/owner-invites/accept', { token: 'x'.repeat(43) }), expect: everyone(410) },
  { route: 'GET /api/users', call: ({ client }) => client.get('/api/users'), expect: only(['flowerline', 'floristowner']) },

  // Flowerline: customers and head-office messages. Florists: member resources.
  { route: 'GET /api/customers', call: ({ client }) => client.get('/api/customers'), expect: only(['flowerline']) },
  { route: 'GET /api/customers/:customerId', call: ({ client }) => client.get(`/api/customers/${PEOPLE.customer.customerId}`), expect: only(['flowerline']) },
  { route: 'GET /api/messages', call: ({ client }) => client.get('/api/messages'), expect: only(['flowerline']) },
  { route: 'GET /api/member-resources', call: ({ client }) => client.get('/api/member-resources'), expect: only(['floristowner', 'florist']) },

  // The wishlist: customers and Flowerline, their own list; florists have none.
  { route: 'GET /api/wishlist', call: ({ client, person }) => client.get(`/api/wishlist?customerId=${person.customerId}`), expect: only(['customer', 'flowerline']) },
  {
    route: 'POST /api/wishlist/by-key',
    call: ({ client, person }) => client.post('/api/wishlist/by-key', { customerId: person.customerId, name: 'My Favourites', lineItems: ['WB1009'] }),
    expect: only(['customer', 'flowerline'], 201),
  },
  {
    route: 'POST /api/wishlist/:listId/products-key',
    call: async (caller) => caller.client.post(`/api/wishlist/${['customer', 'flowerline'].includes(caller.role) ? await ownListId(caller) : seededList}/products-key`, { lineItems: ['WB1011'] }),
    expect: only(['customer', 'flowerline']),
  },
  {
    route: 'DELETE /api/wishlist/:listId/item/:key/key',
    call: async (caller) => caller.client.delete(`/api/wishlist/${['customer', 'flowerline'].includes(caller.role) ? await ownListId(caller) : seededList}/item/WB1011/key`),
    expect: only(['customer', 'flowerline']),
  },
];

beforeAll(async () => {
  for (const role of [...ROLES, 'editor'] as const) {
    const client = role === 'guest' ? t.client() : await signedInClient(t, role);
    const { cartId, anonymousId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    callers.set(role, { role, client, cartId, anonymousId, person: role === 'guest' ? PEOPLE.customer : PEOPLE[role] });
  }
});
const matches = (status: number, expected: Expect) => (expected === 'ok' ? status >= 200 && status < 300 : status === expected);

describe('authorization matrix', () => {
  it('covers every route of the API', () => {
    const routes = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    const covered = new Set(MATRIX.map((row) => row.route.replace(/ \(.*\)$/, '')));
    expect(
      [...routes].filter((route) => !covered.has(route)),
      'routes with no row in the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !routes.has(route)),
      'rows naming no route',
    ).toEqual([]);
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const wrong: string[] = [];
    const expected = Object.entries(row.expect) as [CallerRole, Expect][];
    for (const [role, wanted] of expected) {
      const response = await row.call(callers.get(role)!);
      if (!matches(response.status, wanted)) wrong.push(`${role}: got ${response.status}, expected ${wanted} (${(await response.text()).slice(0, 160)})`);
      // The content API answers in GraphQL's own format; every other refusal is a problem document.
      else if ((response.status === 401 || response.status === 403) && !row.route.includes('/api/graphql')) expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(wrong).toEqual([]);
  });
});
