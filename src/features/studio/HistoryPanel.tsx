import { useState } from 'react';
import type { StudioDescriptor } from '../../lib/cms/studio-descriptor';
import { RetryAlert } from '../../components/RetryAlert';
import { useQuery } from '../../lib/api/useQuery';
import { listDocuments, listVersions, type Version } from './studio-documents';
import { whenText } from './studio-values';
import { changedFieldsOf, readableValue, referencedModels, type TitleOf } from './version-values';

interface HistoryPanelProps {
  descriptor: StudioDescriptor;
  model: string;
  id: string;
  revision: number;
  /** Restores a version as the draft; resolves with the refusal's text, if any. */
  onRestore: (version: Version) => Promise<string | null>;
}

const ACTIONS: Record<string, string> = { create: 'Created', save: 'Saved', publish: 'Published', unpublish: 'Unpublished', restore: 'Restored', delete: 'Deleted' };

/** Every version of a document, newest first, numbered from the first: compare any two, and restore one as the draft. */
export function HistoryPanel({ descriptor, model, id, revision, onRestore }: HistoryPanelProps) {
  const { state, reload } = useQuery(`${model}:${id}:${revision}`, (signal) => listVersions(model, id, signal));
  const [compare, setCompare] = useState<number[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  if (state.status === 'loading' || state.status === 'idle') return <div aria-label="Loading history" className="h-40 animate-pulse rounded-lg bg-ink/10" />;
  if (state.status === 'error') return <RetryAlert message={state.message} onRetry={reload} />;
  const versions = state.data;
  const toggle = (seq: number) => setCompare((now) => (now.includes(seq) ? now.filter((s) => s !== seq) : [...now, seq].slice(-2)));
  const chosen = versions.filter((v) => compare.includes(v.seq)).sort((a, b) => a.seq - b.seq);
  const titleField = descriptor.models.find((m) => m.type === model)?.titleField;
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
          const action = ACTIONS[version.action] ?? version.action;
          const label = `Version ${version.number}: ${action} by ${version.author}, ${whenText(version.createdAt)}`;
          const title = titleField && typeof version.data[titleField] === 'string' ? String(version.data[titleField]) : null;
          return (
            <li key={version.seq} className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-ink/10">
              <label className="flex flex-1 items-center gap-3">
                <input type="checkbox" className="h-4 w-4 accent-plum" checked={compare.includes(version.seq)} onChange={() => toggle(version.seq)} aria-label={`Compare ${label}`} />
                <span>
                  <span className="font-semibold">
                    Version {version.number} · {action}
                    {title && ` · ${title}`}
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
                onClick={() => void onRestore(version).then((failure) => setMessage(failure ?? `Version ${version.number} is the draft again. Publish it to bring it live.`))}
              >
                Restore
              </button>
            </li>
          );
        })}
      </ol>
      {chosen.length === 2 && <Comparison descriptor={descriptor} model={model} older={chosen[0]!} newer={chosen[1]!} />}
    </div>
  );
}

/** The fields two versions differ in, by their labels, each value as an editor reads it. */
function Comparison({ descriptor, model, older, newer }: { descriptor: StudioDescriptor; model: string; older: Version; newer: Version }) {
  const fields = changedFieldsOf(descriptor, model, older.data, newer.data);
  const linked = referencedModels(fields);
  const titles = useQuery(linked.length ? `titles:${linked.join(',')}` : null, async (signal) => {
    const lists = await Promise.all(linked.map((m) => listDocuments(m, '', signal)));
    const failed = lists.find((list) => !list.ok);
    if (failed && !failed.ok) return failed;
    return { ok: true as const, status: 200, data: new Map(lists.flatMap((list, i) => (list.ok ? list.data.map((doc) => [`${linked[i]}:${doc.id}`, doc.title ?? doc.id] as const) : []))) };
  });
  const known = titles.state.status === 'ok' ? titles.state.data : null;
  const titleOf: TitleOf = (m, docId) => known?.get(`${m}:${docId}`) ?? 'a document no longer in the studio';
  return (
    <section aria-label={`Changes from version ${older.number} to version ${newer.number}`} className="rounded-lg bg-white p-3 ring-1 ring-ink/10">
      <h3 className="font-semibold">
        Version {older.number} → version {newer.number}
      </h3>
      {!fields.length && <p className="mt-2 text-sm text-ink-muted">The two versions hold the same content.</p>}
      <dl className="mt-2 space-y-3">
        {fields.map((field) => (
          <div key={field.name}>
            <dt className="text-sm font-semibold">{field.label}</dt>
            <dd className="mt-1 grid gap-2 md:grid-cols-2">
              <p className="whitespace-pre-wrap break-words rounded bg-alert-red/10 p-2 text-sm">
                <span className="sr-only">Before: </span>
                {readableValue(descriptor, field, older.data[field.name], titleOf)}
              </p>
              <p className="whitespace-pre-wrap break-words rounded bg-sage-light p-2 text-sm">
                <span className="sr-only">After: </span>
                {readableValue(descriptor, field, newer.data[field.name], titleOf)}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
