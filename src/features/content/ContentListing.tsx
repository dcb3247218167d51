import { ShowMore } from '../../components/ShowMore';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import { api } from '../../lib/api/client';
import type { Facet, ListingItem } from '../../lib/api/contracts/content-listing';
import { LISTING_PAGE_SIZE } from '../../lib/domain/content-listing';
import { articleDate } from '../../lib/cms/presentation';
import { readListingState, SORT_OPTIONS, writeListingState, type ListingState } from './listing-url';
import { FilterDialog } from '../../components/FilterDialog';
import { chosenCount } from '../../lib/listing-codec';
import { useLatest } from '../../lib/api/useQuery';
import { useHydrated } from '../../stores/hydrated';
import Picture from '../../components/Picture';

export const NO_CONTENT = 'There is no content found';

interface Props {
  results: ListingItem[];
  count: number;
  facets: Facet[];
}

/**
 * The generic sortable listing: 10 at a time with Show more, sort by date or
 * name either way, and a filter dialog. Sort and filters live in the page's
 * query string (updated without scrolling).
 */
export default function ContentListing({ results: initial, count: initialCount, facets }: Props) {
  const facetNames = facets.map((f) => f.name);
  const [state, setState] = useState<ListingState>({ sort: 'date', sortDir: 'desc', filters: {} });
  const [items, setItems] = useState(initial);
  const [count, setCount] = useState(initialCount);
  const [loading, setLoading] = useState<'page' | 'more' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const latest = useLatest();

  const load = async (next: ListingState, offset: number) => {
    setLoading(offset === 0 ? 'page' : 'more');
    setError(null);
    const query = { limit: LISTING_PAGE_SIZE, offset, sort: next.sort, sortDir: next.sortDir, ...next.filters };
    // The first page is in the HTML; the answer's schema loads with the first change.
    const result = await latest.run(async (signal) =>
      api('/content-listing', { query, schema: (await import('../../lib/api/contracts/content-listing')).ContentListingResponseModel, signal, retries: 1 }),
    );
    if (!result) return;
    setLoading(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setCount(result.data.data.count);
    setItems((current) => (offset === 0 ? result.data.data.results : [...current, ...result.data.data.results]));
  };

  const change = (next: ListingState) => {
    setState(next);
    history.replaceState(history.state, '', `${location.pathname}${writeListingState(next, facetNames, location.search)}${location.hash}`);
    void load(next, 0);
  };

  // The address's state replaces the pre-rendered first page once the page is live in the browser.
  const hydrated = useHydrated();
  const [addressRead, setAddressRead] = useState(false);
  if (hydrated && !addressRead) {
    setAddressRead(true);
    const fromUrl = readListingState(location.search, facetNames);
    if (writeListingState(fromUrl, facetNames) !== '') setState(fromUrl);
  }
  useEffect(() => {
    const fromUrl = readListingState(location.search, facetNames);
    if (writeListingState(fromUrl, facetNames) === '') return;
    // The load marks itself as under way, as it does when started by a click.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(fromUrl, 0);
    // Runs once: the URL's state replaces the pre-rendered first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const activeCount = chosenCount(state.filters);
  const labelOf = (facet: string, key: string) => facets.find((f) => f.name === facet)?.items.find((i) => i.key === key)?.label ?? key;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <button
          type="button"
          onClick={() => setFiltersOpen(true)}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-2 rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink"
        >
          <Icon name="filter" className="h-5 w-5" />
          Filter{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        <label className="flex flex-col text-sm font-semibold text-ink">
          Sort by
          <select
            value={`${state.sort}:${state.sortDir}`}
            onChange={(e) => {
              const [sort, sortDir] = e.target.value.split(':') as [ListingState['sort'], ListingState['sortDir']];
              change({ ...state, sort, sortDir });
            }}
            className="mt-1 rounded-lg border border-ink/25 bg-white px-3 py-2 text-base font-normal"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {activeCount > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Selected filters">
          {Object.entries(state.filters).flatMap(([facet, keys = []]) =>
            keys.map((key) => (
              <li key={`${facet}:${key}`}>
                <button
                  type="button"
                  aria-label={`Remove filter ${labelOf(facet, key)}`}
                  onClick={() => change({ ...state, filters: { ...state.filters, [facet]: keys.filter((k) => k !== key) } })}
                  className="inline-flex items-center gap-1 rounded-full bg-cream px-3 py-1.5 text-sm text-plum hover:bg-soft-pink"
                >
                  {labelOf(facet, key)}
                  <Icon name="close" className="h-4 w-4" />
                </button>
              </li>
            )),
          )}
        </ul>
      )}
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        {loading === 'page' ? 'Loading…' : count > 0 ? `Showing ${items.length} of ${count}` : ''}
      </p>
      {loading === 'page' ? (
        <ul className="mt-2 space-y-4" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="h-28 animate-pulse rounded-xl bg-cream" />
          ))}
        </ul>
      ) : items.length === 0 && !error ? (
        <p className="mt-4 rounded-lg bg-cream px-4 py-3">{NO_CONTENT}</p>
      ) : (
        <ul className="mt-2 divide-y divide-plum/10" aria-label="Results">
          {items.map((item) => (
            <li key={item.id} className="flex gap-4 py-4">
              {item.image && (
                <Picture src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} layout="thumb" sizes="112px" className="h-20 w-28 shrink-0 rounded-lg" />
              )}
              <div>
                <h3 className="font-display text-lg leading-snug">
                  <a href={item.url} className="text-ink no-underline hover:text-plum hover:underline">
                    {item.title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-ink-muted">
                  {articleDate(item.date)} · {item.meta} · {item.tags.join(', ')}
                </p>
                <p className="mt-1 text-ink-muted">{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-4 text-alert-red">
          {error}
        </p>
      )}
      {items.length < count && loading !== 'page' && <ShowMore loading={loading === 'more'} onClick={() => load(state, items.length)} />}
      <FilterDialog
        open={filtersOpen}
        sections={facets.map((f) => ({ name: f.name, label: f.label, multiSelect: true, items: f.items }))}
        applied={state.filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(filters) => {
          setFiltersOpen(false);
          change({ ...state, filters });
        }}
      />
    </div>
  );
}
