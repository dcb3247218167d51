import { RetryAlert } from '../../components/RetryAlert';
import { useState } from 'react';
import { searchProducts } from '../product/api/catalog';
import type { SearchFirstPage } from '../../lib/api/contracts/search';
import { facetDefinition, LISTING_PAGE_SIZE, noSearchMatchesMessage } from '../../lib/domain/products';
import { deliveryQuery, type DeliveryQuery } from '../../lib/domain/delivery-choice';
import { $deliveryQuery } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import ProductGrid from '../listing/ProductGrid';
import { hasMorePages } from '../listing/listing-state';
import { usePagedProducts } from '../listing/usePagedProducts';
import SearchForm from './SearchForm';
import { type SearchRequest, searchPageUrl } from './search-url';
import { countOf } from '../../lib/domain/count';

/** The delivery a search is for, as the key of its pages (none: the page's first answer, rendered on the server). */
const deliveryKey = (d: DeliveryQuery) => [d.deliveryDate ?? null, d.suburbId ?? null, d.countryCode ?? null];

/** What the server knows of the delivery: nothing. */
const NO_DELIVERY = deliveryQuery(null);

/**
 * The search page: the search box, a quoted echo of the query, the count, a
 * Products tab and the results. The page renders the first page of results
 * on the server (`first`); the browser asks again for a delivery choice it
 * holds, and for Show More.
 */
export default function SearchResults({ request, first }: { request: SearchRequest; first: SearchFirstPage | null }) {
  // Hydrates with the server's answer (no delivery), then asks again for the delivery the browser holds.
  const delivery = useClientStore($deliveryQuery, NO_DELIVERY);
  const [text, setText] = useState(request.text);
  const [searchByCode, setSearchByCode] = useState(request.searchByCode);
  const problem = first && !first.ok ? first : null;

  // A query the API refused is not asked again: only the delivery would differ.
  const keyOf = (d: Parameters<typeof deliveryKey>[0]) => (request.text && !problem ? JSON.stringify([request, ...deliveryKey(d)]) : null);
  const {
    data: answer,
    pages,
    loading,
    error,
    showMore,
    retry,
  } = usePagedProducts(
    keyOf(delivery),
    (offset, signal) =>
      searchProducts({ text: request.text, searchByCode: request.searchByCode, occasion: request.occasion ? [request.occasion] : undefined, limit: LISTING_PAGE_SIZE, offset, ...delivery }, signal),
    first?.ok ? { key: keyOf({})!, data: first.answer } : undefined,
  );
  const submit = () => window.location.assign(searchPageUrl({ text, searchByCode }));
  const occasionLabel = request.occasion ? (facetDefinition('occasion').values.find((v) => v.key === request.occasion)?.label ?? request.occasion) : null;

  return (
    <div>
      <div className="max-w-2xl">
        <SearchForm text={text} searchByCode={searchByCode} onText={setText} onSearchByCode={setSearchByCode} onSubmit={submit} problem={problem?.message} />
      </div>
      {!request.text && <p className="mt-8 text-ink-muted">Type the name of a flower, a gift or an occasion, or a product code, to see what we have.</p>}
      {request.text && !problem && (
        <div className="mt-8">
          <p className="font-display text-2xl text-plum" data-testid="search-echo">
            “{request.text}”
          </p>
          {occasionLabel && (
            <p className="mt-2 text-sm">
              Occasion: <strong>{occasionLabel}</strong>{' '}
              <a className="ml-2 text-plum underline" href={searchPageUrl({ text: request.text, searchByCode: request.searchByCode })}>
                Show all occasions
              </a>
            </p>
          )}
          <div aria-live="polite" className="mt-2 text-ink">
            {answer?.correctedQuery && answer.total > 0 && <p className="text-sm text-ink-muted">Showing results for “{answer.correctedQuery}”</p>}
            {answer && answer.total > 0 && <p>We found {countOf(answer.total, 'product')}.</p>}
            {answer && answer.total === 0 && <p>{answer.message ?? noSearchMatchesMessage(request.text)}</p>}
            {error && <RetryAlert message={error} onRetry={retry} className="text-alert-red" />}
          </div>
          <div role="tablist" aria-label="Search results" className="mt-6 flex border-b border-plum/20">
            <button
              type="button"
              role="tab"
              id="search-tab-products"
              aria-selected="true"
              aria-controls="search-panel-products"
              className="-mb-px border-b-2 border-plum px-4 py-2 font-semibold text-plum"
            >
              Products <span className="ml-1 rounded-full bg-soft-pink px-2 py-0.5 text-sm">{answer?.total ?? '…'}</span>
            </button>
          </div>
          <div role="tabpanel" id="search-panel-products" aria-labelledby="search-tab-products" className="pt-6">
            <ProductGrid label="Search results" cards={answer?.results ?? []} loadingCount={loading ? LISTING_PAGE_SIZE : 0} />
            {answer && !loading && hasMorePages(answer.total, pages, LISTING_PAGE_SIZE) && (
              <div className="mt-8 flex justify-center">
                <button type="button" className="rounded-full border-2 border-plum px-8 py-2.5 font-semibold text-plum hover:bg-soft-pink" onClick={showMore}>
                  Show More
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
