export type CurrencyCode = 'AUD' | 'USD' | 'NZD' | 'EUR' | 'INR' | 'ZAR';
export const DEFAULT_CURRENCY: CurrencyCode = 'AUD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer cents as a price: "$85" for whole dollars, "$85.50"
 * otherwise (AUD by default; shown with $).
 */
export function formatPrice(cents: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
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
