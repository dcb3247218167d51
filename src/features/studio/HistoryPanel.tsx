import { useState } from 'react';
import { RetryAlert } from '../../components/RetryAlert';
import { useQuery } from '../../lib/api/useQuery';
import { listVersions, type Version } from './studio-documents';
import { changedFields, valueText, whenText } from './studio-values';

interface HistoryPanelProps {
  model: string;
  id: string;
  revision: number;
  /** Restores a version as the draft; resolves with the refusal's text, if any. */
  onRestore: (version: Version) => Promise<string | null>;
}

const ACTIONS: Record<string, string> = { create: 'Created', save: 'Saved', publish: 'Published', unpublish: 'Unpublished', restore: 'Restored', delete: 'Deleted' };

/** Every version of a document, newest first: compare any two, and restore one as the draft. */
export function HistoryPanel({ model, id, revision, onRestore }: HistoryPanelProps) {
  const { state, reload } = useQuery(`${model}:${id}:${revision}`, (signal) => listVersions(model, id, signal));
  const [compare, setCompare] = useState<number[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  if (state.status === 'loading' || state.status === 'idle') return <div aria-label="Loading history" className="h-40 animate-pulse rounded-lg bg-ink/10" />;
  if (state.status === 'error') return <RetryAlert message={state.message} onRetry={reload} />;
  const versions = state.data;
  const toggle = (seq: number) => setCompare((now) => (now.includes(seq) ? now.filter((s) => s !== seq) : [...now, seq].slice(-2)));
  const chosen = versions.filter((v) => compare.includes(v.seq)).sort((a, b) => a.seq - b.seq);
  return (
    <div className="space-y-4">
      {message && (
        <p role="status" className="rounded-lg bg-sage-light p-3">
          {message}
        </p>
      )}
      <p className="text-sm text-ink-muted">Tick two versions to compare them. Restoring makes a version the draft again; publish it to bring it live.</p>
      <ol className="space-y-2">
        {versions.map((version) => {
          const label = `Version ${version.seq}: ${ACTIONS[version.action] ?? version.action} by ${version.author}, ${whenText(version.createdAt)}`;
          return (
            <li key={version.seq} className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-ink/10">
              <label className="flex flex-1 items-center gap-3">
                <input type="checkbox" className="h-4 w-4 accent-plum" checked={compare.includes(version.seq)} onChange={() => toggle(version.seq)} aria-label={`Compare ${label}`} />
                <span>
                  <span className="font-semibold">
                    {ACTIONS[version.action] ?? version.action} ·{' '}
                    {typeof version.data.title === 'string' ? version.data.title : typeof version.data.name === 'string' ? version.data.name : `version ${version.seq}`}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {version.author}, {whenText(version.createdAt)}
                  </span>
                </span>
              </label>
              <button
                type="button"
                aria-label={`Restore ${label}`}
                className="rounded-full border border-plum px-3 py-1 text-sm font-semibold text-plum hover:bg-plum/5"
                onClick={() => void onRestore(version).then((failure) => setMessage(failure ?? `Version ${version.seq} is the draft again. Publish it to bring it live.`))}
              >
                Restore
              </button>
            </li>
          );
        })}
      </ol>
      {chosen.length === 2 && <Comparison older={chosen[0]!} newer={chosen[1]!} />}
    </div>
  );
}

function Comparison({ older, newer }: { older: Version; newer: Version }) {
  const fields = changedFields(older.data, newer.data);
  return (
    <section aria-label={`Changes from version ${older.seq} to version ${newer.seq}`} className="rounded-lg bg-white p-3 ring-1 ring-ink/10">
      <h3 className="font-semibold">
        Version {older.seq} → version {newer.seq}
      </h3>
      {!fields.length && <p className="mt-2 text-sm text-ink-muted">The two versions hold the same content.</p>}
      <dl className="mt-2 space-y-3">
        {fields.map((field) => (
          <div key={field}>
            <dt className="text-sm font-semibold">{field}</dt>
            <dd className="mt-1 grid gap-2 md:grid-cols-2">
              <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-alert-red/10 p-2 text-xs">
                <span className="sr-only">Before: </span>
                {valueText(older.data[field])}
              </pre>
              <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-sage-light p-2 text-xs">
                <span className="sr-only">After: </span>
                {valueText(newer.data[field])}
              </pre>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
