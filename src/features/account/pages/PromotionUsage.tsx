import { useState } from 'react';
import type { PromoUsage } from '../../../lib/api/contracts/promotions';
import { formatDisplayDate, type CalendarDay } from '../../../lib/domain/calendar-day';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatPrice } from '../../../lib/domain/money';
import { batchUsageCsvHref, fetchBatchUsage } from '../api/promotion-batches';
import { fetchPromoUsage, promoUsageCsvHref } from '../api/promotions';
import { DataTable } from '../DataTable';
import { Empty, Loaded, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';

const money = (dollars: number) => formatPrice(Math.round(dollars * 100));

/** The totals of a code's use, as four figures. */
function Totals({ usage }: { usage: PromoUsage }) {
  const figures = [
    ['Uses', String(usage.uses)],
    ['Orders', String(usage.orders)],
    ['Revenue', money(usage.revenue)],
    ['Discount given', money(usage.discount)],
    ['Cancelled or refunded', String(usage.notCounted)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-plum/15 bg-white p-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="font-serif text-2xl text-plum">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the report counts, said on the page. */
const COUNTED =
  'Uses count orders and payments under way, as the use limit does. Orders, revenue and discount come from the orders placed with it, by the day they were placed (Melbourne time): an order since cancelled or refunded in full is left out (and counted apart); one refunded in part counts its total less the refunds made.';

/** A promo code's usage (?code=), or a batch's summed over its codes (?batch=): uses, orders, revenue and discount, by Melbourne day, with the CSV file. */
export default function PromotionUsage() {
  const [code] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const [batch] = useState(() => new URLSearchParams(location.search).get('batch'));
  const { state, reload } = useLoad((signal) => (batch ? fetchBatchUsage(batch, signal) : fetchPromoUsage(code, signal)), [code, batch]);
  if (batch) {
    return (
      <Panel
        intro={`The batch's codes together. ${COUNTED}`}
        actions={
          <div className="flex flex-wrap gap-3">
            <a href={`${ACCOUNT_PAGES['promotion-batch'].path}?id=${encodeURIComponent(batch)}`} className={secondaryButton}>
              Back to the batch
            </a>
            <a href={batchUsageCsvHref(batch)} download className={secondaryButton}>
              Download CSV
            </a>
          </div>
        }
      >
        <Loaded state={state} reload={reload} label="Loading the usage report…">
          {(usage) => <UsageReport usage={usage} />}
        </Loaded>
      </Panel>
    );
  }
  return (
    <Panel
      intro={COUNTED}
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={`${ACCOUNT_PAGES['promotion-edit'].path}?code=${encodeURIComponent(code)}`} className={secondaryButton}>
            Back to {code}
          </a>
          <a href={promoUsageCsvHref(code)} download className={secondaryButton}>
            Download CSV
          </a>
        </div>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the usage report…">
        {(usage) => <UsageReport usage={usage} />}
      </Loaded>
    </Panel>
  );
}

function UsageReport({ usage }: { usage: PromoUsage }) {
  return (
    <div className="grid gap-6">
      <h2 className="font-serif text-2xl text-plum">Usage of {usage.code}</h2>
      <Totals usage={usage} />
      {usage.byDay.length ? (
        <DataTable
          caption={`Orders with ${usage.code} by day`}
          rowKey={(row) => row.day}
          rows={usage.byDay}
          columns={[
            { header: 'Day', cell: (row) => formatDisplayDate(row.day as CalendarDay) },
            { header: 'Orders', cell: (row) => row.orders },
            { header: 'Revenue', cell: (row) => money(row.revenue) },
            { header: 'Discount given', cell: (row) => money(row.discount) },
          ]}
        />
      ) : (
        <Empty>No orders have used this code yet.</Empty>
      )}
    </div>
  );
}
