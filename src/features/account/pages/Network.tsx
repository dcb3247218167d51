import { useState } from 'react';
import { DayText } from '../../../components/DateText';
import { SelectField } from '../../../components/FormField';
import { NETWORK_SHOWS, NETWORK_SORTS, type NetworkShow, type NetworkSort, type NetworkStore } from '../../../lib/api/contracts/network';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { knownDay } from '../../../lib/domain/calendar-day';
import { fetchNetwork } from '../api/network';
import { LinkCell, PagedTable, type Column } from '../DataTable';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { durationWords, percentWords, TakingOffersBadge } from './network/network-words';

const PAGE_SIZE = 25;
const SORT_WORDS: Record<NetworkSort, string> = {
  name: 'Store name',
  openOffers: 'Open offers',
  acceptanceRate: 'Accepted this week',
  averageResponse: 'Time to answer this week',
  takingOffers: 'Taking offers',
  alertsOff: 'Order alerts',
};
const SORTS = NETWORK_SORTS.map((value) => ({ value, label: SORT_WORDS[value] }));
const SHOW_WORDS: Record<NetworkShow, string> = {
  all: 'Every store',
  alertsOff: 'Order alerts switched off',
  paused: 'Paused stores',
};
const SHOWS = NETWORK_SHOWS.map((value) => ({ value, label: SHOW_WORDS[value] }));
const DIRECTIONS = [
  { value: 'asc', label: 'Lowest first (A to Z)' },
  { value: 'desc', label: 'Highest first (Z to A)' },
];

export const storeHref = (storeKey: string) => `${ACCOUNT_PAGES['store-edit'].path}?storeKey=${encodeURIComponent(storeKey)}`;

const COLUMNS: Column<NetworkStore>[] = [
  { header: 'Store', cell: (row) => <LinkCell href={storeHref(row.storeKey)} name={row.name} detail={`${row.suburb}, ${row.state} · store ${row.storeKey}`} /> },
  { header: 'Offers', cell: (row) => <TakingOffersBadge takingOffers={row.takingOffers} /> },
  { header: 'Order alerts', cell: (row) => (row.alertsOff ? <strong className="text-alert-red">Switched off</strong> : 'On') },
  { header: 'Open offers', cell: (row) => row.openOffers, className: 'tabular-nums' },
  { header: 'Offered this week', cell: (row) => row.offersThisWeek, className: 'tabular-nums' },
  { header: 'Accepted', cell: (row) => percentWords(row.acceptanceRate), className: 'tabular-nums' },
  { header: 'Time to answer', cell: (row) => durationWords(row.averageResponseSeconds), className: 'whitespace-nowrap' },
];

/** The florist network (Flowerline): each store's open offers and this Melbourne week's answers, sortable, filtered (alerts off, paused) and paged. */
export default function Network() {
  const [query, setQuery] = useState({ offset: 0, search: '', sort: 'name' as NetworkSort, direction: 'asc', show: 'all' as NetworkShow });
  const { state, reload } = useLoad(
    (signal) => fetchNetwork({ offset: query.offset, limit: PAGE_SIZE, SearchText: query.search || undefined, sort: query.sort, direction: query.direction, show: query.show }, signal),
    [query],
  );
  return (
    <Panel
      intro="Every store of the network: what it has been offered and how it answers. Open a store to change it or pause its offers."
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_PAGES['allocation-settings'].path} className={secondaryButton}>
            Allocation settings
          </a>
          <a href={ACCOUNT_PAGES['store-new'].path} className={primaryButton}>
            New store
          </a>
        </div>
      }
    >
      <SearchBar label="Search by store name, key or suburb" onSearch={(search) => setQuery({ ...query, offset: 0, search })} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField label="Show" options={SHOWS} value={query.show} onChange={(e) => setQuery({ ...query, offset: 0, show: e.target.value as NetworkShow })} className="w-64 max-sm:w-full" />
        <SelectField label="Sort by" options={SORTS} value={query.sort} onChange={(e) => setQuery({ ...query, offset: 0, sort: e.target.value as NetworkSort })} className="w-56 max-sm:w-full" />
        <SelectField label="Order" options={DIRECTIONS} value={query.direction} onChange={(e) => setQuery({ ...query, offset: 0, direction: e.target.value })} className="w-52 max-sm:w-full" />
      </div>
      <Loaded state={state} reload={reload} rows={6} label="Loading the network…">
        {(page) => (
          <>
            <p className="mb-3 text-sm text-ink-muted">
              This week is from Monday <DayText day={knownDay(page.weekStarts)} />, Melbourne time. Accepted: of the offers answered or run out this week.
            </p>
            <PagedTable
              caption="Stores of the network"
              columns={COLUMNS}
              rowKey={(row) => row.storeKey}
              page={page}
              offset={query.offset}
              limit={PAGE_SIZE}
              minWidth="lg:min-w-[56rem]"
              onOffset={(offset) => setQuery({ ...query, offset })}
            />
          </>
        )}
      </Loaded>
    </Panel>
  );
}
