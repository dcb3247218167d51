import type { ProductListingQuery } from '../../lib/api/contracts/catalog-queries';
import type { ProductListing, ProductPage } from '../../lib/api/contracts/products';
import { countryChoice } from '../../lib/domain/delivery-choice';
import { price } from '../../lib/domain/money';
import { FACETS, productUrl } from '../../lib/domain/products';
import { guestContext, type DbContext } from '../http/context';
import { listingFiltersForSlug } from './listing-slug';
import { listingSelectionsOf } from './listing-selection';
import { listProducts, type FacetFilters } from './service';
import { catalogSnapshot, type CatalogProduct } from './snapshot';
import { findCountry } from '../delivery/service';

/**
 * What the static build needs (through GET /api/catalog/..., called
 * in-process at build time): every product page, one product page, and the
 * first page of a listing. Reads only: the database is migrated and seeded
 * by `npm run seed` / `npm start`, never here.
 */

function productPage(product: CatalogProduct): ProductPage {
  const facets: ProductPage['facets'] = {};
  for (const [name, keys] of Object.entries(product.facets)) {
    const definition = FACETS.find((f) => f.name === name);
    if (definition) facets[name] = keys.map((key) => ({ key, label: definition.values.find((v) => v.key === key)?.label ?? key }));
  }
  return {
    productKey: product.key,
    id: product.id,
    sku: product.sku,
    name: product.name,
    subtitle: product.subtitle,
    description: product.description,
    additionalInformation: product.additionalInformation,
    images: product.images,
    hoverImage: product.hoverImage,
    reviews: { rating: product.rating, number: product.reviewCount },
    thirdPartySourceSystem: product.thirdPartySource,
    isHamper: product.isHamper,
    productType: product.productType,
    productPrefix: product.productPrefix,
    slug: product.slug,
    url: productUrl(product.productPrefix, product.slug),
    tag: product.tag,
    price: price(product.minPriceCents),
    variants: product.variants.map((v) => ({ label: v.label, variantKey: v.key, price: price(v.priceCents), image: v.images[0] ?? product.images[0]! })),
    workroomGuides: product.variants.filter((v) => v.workroomGuide).map((v) => ({ variant: v.label, html: v.workroomGuide! })),
    facets,
    updatedAt: product.updatedAt.toISOString(),
    state: product.state === 'draft' ? 'offSale' : product.state,
    delivery: product.delivery,
  };
}

/** Whether a product has a public page: every state but draft (off sale says it is not available; archived answers 410). */
const hasPage = (product: CatalogProduct | undefined): product is CatalogProduct => !!product && product.state !== 'draft';

/** Every product's page data but drafts' (the build renders them: on sale and off sale as pages, archived as 410 Gone). */
export async function listProductPages({ db }: DbContext): Promise<ProductPage[]> {
  const snapshot = await catalogSnapshot(db);
  return [...snapshot.byId.values()].filter(hasPage).map(productPage);
}

export async function getProductPage({ db }: DbContext, { productPrefix, slug }: { productPrefix: string; slug: string }): Promise<ProductPage | null> {
  const product = (await catalogSnapshot(db)).byPath.get(`${productPrefix}/${slug}`);
  return hasPage(product) ? productPage(product) : null;
}

/** The facet filters a listing's products are narrowed by: none when it has a stored choice (docs/adr/0760), else its address words'. */
export async function listingFilters(db: DbContext['db'], slug: string): Promise<FacetFilters> {
  return (await listingSelectionsOf(db)).bySlug.has(slug) ? {} : listingFiltersForSlug(slug);
}

/** The query of a listing page's grid (featured order, no shopper's filters); overseas-{code} lists that country's products. */
export async function listingQuery({ db }: DbContext, { slug, limit, offset = 0 }: { slug: string; limit: number; offset?: number }): Promise<ProductListingQuery> {
  const last = slug.split(/[-/]/).at(-1) ?? '';
  const country = slug.startsWith('overseas') && /^[a-z]{2}$/i.test(last) ? await findCountry(db, last) : null;
  const filters = await listingFilters(db, slug);
  return {
    listing: slug,
    limit,
    offset,
    sort: 'featured',
    sortDir: 'asc',
    destination: countryChoice(country?.isoCode),
    occasion: filters.occasion ?? [],
    productType: filters.productType ?? [],
    flower: filters.flower ?? [],
    colour: filters.colour ?? [],
    price: filters.price ?? [],
  };
}

/** The first page (12 products, featured order) of the listing at `slug`, with its facets. */
export async function getListingFirstPage(ctx: DbContext, { slug }: { slug: string }): Promise<ProductListing> {
  return listProducts(guestContext(ctx.db), await listingQuery(ctx, { slug, limit: 12 }));
}
