import { z } from 'zod';
import { FACETS, type FacetName } from '../domain/products';
import { ProductListingModel, ProductPageModel, type ProductListing, type ProductPage } from './contracts/products';
import { SearchResponseModel, type SearchFirstPage } from './contracts/search';

/**
 * The commerce API as the static build reads it: the Hono app's own
 * `fetch`, called in-process (nothing listens on a port while
 * pre-rendering), every answer parsed with the contract's zod models.
 * Only pages and build-time components import this module.
 */
const ORIGIN = 'http://build.internal';

const FacetFiltersModel = z.partialRecord(z.enum(FACETS.map((f) => f.name) as [FacetName, ...FacetName[]]), z.array(z.string()));
const ProductPagesModel = z.object({ results: z.array(ProductPageModel) });
const ListingModel = z.object({ slug: z.string(), filters: FacetFiltersModel, listing: z.string().nullable().default(null), firstPage: ProductListingModel });
export type BuildListing = z.infer<typeof ListingModel>;

async function get<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
  const { app } = await import('../../server/app');
  const response = await app().fetch(new Request(`${ORIGIN}/api${path}`, { headers: { accept: 'application/json' } }));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}: ${await response.text()}`);
  return z.parse(schema, await response.json());
}

const found = <T>(value: T | null, path: string): T => {
  if (value === null) throw new Error(`GET /api${path} answered 404`);
  return value;
};

/** Every active product's page data (for getStaticPaths of /{productPrefix}/{slug}). */
export async function listProductPages(): Promise<ProductPage[]> {
  return found(await get('/catalog/product-pages', ProductPagesModel), '/catalog/product-pages').results;
}

export function getProductPage(productPrefix: string, slug: string): Promise<ProductPage | null> {
  return get(`/catalog/product-pages/${encodeURIComponent(productPrefix)}/${encodeURIComponent(slug)}`, ProductPageModel);
}

/** Where a product's earlier address answers 301 to (its address now), or null. */
export async function getProductRedirect(productPrefix: string, slug: string): Promise<string | null> {
  const found = await get(`/catalog/redirects/${encodeURIComponent(productPrefix)}/${encodeURIComponent(slug)}`, z.object({ location: z.string() }));
  return found?.location ?? null;
}

/** A listing slug's facet filters and its first page (12 products, featured order). */
export async function getListing(slug: string): Promise<BuildListing> {
  const path = `/catalog/listings/${slug.split('/').map(encodeURIComponent).join('/')}`;
  return found(await get(path, ListingModel), path);
}

export async function getListingFirstPage(slug: string): Promise<ProductListing> {
  return (await getListing(slug)).firstPage;
}

const ProblemModel = z.object({
  detail: z.string().optional(),
  title: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * The first page of a search as GET /api/search answers it, without a
 * delivery choice (the page is rendered on request; the browser asks again
 * for a shopper's stored delivery). A query the API refuses comes back as
 * its problem, for the page to show under the search box.
 */
export async function searchFirstPage(query: { text: string; searchByCode: boolean; occasion: string | null; limit: number }): Promise<SearchFirstPage> {
  const { app } = await import('../../server/app');
  const params = new URLSearchParams({ text: query.text, limit: String(query.limit), offset: '0' });
  if (query.searchByCode) params.set('searchByCode', 'true');
  if (query.occasion) params.set('occasion', query.occasion);
  const response = await app().fetch(new Request(`${ORIGIN}/api/search?${params}`, { headers: { accept: 'application/json' } }));
  if (response.ok) return { ok: true, answer: z.parse(SearchResponseModel, await response.json()) };
  // The API logged its own failure; the page says so and keeps the shopper's query to try again.
  if (response.status >= 500) return { ok: false, status: 503, field: null, message: 'We could not search just now. Please try again in a moment.' };
  const problem = ProblemModel.safeParse(await response.json().catch(() => null));
  const [field, message] = Object.entries(problem.data?.errors ?? {})[0] ?? [null, problem.data?.detail ?? 'We could not search for that.'];
  return { ok: false, status: response.status, field, message };
}

const StudioAccessModel = z.object({ editor: z.string(), previewToken: z.string() });
export type StudioAccess = { status: 200; editor: string; previewToken: string } | { status: 401 | 403 };

/**
 * Whether the request's session may open the content studio (the /studio
 * page, rendered on demand, asks before it renders): the editor's name and
 * the preview token, or 401 for a guest and 403 for any other account.
 */
export async function studioAccess(cookie: string | null): Promise<StudioAccess> {
  const { app } = await import('../../server/app');
  const response = await app().fetch(new Request(`${ORIGIN}/api/content/studio`, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } }));
  if (response.status === 401 || response.status === 403) return { status: response.status };
  if (!response.ok) throw new Error(`GET /api/content/studio answered ${response.status}`);
  return { status: 200, ...StudioAccessModel.parse(await response.json()) };
}
