import { useState } from 'react';
import type { PromoCodeBatchDetail } from '../../../../lib/api/contracts/promo-code-batches';
import { ACCOUNT_PAGES } from '../../../../lib/domain/account';
import { formatPrice } from '../../../../lib/domain/money';
import { DateTimeText } from '../../../../components/DateText';
import { batchCodesCsvHref, batchUsageCsvHref, fetchCodeBatch, switchCodeBatch } from '../../api/promotion-batches';
import { Failure, Loaded, primaryButton, Saved, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';
import { ChangeHistory } from '../ChangeHistory';
import { daysWords, discountWords, PromoStateBadge } from './promo-words';

/**
 * Switching a whole batch off (a leaked newsletter's codes stop at once) or
 * on again: every one of its codes with it, recorded in its history.
 */
function BatchSwitch({ batch, onSaved }: { batch: PromoCodeBatchDetail; onSaved: (batch: PromoCodeBatchDetail) => void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const codes = `${batch.size.toLocaleString('en-AU')} ${batch.size === 1 ? 'code' : 'codes'}`;
  const toggle = async () => {
    setSending(true);
    setFailure(null);
    setDone(null);
    const result = await switchCodeBatch(batch.id, !batch.active);
    setSending(false);
    if (!result.ok) return setFailure(result.error.message);
    setDone(result.data.active ? 'Switched on: its unused codes can be used again.' : `Switched off: none of its ${codes} can be used now.`);
    onSaved(result.data);
  };
  return (
    <section aria-labelledby="switch-heading" className="grid content-start gap-3 rounded-xl border border-plum/15 bg-white p-4">
      <h3 id="switch-heading" className="font-serif text-xl text-plum">
        Switch the batch
      </h3>
      <p className="text-sm text-ink-muted">
        {batch.active
          ? `Switching it off stops all ${codes} at once, on every device: a cart holding one gets no discount from it, and no checkout takes it.`
          : 'It is switched off: none of its codes gives a discount. Switching it on lets the codes not yet used be used again, within their days.'}
      </p>
      {failure && <Failure message={failure} />}
      {done && <Saved>{done}</Saved>}
      <div>
        <button type="button" disabled={sending} className={batch.active ? secondaryButton : primaryButton} onClick={() => void toggle()}>
          {sending ? 'Saving…' : batch.active ? 'Switch the batch off' : 'Switch the batch on'}
        </button>
      </div>
    </section>
  );
}

/** A batch's terms, as the shop words them. */
function Terms({ batch }: { batch: PromoCodeBatchDetail }) {
  const terms: [string, string][] = [
    ['Discount', discountWords(batch)],
    ['Days', daysWords(batch)],
    ['Minimum spend', batch.minimumSpend == null ? 'None' : formatPrice(Math.round(batch.minimumSpend * 100))],
    ['Applies to', batch.appliesToWords],
    ['Combines with other codes', batch.combinable ? 'Yes' : 'No'],
    ['Codes', `${batch.size.toLocaleString('en-AU')}, each usable once`],
    ['Used', batch.used.toLocaleString('en-AU')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {terms.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-semibold">Made</dt>
        <dd>
          <DateTimeText iso={batch.createdAt} /> by {batch.createdBy}
        </dd>
      </div>
    </dl>
  );
}

/** One batch of single-use codes (?id=): its terms and state, its files and report, switching it off or on, and its history. */
export function BatchDetail({ id }: { id: string }) {
  const { state, reload, setData } = useLoad((signal) => fetchCodeBatch(id, signal), [id]);
  return (
    <Loaded state={state} reload={reload} label="Loading the batch…">
      {(batch) => (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="batch-heading" className="grid content-start gap-4">
            <h2 id="batch-heading" className="font-serif text-2xl text-plum">
              Batch {batch.prefix}
            </h2>
            <p className="flex flex-wrap items-center gap-3">
              <PromoStateBadge state={batch.state} /> {batch.description && <span>{batch.description}</span>}
            </p>
            <Terms batch={batch} />
            <p className="flex flex-wrap gap-3">
              <a href={batchCodesCsvHref(batch.id)} download className={secondaryButton}>
                Download the codes (CSV)
              </a>
              <a href={`${ACCOUNT_PAGES['promotion-usage'].path}?batch=${encodeURIComponent(batch.id)}`} className={secondaryButton}>
                Usage report
              </a>
              <a href={batchUsageCsvHref(batch.id)} download className={secondaryButton}>
                Download the usage (CSV)
              </a>
            </p>
            <BatchSwitch batch={batch} onSaved={setData} />
          </section>
          <section aria-labelledby="history-heading" className="grid content-start gap-3">
            <h2 id="history-heading" className="font-serif text-xl text-plum">
              Changes
            </h2>
            <ChangeHistory changes={batch.changes} />
          </section>
        </div>
      )}
    </Loaded>
  );
}
