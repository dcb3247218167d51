import { useState } from 'react';
import { fetchCustomer } from '../api/account';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatPhone } from '../../../lib/domain/phone';
import { fetchOrderList } from '../api/orders';
import { DataTable } from '../DataTable';
import { Empty, Failure, Loaded, Loading, Panel, secondaryButton } from '../ui';
import { staffColumns } from './order-columns';
import { useLoad } from '../useLoad';
import { nounFor } from '../../../lib/domain/count';

const EMBEDDED_ORDERS = 100;

/** The customer's orders, newest first, without tabs, filters or paging (spec 001 section 6). */
function CustomerOrders({ customerId }: { customerId: string }) {
  const { state, reload } = useLoad((signal) => fetchOrderList({ customerId }, { sort: 'createDate', sortDir: 'desc', offset: 0, limit: EMBEDDED_ORDERS }, signal), [customerId]);
  return (
    <Loaded state={state} reload={reload} rows={3} label="Loading orders…">
      {(page) =>
        page.results.length === 0 ? (
          <Empty>This customer has not placed any orders.</Empty>
        ) : (
          <>
            <DataTable caption="Customer orders" columns={staffColumns(true)} rows={page.results} rowKey={(row) => row.orderId} minWidth="lg:min-w-[52rem]" />
            {page.total > EMBEDDED_ORDERS && <p className="mt-2 text-sm text-ink-muted">Maximum orders displayed: {EMBEDDED_ORDERS}</p>}
          </>
        )
      }
    </Loaded>
  );
}

/** One customer (?customerId=) for Flowerline: contact details, address book, favourites and orders. */
export default function CustomerDetails() {
  const [customerId] = useState(() => new URLSearchParams(location.search).get('customerId') ?? '');
  const { state, reload } = useLoad((signal) => fetchCustomer(customerId, signal), [customerId]);
  const back = (
    <a href={ACCOUNT_PAGES.customers.path} className={secondaryButton}>
      Back to customers
    </a>
  );
  if (state.status === 'loading') return <Loading rows={4} />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  const c = state.data;
  const rows: [string, string][] = [
    ['Name', c.name],
    ['Email', c.email],
    ['Mobile', c.mobile ? formatPhone(c.mobile) : '—'],
    ['Phone', c.phone ? formatPhone(c.phone) : '—'],
    ['Favourites', `${c.wishlistCount} saved ${nounFor(c.wishlistCount, 'product')}`],
  ];
  return (
    <Panel actions={back}>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-cream p-5 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 font-display text-2xl text-plum">Address book</h2>
      {c.addresses.length === 0 ? (
        <p className="mt-2 text-ink-muted">No saved addresses.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {c.addresses.map((a) => (
            <li key={a.addressId} className="rounded-xl border border-plum/15 p-4">
              <p className="font-semibold">
                {a.firstName} {a.lastName} {a.isDefault && <span className="text-sm font-normal text-sage">(default)</span>}
              </p>
              <p className="text-ink-muted">
                {[a.street2, a.street].filter(Boolean).join(', ')}, {a.suburb} {a.state} {a.postcode}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 font-display text-2xl text-plum">Orders</h2>
      <div className="mt-3">
        <CustomerOrders customerId={customerId} />
      </div>
    </Panel>
  );
}
