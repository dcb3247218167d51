import { and, asc, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PriceChoices, PriceSelection } from '../../lib/api/contracts/catalogue-prices';
import { likeText } from '../accounts/stores';
import { listingSelectionsOf, selectedProducts as selectedFromStore } from '../catalog/listing-selection';
import { listingFiltersForSlug } from '../catalog/listing-slug';
import { catalogSnapshot } from '../catalog/snapshot';
import { contentSnapshot } from '../content/repository';
import type { Db } from '../db/client';
import { productFacets, products, productVariants } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx } from './change';

/** The published product listing pages (not the overseas countries'), by title. */
export async function listingPages(): Promise<{ slug: string; title: string }[]> {
  const store = await contentSnapshot();
  return store
    .list('Page', 'PUBLISHED')
    .filter((page) => (page.template as { __typename?: string } | undefined)?.__typename === 'ProductListingTemplate')
    .map((page) => ({ slug: String(page.slug ?? ''), title: String(page.title ?? page.slug ?? '') }))
    .filter((page) => page.slug && !page.slug.startsWith('overseas'))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'));
}

/** GET /api/catalogue/price-changes/choices: what the form's selects offer. */
export async function priceChoices(db: Db): Promise<PriceChoices> {
  const [listings, tags, sizes] = await Promise.all([
    listingPages(),
    db.selectDistinct({ tag: products.tag }).from(products).where(isNotNull(products.tag)).orderBy(asc(products.tag)),
    db
      .select({ label: productVariants.label })
      .from(productVariants)
      .groupBy(productVariants.label)
      .orderBy(sql`min(${productVariants.position})`, asc(productVariants.label)),
  ]);
  return { listings, tags: tags.map((row) => row.tag!).filter(Boolean), sizes: sizes.map((row) => row.label) };
}

export interface SelectedProducts {
  /** Product ids, in id order (the order their rows are locked in). */
  ids: string[];
  /** The selection in words, for the change's summary. */
  title: string;
}

/**
 * The products a selection stands for (archived ones never). `strict`: a
 * listing that is not there or a key that is not a product is a 422 naming
 * it (a scheduled change running later takes what is there then).
 */
export async function selectedProducts(db: Db | CatalogueTx, selection: PriceSelection, strict: boolean): Promise<SelectedProducts> {
  const conditions: SQL[] = [ne(products.state, 'archived')];
  let title: string;
  switch (selection.kind) {
    case 'listing': {
      const listing = (await listingPages()).find((page) => page.slug === selection.listing);
      if (!listing) {
        if (strict) throw fieldProblem('selection.listing', 'There is no listing with this address.');
        return { ids: [], title: selection.listing };
      }
      title = listing.title;
      const stored = (await listingSelectionsOf(db as Db)).bySlug.get(listing.slug);
      if (stored) {
        // A stored choice (rules or by hand) names the products on sale it shows now.
        const keys = selectedFromStore(stored, (await catalogSnapshot(db as Db)).products).map((product) => product.key);
        conditions.push(keys.length ? inArray(products.key, keys) : sql`false`);
        break;
      }
      for (const [facet, values] of Object.entries(listingFiltersForSlug(listing.slug))) {
        if (!values?.length) continue;
        conditions.push(
          sql`exists (select 1 from ${productFacets} where ${productFacets.productId} = ${products.id} and ${productFacets.facet} = ${facet} and ${inArray(productFacets.value, values)})`,
        );
      }
      break;
    }
    case 'tag':
      title = `Tag “${selection.tag}”`;
      conditions.push(sql`lower(${products.tag}) = lower(${selection.tag})`);
      break;
    case 'text': {
      title = `Products matching “${selection.text}”`;
      const like = likeText(selection.text);
      conditions.push(or(ilike(products.name, like), ilike(products.key, like), ilike(products.sku, like))!);
      break;
    }
    case 'keys': {
      const keys = [...new Set(selection.keys)];
      title = keys.length === 1 ? `Product ${keys[0]}` : `${keys.length} chosen products`;
      conditions.push(inArray(products.key, keys));
      if (strict) {
        const found = new Set((await db.select({ key: products.key }).from(products).where(inArray(products.key, keys))).map((row) => row.key));
        const missing = keys.findIndex((key) => !found.has(key));
        if (missing >= 0) throw fieldProblem('selection.keys', `There is no product with key ${keys[missing]!.slice(0, 100)}.`);
      }
      break;
    }
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.id));
  return { ids: rows.map((row) => row.id), title };
}

/** The chosen size names, compared without case; none chosen: every size. */
export function sizeFilter(selection: PriceSelection): (label: string) => boolean {
  if (!selection.sizes?.length) return () => true;
  const names = new Set(selection.sizes.map((name) => name.toLowerCase()));
  return (label) => names.has(label.toLowerCase());
}
