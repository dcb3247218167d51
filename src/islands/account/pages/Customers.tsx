import { useState } from 'react';
import { listCustomers } from '../../../lib/api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatPhone } from '../../../lib/domain/phone';
import { Paging } from '../Paging';
import { SearchBar } from '../SearchBar';
import { Empty, Failure, Loading, Panel, TableScroll } from '../ui';
import { useLoad } from '../useLoad';

const day = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date(iso));

/** My customers (Flowerline): search by name or email, page through, open a customer. */
export default function Customers() {
  const [query, setQuery] = useState({ offset: 0, SearchText: '' });
  const { state, reload } = useLoad((signal) => listCustomers({ offset: query.offset, limit: ACCOUNT_PAGE_SIZE, SearchText: query.SearchText || undefined }, signal), [query]);
  return (
    <Panel intro="Customers who have an account with the shop.">
      <SearchBar label="Search by name or email" onSearch={(text) => setQuery({ offset: 0, SearchText: text })} />
      {state.status === 'loading' && <Loading rows={4} label="Loading customers…" />}
      {state.status === 'error' && <Failure message={state.message} onRetry={reload} />}
      {state.status === 'ok' &&
        (state.data.results.length === 0 ? (
          <Empty>There are no records to display</Empty>
        ) : (
          <>
            <TableScroll label="Customers">
              <table className="w-full min-w-[32rem] text-left">
                <caption className="sr-only">Customers</caption>
                <thead className="border-b border-plum/20 text-sm text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Customer
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Mobile
                    </th>
                    <th scope="col" className="py-2">
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.results.map((customer) => (
                    <tr key={customer.customerId} className="border-b border-plum/10">
                      <td className="py-3 pr-4">
                        <a href={`${ACCOUNT_PAGES['customer-details'].path}?customerId=${encodeURIComponent(customer.customerId)}`} className="font-semibold text-plum">
                          {customer.name}
                        </a>
                        <span className="block break-all text-sm text-ink-muted">{customer.email}</span>
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap">{customer.mobile ? formatPhone(customer.mobile) : '—'}</td>
                      <td className="py-3">{day(customer.dateCreated)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Paging label="Customers" offset={query.offset} limit={ACCOUNT_PAGE_SIZE} total={state.data.total} onOffset={(offset) => setQuery({ ...query, offset })} />
          </>
        ))}
    </Panel>
  );
}
