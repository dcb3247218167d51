import { z } from 'zod';
import { requiredMessage } from './validation';

/** The most a custom product, custom item or adjustment may cost: $9,999.99. */
export const CUSTOM_PRICE_MAX_CENTS = 999_999;

/**
 * A price typed by Flowerline or a florist (spec 001 sections 5.2 and 5.3):
 * a number of dollars or its text, at least 0, with at most two decimals
 * (step 0.01); a leading zero is allowed ("05.50"). Parsed to whole cents.
 */
export function priceCents(field = 'Price', maxCents = CUSTOM_PRICE_MAX_CENTS) {
  const max = maxCents / 100;
  return z.unknown().transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return fail(requiredMessage(field));
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text.startsWith('-')) return fail(`${field} must be positive`);
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return fail(/^\d*\.\d{3,}$/.test(text) ? `${field} can have at most 2 decimal places` : `${field} must be a number`);
    const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (cents > maxCents) return fail(`${field} must be less than or equal to ${max}`);
    return cents;
  });
}
