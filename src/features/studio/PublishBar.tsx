import { useId, useState } from 'react';
import { fromLocalInput, toLocalInput, whenText } from './studio-values';

interface PublishBarProps {
  /** The action under way, if any: every button waits for it. */
  busy: string | null;
  isNew: boolean;
  published: boolean;
  scheduledAt: string | null;
  onSave: () => void;
  onPublish: (at?: string) => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

const button = 'rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Save, Publish, Unpublish, Delete, and a publish at a chosen time (Melbourne). */
export function PublishBar({ busy, isNew, published, scheduledAt, onSave, onPublish, onUnpublish, onDelete }: PublishBarProps) {
  const timeId = useId();
  const [at, setAt] = useState(() => toLocalInput(scheduledAt));
  const [atError, setAtError] = useState<string | null>(null);
  const label = (name: string, text: string, doing: string) => (busy === name ? doing : text);
  const schedule = () => {
    const iso = fromLocalInput(at);
    if (!iso) return setAtError('Choose a date and time.');
    if (new Date(iso).getTime() <= Date.now()) return setAtError('Choose a time in the future, or publish now.');
    setAtError(null);
    onPublish(iso);
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={!!busy} onClick={onSave} className={`${button} border border-plum text-plum hover:bg-plum/5`}>
          {label('save', 'Save draft', 'Saving…')}
        </button>
        <button type="button" disabled={!!busy} onClick={() => onPublish()} className={`${button} bg-plum text-white hover:bg-plum-dark`}>
          {label('publish', 'Publish', 'Publishing…')}
        </button>
        {published && (
          <button type="button" disabled={!!busy} onClick={onUnpublish} className={`${button} border border-ink/30 text-ink hover:bg-ink/5`}>
            {label('unpublish', 'Unpublish', 'Unpublishing…')}
          </button>
        )}
        {!isNew && (
          <button type="button" disabled={!!busy} onClick={onDelete} className={`${button} text-alert-red underline`}>
            {label('delete', 'Delete', 'Deleting…')}
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={timeId} className="block text-sm font-semibold">
            Publish at (Melbourne time)
          </label>
          <input
            id={timeId}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? `${timeId}-error` : undefined}
            className="mt-1 rounded-lg border border-ink/25 bg-white px-3 py-2"
          />
        </div>
        <button type="button" disabled={!!busy} onClick={schedule} className={`${button} border border-plum text-plum hover:bg-plum/5`}>
          {label('schedule', 'Schedule publish', 'Scheduling…')}
        </button>
        {scheduledAt && <p className="text-sm text-ink-muted">Scheduled for {whenText(scheduledAt)}.</p>}
      </div>
      {atError && (
        <p id={`${timeId}-error`} className="text-sm text-alert-red">
          {atError}
        </p>
      )}
    </div>
  );
}
