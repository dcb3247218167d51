import { ACCOUNT_PAGES } from '../../../../lib/domain/account';
import { formatDisplayDate, type CalendarDay } from '../../../../lib/domain/calendar-day';
import { melbourneToday } from '../../../../lib/domain/delivery-storage';
import { batchCodesCsvHref, listCodeBatches } from '../../api/promotion-batches';
import { DataTable, LinkCell } from '../../DataTable';
import { Empty, Loaded, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';
import { daysWords, discountWords, PromoStateBadge } from './promo-words';

const batchHref = (id: string) => `${ACCOUNT_PAGES['promotion-batch'].path}?id=${encodeURIComponent(id)}`;

/** The batches of single-use codes (Flowerline), one row a batch, on the Promotions tab. */
export function CodeBatchesList() {
  const { state, reload } = useLoad((signal) => listCodeBatches(signal), []);
  return (
    <section aria-labelledby="batches-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batches-heading" className="font-serif text-2xl text-plum">
          Batches of single-use codes
        </h2>
        <a href={ACCOUNT_PAGES['promotion-batch'].path} className={secondaryButton}>
          New batch of codes
        </a>
      </div>
      <Loaded state={state} reload={reload} label="Loading the batches…">
        {(list) =>
          list.results.length ? (
            <DataTable
              caption="Batches of single-use codes"
              rowKey={(row) => row.id}
              rows={list.results}
              columns={[
                {
                  header: 'Prefix',
                  cell: (row) => (
                    <LinkCell
                      href={batchHref(row.id)}
                      name={row.prefix}
                      detail={row.description || `Made ${formatDisplayDate(melbourneToday(new Date(row.createdAt)) as CalendarDay)} by ${row.createdBy}`}
                    />
                  ),
                },
                { header: 'Discount', cell: (row) => discountWords(row), className: 'whitespace-nowrap' },
                { header: 'Days', cell: (row) => daysWords(row) },
                { header: 'State', cell: (row) => <PromoStateBadge state={row.state} /> },
                { header: 'Codes', cell: (row) => row.size.toLocaleString('en-AU') },
                { header: 'Used', cell: (row) => row.used.toLocaleString('en-AU') },
                {
                  header: 'Files and report',
                  cell: (row) => (
                    <span className="flex flex-wrap gap-x-3">
                      <a href={batchCodesCsvHref(row.id)} download className="font-semibold text-plum underline">
                        Codes of {row.prefix} (CSV)
                      </a>
                      <a href={`${ACCOUNT_PAGES['promotion-usage'].path}?batch=${encodeURIComponent(row.id)}`} className="font-semibold text-plum underline">
                        Usage of {row.prefix}
                      </a>
                    </span>
                  ),
                },
              ]}
            />
          ) : (
            <Empty>No batches of codes yet.</Empty>
          )
        }
      </Loaded>
    </section>
  );
}
