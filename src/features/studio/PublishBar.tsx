import { useState } from 'react';
import { DateTimeInput } from './DateTimeInput';
import { whenText } from './studio-values';

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

/** Save, Publish, Unpublish, Delete, and a publish at a chosen day and time (Melbourne). */
export function PublishBar({ busy, isNew, published, scheduledAt, onSave, onPublish, onUnpublish, onDelete }: PublishBarProps) {
  const [at, setAt] = useState<string | null>(scheduledAt);
  const [atError, setAtError] = useState<string | null>(null);
  const label = (name: string, text: string, doing: string) => (busy === name ? doing : text);
  const schedule = () => {
    if (!at) return setAtError('Choose a date and a time.');
    if (new Date(at).getTime() <= Date.now()) return setAtError('Choose a time in the future, or publish now.');
    setAtError(null);
    onPublish(at);
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
        <DateTimeInput label="Publish at (Melbourne time)" days="future" calendarLabel="Choose a day to publish" value={at} error={atError} onChange={setAt} />
        <button type="button" disabled={!!busy} onClick={schedule} className={`${button} border border-plum text-plum hover:bg-plum/5`}>
          {label('schedule', 'Schedule publish', 'Scheduling…')}
        </button>
        {scheduledAt && <p className="text-sm text-ink-muted">Scheduled for {whenText(scheduledAt)} (Melbourne time).</p>}
      </div>
    </div>
  );
}
