import { and, asc, eq, exists, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueNewProduct, CatalogueProduct, CatalogueTaken } from '../../lib/api/contracts/catalogue';
import { LISTING_MANUAL_MAX } from '../../lib/api/contracts/catalogue-listings';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { formatPrice } from '../../lib/domain/money';
import { PRODUCT_KEY_PATTERN, PRODUCT_SLUG_PATTERN, slugFromName } from '../../lib/domain/product-naming';
import { PRICE_BANDS, PRODUCT_PREFIXES, PRODUCT_TYPES, priceBandOf, productUrl, type ProductType } from '../../lib/domain/products';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { listingSelectionsOf } from '../catalog/listing-selection';
import { listingFiltersForSlug } from '../catalog/listing-slug';
import type { Db } from '../db/client';
import { listingSelections, productFacets, productRedirects, products, productVariants, searchTerms, type StoredImage } from '../db/schema/index';
import { fieldProblem, Problem } from '../http/problem';
import { changeCatalogue, type CatalogueTx, type FieldChange } from './change';
import { getCatalogueProduct } from './edit';
import { listingPages } from './price-selection';

/** A key, address or size key another product already has: 409 naming the field. */
export const taken = (field: string, message: string) => new Problem(PROBLEM_TYPES.catalogueTaken, 409, 'Conflict', message, { [field]: message });
export const KEY_TAKEN = 'Another product already has this key.';
export const SLUG_TAKEN = 'Another product already has this address.';
const SIZE_KEY_TAKEN = 'Another size already has this key.';

/** Whether any product (but `except`, by id) has this key (or SKU), whatever its letter case. */
export async function keyTaken(db: Db | CatalogueTx, key: string, except?: string): Promise<boolean> {
  const lower = key.toLowerCase();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(or(sql`lower(${products.key}) = ${lower}`, sql`lower(${products.sku}) = ${lower}`), except ? ne(products.id, except) : undefined))
    .limit(1);
  return !!row;
}

/** Whether any product (but `except`, by id) has an address, now or before, ending in this slug (whatever its prefix: an address is not reused). */
export async function slugTaken(db: Db | CatalogueTx, slug: string, except?: string): Promise<boolean> {
  const others = (column: typeof products.id | typeof productRedirects.productId) => (except ? ne(column, except) : undefined);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), others(products.id)))
    .limit(1);
  const [old] = row
    ? []
    : await db
        .select({ id: productRedirects.productId })
        .from(productRedirects)
        .where(and(eq(productRedirects.slug, slug), others(productRedirects.productId)))
        .limit(1);
  return !!(row ?? old);
}

/** The given size keys that a size already has (as given), whatever their letter case. */
export async function takenSizeKeys(db: Db | CatalogueTx, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const lower = keys.map((key) => key.toLowerCase());
  const rows = await db
    .select({ key: sql<string>`lower(${productVariants.key})`, sku: sql<string>`lower(${productVariants.sku})` })
    .from(productVariants)
    .where(or(inArray(sql`lower(${productVariants.key})`, lower), inArray(sql`lower(${productVariants.sku})`, lower)));
  const found = new Set(rows.flatMap((row) => [row.key, row.sku]));
  return new Set(keys.filter((key) => found.has(key.toLowerCase())));
}

/** GET /api/catalogue/taken?key=&slug=: what the New product form says as it is typed. */
export async function checkTaken(db: Db, query: { key?: string; slug?: string; product?: string }): Promise<CatalogueTaken> {
  const answer: CatalogueTaken = {};
  // A product's own page asks about its own key and address: they are not another's.
  const [own] = query.product ? await db.select({ id: products.id }).from(products).where(eq(products.key, query.product)).limit(1) : [];
  if (query.key) answer.key = { value: query.key, taken: PRODUCT_KEY_PATTERN.test(query.key) && (await keyTaken(db, query.key, own?.id)) };
  if (query.slug) answer.slug = { value: query.slug, taken: PRODUCT_SLUG_PATTERN.test(query.slug) && (await slugTaken(db, query.slug, own?.id)) };
  return answer;
}

/** A unique-key error of the database (two products created at once), as the field it is about; otherwise the error itself. */
export function takenOnRace(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code !== '23505') continue;
    const name = String(constraint ?? constraint_name ?? '');
    if (name.includes('slug')) return taken('slug', SLUG_TAKEN);
    if (name.startsWith('product_variants')) return taken('variants', SIZE_KEY_TAKEN);
    return taken('key', KEY_TAKEN);
  }
  return error;
}

/** The picture a new product shows until it has its own: the first product's of its first listing (docs/adr/0756). */
export async function borrowedImage(tx: CatalogueTx, listingSlug: string, name: string): Promise<StoredImage[]> {
  const filters = Object.entries(listingFiltersForSlug(listingSlug)).filter(([, values]) => values?.length) as [string, string[]][];
  const conditions: SQL[] = filters.map(([facet, values]) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(productFacets)
        .where(and(eq(productFacets.productId, products.id), eq(productFacets.facet, facet), inArray(productFacets.value, values))),
    ),
  );
  const first = (where?: SQL) => tx.select({ images: products.images }).from(products).where(where).orderBy(asc(products.featuredRank), asc(products.key)).limit(1);
  const [row] = (await first(and(eq(products.state, 'onSale'), ...conditions))).concat(await first());
  const picture = row?.images[0];
  return picture ? [{ url: picture.url, altText: name }] : [];
}

export interface NewProductRow {
  key: string;
  slug: string;
  name: string;
  description: string;
  state: 'draft' | 'onSale';
  productType: ProductType;
  subtitle: string;
  images: StoredImage[];
  facets: { facet: string; value: string }[];
  variants: { key: string; label: string; priceCents: number; images: StoredImage[]; workroomGuide: string | null }[];
  more?: Partial<Pick<typeof products.$inferInsert, 'additionalInformation' | 'thirdPartySource' | 'hoverImage' | 'searchKeywords' | 'delivery' | 'tag'>>;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** Writes a new product, its sizes and facets, last in the featured order; answers its id and page address. */
export async function insertProduct(tx: CatalogueTx, row: NewProductRow, now: Date): Promise<{ id: string; url: string }> {
  const [{ rank } = { rank: 0 }] = await tx.select({ rank: max(products.featuredRank) }).from(products);
  const productPrefix = PRODUCT_PREFIXES[row.productType];
  const [inserted] = await tx
    .insert(products)
    .values({
      key: row.key,
      sku: row.key,
      slug: row.slug,
      productPrefix,
      name: row.name,
      subtitle: row.subtitle,
      description: row.description,
      additionalInformation: '',
      productType: row.productType,
      tag: null,
      rating: 0,
      reviewCount: 0,
      thirdPartySource: null,
      isHamper: row.productType === 'hampers',
      featuredRank: (rank ?? 0) + 1,
      minPriceCents: Math.min(...row.variants.map((variant) => variant.priceCents)),
      images: row.images,
      hoverImage: null,
      searchKeywords: '',
      ...row.more,
      state: row.state,
      updatedAt: now,
    })
    .returning({ id: products.id });
  const productId = inserted!.id;
  await tx.insert(productVariants).values(row.variants.map((variant, position) => ({ ...variant, productId, sku: variant.key, position })));
  const facets = new Map(row.facets.map((facet) => [`${facet.facet}|${facet.value}`, facet]));
  if (facets.size) await tx.insert(productFacets).values([...facets.values()].map((facet) => ({ productId, ...facet })));
  const terms = [...new Set(wordsOf(row.name))];
  if (terms.length)
    await tx
      .insert(searchTerms)
      .values(terms.map((term) => ({ term })))
      .onConflictDoNothing();
  return { id: productId, url: productUrl(productPrefix, row.slug) };
}

interface Listed {
  facets: { facet: string; value: string }[];
  productType: ProductType;
  titles: string[];
  /** The tag a listing's rules ask for, if one does. */
  tag: string | null;
  /** Listings whose products are chosen by hand: the new product is added at their end. */
  manual: string[];
}

/** The price band `listing` (its title, at `index`) asks for, checked against the product's lowest price. */
function checkPrice(index: number, title: string, allowed: (cents: number) => boolean, wanted: string, minPriceCents: number): void {
  if (!allowed(minPriceCents)) throw fieldProblem(`listings.${index}`, `${title} lists products priced ${wanted}; this product's lowest price is ${formatPrice(minPriceCents)}.`);
}

/**
 * What puts the product in each listing (422 `listings.N` for a slug that is
 * no listing, or a price the listing does not show): the facets its address
 * words or its rules ask for (the first chosen value of each), the tag its
 * rules ask for, or a place at the end of a listing chosen by hand.
 */
async function listingFacets(db: Db, slugs: readonly string[], minPriceCents: number): Promise<Listed> {
  const pages = new Map((await listingPages()).map((page) => [page.slug, page.title]));
  const selections = await listingSelectionsOf(db);
  const band = priceBandOf(minPriceCents);
  const facets: Listed['facets'] = [];
  const titles: string[] = [];
  const manual: string[] = [];
  let tag: string | null = null;
  for (const [index, slug] of slugs.entries()) {
    const title = pages.get(slug);
    if (!title) throw fieldProblem(`listings.${index}`, `There is no listing ${slug.slice(0, 100)}.`);
    titles.push(title);
    const stored = selections.bySlug.get(slug);
    if (stored?.mode === 'manual') {
      manual.push(slug);
      continue;
    }
    if (stored) {
      const { rules } = stored;
      for (const facet of ['occasion', 'productType', 'flower', 'colour'] as const) if (rules[facet][0]) facets.push({ facet, value: rules[facet][0] });
      if (rules.tag) tag = rules.tag;
      const low = rules.minPriceCents ?? 0;
      const high = rules.maxPriceCents ?? Number.MAX_SAFE_INTEGER;
      checkPrice(index, title, (cents) => cents >= low && cents <= high, `from ${formatPrice(low)}${rules.maxPriceCents === null ? '' : ` to ${formatPrice(high)}`}`, minPriceCents);
      continue;
    }
    for (const [facet, values] of Object.entries(listingFiltersForSlug(slug))) {
      if (facet === 'price') {
        if (values?.length) {
          const wanted = PRICE_BANDS.filter((b) => values.includes(b.key)).map((b) => b.label.toLowerCase());
          checkPrice(index, title, () => values.includes(band.key), wanted.join(' or '), minPriceCents);
        }
        continue;
      }
      for (const value of values ?? []) facets.push({ facet, value });
    }
  }
  const types = facets.filter((f) => f.facet === 'productType').map((f) => f.value as ProductType);
  const productType = types.find((type) => PRODUCT_TYPES.includes(type)) ?? 'flowers';
  if (!types.length) facets.push({ facet: 'productType', value: productType });
  facets.push({ facet: 'price', value: band.key });
  return { facets, productType, titles, tag, manual };
}

/** Adds a new product at the end of each listing chosen by hand (under the listing's row lock; one already full is a 422 naming it). */
async function addToChosenListings(tx: CatalogueTx, slugs: readonly string[], key: string, now: Date, by: string): Promise<void> {
  for (const slug of slugs) {
    const [row] = await tx.select().from(listingSelections).where(eq(listingSelections.slug, slug)).for('update');
    if (row?.selection.mode !== 'manual') continue;
    if (row.selection.productKeys.length >= LISTING_MANUAL_MAX) {
      throw fieldProblem(`listings.${slugs.indexOf(slug)}`, `This listing already shows ${LISTING_MANUAL_MAX} products chosen by hand: take one out of it first.`);
    }
    await tx
      .update(listingSelections)
      .set({ selection: { ...row.selection, productKeys: [...row.selection.productKeys, key] }, updatedAt: now, updatedBy: by })
      .where(eq(listingSelections.slug, slug));
  }
}

/**
 * POST /api/catalogue/products: a new product with its sizes, in the
 * listings asked for, as a draft or on sale at once (docs/adr/0756). Every
 * field is checked before anything is written; a key, address or size key
 * another product has is a 409 naming it.
 */
export async function createCatalogueProduct(db: Db, input: CatalogueNewProduct, user: AuthUser, now: Date): Promise<CatalogueProduct> {
  const slug = input.slug || slugFromName(input.name);
  if (!slug) throw fieldProblem('slug', 'Give an address: the name has no letters or digits to make one from.');
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const [index, variant] of input.variants.entries()) {
    if (variant.price <= 0) throw fieldProblem(`variants.${index}.price`, 'Price must be more than 0');
    if (names.has(variant.name.toLowerCase())) throw fieldProblem(`variants.${index}.name`, 'Each size needs its own name.');
    if (keys.has(variant.key.toLowerCase()) || variant.key.toLowerCase() === input.key.toLowerCase()) throw fieldProblem(`variants.${index}.key`, 'Each size needs its own key.');
    names.add(variant.name.toLowerCase());
    keys.add(variant.key.toLowerCase());
  }
  const minPriceCents = Math.min(...input.variants.map((variant) => variant.price));
  const listed = await listingFacets(db, [...new Set(input.listings)], minPriceCents);
  try {
    return await changeCatalogue(db, user, now, async (tx, log) => {
      if (await keyTaken(tx, input.key)) throw taken('key', KEY_TAKEN);
      if (await slugTaken(tx, slug)) throw taken('slug', SLUG_TAKEN);
      const clashing = await takenSizeKeys(
        tx,
        input.variants.map((variant) => variant.key),
      );
      const clash = input.variants.findIndex((variant) => clashing.has(variant.key));
      if (clash >= 0) throw taken(`variants.${clash}.key`, SIZE_KEY_TAKEN);
      const { id, url } = await insertProduct(
        tx,
        {
          key: input.key,
          slug,
          name: input.name,
          description: input.description,
          state: input.state,
          productType: listed.productType,
          subtitle: listed.titles[0]!,
          images: await borrowedImage(tx, input.listings[0]!, input.name),
          facets: listed.facets,
          variants: input.variants.map((variant) => ({ key: variant.key, label: variant.name, priceCents: variant.price, images: [], workroomGuide: null })),
          more: { searchKeywords: listed.titles.join(' '), tag: listed.tag },
        },
        now,
      );
      const fields: FieldChange[] = [
        { field: 'created', label: 'Created', before: '', after: input.state === 'onSale' ? 'On sale' : 'Draft' },
        { field: 'name', label: 'Name', before: '', after: input.name },
        { field: 'listings', label: 'Listings', before: '', after: listed.titles.join(', ') },
        ...input.variants.map((variant) => ({ field: `variants.${variant.key}.price`, label: `Price of ${variant.name}`, before: '', after: formatPrice(variant.price) })),
      ];
      if (listed.manual.length) await addToChosenListings(tx, listed.manual, input.key, now, (await personName(tx, user.userId)) ?? 'Flowerline');
      await log.record({ productId: id, fields, pages: [url] });
      return getCatalogueProduct(tx, input.key);
    });
  } catch (error) {
    throw takenOnRace(error);
  }
}
