import { useId, useState, type ReactNode } from 'react';
import { fetchOrderList, type OrderListKind } from '../api/orders';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  DATE_RANGES,
  defaultOrderFilter,
  ORDER_DURATIONS,
  ORDER_FILTER_KEY,
  ORDER_LIST_MAX,
  ORDER_SORTS,
  ORDER_STATUS_TAGS,
  OrderFilterModel,
  orderListQuery,
  type OrderFilter,
} from '../../../lib/domain/order-filter';
import { parseCalendarDay } from '../../../lib/domain/calendar-day';
import type { SignedInRole } from '../../../lib/domain/roles';
import { DataTable } from '../DataTable';
import { CUSTOMER_COLUMNS, staffColumns } from './order-columns';
import { Paging } from '../Paging';
import { Tabs } from '../Tabs';
import { SavedCartsList } from './SavedCartsList';
import type { PanelProps } from '../panel-props';
import { Empty, Loaded, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { countOf } from '../../../lib/domain/count';

interface Tab {
  id: string;
  label: string;
  list: OrderListKind | 'saved';
}

const SAVED: Tab = { id: 'saved', label: 'Saved orders', list: 'saved' };

/** The lists each role reads (spec 001 sections 2.3 and 6), saved orders last. */
const TABS: Record<SignedInRole, Tab[]> = {
  customer: [{ id: 'orders', label: 'Orders', list: 'customer' }, SAVED],
  flowerline: [{ id: 'orders', label: 'Orders', list: 'flowerline' }, SAVED],
  floristowner: [{ id: 'received', label: 'Received orders', list: 'floristReceived' }, { id: 'sent', label: 'Sent orders', list: 'floristSent' }, SAVED],
  florist: [{ id: 'received', label: 'Received orders', list: 'floristReceived' }, { id: 'sent', label: 'Sent orders', list: 'floristSent' }, SAVED],
};

const SORT_LABELS: Record<(typeof ORDER_SORTS)[number], string> = {
  createDate: 'Date placed',
  deliveryDate: 'Delivery date',
  orderNumber: 'Order number',
  total: 'Total',
  status: 'Status',
  customerName: 'Customer name',
};

/** The stored controls when they are for one of these tabs, else the first tab's defaults. */
function storedFilter(tabs: readonly Tab[]): OrderFilter {
  try {
    const parsed = OrderFilterModel.safeParse(JSON.parse(localStorage.getItem(ORDER_FILTER_KEY) ?? 'null'));
    if (parsed.success && tabs.some((tab) => tab.id === parsed.data.tab)) return parsed.data;
  } catch {
    // Unreadable storage: start from the defaults.
  }
  return defaultOrderFilter(tabs[0]!.id);
}
function storeFilter(filter: OrderFilter | null) {
  try {
    if (filter) localStorage.setItem(ORDER_FILTER_KEY, JSON.stringify(filter));
    else localStorage.removeItem(ORDER_FILTER_KEY);
  } catch {
    // Storage blocked: the controls still work, they just are not remembered.
  }
}

// Full width of their grid cell and no wider: a select is otherwise as wide as its longest option.
const selectClass = 'w-full min-w-0 rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base font-normal';

/** A labelled choice of the controls (the label names it alone, not its options). */
function Choice({ label, value, onChange, children }: { label: string; value: string | number; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** Search, dates, status, duration and sort of an order list. */
function Controls({ filter, onChange, onClear }: { filter: OrderFilter; onChange: (change: Partial<OrderFilter>) => void; onClear: () => void }) {
  const [search, setSearch] = useState(filter.search);
  const ids = { from: useId(), to: useId(), search: useId() };
  const field = 'grid gap-1 text-sm font-semibold text-ink';
  return (
    <form
      role="search"
      aria-label="Filter orders"
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
    >
      <div className="grid min-w-0 gap-1 sm:col-span-2">
        <label htmlFor={ids.search} className={field}>
          Search by order number, name or email
        </label>
        <span className="flex min-w-0 gap-2">
          <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={100} className={`${selectClass} min-w-0 flex-1`} />
          <button type="submit" className="shrink-0 rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
            Search
          </button>
        </span>
      </div>
      <Choice label="Delivery date" value={filter.range} onChange={(value) => onChange({ range: value as OrderFilter['range'] })}>
        {DATE_RANGES.map((range) => (
          <option key={range} value={range}>
            {range === 'Any' ? 'Any day' : range === 'Week' ? 'Next 7 days' : range === 'Month' ? 'Next month' : range === 'Custom' ? 'Custom range' : range}
          </option>
        ))}
      </Choice>
      <Choice label="Status" value={filter.status} onChange={(value) => onChange({ status: value as OrderFilter['status'] })}>
        <option value="">All</option>
        {ORDER_STATUS_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </Choice>
      {filter.range === 'Custom' && (
        <>
          <div className="grid min-w-0 gap-1">
            <label className={field} htmlFor={ids.from}>
              From
            </label>
            <input id={ids.from} type="date" value={filter.from} onChange={(event) => onChange({ from: parseCalendarDay(event.target.value) ?? '' })} className={selectClass} />
          </div>
          <div className="grid min-w-0 gap-1">
            <label className={field} htmlFor={ids.to}>
              To
            </label>
            <input
              id={ids.to}
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(event) => onChange({ to: parseCalendarDay(event.target.value) ?? '' })}
              className={selectClass}
            />
          </div>
        </>
      )}
      <Choice label="Placed" value={filter.duration} onChange={(value) => onChange({ duration: Number(value) as OrderFilter['duration'] })}>
        <option value={0}>Any time</option>
        {ORDER_DURATIONS.map((months) => (
          <option key={months} value={months}>
            In the last {months === 1 ? 'month' : countOf(months, 'month')}
          </option>
        ))}
      </Choice>
      <Choice
        label="Sort by"
        value={`${filter.sort} ${filter.sortDir}`}
        onChange={(value) => {
          const [sort, sortDir] = value.split(' ') as [OrderFilter['sort'], OrderFilter['sortDir']];
          onChange({ sort, sortDir });
        }}
      >
        {ORDER_SORTS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((dir) => (
            <option key={`${sort} ${dir}`} value={`${sort} ${dir}`}>
              {SORT_LABELS[sort]} ({dir === 'desc' ? 'newest or highest first' : 'oldest or lowest first'})
            </option>
          )),
        )}
      </Choice>
      <div className="flex items-end">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          Clear All
        </button>
      </div>
    </form>
  );
}

/**
 * The order history (spec 001 sections 2.3 and 4.4): one page for the three
 * audiences, with their tabs, controls kept under `order-filter`, paging
 * and status badges. A row opens the order's details.
 */
export default function OrderHistory({ role }: PanelProps) {
  const tabs = TABS[role];
  const [filter, setFilter] = useState<OrderFilter>(() => storedFilter(tabs));
  const tab = tabs.find((t) => t.id === filter.tab) ?? tabs[0]!;
  const update = (next: OrderFilter) => {
    setFilter(next);
    storeFilter(next);
  };
  const change = (change: Partial<OrderFilter>) => update({ ...filter, ...change, offset: 'offset' in change ? change.offset! : 0 });

  return (
    <Panel>
      <Tabs label="Order lists" tabs={tabs} selected={tab.id} onSelect={(id) => update(defaultOrderFilter(id, id === SAVED.id))}>
        {tab.list === 'saved' ? (
          <SavedCartsList offset={filter.offset} sortDir={filter.sortDir} onChange={change} />
        ) : (
          <OrderList key={tab.id} role={role} tab={tab as Tab & { list: OrderListKind }} filter={filter} change={change} onClear={() => update(defaultOrderFilter(tab.id))} />
        )}
      </Tabs>
    </Panel>
  );
}

/** One order list with its controls, table and paging. */
function OrderList({
  role,
  tab,
  filter,
  change,
  onClear,
}: {
  role: SignedInRole;
  tab: Tab & { list: OrderListKind };
  filter: OrderFilter;
  change: (change: Partial<OrderFilter>) => void;
  onClear: () => void;
}) {
  const limit = ACCOUNT_ORDERS_PAGE_SIZE;
  const { state, reload } = useLoad((signal) => fetchOrderList(tab.list, orderListQuery(filter, limit, new Date()), signal), [JSON.stringify(filter)]);
  const columns = role === 'customer' ? CUSTOMER_COLUMNS : staffColumns(role === 'flowerline');
  const customerEmpty = role === 'customer' && !filter.search && filter.range === 'Any' && !filter.status && !filter.duration;
  return (
    <>
      <Controls filter={filter} onChange={change} onClear={onClear} />
      <Loaded state={state} reload={reload} rows={5} label="Loading orders…">
        {(page) =>
          page.results.length === 0 ? (
            <Empty>{customerEmpty ? 'You have not placed any orders' : 'There are no records to display'}</Empty>
          ) : (
            <>
              <DataTable caption={tab.label} columns={columns} rows={page.results} rowKey={(row) => row.orderId} minWidth={role === 'customer' ? 'lg:min-w-[28rem]' : 'lg:min-w-[52rem]'} />
              <Paging label={tab.label} offset={filter.offset} limit={limit} total={page.total} onOffset={(offset) => change({ offset })} />
              {page.total >= ORDER_LIST_MAX && <p className="mt-2 text-sm text-ink-muted">Maximum orders displayed: {ORDER_LIST_MAX}</p>}
            </>
          )
        }
      </Loaded>
    </>
  );
}
