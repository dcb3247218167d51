import { useCallback, useEffect, useState } from 'react';
import type { StudioDescriptor } from '../../lib/cms/studio-descriptor';
import { RetryAlert } from '../../components/RetryAlert';
import { useQuery } from '../../lib/api/useQuery';
import { DocumentEditor } from './DocumentEditor';
import { DocumentList } from './DocumentList';
import { loadStudioModel } from './studio-documents';

interface StudioAppProps {
  editor: string;
  previewToken: string;
}

/** Where the studio is: the model and document in the address (?model=Article&id=…), so a link or a reload opens the same one. */
interface Place {
  model: string;
  id: string | null;
  /** Changes when the editor opens a document or starts a new one (not when a new one is first saved). */
  opened: number;
}

function placeFromAddress(): Place {
  const params = new URLSearchParams(location.search);
  return { model: params.get('model') ?? 'Article', id: params.get('id'), opened: 0 };
}

function writeAddress(place: Place, push: boolean) {
  const params = new URLSearchParams({ model: place.model });
  if (place.id) params.set('id', place.id);
  const url = `${location.pathname}?${params}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** The content studio: the models, each model's documents, and the open document's editor. */
export default function StudioApp({ editor, previewToken }: StudioAppProps) {
  const { state, reload } = useQuery('model', (signal) => loadStudioModel(signal));
  const [place, setPlace] = useState<Place>(placeFromAddress);
  const [revision, setRevision] = useState(0);
  // Saves per model: the lists reference fields offer load again after one.
  const [saves, setSaves] = useState<Record<string, number>>({});

  useEffect(() => {
    const back = () => setPlace((now) => ({ ...placeFromAddress(), opened: now.opened + 1 }));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const go = (next: Omit<Place, 'opened'>) => {
    const moved = { ...next, opened: place.opened + 1 };
    setPlace(moved);
    writeAddress(moved, true);
  };

  const savesOf = useCallback((model: string) => saves[model] ?? 0, [saves]);

  if (state.status === 'loading' || state.status === 'idle') {
    return <div aria-label="Loading the studio" className="m-8 h-64 animate-pulse rounded-lg bg-ink/10" />;
  }
  if (state.status === 'error') return <RetryAlert message={state.message} onRetry={reload} className="m-8 rounded-md bg-soft-pink px-4 py-3 text-ink" />;
  const descriptor: StudioDescriptor = state.data;
  const model = descriptor.models.find((m) => m.type === place.model) ?? descriptor.models[0]!;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center gap-4 bg-plum px-4 py-3 text-white">
        <a href="/studio" className="font-display text-xl font-semibold text-white no-underline">
          Wattle &amp; Bloom content studio
        </a>
        <span className="ml-auto text-sm">Signed in as {editor}</span>
        <a href="/" className="text-sm text-white underline">
          View the shop
        </a>
      </header>
      <nav aria-label="Content models" className="overflow-x-auto border-b border-ink/15 bg-white px-4">
        <ul className="flex gap-1">
          {descriptor.models.map((m) => (
            <li key={m.type}>
              <button
                type="button"
                aria-current={m.type === model.type ? 'page' : undefined}
                onClick={() => go({ model: m.type, id: null })}
                className={`whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold ${m.type === model.type ? 'border-plum text-plum' : 'border-transparent text-ink-muted hover:text-ink'}`}
              >
                {m.pluralLabel}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-1 flex-col gap-6 p-4 lg:flex-row">
        {/* On a phone, an open document takes the screen; the list is one tap back. */}
        <aside className={`lg:sticky lg:top-4 lg:block lg:h-[calc(100vh-8rem)] lg:w-80 lg:shrink-0 ${place.id ? 'hidden' : ''}`}>
          <DocumentList key={model.type} model={model} selected={place.id} revision={revision} onOpen={(id) => go({ model: model.type, id })} onNew={() => go({ model: model.type, id: null })} />
        </aside>
        <main id="studio-main" className="min-w-0 flex-1">
          {place.id && (
            <button type="button" onClick={() => go({ model: model.type, id: null })} className="mb-3 text-sm font-semibold text-plum underline lg:hidden">
              ← All {model.pluralLabel.toLowerCase()}
            </button>
          )}
          <DocumentEditor
            key={`${model.type}:${place.opened}`}
            descriptor={descriptor}
            model={model}
            id={place.id}
            previewToken={previewToken}
            savesOf={savesOf}
            onSaved={(id) => {
              setRevision((n) => n + 1);
              setSaves((now) => ({ ...now, [model.type]: (now[model.type] ?? 0) + 1 }));
              if (id !== place.id) {
                const next = { ...place, id };
                setPlace(next);
                writeAddress(next, false);
              }
            }}
            onDeleted={() => {
              setRevision((n) => n + 1);
              go({ model: model.type, id: null });
            }}
          />
        </main>
      </div>
    </div>
  );
}
