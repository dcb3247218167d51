import { useId, useState } from 'react';
import type { StudioModel } from '../../lib/cms/studio-descriptor';
import { RetryAlert } from '../../components/RetryAlert';
import { useQuery } from '../../lib/api/useQuery';
import { listDocuments, type DocumentStatus } from './studio-documents';
import { whenText } from './studio-values';

interface DocumentListProps {
  model: StudioModel;
  selected: string | null;
  /** Changes whenever a document was saved, so the list shows it as it now stands. */
  revision: number;
  onOpen: (id: string) => void;
  onNew: () => void;
}

export function statusText(doc: Pick<DocumentStatus, 'published' | 'hasUnpublishedChanges' | 'publishAt'>): string {
  if (doc.publishAt) return `Scheduled ${whenText(doc.publishAt)}`;
  if (!doc.published) return 'Draft';
  return doc.hasUnpublishedChanges ? 'Published, with changes' : 'Published';
}

/** The documents of one model, newest change first, with a search over their names, slugs and ids. */
export function DocumentList({ model, selected, revision, onOpen, onNew }: DocumentListProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { state, reload } = useQuery(`${model.type}:${search.trim()}:${revision}`, (signal) => listDocuments(model.type, search.trim(), signal), { debounceMs: 250 });
  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${searchId}-heading`} className="font-display text-xl text-plum">
          {model.pluralLabel}
        </h2>
        <button type="button" onClick={onNew} className="rounded-full bg-plum px-4 py-1.5 text-sm font-semibold text-white hover:bg-plum-dark">
          New {model.label.toLowerCase()}
        </button>
      </div>
      <label htmlFor={searchId} className="mt-3 block text-sm font-semibold">
        Search {model.pluralLabel.toLowerCase()}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        maxLength={200}
        onChange={(e) => setSearch(e.target.value)}
        className="mt-1 w-full rounded-lg border border-ink/25 bg-white px-3 py-2"
        placeholder="Title, name, slug or id"
      />
      <div aria-live="polite" className="mt-3 min-h-0 flex-1 overflow-y-auto">
        {state.status === 'loading' && (
          <ul aria-label="Loading documents" className="space-y-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-14 animate-pulse rounded-lg bg-ink/10" />
            ))}
          </ul>
        )}
        {state.status === 'error' && <RetryAlert message={state.message} onRetry={reload} />}
        {state.status === 'ok' && !state.data.length && <p className="text-sm text-ink-muted">{search.trim() ? `No ${model.label.toLowerCase()} matches “${search.trim()}”.` : 'None yet.'}</p>}
        {state.status === 'ok' && state.data.length > 0 && (
          <ul className="space-y-1">
            {state.data.map((doc) => (
              <li key={doc.id}>
                <button
                  type="button"
                  aria-current={doc.id === selected ? 'true' : undefined}
                  onClick={() => onOpen(doc.id)}
                  className={`w-full rounded-lg px-3 py-2 text-left hover:bg-plum/5 ${doc.id === selected ? 'bg-plum/10 ring-1 ring-plum' : ''}`}
                >
                  <span className="block font-semibold text-ink">{doc.title ?? doc.id}</span>
                  <span className="block text-xs text-ink-muted">
                    {statusText(doc)} · saved {whenText(doc.updatedAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
