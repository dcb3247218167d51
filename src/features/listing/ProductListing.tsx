import { RetryAlert } from '../../components/RetryAlert';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import type { ProductListingParams } from '../product/api/catalog';
import type { ProductListing as Listing } from '../../lib/api/contracts/products';
import { LISTING_PAGE_SIZE, NO_FLORISTS_AVAILABLE, NO_PRODUCTS_WITH_FILTERS } from '../../lib/domain/products';
import { $deliveryQuery, chooseCountry } from '../delivery/stores/delivery';
import { countryChoice, deliveryQuery } from '../../lib/domain/delivery-choice';
import { useClientStore } from '../../stores/hydrated';
import FilterChips from './FilterChips';
import { clearFilters, DEFAULT_STATE, hasActiveFilters, hasMorePages, toggleFilter } from './listing-state';
import ProductGrid from './ProductGrid';
import SortSelect from './SortSelect';
import { usePagedProducts } from './usePagedProducts';
import { useListingState } from './useListingState';
import { countOf } from '../../lib/domain/count';

const FilterDialog = lazy(() => import('./FilterDialog'));

export interface ProductListingProps {
  /** What this listing always shows (its own facet values or text); the shopper's filters add to it. */
  base?: Omit<ProductListingParams, 'limit' | 'offset' | 'sort' | 'sortDir' | 'deliveryDate' | 'suburbId' | 'countryCode'>;
  /** A country's listing (overseas): products go to this country, and it becomes the stored country. */
  countryCode?: string | null;
  /** The first page, rendered on the server for search engines (default sort, no filters, no delivery). */
  initial?: Listing | null;
  label?: string;
}

const NO_DELIVERY = deliveryQuery(null);

/**
 * The filterable product grid of listing pages: chips, filter and sort,
 * 12 products a page with Show More, and the two empty states. It reloads
 * when the delivery location or date changes.
 */
export default function ProductListing({ base = {}, countryCode = null, initial = null, label = 'Products' }: ProductListingProps) {
  const [state, setState] = useListingState();
  const stored = useClientStore($deliveryQuery, NO_DELIVERY);
  const delivery = countryCode ? deliveryQuery(countryChoice(countryCode), stored.deliveryDate) : stored;
  useEffect(() => {
    if (countryCode) chooseCountry(countryCode);
  }, [countryCode]);
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterLoaded, setFilterLoaded] = useState(false);

  const keyOf = (s: typeof state, d: typeof delivery) => JSON.stringify([base, s, d.deliveryDate ?? null, d.suburbId ?? null, d.countryCode ?? null]);
  const key = keyOf(state, delivery);
  const { data, pages, loading, error, showMore, retry } = usePagedProducts<Listing>(
    key,
    async (offset, signal) => {
      const facets = { ...base.facets };
      for (const [name, keys] of Object.entries(state.filters)) facets[name as keyof typeof facets] = [...(facets[name as keyof typeof facets] ?? []), ...(keys ?? [])];
      // The first page is in the HTML; the catalogue API and its response schema load with the first change.
      const { fetchProducts } = await import('../product/api/catalog');
      return fetchProducts({ ...base, facets, ...delivery, sort: state.sort, sortDir: state.sortDir, limit: LISTING_PAGE_SIZE, offset }, signal);
    },
    initial ? { key: keyOf(DEFAULT_STATE, deliveryQuery(countryChoice(countryCode))), data: initial } : undefined,
  );

  const filtered = hasActiveFilters(state);
  const cards = data?.results ?? [];
  const openFilter = () => {
    setFilterLoaded(true);
    setFilterOpen(true);
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-full border border-plum px-4 py-2 text-sm font-semibold text-plum hover:bg-soft-pink"
          aria-haspopup="dialog"
          onClick={openFilter}
        >
          <Icon name="filter" className="h-4 w-4" />
          Filter
        </button>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {data && !loading ? countOf(data.total, 'product') : ''}
        </p>
        <SortSelect state={state} onChange={setState} />
      </div>
      <FilterChips state={state} onRemove={(name, k) => setState(toggleFilter(state, name, k))} onClear={() => setState(clearFilters(state))} />
      {error && <RetryAlert message={error} onRetry={retry} />}
      {data && !loading && data.total === 0 ? (
        <p className="rounded-md bg-cream px-4 py-8 text-center text-ink" data-testid="listing-empty">
          {filtered ? NO_PRODUCTS_WITH_FILTERS : NO_FLORISTS_AVAILABLE}
        </p>
      ) : (
        <ProductGrid label={label} cards={loading && pages === 1 ? [] : cards} loadingCount={loading ? LISTING_PAGE_SIZE : 0} />
      )}
      {data && !loading && hasMorePages(data.total, pages, LISTING_PAGE_SIZE) && (
        <div className="flex justify-center">
          <button type="button" className="rounded-full border-2 border-plum px-8 py-2.5 font-semibold text-plum hover:bg-soft-pink" onClick={showMore}>
            Show More
          </button>
        </div>
      )}
      {filterLoaded && (
        <Suspense fallback={null}>
          <FilterDialog
            key={String(filterOpen)}
            open={filterOpen}
            state={state}
            facets={data?.facets ?? []}
            onClose={() => setFilterOpen(false)}
            onApply={(next) => {
              setFilterOpen(false);
              setState(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
