import { describe, expect, it } from 'vitest';
import { addonQuantityCap, lineHoldsWine, WINE_MAX_PER_ORDER, wineBottles, wineLimitExceeded, wineLimitMessage } from '../../src/lib/domain/cart-limits';

const shiraz = { lineItemId: 'line-1', addonId: 'shiraz', addonType: 'wine', quantity: 2 };
const sparkling = { lineItemId: 'line-2', addonId: 'sparkling', addonType: 'wine', quantity: 0 };
const chocolates = { lineItemId: 'line-1', addonId: 'rocky-road', addonType: 'chocolates', quantity: 40 };

describe('the wine limit of an order', () => {
  it('counts every wine on every line together', () => {
    expect(WINE_MAX_PER_ORDER).toBe(2);
    expect(wineBottles([shiraz, { ...sparkling, quantity: 1 }, chocolates])).toBe(3);
    expect(wineLimitExceeded([shiraz], { ...sparkling, quantity: 2 })).toBe(true);
    expect(wineLimitExceeded([shiraz], { ...sparkling, lineItemId: 'line-1', quantity: 1 })).toBe(true);
    expect(wineLimitExceeded([{ ...shiraz, quantity: 1 }], { ...sparkling, quantity: 1 })).toBe(false);
    expect(wineLimitExceeded([shiraz], { ...shiraz, quantity: 3 })).toBe(true);
  });

  it('always lets a quantity go down, and leaves other add-ons alone', () => {
    const over = [shiraz, { ...sparkling, quantity: 2 }];
    expect(wineLimitExceeded(over, { ...sparkling, quantity: 1 })).toBe(false);
    expect(wineLimitExceeded(over, { ...sparkling, quantity: 2 })).toBe(false);
    expect(wineLimitExceeded([shiraz], { ...chocolates, quantity: 9999 })).toBe(false);
  });

  it('caps an add-on at what the other wines leave', () => {
    expect(addonQuantityCap([shiraz], { ...sparkling, maxQuantity: 2 })).toBe(0);
    expect(addonQuantityCap([{ ...shiraz, quantity: 1 }], { ...sparkling, maxQuantity: 2 })).toBe(1);
    expect(addonQuantityCap([shiraz], { ...shiraz, maxQuantity: 2 })).toBe(2);
    expect(addonQuantityCap([shiraz], { ...chocolates, maxQuantity: 9999 })).toBe(9999);
    expect(lineHoldsWine([shiraz, chocolates], 'line-1')).toBe(true);
    expect(lineHoldsWine([shiraz, sparkling], 'line-2')).toBe(false);
    expect(wineLimitMessage()).toBe('Wine: at most 2 bottles per order, all wines together.');
  });
});
