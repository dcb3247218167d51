import { z } from 'zod';
import { LISTING_PAGE_SIZE, LISTING_SORT_DIRS, LISTING_SORTS, READING_TIMES, type ReadingTime } from '../../domain/content-listing';

export { LISTING_PAGE_SIZE, LISTING_SORT_DIRS, LISTING_SORTS, READING_TIMES, type ReadingTime } from '../../domain/content-listing';

const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
const slug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/, { error: 'must be a slug' });

/** The listing's query, as the API reads it from the query string (and the island writes to the page URL). */
export const ListingQueryModel = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(LISTING_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  sort: z.enum(LISTING_SORTS).default('date'),
  sortDir: z.enum(LISTING_SORT_DIRS).default('desc'),
  q: z.string().trim().max(100).optional(),
  category: many(slug).pipe(z.array(slug).max(20)),
  readingTime: many(z.enum(Object.keys(READING_TIMES) as [ReadingTime, ...ReadingTime[]])),
});
export type ListingQuery = z.output<typeof ListingQueryModel>;

export const ListingItemModel = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  date: z.string(),
  image: z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }).nullable(),
  tags: z.array(z.string()),
  meta: z.string(),
});
export type ListingItem = z.infer<typeof ListingItemModel>;

export const FacetModel = z.object({ name: z.string(), label: z.string(), items: z.array(z.object({ label: z.string(), key: z.string() })) });
export type Facet = z.infer<typeof FacetModel>;

export const ListingResultModel = z.object({ results: z.array(ListingItemModel), count: z.number().int(), offset: z.number().int(), facets: z.array(FacetModel) });
export type ListingResult = z.infer<typeof ListingResultModel>;

/** GET /api/content-listing answers one page of the listing under `data`. */
export const ContentListingResponseModel = z.object({ data: ListingResultModel });
