import { z } from 'zod/mini';
import { FacetModel, ProductCardModel } from './products';

/** GET /api/search. `message` is set when nothing matches; `productList` holds up to 6 suggestions. Its query is in catalog-queries.ts. */
export const SearchResponseModel = z.object({
  query: z.string(),
  searchByCode: z.boolean(),
  results: z.array(ProductCardModel),
  facets: z.array(FacetModel),
  total: z.int(),
  message: z.nullable(z.string()),
  productList: z.array(ProductCardModel),
  /** The words actually searched for when a misspelling was corrected. */
  correctedQuery: z.nullable(z.string()),
});
export type SearchResponse = z.infer<typeof SearchResponseModel>;

/** What the search page shows first (rendered on request): the first page of results, or the problem with the query, naming the field. */
export type SearchFirstPage = { ok: true; answer: SearchResponse } | { ok: false; status: number; field: string | null; message: string };
