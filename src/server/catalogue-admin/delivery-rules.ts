import { asc, eq } from 'drizzle-orm';
import type { CataloguePatch } from '../../lib/api/contracts/catalogue';
import type { CatalogueDeliveryView } from '../../lib/api/contracts/catalogue-delivery';
import { isOverseasPartner } from '../../lib/domain/availability';
import { AUSTRALIAN_STATES } from '../../lib/domain/constants';
import { EVERYWHERE_ANY_DAY, limitsDelivery, windowInWords, type ProductDeliveryRule } from '../../lib/domain/product-delivery';
import type { Db } from '../db/client';
import { countries } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx, FieldChange } from './change';
import type { FormPart, ProductRecord } from './form-part';

/** The countries an overseas partner's products can go to (its countries in the shop's list), by name. */
async function partnerCountries(db: Db | CatalogueTx, partner: string | null): Promise<{ isoCode: string; name: string }[]> {
  if (!isOverseasPartner(partner)) return [];
  return db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries).where(eq(countries.partner, partner!)).orderBy(asc(countries.name));
}

/** GET's `delivery` (docs/adr/0762): the product's rule (nothing limited when it has none) and, for an overseas product, its partner's countries. */
export async function deliveryViewOf(db: Db | CatalogueTx, product: ProductRecord): Promise<CatalogueDeliveryView> {
  const rule = product.delivery ?? EVERYWHERE_ANY_DAY;
  return {
    rule: { ...rule, windows: rule.windows.map((window) => ({ ...window })) },
    overseas: isOverseasPartner(product.thirdPartySource),
    countryChoices: await partnerCountries(db, product.thirdPartySource),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The rule's parts in the history's words. */
function ruleWords(rule: ProductDeliveryRule, names: ReadonlyMap<string, string>) {
  return {
    states: rule.states ? (rule.states.length === AUSTRALIAN_STATES.length ? 'Every state' : rule.states.join(', ')) : 'Every state',
    countries: rule.countries ? rule.countries.map((code) => names.get(code) ?? code).join(', ') : "Every country of the partner's",
    windows: rule.windows.length ? rule.windows.map(windowInWords).join('; ') : 'Any day',
    leadDays: rule.leadDays ? plural(rule.leadDays, 'day') : 'None (same-day rules)',
  };
}

const FIELD_LABELS = { states: 'Delivered to states', countries: 'Delivered to countries', windows: 'Delivery dates', leadDays: 'Days of notice' } as const;

/**
 * A patch's `delivery`, the whole rule: states (at least one; all of them is
 * stored as none), countries only for an overseas partner's product and
 * only its partner's (422 `delivery.countries.N`), windows (first on or
 * before last, checked by the contract) kept in date order, and days of
 * notice. A rule that limits nothing is stored as none, so the product is
 * delivered as every product is.
 */
export async function deliveryChange(tx: CatalogueTx, product: ProductRecord, patch: CataloguePatch): Promise<FormPart> {
  const given = patch.delivery;
  if (!given) return { fields: [] };
  const overseas = isOverseasPartner(product.thirdPartySource);
  const choices = await partnerCountries(tx, product.thirdPartySource);
  const names = new Map(choices.map((choice) => [choice.isoCode, choice.name]));
  if (given.countries && !overseas) throw fieldProblem('delivery.countries', 'Only an overseas partner’s product goes to other countries.');
  for (const [index, code] of (given.countries ?? []).entries()) {
    if (!names.has(code)) throw fieldProblem(`delivery.countries.${index}`, `${product.name}’s partner does not deliver to ${code}.`);
  }
  if (given.states && overseas) throw fieldProblem('delivery.states', 'An overseas product goes to countries, not states.');
  const states = given.states && given.states.length < AUSTRALIAN_STATES.length ? AUSTRALIAN_STATES.filter((state) => given.states!.includes(state)) : null;
  const countryCodes = given.countries && given.countries.length < choices.length ? choices.map((choice) => choice.isoCode).filter((code) => given.countries!.includes(code)) : null;
  const windows = [...given.windows].sort((a, b) => a.first.localeCompare(b.first) || a.last.localeCompare(b.last));
  const rule: ProductDeliveryRule = { states, countries: countryCodes, windows, leadDays: given.leadDays };
  const stored = limitsDelivery(rule) ? rule : null;
  const before = ruleWords(product.delivery ?? EVERYWHERE_ANY_DAY, names);
  const after = ruleWords(stored ?? EVERYWHERE_ANY_DAY, names);
  const fields: FieldChange[] = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((part) => before[part] !== after[part])
    .map((part) => ({ field: `delivery.${part}`, label: FIELD_LABELS[part], before: before[part], after: after[part] }));
  if (!fields.length) return { fields: [] };
  return { fields, set: { delivery: stored } };
}
