import { afterEach, describe, expect, it } from 'vitest';
import { trackAddToCart } from '../../src/lib/analytics/add-to-cart';
import { addToCartEvent, pushToDataLayer } from '../../src/lib/analytics/data-layer';
import { trackMarketingEvent } from '../../src/lib/analytics/marketing';
import { $session } from '../../src/features/auth/stores/session';

type Globals = { dataLayer?: unknown[]; marketingEvents?: unknown[] };
const globals = globalThis as Globals;
const rose = { item_id: 'WB-1001', item_name: 'Blushing Rose Bouquet', item_variant: 'Premium', price: 89.95, quantity: 1 };
const card = { item_id: 'WB-A01', item_name: 'Greeting card', price: 6.5, quantity: 2 };

afterEach(() => {
  delete globals.dataLayer;
  delete globals.marketingEvents;
  $session.set(null);
});

describe('addToCartEvent', () => {
  it('carries the items, their total value in dollars and the currency', () => {
    expect(addToCartEvent([rose, card])).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'AUD', value: 102.95, items: [rose, card] } });
  });
});

describe('pushToDataLayer', () => {
  it('creates the data layer when the tag manager has not loaded and clears the previous ecommerce object', () => {
    const target: Globals = {};
    pushToDataLayer(addToCartEvent([rose]), target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, addToCartEvent([rose])]);
  });
});

describe('trackMarketingEvent', () => {
  it('queues nothing for a shopper who is not identified', () => {
    const target: Globals = {};
    expect(trackMarketingEvent('Added to Cart', { sku: 'WB-1001' }, false, target as never)).toBe(false);
    expect(target.marketingEvents).toBeUndefined();
  });
});

describe('trackAddToCart', () => {
  it('pushes add_to_cart to the data layer but not to the marketing tracker for a guest', () => {
    trackAddToCart([rose]);
    expect(globals.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
    expect(globals.marketingEvents).toBeUndefined();
  });

  it('also tells the marketing tracker when the shopper is signed in', () => {
    $session.set({ roles: ['customer'] });
    trackAddToCart([rose]);
    expect(globals.marketingEvents).toEqual([['track', 'Added to Cart', { value: 89.95, currency: 'AUD', items: [rose] }]]);
  });
});
