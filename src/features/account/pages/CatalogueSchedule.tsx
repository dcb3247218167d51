import { useState, type FormEvent } from 'react';
import Dialog from '../../../components/Dialog';
import type { CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { scheduleWords } from '../../../lib/domain/catalogue-schedule';
import { DateTimeInput } from '../../studio/DateTimeInput';
import { fetchCatalogueProduct } from '../api/catalogue';
import { cancelCatalogueSchedule, scheduleCatalogueProduct } from '../api/catalogue-schedule';
import { Failure, primaryButton, SaveFooter, secondaryButton } from '../ui';
import { useSaveForm } from '../use-save-form';

/**
 * Going on sale at a Melbourne day and quarter hour (docs/adr/0762): a draft
 * or off-sale product is put on sale then (and optionally taken off sale
 * again later); a product on sale may be taken off sale at a time. What is
 * scheduled is said, with who scheduled it, and can be cancelled.
 */
export function CatalogueSchedule({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [onSaleAt, setOnSaleAt] = useState<string | null>(null);
  const [offSaleAt, setOffSaleAt] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const { ref, errors, failure, saved, sending, refuse, send, changed, fail } = useSaveForm();
  const canPutOnSale = product.state === 'draft' || product.state === 'offSale';
  const canTakeOff = product.state === 'onSale';

  const reload = async () => {
    const fresh = await fetchCatalogueProduct(product.key);
    if (fresh.ok) onSaved(fresh.data);
    else fail(fresh.error.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse(canPutOnSale && !onSaleAt ? { onSaleAt: 'Choose a day and a time.' } : canTakeOff && !offSaleAt ? { offSaleAt: 'Choose a day and a time.' } : {})) return;
    const body = canPutOnSale ? { onSaleAt, offSaleAt } : { offSaleAt };
    const result = await send(() => scheduleCatalogueProduct(product.key, body));
    if (result) {
      setOnSaleAt(null);
      setOffSaleAt(null);
      await reload();
    }
  };

  const cancel = async () => {
    setBusy(true);
    const result = await cancelCatalogueSchedule(product.key);
    setBusy(false);
    setCancelling(false);
    setCancelFailure(result.ok ? null : result.error.message);
    await reload();
  };

  if (!canPutOnSale && !canTakeOff && !product.scheduled.length) return null;
  return (
    <form ref={ref} noValidate aria-labelledby="schedule-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="schedule-heading" className="font-serif text-xl text-plum">
        Scheduled availability
      </h3>
      {product.scheduled.length > 0 && (
        <div className="grid gap-2 rounded-lg border border-wattle bg-wattle-light/40 p-3" data-testid="product-scheduled">
          <ul className="grid gap-1">
            {product.scheduled.map((entry) => (
              <li key={entry.id}>
                <strong>{scheduleWords(entry.action, entry.runAt)}</strong> <span className="text-sm text-ink-muted">(scheduled by {entry.by})</span>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className={secondaryButton} onClick={() => setCancelling(true)}>
              Cancel what is scheduled
            </button>
          </div>
        </div>
      )}
      {cancelFailure && <Failure message={cancelFailure} />}
      {canPutOnSale && (
        <DateTimeInput
          label="Put on sale at (Melbourne time)"
          hint="The product goes on sale and appears on the site then."
          days="future"
          calendarLabel="Choose the day it goes on sale"
          value={onSaleAt}
          error={errors.onSaleAt}
          onChange={(at) => {
            changed();
            setOnSaleAt(at);
          }}
        />
      )}
      {(canPutOnSale || canTakeOff) && (
        <DateTimeInput
          label={canPutOnSale ? 'Take off sale at (optional, Melbourne time)' : 'Take off sale at (Melbourne time)'}
          days="future"
          calendarLabel="Choose the day it goes off sale"
          value={offSaleAt}
          error={errors.offSaleAt}
          onChange={(at) => {
            changed();
            setOffSaleAt(at);
          }}
        />
      )}
      {(canPutOnSale || canTakeOff) && (
        <SaveFooter
          failure={failure}
          saved={saved && 'Scheduled.'}
          sending={sending}
          label={product.scheduled.length ? 'Schedule instead' : canPutOnSale ? 'Schedule going on sale' : 'Schedule going off sale'}
        />
      )}
      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        role="alertdialog"
        size="sm"
        title="Cancel what is scheduled?"
        footer={
          <>
            <button type="button" onClick={() => setCancelling(false)} className={secondaryButton}>
              Keep it
            </button>
            <button type="button" disabled={busy} onClick={() => void cancel()} className={primaryButton}>
              {busy ? 'Working…' : 'Cancel it'}
            </button>
          </>
        }
      >
        <p>{product.scheduled.map((entry) => scheduleWords(entry.action, entry.runAt)).join('; ')}</p>
        <p className="mt-2 text-ink-muted">The product’s availability stays as it is.</p>
      </Dialog>
    </form>
  );
}
