import { asc, eq } from 'drizzle-orm';
import type { CatalogueAddonsOffered, CataloguePatch } from '../../lib/api/contracts/catalogue';
import type { Db } from '../db/client';
import { addons } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx } from './change';
import type { FormPart, ProductRecord } from './form-part';

/** The add-ons a product can offer (the active ones, in the picker's order). */
export async function addonChoices(db: Db | CatalogueTx): Promise<{ key: string; name: string }[]> {
  return db.select({ key: addons.key, name: addons.name }).from(addons).where(eq(addons.active, true)).orderBy(asc(addons.position));
}

/** The stored choice (null: every add-on) as the form shows it. */
export const addonsOfferedView = (stored: readonly string[] | null): CatalogueAddonsOffered =>
  stored === null ? { offer: 'all', keys: [] } : stored.length ? { offer: 'chosen', keys: [...stored] } : { offer: 'none', keys: [] };

const words = (stored: readonly string[] | null, names: ReadonlyMap<string, string>) =>
  stored === null ? 'All add-ons' : stored.length ? stored.map((key) => names.get(key) ?? key).join(', ') : 'None';

/**
 * A patch's add-ons: every add-on, the chosen ones (at least one, each an
 * add-on there is: 422 `addons.keys`), or none. Shoppers see only these in
 * the product's add-on picker, and a cart refuses any other.
 */
export async function addonsChange(tx: CatalogueTx, product: ProductRecord, patch: CataloguePatch): Promise<FormPart> {
  if (!patch.addons) return { fields: [] };
  const { offer, keys } = patch.addons;
  const choices = await addonChoices(tx);
  const names = new Map(choices.map((choice) => [choice.key, choice.name]));
  if (offer === 'chosen') {
    if (!keys.length) throw fieldProblem('addons.keys', 'Choose at least one add-on, or offer none.');
    const unknown = keys.find((key) => !names.has(key));
    if (unknown !== undefined) throw fieldProblem('addons.keys', `There is no add-on ${unknown.slice(0, 100)}.`);
  }
  const stored = offer === 'all' ? null : offer === 'none' ? [] : choices.map((choice) => choice.key).filter((key) => keys.includes(key));
  if (JSON.stringify(stored) === JSON.stringify(product.addonsOffered ?? null)) return { fields: [] };
  return {
    fields: [{ field: 'addons', label: 'Add-ons offered', before: words(product.addonsOffered ?? null, names), after: words(stored, names) }],
    set: { addonsOffered: stored },
  };
}
