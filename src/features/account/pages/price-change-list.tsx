import { useState } from 'react';
import { DateTimeText } from '../../../components/DateText';
import Dialog from '../../../components/Dialog';
import type { PriceChange, PriceChangeStatus, PricePreview } from '../../../lib/api/contracts/catalogue-prices';
import { endPriceChange } from '../api/catalogue-prices';
import { DataTable, type Column } from '../DataTable';
import { Empty, Failure, primaryButton, secondaryButton } from '../ui';

const STATUS: Record<PriceChangeStatus, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'border-wattle bg-wattle-light text-ink' },
  applied: { label: 'Made', className: 'border-alert-green/30 bg-sage-light text-alert-green' },
  undone: { label: 'Undone', className: 'border-ink/20 bg-cream text-ink-muted' },
  cancelled: { label: 'Cancelled', className: 'border-ink/20 bg-white text-ink-muted' },
};

const PREVIEW_COLUMNS: Column<PricePreview['rows'][number]>[] = [
  { header: 'Product', cell: (row) => <span className="font-semibold">{row.product}</span> },
  { header: 'Size', cell: (row) => row.size },
  { header: 'Now', cell: (row) => row.now.formattedPrice, className: 'whitespace-nowrap' },
  {
    header: 'New',
    cell: (row) => (row.new.centAmount === row.now.centAmount ? `${row.new.formattedPrice} (no change)` : <strong>{row.new.formattedPrice}</strong>),
    className: 'whitespace-nowrap',
  },
];

/** Each size the change takes: product, size, the price now and the price it would have. */
export function PreviewTable({ preview }: { preview: PricePreview }) {
  return (
    <div className="grid gap-2">
      <p role="status">
        {preview.changing} of {preview.rows.length} {preview.rows.length === 1 ? 'size' : 'sizes'} would change price.
      </p>
      <DataTable caption="Prices after the change" columns={PREVIEW_COLUMNS} rows={preview.rows} rowKey={(row) => `${row.productKey}:${row.size}`} />
    </div>
  );
}

/** When a change was or will be made, and what happened since, in Melbourne time. */
function WhenCell({ change }: { change: PriceChange }) {
  return (
    <div className="grid gap-0.5 text-sm">
      {change.status === 'scheduled' && (
        <span>
          For <DateTimeText iso={change.runAt} style="medium" />
        </span>
      )}
      {change.appliedAt && (
        <span>
          Made <DateTimeText iso={change.appliedAt} style="medium" />
        </span>
      )}
      {change.undoneAt && (
        <span>
          Undone <DateTimeText iso={change.undoneAt} style="medium" /> by {change.undoneBy}
        </span>
      )}
      {change.cancelledAt && (
        <span>
          Cancelled <DateTimeText iso={change.cancelledAt} style="medium" /> by {change.cancelledBy}
        </span>
      )}
    </div>
  );
}

type Ending = { change: PriceChange; action: 'undo' | 'cancel' };

/** The latest price changes, with Undo (a change made) and Cancel (one scheduled), each asked to confirm. */
export function PriceChangeList({ changes, onChanged }: { changes: PriceChange[]; onChanged: (message: string) => void }) {
  const [ending, setEnding] = useState<Ending | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!ending) return;
    setBusy(true);
    const result = await endPriceChange(ending.change.id, ending.action);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error.message);
      setEnding(null);
      return;
    }
    setFailure(null);
    setEnding(null);
    const left = result.data.left.length;
    onChanged(
      ending.action === 'cancel'
        ? `Price change ${result.data.id} is cancelled.`
        : `Price change ${result.data.id} is undone.${left ? ` ${left} ${left === 1 ? 'size was' : 'sizes were'} changed since and kept ${left === 1 ? 'its' : 'their'} price.` : ''}`,
    );
  };

  const columns: Column<PriceChange>[] = [
    {
      header: 'Change',
      cell: (change) => (
        <div>
          <span className="font-semibold">Price change {change.id}</span>
          <span className="block text-sm">{change.summary}</span>
          {change.left.length > 0 && (
            <span className="block text-sm text-ink-muted">Kept as changed since: {change.left.map((size) => `${size.product}, ${size.size} (${size.price.formattedPrice})`).join('; ')}</span>
          )}
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (change) => (
        <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS[change.status].className}`}>{STATUS[change.status].label}</span>
      ),
    },
    { header: 'Who', cell: (change) => change.by },
    { header: 'When', cell: (change) => <WhenCell change={change} /> },
    { header: 'Sizes', cell: (change) => (change.status === 'scheduled' || change.status === 'cancelled' ? '–' : change.sizes) },
    {
      header: 'Actions',
      wide: true,
      cell: (change) =>
        change.status === 'applied' ? (
          <button type="button" className={secondaryButton} onClick={() => setEnding({ change, action: 'undo' })}>
            Undo<span className="sr-only"> price change {change.id}</span>
          </button>
        ) : change.status === 'scheduled' ? (
          <button type="button" className={secondaryButton} onClick={() => setEnding({ change, action: 'cancel' })}>
            Cancel<span className="sr-only"> price change {change.id}</span>
          </button>
        ) : null,
    },
  ];

  return (
    <div className="grid gap-3">
      {failure && <Failure message={failure} />}
      {changes.length ? (
        <DataTable caption="Price changes" columns={columns} rows={changes} rowKey={(change) => String(change.id)} minWidth="lg:min-w-[48rem]" />
      ) : (
        <Empty>No price changes yet.</Empty>
      )}
      <Dialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        role="alertdialog"
        size="sm"
        title={ending?.action === 'cancel' ? `Cancel price change ${ending.change.id}?` : `Undo price change ${ending?.change.id ?? ''}?`}
        footer={
          <>
            <button type="button" onClick={() => setEnding(null)} className={secondaryButton}>
              Keep it
            </button>
            <button type="button" disabled={busy} onClick={() => void confirm()} className={primaryButton}>
              {busy ? 'Working…' : ending?.action === 'cancel' ? 'Cancel the change' : 'Undo the change'}
            </button>
          </>
        }
      >
        <p>{ending?.change.summary}</p>
        <p className="mt-2 text-ink-muted">
          {ending?.action === 'cancel'
            ? 'The prices stay as they are and this change will not be made.'
            : 'The prices this change set go back to what they were. A size someone has changed since keeps its price.'}
        </p>
      </Dialog>
    </div>
  );
}
