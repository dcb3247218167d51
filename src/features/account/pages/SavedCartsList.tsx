import { useState } from 'react';
import { fetchSavedCarts } from '../../cart/api/saved-carts';
import type { SavedCartRow } from '../../../lib/api/contracts/saved-carts';
import { ACCOUNT_ORDERS_PAGE_SIZE } from '../../../lib/domain/order-filter';
import { DateTimeText } from '../../../components/DateText';
import { resumeSavedCartNow } from '../../cart/stores/cart';
import { DataTable, type Column } from '../DataTable';
import { Paging } from '../Paging';
import { Empty, Failure, Loaded, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';

const CHECKOUT = '/checkout';

/**
 * The saved orders list (spec 001 sections 2.3 and 3): carts kept for
 * later, newest first unless turned round. Opening a row, or Resume, makes
 * that cart the shopper's cart and goes to checkout.
 */
export function SavedCartsList({ offset, sortDir, onChange }: { offset: number; sortDir: 'asc' | 'desc'; onChange: (change: { offset?: number; sortDir?: 'asc' | 'desc' }) => void }) {
  const limit = ACCOUNT_ORDERS_PAGE_SIZE;
  const { state, reload } = useLoad((signal) => fetchSavedCarts({ offset, limit, sortDir }, signal), [offset, sortDir]);
  const [resuming, setResuming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resume = async (row: SavedCartRow) => {
    setFailure(null);
    setResuming(row.cartId);
    const result = await resumeSavedCartNow(row.cartId);
    if (result.ok) return location.assign(CHECKOUT);
    setResuming(null);
    setFailure(result.message);
  };
  const columns: Column<SavedCartRow>[] = [
    {
      header: 'Saved order',
      cell: (row) => (
        <a
          href={CHECKOUT}
          className="font-semibold text-plum"
          onClick={(event) => {
            event.preventDefault();
            void resume(row);
          }}
        >
          {row.orderNumber}
        </a>
      ),
    },
    { header: 'Sender', cell: (row) => row.senderName || '—' },
    { header: 'Phone', cell: (row) => row.phoneNo || '—' },
    { header: 'Email', cell: (row) => row.email || '—', className: 'break-all', wide: true },
    { header: 'Saved', cell: (row) => <DateTimeText iso={row.dateCreated} />, className: 'whitespace-nowrap' },
    { header: 'Total', cell: (row) => row.total.formattedPrice },
    {
      header: 'Action',
      wide: true,
      cell: (row) => (
        <button type="button" className={secondaryButton} disabled={resuming !== null} aria-label={`Resume order ${row.orderNumber}`} onClick={() => void resume(row)}>
          {resuming === row.cartId ? 'Resuming…' : 'Resume order'}
        </button>
      ),
    },
  ];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Sort by
          <select
            value={sortDir}
            onChange={(event) => onChange({ sortDir: event.target.value as 'asc' | 'desc', offset: 0 })}
            className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base font-normal"
          >
            <option value="desc">Date saved (newest first)</option>
            <option value="asc">Date saved (oldest first)</option>
          </select>
        </label>
      </div>
      {failure && <Failure message={failure} />}
      <Loaded state={state} reload={reload} rows={3} label="Loading saved orders…">
        {(page) =>
          page.results.length === 0 ? (
            <Empty>
              You have no saved orders.{' '}
              <a href="/" className="font-semibold text-plum">
                Continue shopping
              </a>
            </Empty>
          ) : (
            <>
              <DataTable caption="Saved orders" columns={columns} rows={page.results} rowKey={(row) => row.cartId} minWidth="lg:min-w-[52rem]" />
              <Paging label="Saved orders" offset={offset} limit={limit} total={page.total} onOffset={(next) => onChange({ offset: next })} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
