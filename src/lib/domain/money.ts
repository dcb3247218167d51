export type CurrencyCode = 'AUD' | 'USD' | 'NZD' | 'EUR' | 'INR' | 'ZAR';
export const DEFAULT_CURRENCY: CurrencyCode = 'AUD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer cents as a price: "$85" for whole dollars, "$85.50"
 * otherwise (AUD by default; shown with $).
 */
export function formatPrice(cents: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  // A cart or a listing shows the same few amounts over and over: their text is kept (a bounded number of them;
  // -0, which a Map does not tell from 0, is formatted each time).
  if (Object.is(cents, -0)) return formatNew(cents, currency);
  const known = formatted.get(currency)?.get(cents);
  if (known !== undefined) return known;
  const text = formatNew(cents, currency);
  let texts = formatted.get(currency);
  if (!texts) formatted.set(currency, (texts = new Map()));
  if (texts.size >= FORMATTED_MAX) texts.clear();
  texts.set(cents, text);
  return text;
}

const FORMATTED_MAX = 2000;
const formatted = new Map<string, Map<number, string>>();

function formatNew(cents: number, currency: CurrencyCode): string {
  const whole = cents % 100 === 0;
  const key = `${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** A price as the API sends it: amount in dollars and its display text. */
export function price(cents: number, currency: CurrencyCode = DEFAULT_CURRENCY) {
  return { amount: cents / 100, centAmount: cents, currencyCode: currency, formattedPrice: formatPrice(cents, currency) };
}

/**
 * The GST included in a GST-inclusive Australian price: a tenth of the price
 * before tax, which is 1/11 of the price, rounded to the nearest cent. A
 * whole number of cents divided by 11 is never exactly half a cent away from
 * two neighbours, so no tie-breaking rule is needed; the integer form below
 * is round-half-up, and never touches floating point.
 */
export function includedGst(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`includedGst takes whole non-negative cents, not ${cents}`);
  return Math.floor((cents * 2 + 11) / 22);
}
