import { useState } from 'react';
import { listCustomers } from '../api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import type { CustomerSummary } from '../../../lib/api/contracts/people';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatPhone } from '../../../lib/domain/phone';
import { DateText } from '../../../components/DateText';
import { LinkCell, PagedTable, type Column } from '../DataTable';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel } from '../ui';
import { useLoad } from '../useLoad';

const COLUMNS: Column<CustomerSummary>[] = [
  {
    header: 'Customer',
    cell: (customer) => (
      <LinkCell href={`${ACCOUNT_PAGES['customer-details'].path}?customerId=${encodeURIComponent(customer.customerId)}`} name={customer.name} detail={customer.email} detailClassName="break-all" />
    ),
  },
  { header: 'Mobile', cell: (customer) => (customer.mobile ? formatPhone(customer.mobile) : '—'), className: 'whitespace-nowrap' },
  { header: 'Joined', cell: (customer) => <DateText iso={customer.dateCreated} /> },
];

/** My customers (Flowerline): search by name or email, page through, open a customer. */
export default function Customers() {
  const [query, setQuery] = useState({ offset: 0, SearchText: '' });
  const { state, reload } = useLoad((signal) => listCustomers({ offset: query.offset, limit: ACCOUNT_PAGE_SIZE, SearchText: query.SearchText || undefined }, signal), [query]);
  return (
    <Panel intro="Customers who have an account with the shop.">
      <SearchBar label="Search by name or email" onSearch={(text) => setQuery({ offset: 0, SearchText: text })} />
      <Loaded state={state} reload={reload} rows={4} label="Loading customers…">
        {(page) => (
          <PagedTable
            caption="Customers"
            columns={COLUMNS}
            rowKey={(customer) => customer.customerId}
            minWidth="lg:min-w-[32rem]"
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
