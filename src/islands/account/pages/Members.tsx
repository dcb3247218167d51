import { useState } from 'react';
import { SelectField } from '../../../components/FormField';
import { listStores } from '../../../lib/api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { AUSTRALIAN_STATES } from '../../../lib/domain/constants';
import { formatPhone } from '../../../lib/domain/phone';
import { Paging } from '../Paging';
import type { PanelProps } from '../panel-props';
import { SearchBar } from '../SearchBar';
import { Empty, Failure, Loading, Panel, TableScroll } from '../ui';
import { useLoad } from '../useLoad';

const STATES = AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }));

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
      {state.status === 'loading' && <Loading rows={5} label="Loading members…" />}
      {state.status === 'error' && <Failure message={state.message} onRetry={reload} />}
      {state.status === 'ok' &&
        (state.data.results.length === 0 ? (
          <Empty>There are no records to display</Empty>
        ) : (
          <>
            <TableScroll label="Members">
              <table className="w-full min-w-[36rem] text-left">
                <caption className="sr-only">Members</caption>
                <thead className="border-b border-plum/20 text-sm text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Store
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Location
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Phone
                    </th>
                    <th scope="col" className="py-2">
                      Email
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.results.map((store) => (
                    <tr key={store.storeKey} className="border-b border-plum/10">
                      <td className="py-3 pr-4">
                        <a href={`${ACCOUNT_PAGES['member-details'].path}?storeKey=${encodeURIComponent(store.storeKey)}`} className="font-semibold text-plum">
                          {store.name}
                        </a>
                        <span className="block text-sm text-ink-muted">{store.storeKey}</span>
                      </td>
                      <td className="py-3 pr-4">
                        {store.suburb}, {store.state}, {store.postcode}
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap">{formatPhone(store.phone)}</td>
                      <td className="py-3 break-all">{store.email}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Paging label="Members" offset={query.offset} limit={ACCOUNT_PAGE_SIZE} total={state.data.total} onOffset={(offset) => setQuery({ ...query, offset })} />
          </>
        ))}
    </Panel>
  );
}
