import type { CatalogueListing, CatalogueListingRow, CatalogueListingPreview, CatalogueListingTaken, ListingSelection, ListingSelectionView } from '../../lib/api/contracts/catalogue-listings';
import { LISTING_SLUG_PATTERN } from '../../lib/api/contracts/catalogue-listings';
import { pagePath } from '../../lib/cms/page-path';
import { PRODUCT_PREFIXES } from '../../lib/domain/products';
import { listingSelectionsOf, selectedProducts, type StoredSelection } from '../catalog/listing-selection';
import { getListingFirstPage } from '../catalog/pages';
import { listProducts } from '../catalog/service';
import { listingFiltersForSlug } from '../catalog/listing-slug';
import { catalogSnapshot } from '../catalog/snapshot';
import { contentSnapshot } from '../content/repository';
import type { ContentDoc, ContentStore } from '../content/store';
import type { Db } from '../db/client';
import { guestContext } from '../http/context';
import { notFound } from '../http/problem';
import { changeSiteStatus } from './site-status';

/** The template of a listing page. */
export const LISTING_TEMPLATE = 'ProductListingTemplate';

/** Addresses the site answers itself (and under which it does), which a page may not take. */
const RESERVED = new Set([
  'api',
  'myaccount',
  'checkout',
  'cart',
  'search',
  'studio',
  'login',
  'register',
  'confirm-email',
  'payments',
  'preview',
  'blog',
  'overseas',
  'images',
  'assets',
  'home',
  'invite',
]);
/** A product's address is its prefix and slug: a page may be 'flowers' but not under it. */
const UNDER_PRODUCTS = new Set<string>(Object.values(PRODUCT_PREFIXES));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export const isListing = (doc: ContentDoc) => objectOf(doc.template).__typename === LISTING_TEMPLATE;

/** The listing pages as editors last saved them (drafts), by address. */
export function listingDocs(store: ContentStore): ContentDoc[] {
  return store
    .list('Page', 'DRAFT')
    .filter(isListing)
    .sort((a, b) => textOf(a.title).localeCompare(textOf(b.title), 'en-AU'));
}

/** The page at an address, any template (addresses are unique across pages). */
export const pageAt = (store: ContentStore, slug: string) => store.list('Page', 'DRAFT').find((doc) => doc.slug === slug);

/** Whether an address can't be a new listing's: another page has it, or the site answers it itself. */
export function slugTakenIn(store: ContentStore, slug: string, except?: string): boolean {
  if (except && slug === except) return false;
  const [first, ...rest] = slug.split('/');
  if (RESERVED.has(first!) || (rest.length && UNDER_PRODUCTS.has(first!))) return true;
  const page = pageAt(store, slug);
  return !!page && page.slug !== except;
}

/** GET /api/catalogue/listings/taken: what the form says as an address is typed. */
export async function listingSlugTaken(query: { slug: string; except: string }): Promise<CatalogueListingTaken> {
  const valid = LISTING_SLUG_PATTERN.test(query.slug);
  return { slug: query.slug, valid, taken: valid && slugTakenIn(await contentSnapshot(), query.slug, query.except || undefined) };
}

async function row(db: Db, doc: ContentDoc): Promise<CatalogueListingRow> {
  const slug = textOf(doc.slug);
  const [first, site] = await Promise.all([getListingFirstPage({ db }, { slug }), changeSiteStatus(db, 'Page', doc.id)]);
  return { slug, title: textOf(doc.title), url: pagePath(slug), productCount: first.total, updatedAt: textOf(doc.updatedAt), site };
}

/** GET /api/catalogue/listings: every listing page, with how many products it shows now and whether its last save is live. */
export async function listListings(db: Db): Promise<{ results: CatalogueListingRow[] }> {
  const docs = listingDocs(await contentSnapshot());
  return { results: await Promise.all(docs.map((doc) => row(db, doc))) };
}

async function selectionView(db: Db, selection: StoredSelection | undefined): Promise<ListingSelectionView> {
  if (!selection) return { mode: 'address' };
  if (selection.mode === 'rules') return selection;
  const snapshot = await catalogSnapshot(db);
  return {
    mode: 'manual',
    products: selection.productKeys.map((key) => {
      const product = snapshot.byKey.get(key);
      return { key, name: product?.name ?? key, onSale: !!product?.active };
    }),
  };
}

/** GET /api/catalogue/listings/{slug}: the fields the form edits, and its status. */
export async function getListing(db: Db, slug: string): Promise<CatalogueListing> {
  const doc = pageAt(await contentSnapshot(), slug);
  if (!doc || !isListing(doc)) throw notFound('There is no listing page at that address.');
  const seo = objectOf(doc.seo);
  const intro = objectOf(objectOf(doc.template).introPanel);
  const selections = await listingSelectionsOf(db);
  return {
    ...(await row(db, doc)),
    intro: textOf(intro.text),
    seoTitle: textOf(seo.title),
    seoDescription: textOf(seo.description),
    products: await selectionView(db, selections.bySlug.get(slug)),
  };
}

const PREVIEW_NAMES = 6;

/** POST /api/catalogue/listings/preview: how many products on sale a choice shows now (before any delivery choice), and the first few names. */
export async function previewSelection(db: Db, { slug, products }: { slug: string; products: ListingSelection }): Promise<CatalogueListingPreview> {
  if (products.mode === 'address') {
    const filters = listingFiltersForSlug(slug);
    const listing = await listProducts(guestContext(db), {
      limit: PREVIEW_NAMES,
      offset: 0,
      sort: 'featured',
      sortDir: 'asc',
      destination: null,
      occasion: filters.occasion ?? [],
      productType: filters.productType ?? [],
      flower: filters.flower ?? [],
      colour: filters.colour ?? [],
      price: filters.price ?? [],
    });
    return { count: listing.total, names: listing.results.map((card) => card.name) };
  }
  const chosen = selectedProducts(products, (await catalogSnapshot(db)).products);
  return { count: chosen.length, names: chosen.slice(0, PREVIEW_NAMES).map((product) => product.name) };
}
