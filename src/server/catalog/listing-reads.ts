import { createHash } from 'node:crypto';
import { FACETS } from '../../lib/domain/products';
import { guestContext, type DbContext } from '../http/context';
import { listingQuery } from './pages';
import { listProducts } from './service';
import { catalogSnapshot, type CatalogProduct } from './snapshot';

/** More than any listing holds: every product it matches, on one page. */
const ALL = Number.MAX_SAFE_INTEGER;

export interface ListingReads {
  /** The products the listing's grid lists, on any of its pages (its total counts them). */
  members: string[];
  /**
   * Every product its grid takes in, by key, with what it takes of it: a
   * member's place and facet values (it is counted in every facet), or, for
   * a product matching all the listing's filters but one, its values of
   * that facet (each facet is counted over the products matching the
   * others).
   */
  counted: Map<string, string>;
}

const hash = (parts: unknown) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
const facetValues = (product: CatalogProduct, names: readonly string[]) => names.map((name) => [...(product.facets[name] ?? [])].sort());
const ALL_FACETS = FACETS.map((facet) => facet.name);

/**
 * What a listing page's grid reads of the catalogue (docs/adr/0784): its
 * first page shows some of its members, its total counts all of them, and
 * its facet counts take in the products matching all its filters but one.
 * Publishing records it with the page, and works it out again when a
 * product changes: a product whose part in the grid is the same (a price
 * change of a product in another listing, or further on in this one within
 * its price band) does not render the page again.
 */
export async function listingReads(ctx: DbContext, slug: string): Promise<ListingReads> {
  const guest = guestContext(ctx.db);
  const snapshot = await catalogSnapshot(ctx.db);
  const query = await listingQuery(ctx, { slug, limit: ALL });
  const keysOf = async (q: typeof query) => (await listProducts(guest, q, snapshot)).results.map((card) => card.key);
  const members = await keysOf(query);
  const counted = new Map<string, string>();
  members.forEach((key, place) => {
    const product = snapshot.byKey.get(key);
    if (product) counted.set(key, hash(['member', place, facetValues(product, ALL_FACETS)]));
  });
  for (const name of ALL_FACETS) {
    if (!query[name].length) continue;
    for (const key of await keysOf({ ...query, [name]: [] })) {
      const product = snapshot.byKey.get(key);
      if (product && !counted.has(key)) counted.set(key, hash([name, facetValues(product, [name])]));
    }
  }
  return { members, counted };
}

/** How a page records a product its grid took in: `count:<key>:<what it took>`. */
export const countedRead = (key: string, taken: string): string => `count:${key}:${taken}`;

/** The products a page's reads record taking in, with what it took. */
export function countedOf(reads: readonly string[]): Map<string, string> {
  const counted = new Map<string, string>();
  for (const read of reads) {
    const match = /^count:([^:]+):(.+)$/.exec(read);
    if (match) counted.set(match[1]!, match[2]!);
  }
  return counted;
}
