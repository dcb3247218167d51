import type { ProductListing, ProductPage } from '../../lib/api/contracts/products';
import { price } from '../../lib/domain/money';
import { FACETS, facetDefinition, productUrl, type FacetName } from '../../lib/domain/products';
import { database, type Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { listProducts, type FacetFilters } from './catalog';
import { catalogSnapshot, type CatalogProduct } from './catalog-snapshot';
import { findCountry } from './delivery';

/**
 * What the static build needs, called in-process (nothing listens on a
 * port at build time): every product page, one product page, and the first
 * page of a listing. The database is migrated and seeded first if needed.
 */
let ready: Promise<Db> | undefined;
async function catalogDb(): Promise<Db> {
  ready ??= database().then(async ({ db }) => {
    await seedDatabase(db);
    return db;
  });
  return ready;
}

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
  };
}

/** Every active product's page data (for getStaticPaths of /{productPrefix}/{slug}). */
export async function listProductPages(): Promise<ProductPage[]> {
  const snapshot = await catalogSnapshot(await catalogDb());
  return snapshot.products.map(productPage);
}

export async function getProductPage(productPrefix: string, slug: string): Promise<ProductPage | null> {
  const product = (await catalogSnapshot(await catalogDb())).byPath.get(`${productPrefix}/${slug}`);
  return product?.active ? productPage(product) : null;
}

const singular = (key: string) => key.replace(/ies$/, 'y').replace(/s$/, '');

/** Facet filters a listing slug stands for: 'birthday-flowers', 'red-roses', 'sympathy', 'plants', 'flowers-50-100'. */
export function listingFiltersForSlug(slug: string): FacetFilters {
  let rest = `-${slug.toLowerCase()}-`;
  const filters: FacetFilters = {};
  const candidates = FACETS.flatMap((facet) => facet.values.flatMap((value) => [value.key, singular(value.key)].map((form) => ({ facet: facet.name, key: value.key, form }))));
  candidates.sort((a, b) => b.form.length - a.form.length);
  for (const { facet, key, form } of candidates) {
    if (facet === 'flower' && key === 'mixed') continue;
    if (!rest.includes(`-${form}-`)) continue;
    if (!facetDefinition(facet as FacetName).multiSelect && filters[facet]?.length) continue;
    rest = rest.replace(`-${form}-`, '-');
    const list = (filters[facet] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return filters;
}

/** The first page (12 products, featured order) of the listing at `slug`, with its facets; overseas-{code} lists that country's products. */
export async function getListingFirstPage(slug: string): Promise<ProductListing> {
  const db = await catalogDb();
  const last = slug.split(/[-/]/).at(-1) ?? '';
  const country = slug.startsWith('overseas') && /^[a-z]{2}$/i.test(last) ? await findCountry(db, last) : null;
  const filters = listingFiltersForSlug(slug);
  return listProducts(
    db,
    {
      limit: 12,
      offset: 0,
      sort: 'featured',
      sortDir: 'asc',
      countryCode: country?.isoCode,
      occasion: filters.occasion ?? [],
      productType: filters.productType ?? [],
      flower: filters.flower ?? [],
      colour: filters.colour ?? [],
      price: filters.price ?? [],
    },
    { now: new Date(), role: 'guest' },
  );
}
