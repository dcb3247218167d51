/**
 * How shoppers read a peak day (docs/adr/0774): "+$10 peak day" in the date
 * picker, "Mother's Day surcharge" in the product's fees and the cart's
 * summary. Kept apart from the rule book so islands take only the words.
 */

/** "$10" or "$7.50": whole dollars without cents. */
const dollars = (cents: number) => `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;

/** "+$10 peak day" for the date picker. */
export const peakDayLabel = (day: { cents: number }) => `+${dollars(day.cents)} peak day`;

/** "Mother's Day surcharge": the line of a peak day's surcharge. */
export const peakSurchargeTitle = (name: string) => `${name.trim()} surcharge`;
