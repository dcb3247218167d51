import { RetryAlert } from '../../components/RetryAlert';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { searchProducts } from '../../lib/api/catalog';
import { facetDefinition, LISTING_PAGE_SIZE, noSearchMatchesMessage } from '../../lib/domain/products';
import { $deliveryQuery } from '../../stores/delivery';
import { useHydrated } from '../../stores/hydrated';
import ProductGrid from '../listing/ProductGrid';
import { hasMorePages } from '../listing/listing-state';
import { usePagedProducts } from '../listing/usePagedProducts';
import SearchForm from './SearchForm';
import { readSearchRequest, type SearchRequest, searchPageUrl } from './search-url';

/** The search page: the search box, a quoted echo of the query, the count, a Products tab and the results. */
export default function SearchResults() {
  const delivery = useStore($deliveryQuery);
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const [text, setText] = useState('');
  const [searchByCode, setSearchByCode] = useState(false);

  // The request is read from the address once the page is live in the browser.
  const hydrated = useHydrated();
  if (hydrated && request === null) {
    const read = readSearchRequest(window.location.search);
    setRequest(read);
    setText(read.text);
    setSearchByCode(read.searchByCode);
  }

  const key = request?.text ? JSON.stringify([request, delivery]) : null;
  const {
    data: answer,
    pages,
    loading,
    error,
    showMore,
    retry,
  } = usePagedProducts(key, (offset, signal) =>
    searchProducts({ text: request!.text, searchByCode: request!.searchByCode, occasion: request!.occasion ? [request!.occasion] : undefined, limit: LISTING_PAGE_SIZE, offset, ...delivery }, signal),
  );
  const submit = () => window.location.assign(searchPageUrl({ text, searchByCode }));
  const occasionLabel = request?.occasion ? (facetDefinition('occasion').values.find((v) => v.key === request.occasion)?.label ?? request.occasion) : null;

  return (
    <div>
      <div className="max-w-2xl">
        <SearchForm text={text} searchByCode={searchByCode} onText={setText} onSearchByCode={setSearchByCode} onSubmit={submit} />
      </div>
      {request && !request.text && <p className="mt-8 text-ink-muted">Type the name of a flower, a gift or an occasion, or a product code, to see what we have.</p>}
      {request?.text && (
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
            {answer && answer.total > 0 && <p>We found {answer.total} products.</p>}
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
