import { useState } from 'react';
import { SelectField } from '../../../components/FormField';
import { listStores } from '../api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import type { StoreSummary } from '../../../lib/api/contracts/stores';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { AUSTRALIAN_STATES } from '../../../lib/domain/constants';
import { formatPhone } from '../../../lib/domain/phone';
import { LinkCell, PagedTable, type Column } from '../DataTable';
import type { PanelProps } from '../panel-props';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel } from '../ui';
import { useLoad } from '../useLoad';

const STATES = AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }));

const COLUMNS: Column<StoreSummary>[] = [
  {
    header: 'Store',
    cell: (store) => <LinkCell href={`${ACCOUNT_PAGES['member-details'].path}?storeKey=${encodeURIComponent(store.storeKey)}`} name={store.name} detail={store.storeKey} />,
  },
  { header: 'Location', cell: (store) => `${store.suburb}, ${store.state}, ${store.postcode}` },
  { header: 'Phone', cell: (store) => formatPhone(store.phone), className: 'whitespace-nowrap' },
  { header: 'Email', cell: (store) => store.email, className: 'break-all', wide: true },
];

/** Members (florist stores): Flowerline searches them all; a florist sees their own store. */
export default function Members({ role }: PanelProps) {
  const [query, setQuery] = useState({ offset: 0, SearchText: '', state: '' });
  const { state, reload } = useLoad((signal) => listStores({ ...query, limit: ACCOUNT_PAGE_SIZE, SearchText: query.SearchText || undefined, state: query.state || undefined }, signal), [query]);
  const [stateFilter, setStateFilter] = useState('');

  return (
    <Panel intro={role === 'flowerline' ? 'Every member florist of the network.' : 'Your store as a member of the network.'}>
      {role === 'flowerline' && (
        <SearchBar label="Search by store name, key, suburb or postcode" onSearch={(text) => setQuery({ offset: 0, SearchText: text, state: stateFilter })}>
          <SelectField label="State" placeholder="All states" options={STATES} value={stateFilter} onChange={(e) => setStateFilter(e.target.value)} className="w-36" />
        </SearchBar>
      )}
      <Loaded state={state} reload={reload} rows={5} label="Loading members…">
        {(page) => (
          <PagedTable
            caption="Members"
            columns={COLUMNS}
            rowKey={(store) => store.storeKey}
            page={page}
            offset={query.offset}
            limit={ACCOUNT_PAGE_SIZE}
            onOffset={(offset) => setQuery({ ...query, offset })}
          />
        )}
      </Loaded>
    </Panel>
  );
}
