import { inArray } from 'drizzle-orm';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';
import { products, type PromoCodeTarget } from '../db/schema/index';
import type { PromoFieldChange } from './history';

/**
 * What a promotion applies to in the words staff read: listing pages by
 * their titles and products by their names (with the key they type in the
 * form), never a listing's address words.
 */
export interface TargetNames {
  listings: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, string>;
}

/** A listing page as the content store has it (`listingPages()`, read before any transaction: on PGlite it reads through the database's one connection). */
export interface ListingPage {
  slug: string;
  title: string;
}

const LISTINGS = 'Listings: ';
const PRODUCTS = 'Products: ';

/** The names of the listings and products `targets` choose, and of those `texts` (recorded words) name. */
export async function targetNames(db: Db | Tx, pages: readonly ListingPage[], targets: readonly (PromoCodeTarget | null)[], texts: readonly string[] = []): Promise<TargetNames> {
  const keys = new Set(targets.flatMap((target) => (target && 'products' in target ? target.products : [])));
  for (const text of texts) if (text.startsWith(PRODUCTS)) for (const key of text.slice(PRODUCTS.length).split(', ')) keys.add(key);
  const named = keys.size
    ? await db
        .select({ key: products.key, name: products.name })
        .from(products)
        .where(inArray(products.key, [...keys]))
    : [];
  return { listings: new Map(pages.map((page) => [page.slug, page.title])), products: new Map(named.map((row) => [row.key, row.name])) };
}

/** A listing chosen by address words that has no page of its own ('red-roses'): its words as a phrase ('Red roses'). */
const slugWords = (slug: string) => {
  const text = slug.replace(/[-/]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const listingName = (names: TargetNames, slug: string) => names.listings.get(slug) ?? slugWords(slug);
const productName = (names: TargetNames, key: string) => {
  const name = names.products.get(key);
  return name ? `${name} (${key})` : key;
};

/** "Listings: Birthday Flowers, Red Roses", "Products: Classic Red Roses (WB1001)", or `everything` when it applies to the whole order. */
export function appliesToWords(target: PromoCodeTarget | null, names: TargetNames, everything: string): string {
  if (!target) return everything;
  if ('listings' in target) return `${LISTINGS}${target.listings.map((slug) => listingName(names, slug)).join(', ')}`;
  return `${PRODUCTS}${target.products.map((key) => productName(names, key)).join(', ')}`;
}

/** Words recorded before the history named listings by title ("Listings: birthday-flowers", "Products: WB1001"), read as they would be written now. */
function recordedWords(text: string, names: TargetNames): string {
  if (text.startsWith(LISTINGS)) {
    return `${LISTINGS}${text
      .slice(LISTINGS.length)
      .split(', ')
      .map((token) => names.listings.get(token) ?? token)
      .join(', ')}`;
  }
  if (text.startsWith(PRODUCTS)) {
    return `${PRODUCTS}${text
      .slice(PRODUCTS.length)
      .split(', ')
      .map((token) => (names.products.has(token) ? productName(names, token) : token))
      .join(', ')}`;
  }
  return text;
}

/** A recorded change's fields as staff read them: what it applied to, in titles and names. */
export function changeInShopWords(fields: readonly PromoFieldChange[], names: TargetNames): PromoFieldChange[] {
  return fields.map((field) => (field.field === 'appliesTo' ? { ...field, before: recordedWords(field.before, names), after: recordedWords(field.after, names) } : field));
}

/** The recorded texts of what changes applied to, for `targetNames` to name. */
export const appliesToTexts = (changes: readonly { fields: readonly PromoFieldChange[] }[]) =>
  changes.flatMap((change) => change.fields.filter((field) => field.field === 'appliesTo').flatMap((field) => [field.before, field.after]));
