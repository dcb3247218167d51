import { fromZonedTime } from 'date-fns-tz';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import {
  evaluatePromoCode,
  normalisePromoCode,
  PROMO_DOES_NOT_MATCH_CART_MESSAGE,
  promoCodeBlocksCheckout,
  promoDiscountCents,
  type PromoCartLine,
  type PromoCodeDefinition,
} from '../../src/lib/domain/promo-codes';

/** A wall-clock time in Melbourne. */
const melbourne = (local: string) => fromZonedTime(local, 'Australia/Melbourne');
const NOW = melbourne('2025-11-12T12:00');

const roses: PromoCartLine = { lineItemId: 'roses', categories: ['flowers'], totalCents: 8950 };
const hamper: PromoCartLine = { lineItemId: 'hamper', categories: ['hampers', 'gifts'], totalCents: 12000 };
const tenPercent: PromoCodeDefinition = { code: 'SPRING10', discount: { kind: 'percentage', percent: 10 } };

describe('promo code discounts', () => {
  it('takes a percentage of the cart, rounded to the nearest cent', () => {
    expect(evaluatePromoCode(tenPercent, [roses, hamper], NOW)).toEqual({ state: 'MatchesCart', discountCents: 2095, matchingLineItemIds: ['roses', 'hamper'] });
    expect(promoDiscountCents({ kind: 'percentage', percent: 15 }, 8950)).toBe(1343); // 1342.5 rounds up
    expect(promoDiscountCents({ kind: 'percentage', percent: 15 }, 8930)).toBe(1340); // 1339.5 rounds up
    expect(promoDiscountCents({ kind: 'percentage', percent: 33 }, 1001)).toBe(330); // 330.33
  });

  it('takes 100% off as the whole subtotal of the matching lines', () => {
    expect(evaluatePromoCode({ code: 'FREE', discount: { kind: 'percentage', percent: 100 } }, [roses, hamper], NOW).discountCents).toBe(20950);
  });

  it('takes an amount off once the minimum spend is reached', () => {
    const code: PromoCodeDefinition = { code: 'TWENTY', discount: { kind: 'amount', cents: 2000 }, minimumSpendCents: 10000 };
    expect(evaluatePromoCode(code, [{ ...roses, totalCents: 10000 }], NOW)).toMatchObject({ state: 'MatchesCart', discountCents: 2000 });
    expect(evaluatePromoCode(code, [{ ...roses, totalCents: 9999 }], NOW)).toEqual({ state: 'DoesNotMatchCart', discountCents: 0, matchingLineItemIds: ['roses'] });
  });

  it('never takes off more than the subtotal of the matching lines', () => {
    const code: PromoCodeDefinition = { code: 'BIG', discount: { kind: 'amount', cents: 10000 }, category: 'flowers' };
    expect(evaluatePromoCode(code, [roses, hamper], NOW)).toEqual({ state: 'MatchesCart', discountCents: 8950, matchingLineItemIds: ['roses'] });
  });

  it('refuses a definition that makes no sense', () => {
    expect(() => evaluatePromoCode({ code: 'X', discount: { kind: 'percentage', percent: 101 } }, [roses], NOW)).toThrow(RangeError);
    expect(() => evaluatePromoCode({ code: 'X', discount: { kind: 'percentage', percent: 12.5 } }, [roses], NOW)).toThrow(RangeError);
    expect(() => evaluatePromoCode({ code: 'X', discount: { kind: 'amount', cents: 0 } }, [roses], NOW)).toThrow(RangeError);
  });
});

describe('promo codes limited to a category', () => {
  const hampers: PromoCodeDefinition = { code: 'HAMPER15', discount: { kind: 'percentage', percent: 15 }, category: 'hampers' };

  it('discount only the lines of that category', () => {
    expect(evaluatePromoCode(hampers, [roses, hamper], NOW)).toEqual({ state: 'MatchesCart', discountCents: 1800, matchingLineItemIds: ['hamper'] });
  });

  it('do not match a cart without that category, nor an empty cart', () => {
    expect(evaluatePromoCode(hampers, [roses], NOW)).toEqual({ state: 'DoesNotMatchCart', discountCents: 0, matchingLineItemIds: [] });
    expect(evaluatePromoCode(tenPercent, [], NOW).state).toBe('DoesNotMatchCart');
  });

  it('count the minimum spend on the lines of that category only', () => {
    const code = { ...hampers, minimumSpendCents: 15000 };
    expect(evaluatePromoCode(code, [roses, hamper], NOW).state).toBe('DoesNotMatchCart');
  });
});

describe('promo code validity window, in Melbourne days', () => {
  const spring: PromoCodeDefinition = { ...tenPercent, validFrom: knownDay('2025-11-01'), validUntil: knownDay('2025-11-30') };

  it('is active from the first moment of its first day', () => {
    expect(evaluatePromoCode(spring, [roses], melbourne('2025-10-31T23:59:59')).state).toBe('NotActive');
    expect(evaluatePromoCode(spring, [roses], melbourne('2025-11-01T00:00')).state).toBe('MatchesCart');
  });

  it('is active to the last moment of its last day', () => {
    expect(evaluatePromoCode(spring, [roses], melbourne('2025-11-30T23:59:59')).state).toBe('MatchesCart');
    expect(evaluatePromoCode(spring, [roses], melbourne('2025-12-01T00:00')).state).toBe('NotActive');
  });

  it('follows the Melbourne calendar, not UTC: 1 November 08:00 in Melbourne is still 31 October in UTC', () => {
    const now = new Date('2025-10-31T21:00:00Z');
    expect(evaluatePromoCode(spring, [roses], now).state).toBe('MatchesCart');
  });

  it('is valid for a one-day code on that day only', () => {
    const cup: PromoCodeDefinition = { ...tenPercent, validFrom: knownDay('2025-11-04'), validUntil: knownDay('2025-11-04') };
    expect(evaluatePromoCode(cup, [roses], melbourne('2025-11-03T23:59')).state).toBe('NotActive');
    expect(evaluatePromoCode(cup, [roses], melbourne('2025-11-04T09:00')).state).toBe('MatchesCart');
    expect(evaluatePromoCode(cup, [roses], melbourne('2025-11-05T00:00')).state).toBe('NotActive');
  });

  it('is not active when switched off, whatever the cart', () => {
    expect(evaluatePromoCode({ ...tenPercent, isActive: false }, [roses], NOW)).toEqual({ state: 'NotActive', discountCents: 0, matchingLineItemIds: [] });
  });
});

describe('promo code usage cap', () => {
  const capped: PromoCodeDefinition = { ...tenPercent, maxApplications: 100 };

  it('applies while used fewer times than the cap', () => {
    expect(evaluatePromoCode({ ...capped, applications: 99 }, [roses], NOW).state).toBe('MatchesCart');
  });

  it('is used up exactly at the cap and past it', () => {
    expect(evaluatePromoCode({ ...capped, applications: 100 }, [roses], NOW)).toEqual({ state: 'MaxApplicationReached', discountCents: 0, matchingLineItemIds: [] });
    expect(evaluatePromoCode({ ...capped, applications: 101 }, [roses], NOW).state).toBe('MaxApplicationReached');
  });

  it('says NotActive before MaxApplicationReached, and MaxApplicationReached before DoesNotMatchCart', () => {
    expect(evaluatePromoCode({ ...capped, applications: 100, validUntil: knownDay('2025-11-11') }, [roses], NOW).state).toBe('NotActive');
    expect(evaluatePromoCode({ ...capped, applications: 100, category: 'hampers' }, [roses], NOW).state).toBe('MaxApplicationReached');
  });
});

describe('promo codes at checkout', () => {
  it('block checkout only when they do not match the cart, with the spec text', () => {
    expect(PROMO_DOES_NOT_MATCH_CART_MESSAGE).toBe('Invalid promo code for the products in the cart. Please remove the promo code before proceeding with the checkout.');
    expect(promoCodeBlocksCheckout('DoesNotMatchCart')).toBe(true);
    for (const state of ['MatchesCart', 'NotActive', 'MaxApplicationReached'] as const) expect(promoCodeBlocksCheckout(state)).toBe(false);
  });

  it('are compared without case or surrounding spaces', () => {
    expect(normalisePromoCode('  spring10 ')).toBe('SPRING10');
  });
});

describe('promo codes for listings or products', () => {
  const birthdayRoses: PromoCartLine = { ...roses, productKey: 'WB1001', facets: { occasion: ['birthday', 'love-and-romance'], flower: ['roses'] } };
  const sympathyLilies: PromoCartLine = { lineItemId: 'lilies', categories: ['flowers'], totalCents: 7000, productKey: 'WB1002', facets: { occasion: ['sympathy'], flower: ['lilies'] } };
  const custom: PromoCartLine = { lineItemId: 'custom', categories: [], totalCents: 5000 };

  it('discount only the products of the chosen listings (one value of every filter of one listing)', () => {
    const code: PromoCodeDefinition = { ...tenPercent, appliesTo: { listings: [{ slug: 'birthday-roses', filters: { occasion: ['birthday'], flower: ['roses'] } }] } };
    expect(evaluatePromoCode(code, [birthdayRoses, sympathyLilies, custom], NOW)).toEqual({ state: 'MatchesCart', discountCents: 895, matchingLineItemIds: ['roses'] });
    const either: PromoCodeDefinition = {
      ...tenPercent,
      appliesTo: {
        listings: [
          { slug: 'sympathy', filters: { occasion: ['sympathy'] } },
          { slug: 'roses', filters: { flower: ['roses'] } },
        ],
      },
    };
    expect(evaluatePromoCode(either, [birthdayRoses, sympathyLilies, custom], NOW).matchingLineItemIds).toEqual(['roses', 'lilies']);
  });

  it('a listing that stands for no filter matches nothing', () => {
    const code: PromoCodeDefinition = { ...tenPercent, appliesTo: { listings: [{ slug: 'nothing', filters: {} }] } };
    expect(evaluatePromoCode(code, [birthdayRoses], NOW).state).toBe('DoesNotMatchCart');
  });

  it('discount only the chosen products, and count the minimum spend on them', () => {
    const code: PromoCodeDefinition = { ...tenPercent, minimumSpendCents: 7000, appliesTo: { products: ['WB1002'] } };
    expect(evaluatePromoCode(code, [birthdayRoses, sympathyLilies, custom], NOW)).toEqual({ state: 'MatchesCart', discountCents: 700, matchingLineItemIds: ['lilies'] });
    expect(evaluatePromoCode({ ...code, minimumSpendCents: 7001 }, [birthdayRoses, sympathyLilies], NOW).state).toBe('DoesNotMatchCart');
    expect(evaluatePromoCode(code, [birthdayRoses, custom], NOW).state).toBe('DoesNotMatchCart');
  });
});

describe('promo code limit per customer', () => {
  const once: PromoCodeDefinition = { ...tenPercent, maxApplicationsPerCustomer: 1 };
  it('is used up for a customer who used it as often as allowed, not for others', () => {
    expect(evaluatePromoCode({ ...once, customerApplications: 0 }, [roses], NOW).state).toBe('MatchesCart');
    expect(evaluatePromoCode({ ...once, customerApplications: 1 }, [roses], NOW).state).toBe('MaxApplicationReached');
  });
  it('is not checked when the customer is not known yet', () => {
    expect(evaluatePromoCode(once, [roses], NOW).state).toBe('MatchesCart');
  });
});
