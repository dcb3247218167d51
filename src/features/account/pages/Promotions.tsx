import { useState } from 'react';
import { PROMO_ADMIN_STATE_WORDS, PROMO_ADMIN_STATES, type PromoCodeRow } from '../../../lib/api/contracts/promotions';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { listPromoCodes } from '../api/promotions';
import { LinkCell, PagedTable, type Column } from '../DataTable';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel, primaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { AutomaticPromotionsList } from './promotions/AutomaticPromotionsList';
import { CodeBatchesList } from './promotions/CodeBatchesList';
import { daysWords, discountWords, PromoStateBadge, usesWords } from './promotions/promo-words';

const PAGE_SIZE = 25;
const STATES = [{ value: '', label: 'Every state' }, ...PROMO_ADMIN_STATES.map((state) => ({ value: state, label: PROMO_ADMIN_STATE_WORDS[state] }))];
const codeHref = (page: 'promotion-edit' | 'promotion-usage', code: string) => `${ACCOUNT_PAGES[page].path}?code=${encodeURIComponent(code)}`;

const COLUMNS: Column<PromoCodeRow>[] = [
  { header: 'Code', cell: (row) => <LinkCell href={codeHref('promotion-edit', row.code)} name={row.code} detail={row.description || discountWords(row)} /> },
  { header: 'Discount', cell: (row) => discountWords(row), className: 'whitespace-nowrap' },
  { header: 'Days', cell: (row) => daysWords(row) },
  { header: 'State', cell: (row) => <PromoStateBadge state={row.state} /> },
  { header: 'Uses / limit', cell: (row) => usesWords(row), className: 'whitespace-nowrap' },
  {
    header: 'Report',
    cell: (row) => (
      <a href={codeHref('promotion-usage', row.code)} className="font-semibold text-plum underline">
        Usage of {row.code}
      </a>
    ),
  },
];

/** The promo codes (Flowerline): every code, found by code or description, filtered by state, paged. */
export default function Promotions() {
  const [query, setQuery] = useState({ offset: 0, search: '', state: '' });
  const { state, reload } = useLoad((signal) => listPromoCodes({ offset: query.offset, limit: PAGE_SIZE, search: query.search || undefined, state: query.state || undefined }, signal), [query]);
  return (
    <Panel
      intro="Promo codes shoppers type in their cart. Open one to change it, switch it off or set its days; the shop takes a change at once."
      actions={
        <a href={ACCOUNT_PAGES['promotion-new'].path} className={primaryButton}>
          New promo code
        </a>
      }
    >
      <SearchBar label="Search by code or description" onSearch={(search) => setQuery({ ...query, offset: 0, search })}>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          State
          <select
            className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base font-normal"
            value={query.state}
            onChange={(event) => setQuery({ ...query, offset: 0, state: event.target.value })}
          >
            {STATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </SearchBar>
      <Loaded state={state} reload={reload} rows={6} label="Loading the promo codes…">
        {(page) => (
          <PagedTable
            caption="Promo codes"
            columns={COLUMNS}
            rowKey={(row) => row.code}
            minWidth="lg:min-w-[40rem]"
            page={page}
            offset={query.offset}
            limit={PAGE_SIZE}
            onOffset={(offset) => setQuery({ ...query, offset })}
          />
        )}
      </Loaded>
      <div className="mt-10 grid gap-10">
        <AutomaticPromotionsList />
        <CodeBatchesList />
      </div>
    </Panel>
  );
}
