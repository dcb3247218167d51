import { CATALOGUE_PRICE_MAX_CENTS } from '../../lib/api/contracts/catalogue';
import type { PriceRounding, PriceRule, PriceSelection } from '../../lib/api/contracts/catalogue-prices';
import { formatPrice } from '../../lib/domain/money';

/** No price goes below $1. */
export const PRICE_FLOOR_CENTS = 100;

/** The shop's rounding: to the nearest whole dollar, or to the nearest price ending in .95. */
export function roundPrice(cents: number, rounding: PriceRounding): number {
  const rounded = rounding === 'dollar' ? Math.round(cents / 100) * 100 : Math.round((cents + 5) / 100) * 100 - 5;
  return Math.min(Math.max(rounded, PRICE_FLOOR_CENTS), CATALOGUE_PRICE_MAX_CENTS);
}

/** A size's new price under the rule, rounded; never below $1 nor above the back office's most. */
export function newPrice(cents: number, rule: PriceRule, rounding: PriceRounding): number {
  const sign = rule.direction === 'up' ? 1 : -1;
  const moved = rule.kind === 'percent' ? Math.round((cents * (10_000 + sign * rule.value)) / 10_000) : cents + sign * rule.value;
  return roundPrice(moved, rounding);
}

const percentText = (points: number) => `${(points / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** The rule in words: "up 10%", "down $5". */
export function ruleText(rule: PriceRule): string {
  return `${rule.direction} ${rule.kind === 'percent' ? percentText(rule.value) : formatPrice(rule.value)}`;
}

const ROUNDING_WORDS: Record<PriceRounding, string> = { dollar: 'rounded to whole dollars', ninetyFive: 'rounded to .95' };

/** The whole change in words: "Birthday flowers: up 10%, rounded to .95 (Standard only)". */
export function changeSummary(selection: PriceSelection, selectionTitle: string, rule: PriceRule, rounding: PriceRounding): string {
  const sizes = selection.sizes?.length ? ` (${selection.sizes.join(', ')} only)` : '';
  return `${selectionTitle}: ${ruleText(rule)}, ${ROUNDING_WORDS[rounding]}${sizes}`;
}
