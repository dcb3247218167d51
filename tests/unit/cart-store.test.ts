import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { AddToCartRequest } from '../../src/features/product/add-to-cart';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/client';
import type { Cart, LineItem } from '../../src/lib/api/contracts/cart';
import { price } from '../../src/lib/domain/money';

vi.mock('../../src/features/cart/api/cart', () => ({
  createCart: vi.fn(),
  fetchCart: vi.fn(),
  addLineItem: vi.fn(),
  removeLineItem: vi.fn(),
  clearCart: vi.fn(),
  addAddon: vi.fn(),
}));

useTestStorageEngine();
const session = new Map<string, string>();
const browser = {
  location: { pathname: '/flowers/blushing-rose-bouquet', reload: vi.fn(), assign: vi.fn() },
  sessionStorage: { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v), removeItem: (k: string) => void session.delete(k) },
};
vi.stubGlobal('location', browser.location);
vi.stubGlobal('sessionStorage', browser.sessionStorage);

const api = await import('../../src/features/cart/api/cart');
const { $cart, $cartCount, ensureCartId, refreshCart, ANONYMOUS_CART_KEY, CUSTOMER_CART_KEY } = await import('../../src/features/cart/stores/cart');
const { removeLine, $cartLineError } = await import('../../src/features/cart/stores/cart-lines');
const { $session } = await import('../../src/features/auth/stores/session');
const { $openPanel } = await import('../../src/stores/ui');
const { $addToCartNotice } = await import('../../src/features/cart/stores/cart-notice');
const { addToCart, addToCartFailureText, holdsOtherSource, REPLACE_CART_QUESTION } = await import('../../src/features/product/add-to-cart');

const line = (id: string, cents: number, extra: Partial<LineItem> = {}): LineItem => ({
  lineItemId: id,
  id,
  productKey: `P-${id}`,
  productId: `prod-${id}`,
  variantKey: `P-${id}-standard`,
  variantId: `var-${id}`,
  sku: `WB-${id}`,
  name: `Bouquet ${id}`,
  quantity: 1,
  price: price(cents),
  totalPrice: price(cents),
  thumbnailImage: { url: `/images/products/${id}.svg`, altText: `Bouquet ${id}` },
  thirdPartySource: null,
  isHamper: false,
  variant: { label: 'Standard', key: 'standard' },
  urlSlug: `/flowers/bouquet-${id}`,
  deliveryDate: knownDay('2026-11-25'),
  suburbId: 'vic-3065-fitzroy',
  countryCode: null,
  isValid: true,
  addons: [],
  adjustments: [],
  cardMessage: null,
  cardMessageTier: 'short',
  cardMessageLimit: 400,
  noCardMessage: false,
  additionalInfo: [],
  ...extra,
});

const cartOf = (lines: LineItem[], thirdPartySource: string | null = null): Cart => ({
  cartId: 'cart-1',
  id: 'cart-1',
  anonymousId: 'anon-1',
  customerId: null,
  cartState: 'Active',
  lineItems: lines,
  thirdPartySource,
  deliveryDate: null,
  suburbId: null,
  countryCode: null,
  deliveryLocation: null,
  customLineItems: [],
  note: null,
  promoCodes: [],
  financialSummary: [],
  isValid: true,
  checkoutBlocks: [],
  canCheckout: lines.length > 0,
  orderId: null,
  totalPrice: price(lines.reduce((sum, l) => sum + l.totalPrice.centAmount, 0)),
  currencyCode: 'AUD',
});

const ok = <T>(data: T) => ({ ok: true as const, data, status: 200 });
const fail = (status: number, body: ApiError['body'] = {}) => ({ ok: false as const, error: new ApiError(status, body) });

beforeEach(() => {
  vi.mocked(api.createCart).mockResolvedValue(ok({ cartId: 'cart-1', anonymousId: 'anon-1', customerId: null }));
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => {
  vi.clearAllMocks();
  cleanTestStorage();
  session.clear();
  $session.set(null);
  $cart.set(null);
  $openPanel.set(null);
  $addToCartNotice.set(null);
  $cartLineError.set(null);
});

describe('cart identity in browser storage', () => {
  it('creates a guest cart once and keeps it under the anonymous key', async () => {
    expect(await ensureCartId()).toEqual({ ok: true, cartId: 'cart-1' });
    expect(await ensureCartId()).toEqual({ ok: true, cartId: 'cart-1' });
    expect(api.createCart).toHaveBeenCalledTimes(1);
    expect(JSON.parse(getTestStorage()[ANONYMOUS_CART_KEY]!)).toMatchObject({ cartId: 'cart-1', anonymousId: 'anon-1' });
    expect(getTestStorage()[CUSTOMER_CART_KEY]).toBeUndefined();
  });

  it('keeps a signed-in shopper’s cart apart from the guest cart', async () => {
    await ensureCartId();
    $session.set({ roles: ['customer'] });
    vi.mocked(api.createCart).mockResolvedValue(ok({ cartId: 'cart-2', anonymousId: 'anon-1', customerId: 'cust-9' }));
    expect(await ensureCartId()).toEqual({ ok: true, cartId: 'cart-2' });
    expect(JSON.parse(getTestStorage()[CUSTOMER_CART_KEY]!)).toMatchObject({ cartId: 'cart-2', customerId: 'cust-9' });
    expect(JSON.parse(getTestStorage()[ANONYMOUS_CART_KEY]!)).toMatchObject({ cartId: 'cart-1' });
  });
});

describe('refreshCart', () => {
  it('loads the stored cart and counts its items for the header badge', async () => {
    await ensureCartId();
    vi.mocked(api.fetchCart).mockResolvedValue(ok(cartOf([line('a', 8500), line('b', 6500, { quantity: 2 })])));
    await refreshCart();
    expect($cartCount.get()).toBe(3);
  });

  it('clears the stored cart and reloads the page once when the fetch answers above 204', async () => {
    await ensureCartId();
    vi.mocked(api.fetchCart).mockResolvedValue(fail(404, { title: 'Not Found' }));
    await refreshCart();
    expect(getTestStorage()[ANONYMOUS_CART_KEY]).toBeUndefined();
    expect(browser.location.reload).toHaveBeenCalledTimes(1);
    await ensureCartId();
    await refreshCart();
    expect(browser.location.reload).toHaveBeenCalledTimes(1);
  });

  it('forgets an Ordered cart, so the next add starts a new one', async () => {
    await ensureCartId();
    vi.mocked(api.fetchCart).mockResolvedValue(ok({ ...cartOf([line('a', 8500)]), cartState: 'Ordered', orderId: 'order-1' }));
    expect(await refreshCart()).toBeNull();
    expect($cartCount.get()).toBe(0);
    expect(getTestStorage()[ANONYMOUS_CART_KEY]).toBeUndefined();
    expect(browser.location.reload).not.toHaveBeenCalled();
  });

  it('keeps the cart when the network fails (no answer is not a status above 204)', async () => {
    await ensureCartId();
    vi.mocked(api.fetchCart).mockResolvedValue(fail(0));
    await refreshCart();
    expect(getTestStorage()[ANONYMOUS_CART_KEY]).toBeDefined();
    expect(browser.location.reload).not.toHaveBeenCalled();
  });
});

describe('removeLine (optimistic)', () => {
  it('drops the line and its price before the server answers', async () => {
    await ensureCartId();
    $cart.set(cartOf([line('a', 8500), line('b', 6500)]));
    let answer!: (value: unknown) => void;
    vi.mocked(api.removeLineItem).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const done = removeLine('a');
    expect($cart.get()!.lineItems.map((l) => l.lineItemId)).toEqual(['b']);
    expect($cart.get()!.totalPrice.formattedPrice).toBe('$65');
    answer(ok(cartOf([line('b', 6500)])));
    expect(await done).toBe(true);
  });

  it('puts the line back where it was and shows the message when the server refuses', async () => {
    await ensureCartId();
    $cart.set(cartOf([line('a', 8500), line('b', 6500)]));
    vi.mocked(api.removeLineItem).mockResolvedValue(fail(500, { detail: 'The cart could not be updated. Please try again.' }));
    expect(await removeLine('a')).toBe(false);
    expect($cart.get()!.lineItems.map((l) => l.lineItemId)).toEqual(['a', 'b']);
    expect($cart.get()!.totalPrice.formattedPrice).toBe('$150');
    expect($cartLineError.get()).toBe('The cart could not be updated. Please try again.');
  });
});

const rose: AddToCartRequest = {
  productKey: 'P-rose',
  variantKey: 'P-rose-premium',
  deliveryDate: knownDay('2026-11-25'),
  destination: { kind: 'suburb', suburbId: 'vic-3065-fitzroy' },
  thirdPartySource: null,
  addons: [],
  item: { sku: 'WB-1001', name: 'Blushing Rose Bouquet', variant: 'Premium', price: 110 },
};

describe('addToCart', () => {
  it('waits for the server, takes its answer as the cart, tracks the event and opens the drawer', async () => {
    const added = cartOf([line('new', 11000)]);
    vi.mocked(api.fetchCart)
      .mockResolvedValueOnce(ok(cartOf([])))
      .mockResolvedValue(ok(added));
    vi.mocked(api.addLineItem).mockResolvedValue(ok(added));
    const outcome = await addToCart(rose);
    expect(outcome.kind).toBe('added');
    expect(api.addLineItem).toHaveBeenCalledWith('cart-1', {
      productKey: 'P-rose',
      variantKey: 'P-rose-premium',
      deliveryDate: '2026-11-25',
      quantity: 1,
      suburbId: 'vic-3065-fitzroy',
      countryCode: undefined,
    });
    expect($cartCount.get()).toBe(1);
    expect($openPanel.get()).toBe('cart');
    // A cart made for this add is not read before or after it: the add's answer is the cart.
    expect(api.fetchCart).not.toHaveBeenCalled();
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 110, currency: 'AUD' }) }));
  });

  it('starts a new cart once when the stored one has been ordered', async () => {
    const added = cartOf([line('new', 11000)]);
    vi.mocked(api.fetchCart).mockResolvedValue(ok(added));
    vi.mocked(api.addLineItem)
      .mockResolvedValueOnce(fail(409, { type: '/problems/cart/ordered', title: 'This cart has been ordered.' }))
      .mockResolvedValue(ok(added));
    await ensureCartId();
    vi.mocked(api.createCart).mockResolvedValue(ok({ cartId: 'cart-2', anonymousId: 'anon-2', customerId: null }));
    expect((await addToCart(rose)).kind).toBe('added');
    expect(vi.mocked(api.addLineItem).mock.calls.map(([cartId]) => cartId)).toEqual(['cart-1', 'cart-2']);
  });

  it('asks before replacing a cart of the other source, and empties it first when confirmed', async () => {
    await ensureCartId();
    vi.mocked(api.fetchCart).mockResolvedValue(ok(cartOf([line('partner', 9900, { thirdPartySource: 'giftbaskets' })], 'giftbaskets')));
    expect(await addToCart(rose)).toEqual({ kind: 'confirm' });
    expect(api.addLineItem).not.toHaveBeenCalled();
    expect(REPLACE_CART_QUESTION).toBe('Adding this product to cart will remove all your existing products, Do you want to proceed?');

    vi.mocked(api.clearCart).mockResolvedValue(ok(cartOf([])));
    vi.mocked(api.addLineItem).mockResolvedValue(ok(cartOf([line('new', 11000)])));
    expect((await addToCart(rose, true)).kind).toBe('added');
    expect(vi.mocked(api.clearCart).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(api.addLineItem).mock.invocationCallOrder[0]!);
  });

  it('adds each add-on in turn to the new line and reports the ones that failed', async () => {
    const added = cartOf([line('old', 5000), line('new', 11000)]);
    vi.mocked(api.fetchCart).mockResolvedValue(ok(added));
    vi.mocked(api.addLineItem).mockResolvedValue(ok(added));
    vi.mocked(api.addAddon)
      .mockResolvedValueOnce(ok(added))
      .mockResolvedValueOnce(fail(422, { detail: 'This item is no longer available' }));
    const addon = (key: string, name: string) => ({
      addonId: key,
      id: key,
      name,
      description: '',
      price: price(1500),
      quantity: 1,
      maxQuantity: 9,
      valid: true,
      addonType: 'gift',
      key,
      imageUrl: '',
      variantId: `${key}-v`,
    });
    await addToCart({ ...rose, addons: [addon('choc', 'Chocolates'), addon('bear', 'Teddy bear')] });
    expect(vi.mocked(api.addAddon).mock.calls.map((c) => [c[1], c[2].variantId, c[2].productKey])).toEqual([
      ['new', 'choc-v', 'P-rose'],
      ['new', 'bear-v', 'P-rose'],
    ]);
    expect($addToCartNotice.get()?.addonError).toContain('Teddy bear: This item is no longer available');
  });

  it('sends third-party products to checkout instead of opening the drawer', async () => {
    const added = cartOf([line('partner', 9900, { thirdPartySource: 'gfs' })], 'gfs');
    vi.mocked(api.fetchCart).mockResolvedValue(ok(added));
    vi.mocked(api.addLineItem).mockResolvedValue(ok(added));
    await addToCart({ ...rose, destination: { kind: 'country', countryCode: 'NZ' }, thirdPartySource: 'gfs' });
    expect(browser.location.assign).toHaveBeenCalledWith('/checkout');
    expect($openPanel.get()).toBeNull();
  });

  it('shows the failure detail and leaves the drawer closed', async () => {
    vi.mocked(api.fetchCart).mockResolvedValue(ok(cartOf([])));
    vi.mocked(api.addLineItem).mockResolvedValue(fail(422, { title: 'Unprocessable Content', detail: 'No florist delivers to Fitzroy on that date.' }));
    expect(await addToCart(rose)).toEqual({ kind: 'error', message: 'No florist delivers to Fitzroy on that date.' });
    expect($openPanel.get()).toBeNull();
  });
});

describe('add-to-cart rules', () => {
  it('extracts failure text: detail, else title, else the error message, else the default', () => {
    expect(addToCartFailureText(new ApiError(422, { detail: 'D', title: 'T' }))).toBe('D');
    expect(addToCartFailureText(new ApiError(422, { title: 'T' }))).toBe('T');
    expect(addToCartFailureText(new ApiError(0))).toBe('We could not reach the shop. Check your connection and try again.');
    expect(addToCartFailureText(null)).toBe('Something went wrong');
  });

  it('compares sources as third-party versus florist-made', () => {
    expect(holdsOtherSource(cartOf([]), 'gfs')).toBe(false);
    expect(holdsOtherSource(cartOf([line('a', 1)]), 'gfs')).toBe(true);
    expect(holdsOtherSource(cartOf([line('a', 1)], 'walwater'), 'gfs')).toBe(false);
    expect(holdsOtherSource(cartOf([line('a', 1)], 'walwater'), null)).toBe(true);
  });
});
