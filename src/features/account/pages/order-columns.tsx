import { StatusBadge } from '../../../components/StatusBadge';
import type { OrderListRow } from '../../../lib/api/contracts/order-lists';
import { DateText, DateTimeText, DayText } from '../../../components/DateText';
import type { Column } from '../DataTable';

/** The columns of the order lists: a customer's simple table, and the staff's. */
const detailsHref = (row: OrderListRow) => `/myaccount/orders/${encodeURIComponent(row.orderId)}`;

const orderCell = (row: OrderListRow) => (
  <a href={detailsHref(row)} className="font-semibold text-plum">
    {row.orderNumber}
  </a>
);
const badges = (row: OrderListRow) => (
  <span className="flex flex-wrap gap-1">
    {row.allStatus.map((status) => (
      <StatusBadge key={status} status={status} />
    ))}
  </span>
);

/** Customers read a simple table: the order, when it was placed, its total and status. */
export const CUSTOMER_COLUMNS: Column<OrderListRow>[] = [
  { header: 'Order', cell: orderCell },
  { header: 'Placed', cell: (row) => <DateText iso={row.dateCreated} /> },
  { header: 'Total', cell: (row) => row.total.formattedPrice },
  { header: 'Status', cell: (row) => <StatusBadge status={row.orderStatus} /> },
];

export function staffColumns(withCases: boolean): Column<OrderListRow>[] {
  return [
    { header: 'Order', cell: orderCell },
    {
      header: 'Recipient',
      cell: (row) => (
        <>
          {row.recipientName}
          {row.isInternational && <span className="text-ink-muted"> (overseas)</span>}
          <span className="block text-sm text-ink-muted">{row.state ?? ''}</span>
        </>
      ),
    },
    { header: 'Delivery', cell: (row) => <DayText day={row.deliveryDate} />, className: 'whitespace-nowrap' },
    { header: 'Florist', cell: (row) => row.executingMember ?? '—' },
    { header: 'Total', cell: (row) => row.total.formattedPrice },
    {
      header: 'Status',
      wide: true,
      cell: (row) => (
        <>
          {badges(row)}
          {row.allocationExpireDateTime && (
            <span className="mt-1 block text-xs text-ink-muted">
              Expires <DateTimeText iso={row.allocationExpireDateTime} />
            </span>
          )}
        </>
      ),
    },
    ...(withCases ? [{ header: 'Case(s)', cell: (row: OrderListRow) => String(row.caseCount ?? 0) }] : []),
  ];
}
