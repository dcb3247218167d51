import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Dialog from '../../components/Dialog';
import { searchProducts } from '../product/api/catalog';
import type { SearchResponse } from '../../lib/api/contracts/search';
import { noSearchMatchesMessage, SEARCH_SUGGESTIONS_MAX } from '../../lib/domain/products';
import { $deliveryQuery } from '../delivery/stores/delivery';
import { $openPanel, closePanel } from '../../stores/ui';
import SearchForm from './SearchForm';
import { searchPageUrl } from './search-url';
import SearchSuggestions from './SearchSuggestions';
import { useQuery } from '../../lib/api/useQuery';

/** Suggestions wait for the shopper to pause typing. */
export const SEARCH_DEBOUNCE_MS = 700;

/** The search modal: search box, the product-code checkbox, suggestions and View all results. */
export default function SearchModal() {
  const open = useStore($openPanel) === 'search';
  const delivery = useStore($deliveryQuery);
  const [text, setText] = useState('');
  const [searchByCode, setSearchByCode] = useState(false);
  const query = text.trim();
  const target = { text: query, searchByCode, limit: SEARCH_SUGGESTIONS_MAX, ...delivery };
  const key = open && query ? JSON.stringify([target.text, searchByCode, delivery.suburbId, delivery.deliveryDate, delivery.countryCode]) : null;
  const { state } = useQuery(key, (signal) => searchProducts(target, signal), { debounceMs: SEARCH_DEBOUNCE_MS });
  const loading = state.status === 'loading';
  // A failed search shows no suggestions.
  const answer: SearchResponse | null = state.status === 'ok' ? state.data : null;

  const viewAll = () => window.location.assign(searchPageUrl({ text: query, searchByCode }));
  const noMatch = answer && answer.total === 0 && answer.productList.length === 0;

  return (
    <Dialog open={open} onClose={closePanel} title="Search" size="lg">
      <SearchForm text={text} searchByCode={searchByCode} onText={setText} onSearchByCode={setSearchByCode} onSubmit={viewAll} focusFirst />
      <div className="mt-5 min-h-24" aria-live="polite" aria-busy={loading}>
        {loading && <p className="text-sm text-ink-muted">Searching…</p>}
        {!loading && noMatch && <p className="text-ink">{answer.message ?? noSearchMatchesMessage(query)}</p>}
        {!loading && answer && !noMatch && (
          <>
            <SearchSuggestions text={query} searchByCode={searchByCode} facets={answer.facets} products={answer.productList.length ? answer.productList : answer.results} />
            <div className="mt-6 flex justify-center">
              <button type="button" className="rounded-full border-2 border-plum px-6 py-2.5 font-semibold text-plum hover:bg-soft-pink" onClick={viewAll}>
                View all results ({answer.total})
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
