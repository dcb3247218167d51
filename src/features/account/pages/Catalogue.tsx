import { useState } from 'react';
import { scheduleWords } from '../../../lib/domain/catalogue-schedule';
import type { CatalogueRow } from '../../../lib/api/contracts/catalogue';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { DateText } from '../../../components/DateText';
import { listCatalogue } from '../api/catalogue';
import { LinkCell, PagedTable, type Column } from '../DataTable';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { AvailabilityBadge } from './catalogue-words';
import { CatalogueCsv } from './CatalogueCsv';

const PAGE_SIZE = 25;
const SORTS = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'price:asc', label: 'Price, lowest first' },
  { value: 'price:desc', label: 'Price, highest first' },
  { value: 'updated:desc', label: 'Changed most recently' },
];
const STATES = [
  { value: '', label: 'Every state' },
  { value: 'draft', label: 'Draft' },
  { value: 'onSale', label: 'On sale' },
  { value: 'offSale', label: 'Off sale' },
  { value: 'archived', label: 'Archived' },
];

/** The list's columns, the first a tick box: the ticked products (on any page) can have their prices changed together. */
const columnsWith = (ticked: ReadonlySet<string>, tick: (key: string, on: boolean) => void): Column<CatalogueRow>[] => [
  {
    header: 'Tick',
    cell: (row) => <input type="checkbox" className="h-5 w-5 accent-plum" aria-label={`Tick ${row.name}`} checked={ticked.has(row.key)} onChange={(event) => tick(row.key, event.target.checked)} />,
  },
  {
    header: 'Product',
    cell: (row) => <LinkCell href={`${ACCOUNT_PAGES['catalogue-product'].path}?key=${encodeURIComponent(row.key)}`} name={row.name} detail={`${row.key} · SKU ${row.sku}`} />,
  },
  { header: 'Price from', cell: (row) => row.priceFrom.formattedPrice, className: 'whitespace-nowrap' },
  { header: 'Sizes', cell: (row) => row.sizes },
  {
    header: 'Availability',
    cell: (row) => (
      <>
        <AvailabilityBadge state={row.state} />
        {row.scheduled && <span className="mt-1 block text-sm text-ink-muted">{scheduleWords(row.scheduled.action, row.scheduled.runAt)}</span>}
      </>
    ),
  },
  { header: 'Last changed', cell: (row) => <DateText iso={row.updatedAt} /> },
];

/** What can be done with the ticked products. */
function Ticked({ keys, onClear }: { keys: string[]; onClear: () => void }) {
  if (!keys.length) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-wattle-light p-3 text-sm">
      <span className="font-semibold">{keys.length === 1 ? '1 product ticked' : `${keys.length} products ticked`}</span>
      <a href={`${ACCOUNT_PAGES['catalogue-prices'].path}?keys=${keys.map(encodeURIComponent).join(',')}`} className="font-semibold text-plum underline">
        Change the prices of the ticked products
      </a>
      <button type="button" className="text-plum underline" onClick={onClear}>
        Clear the ticks
      </button>
    </div>
  );
}

/** A choice beside the search box that applies at once. */
function FilterSelect({ label, options, value, onChange }: { label: string; options: { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-ink">
      {label}
      <select className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base font-normal" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The catalogue (Flowerline): every product, found by name, key or SKU, filtered by availability, sorted, paged. */
export default function Catalogue() {
  const [query, setQuery] = useState({ offset: 0, text: '', state: '', sort: 'name:asc' });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tick = (key: string, on: boolean) =>
    setTicked((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const [sort, sortDir] = query.sort.split(':');
  const { state, reload } = useLoad(
    (signal) => listCatalogue({ offset: query.offset, limit: PAGE_SIZE, text: query.text || undefined, state: query.state || undefined, sort, sortDir }, signal),
    [query],
  );
  return (
    <Panel
      intro="Every product of the shop. Open one to change its name, description, availability or prices; the shop shows a change within a minute."
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_PAGES['catalogue-new'].path} className={primaryButton}>
            New product
          </a>
          <a href={ACCOUNT_PAGES['catalogue-prices'].path} className={secondaryButton}>
            Change prices
          </a>
          <a href={ACCOUNT_PAGES['catalogue-listings'].path} className={secondaryButton}>
            Listing pages
          </a>
        </div>
      }
    >
      <CatalogueCsv filters={query} onImported={reload} />
      <SearchBar label="Search by name, key or SKU" onSearch={(text) => setQuery({ ...query, offset: 0, text })}>
        <FilterSelect label="Availability" options={STATES} value={query.state} onChange={(state) => setQuery({ ...query, offset: 0, state })} />
        <FilterSelect label="Sort by" options={SORTS} value={query.sort} onChange={(sort) => setQuery({ ...query, offset: 0, sort })} />
      </SearchBar>
      <Ticked keys={[...ticked]} onClear={() => setTicked(new Set())} />
      <Loaded state={state} reload={reload} rows={6} label="Loading the catalogue…">
        {(page) => (
          <PagedTable
            caption="Products"
            columns={columnsWith(ticked, tick)}
            rowKey={(row) => row.key}
            minWidth="lg:min-w-[40rem]"
            page={page}
            offset={query.offset}
            limit={PAGE_SIZE}
            onOffset={(offset) => setQuery({ ...query, offset })}
          />
        )}
      </Loaded>
    </Panel>
  );
}
