import { ACCOUNT_PAGES } from '../../../../lib/domain/account';
import { formatDisplayDate, type CalendarDay } from '../../../../lib/domain/calendar-day';
import { melbourneToday } from '../../../../lib/domain/delivery-storage';
import { batchCodesCsvHref, listCodeBatches } from '../../api/promotion-batches';
import { DataTable } from '../../DataTable';
import { Empty, Loaded, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';
import { daysWords, discountWords } from './promo-words';

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
                    <span className="grid">
                      <span className="font-semibold">{row.prefix}</span>
                      <span className="text-sm text-ink-muted">{row.description || `Made ${formatDisplayDate(melbourneToday(new Date(row.createdAt)) as CalendarDay)} by ${row.createdBy}`}</span>
                    </span>
                  ),
                },
                { header: 'Discount', cell: (row) => discountWords(row), className: 'whitespace-nowrap' },
                { header: 'Days', cell: (row) => daysWords(row) },
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
