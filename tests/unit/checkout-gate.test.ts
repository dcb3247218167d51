import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { canCheckout, CHECKOUT_BLOCK_CODES, checkoutBlocks, firstCheckoutBlock, type CheckoutGateCart, type CheckoutGateLine } from '../../src/lib/domain/checkout-gate';

const line = (lineItemId: string, over: Partial<CheckoutGateLine> = {}): CheckoutGateLine => ({ lineItemId, isValid: true, cardMessage: 'Happy birthday', ...over });
const ready: CheckoutGateCart = {
  lineItems: [line('a'), line('b', { cardMessage: null, noCardMessage: true })],
  deliveryLocation: { suburbId: 'vic-3000-melbourne' },
  deliveryDate: knownDay('2025-11-14'),
  promoCodes: [{ code: 'SPRING10', state: 'MatchesCart' }],
};

describe('checkout gate', () => {
  it('lets a complete cart through', () => {
    expect(checkoutBlocks(ready)).toEqual([]);
    expect(firstCheckoutBlock(ready)).toBeNull();
    expect(canCheckout(ready)).toBe(true);
  });

  it('asks for delivery details while the cart has items but no location or no date', () => {
    const expected = [{ code: 'delivery-details-missing', message: 'Please add delivery details above' }];
    expect(checkoutBlocks({ ...ready, deliveryLocation: null })).toEqual(expected);
    expect(checkoutBlocks({ ...ready, deliveryDate: null })).toEqual(expected);
    expect(checkoutBlocks({ ...ready, deliveryLocation: undefined, deliveryDate: undefined })).toEqual(expected);
  });

  it('asks for one delivery while the items are for different dates or places', () => {
    expect(checkoutBlocks({ ...ready, itemDeliveries: ['2025-11-14|kew|', '2025-11-14|kew|'] })).toEqual([]);
    const differ = [{ code: 'deliveries-differ', message: 'Your items are for different delivery dates or places.', detail: 'An order is delivered all at once: choose one delivery for everything.' }];
    expect(checkoutBlocks({ ...ready, itemDeliveries: ['2025-11-14|kew|', '2025-11-15|kew|'] })).toEqual(differ);
    expect(checkoutBlocks({ ...ready, itemDeliveries: ['2025-11-14|kew|', '2025-11-14||NZ'] })).toEqual(differ);
    expect(canCheckout({ ...ready, itemDeliveries: ['2025-11-14|kew|', '2025-11-15|kew|'] })).toBe(false);
  });

  it('holds a cart with more wine than an order may hold, all wines together', () => {
    const wine = (quantity: number) => ({ addonType: 'wine', quantity });
    expect(checkoutBlocks({ ...ready, lineItems: [line('a', { addons: [wine(1)] }), line('b', { addons: [wine(1), { addonType: 'chocolates', quantity: 5 }] })] })).toEqual([]);
    expect(checkoutBlocks({ ...ready, lineItems: [line('a', { addons: [wine(2)] }), line('b', { addons: [wine(1)] }), line('c')] })).toEqual([
      { code: 'too-much-wine', message: 'Wine: at most 2 bottles per order, all wines together.', detail: 'Take some wine off to continue.', lineItemIds: ['a', 'b'] },
    ]);
  });

  it('says nothing about delivery details for an empty cart, which still cannot check out', () => {
    const empty: CheckoutGateCart = { lineItems: [], deliveryLocation: null, deliveryDate: null };
    expect(checkoutBlocks(empty)).toEqual([]);
    expect(canCheckout(empty)).toBe(false);
  });

  it('names the unavailable lines with both sentences of the spec', () => {
    const cart = { ...ready, lineItems: [line('a', { isValid: false }), line('b'), line('c', { isValid: false })] };
    expect(checkoutBlocks(cart)).toEqual([
      {
        code: 'unavailable-items',
        message: 'Your shopping cart contains items that are not available.',
        detail: 'Please remove or replace items to continue.',
        lineItemIds: ['a', 'c'],
      },
    ]);
  });

  it('names the lines with neither a card message nor the tick', () => {
    const cart = { ...ready, lineItems: [line('a', { cardMessage: '' }), line('b'), line('c', { cardMessage: ' ', noCardMessage: false })] };
    expect(checkoutBlocks(cart)).toEqual([{ code: 'card-message-missing', message: 'Enter a card message or tick the box for above products', lineItemIds: ['a', 'c'] }]);
  });

  it('blocks on a promo code that does not match the cart, not on one that is inactive or used up', () => {
    const cart: CheckoutGateCart = {
      ...ready,
      promoCodes: [
        { code: 'HAMPER15', state: 'DoesNotMatchCart' },
        { code: 'OLD', state: 'NotActive' },
        { code: 'GONE', state: 'MaxApplicationReached' },
      ],
    };
    expect(checkoutBlocks(cart)).toEqual([
      {
        code: 'promo-code-does-not-match',
        message: 'Invalid promo code for the products in the cart. Please remove the promo code before proceeding with the checkout.',
        promoCodes: ['HAMPER15'],
      },
    ]);
  });

  it('reports every failing rule in the fixed order', () => {
    const cart: CheckoutGateCart = {
      lineItems: [line('a', { isValid: false, cardMessage: null, addons: [{ addonType: 'wine', quantity: 3 }] })],
      deliveryLocation: null,
      deliveryDate: null,
      promoCodes: [{ code: 'HAMPER15', state: 'DoesNotMatchCart' }],
    };
    // Missing delivery details and differing deliveries exclude each other: a cart with no delivery has none to differ.
    expect(checkoutBlocks(cart).map((block) => block.code)).toEqual(CHECKOUT_BLOCK_CODES.filter((code) => code !== 'deliveries-differ'));
    expect(checkoutBlocks({ ...cart, deliveryLocation: 'kew', deliveryDate: knownDay('2025-11-14'), itemDeliveries: ['a', 'b'] }).map((block) => block.code)).toEqual(
      CHECKOUT_BLOCK_CODES.filter((code) => code !== 'delivery-details-missing'),
    );
    expect(CHECKOUT_BLOCK_CODES).toEqual(['delivery-details-missing', 'deliveries-differ', 'unavailable-items', 'too-much-wine', 'card-message-missing', 'promo-code-does-not-match']);
    expect(firstCheckoutBlock(cart)?.code).toBe('delivery-details-missing');
    expect(canCheckout(cart)).toBe(false);
  });

  it('has codes that can name a problem type', () => {
    for (const code of CHECKOUT_BLOCK_CODES) expect(`/problems/checkout/${code}`).toMatch(/^\/problems\/[a-z-]+(\/[a-z-]+)?$/);
  });
});
