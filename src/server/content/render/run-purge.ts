import { CATALOGUE_KEY, docKey, FOOTER_KEY, HEADER_KEY, keyValue, LISTING_PREFIX, listingKey, pageKeys, pathKey, PRODUCT_PREFIX, productKey } from '../../cache-purge/keys';
import { OVERSEAS_PRODUCTS_CHANGED, PRODUCT_CHANGE_MODEL, type PublishedChange } from '../../../lib/cms/content-paths';
import type { PageReads } from './page-reads';

/** The keys of what a run's changes changed: the documents, the header or footer, the products. */
export interface ChangedKeys {
  /** Every key that names a changed thing (docs, header, footer, products, and the whole-catalogue reads when a product changed). */
  keys: Set<string>;
  /** The changed products, by key. */
  products: Set<string>;
}

/**
 * What a run's changes name. A document is its own key (and the header and
 * footer theirs); a catalogue change names a product page's address, so its
 * product is the one at that address now (`productAt`) or the one the page
 * served there showed (a product that moved, or is gone).
 */
export function changedKeys(changes: readonly PublishedChange[], productAt: (path: string) => string | undefined, shownAt: (path: string) => readonly string[]): ChangedKeys {
  const keys = new Set<string>();
  const products = new Set<string>();
  for (const change of changes) {
    if (change.model !== PRODUCT_CHANGE_MODEL) {
      keys.add(docKey(change.id));
      if (change.model === 'SiteHeader') keys.add(HEADER_KEY);
      if (change.model === 'SiteFooter') keys.add(FOOTER_KEY);
      continue;
    }
    if (change.id === OVERSEAS_PRODUCTS_CHANGED) continue;
    const now = productAt(change.id);
    if (now) products.add(now);
    for (const key of shownAt(change.id)) {
      const product = keyValue(key, PRODUCT_PREFIX);
      if (product) products.add(product);
    }
  }
  for (const product of products) keys.add(productKey(product));
  if (products.size) keys.add(CATALOGUE_KEY);
  return { keys, products };
}

export interface StoredPage {
  path: string;
  /** What the copy served until now showed (undefined: no page was served at the address). */
  before?: PageReads;
  after: PageReads;
  /** Its copies in shared caches are not the page now. */
  copiesChanged: boolean;
}

export interface RunPurgeInput {
  changed: ChangedKeys;
  /** The pages the run stores. */
  stored: readonly StoredPage[];
  /** The listing pages served until now: their listing's slug and what they showed. */
  listingPages: readonly { slug: string; shows: readonly string[] }[];
  /** A listing's products now, by slug (worked out when a product changed). */
  membersNow: ReadonlyMap<string, readonly string[]>;
}

const listingsShown = (shows: readonly string[] = []) => shows.filter((key) => key.startsWith(LISTING_PREFIX));

/**
 * The keys a run purges (docs/adr/0784): the keys of what changed (every
 * copy showing a changed thing carries its key); the key of each listing
 * that holds a changed product now, whose page changed with a product, or
 * whose page's document changed (its API reads of any page, sort and
 * filter follow it; a header change leaves them);
 * and the address of each stored page whose copies carry none of those.
 */
export function runPurgeKeys({ changed, stored, listingPages, membersNow }: RunPurgeInput): string[] {
  const keys = new Set(changed.keys);
  for (const [slug, members] of membersNow) if (members.some((key) => changed.products.has(key))) keys.add(listingKey(slug));
  for (const page of listingPages) if (page.shows.some((key) => changed.keys.has(key) && key.startsWith('doc:'))) keys.add(listingKey(page.slug));
  // A listing page that changed with a product (its total, a facet count): its API reads count the same products.
  if (changed.products.size) for (const page of stored) if (page.copiesChanged) for (const key of [...listingsShown(page.before?.shows), ...listingsShown(page.after.shows)]) keys.add(key);
  for (const page of stored) {
    if (!page.copiesChanged) continue;
    const carried = page.before ? pageKeys(page.path, page.before.shows) : [pathKey(page.path)];
    if (!carried.some((key) => keys.has(key))) keys.add(pathKey(page.path));
  }
  return [...keys].sort();
}
