import { useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api/client';
import type { StudioDescriptor, StudioModel } from '../../lib/cms/studio-descriptor';
import { useQuery } from '../../lib/api/useQuery';
import { statusText } from './DocumentList';
import { ObjectFields } from './FieldInput';
import { HistoryPanel } from './HistoryPanel';
import { PreviewPane } from './PreviewPane';
import { ProblemSummary } from './ProblemSummary';
import { PublishBar } from './PublishBar';
import { RenderWatch, type SiteChange } from './RenderWatch';
import { StudioFormContext } from './studio-context';
import {
  createDocument,
  deleteDocument,
  latestRenderRuns,
  loadDocument,
  publishDocument,
  restoreVersion,
  saveDocument,
  unpublishDocument,
  type DocumentDetail,
  type Fields,
  type Version,
} from './studio-documents';
import { emptyDocument, slugify } from './studio-values';

interface DocumentEditorProps {
  descriptor: StudioDescriptor;
  model: StudioModel;
  /** null: a new document. */
  id: string | null;
  previewToken: string;
  /** Saves of a model's documents so far (reference fields load its list again after one). */
  savesOf: (model: string) => number;
  /** A save created or changed a document (the list and the address follow). */
  onSaved: (id: string) => void;
  onDeleted: () => void;
}

type Tab = 'fields' | 'preview' | 'history';
type Notice = { tone: 'ok' | 'error'; text: string } | null;

/** The latest render run's id before a publish, so the studio can follow the run that takes it. */
const lastRunId = async () => {
  const runs = await latestRenderRuns();
  return runs.ok ? (runs.data[0]?.id ?? 0) : 0;
};

const editable = (fields: Fields): Fields => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'id' && key !== 'stage'));

/**
 * One document in the studio: its fields as a form, Save (a draft), Publish,
 * Unpublish, a scheduled publish, Delete, the preview at two widths and the
 * history. The content API's refusals are shown under the fields they name.
 */
export function DocumentEditor({ descriptor, model, id, previewToken, savesOf, onSaved, onDeleted }: DocumentEditorProps) {
  const [round, setRound] = useState(0);
  const { state } = useQuery(id ? `${model.type}:${id}:${round}` : null, (signal) => loadDocument(model.type, id!, signal));
  const [draft, setDraft] = useState<Fields>(() => emptyDocument(descriptor, model.type));
  const [stored, setStored] = useState<DocumentDetail | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [tab, setTab] = useState<Tab>('fields');
  // The publish or unpublish whose render is followed: while it is, it is the document's one status line.
  const [watch, setWatch] = useState<{ after: number; change: SiteChange } | null>(null);

  // Each load of the document (first, and after every save) becomes the form's starting point.
  const loaded = state.status === 'ok' ? state.data : null;
  if (loaded && loaded !== stored) {
    setStored(loaded);
    setDraft(editable(loaded.draft));
    setDirty(false);
  }

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The first load shows a skeleton; later ones (after each save) keep the form on screen.
  if (id && !stored) {
    if (state.status === 'error') return <p role="alert">{state.message}</p>;
    if (state.status === 'ok' && !state.data) return <p role="alert">This {model.label.toLowerCase()} no longer exists. Choose another from the list.</p>;
    return <EditorSkeleton />;
  }

  const change = (next: Fields) => {
    // A new document's slug follows its title until the editor types one.
    const title = draft[model.titleField];
    if (!id && 'slug' in next && typeof next[model.titleField] === 'string' && next.slug === draft.slug && (!draft.slug || draft.slug === slugify(String(title ?? '')))) {
      next = { ...next, slug: slugify(String(next[model.titleField])) };
    }
    setDraft(next);
    setDirty(true);
  };

  /** Runs one action; its refusal goes under the fields and into the summary. `done`: the status once it worked (none: another line tells). */
  const act = async (name: string, run: () => Promise<ApiResult<unknown>>, done: string | null): Promise<boolean> => {
    setBusy(name);
    setNotice(null);
    setWatch(null);
    const result = await run();
    setBusy(null);
    if (!result.ok) {
      setProblems(result.error.body.errors ?? {});
      setNotice({ tone: 'error', text: result.error.message });
      if (result.error.body.errors && Object.keys(result.error.body.errors).length) setTab('fields');
      return false;
    }
    setProblems({});
    setNotice(done === null ? null : { tone: 'ok', text: done });
    return true;
  };

  const save = async (): Promise<string | null> => {
    if (!id) {
      let created: string | null = null;
      const ok = await act(
        'save',
        async () => {
          const result = await createDocument(model.type, draft);
          if (result.ok) created = result.data;
          return result;
        },
        'Draft saved.',
      );
      if (ok && created) {
        setDirty(false);
        onSaved(created);
      }
      return ok ? created : null;
    }
    if (!(await act('save', () => saveDocument(model.type, id, draft), 'Draft saved.'))) return null;
    setDirty(false);
    setRound((n) => n + 1);
    onSaved(id);
    return id;
  };

  const publish = async (publishAt?: string) => {
    const target = dirty || !id ? await save() : id;
    if (!target) return;
    const before = publishAt ? null : await lastRunId();
    const ok = await act(publishAt ? 'schedule' : 'publish', () => publishDocument(model.type, target, publishAt), publishAt ? 'Publish scheduled.' : null);
    if (ok && before !== null) setWatch({ after: before, change: 'publish' });
    if (ok) afterChange(target);
  };
  const afterChange = (target: string) => {
    setRound((n) => n + 1);
    onSaved(target);
  };
  const unpublish = async () => {
    if (!id) return;
    const before = await lastRunId();
    if (await act('unpublish', () => unpublishDocument(model.type, id), null)) {
      setWatch({ after: before, change: 'unpublish' });
      afterChange(id);
    }
  };
  const remove = async () => {
    if (!id || !window.confirm(`Delete this ${model.label.toLowerCase()}? Its history is kept, but it leaves the site.`)) return;
    if (await act('delete', () => deleteDocument(model.type, id), 'Deleted.')) onDeleted();
  };
  const restore = async (version: Version): Promise<string | null> => {
    if (dirty && !window.confirm('Restoring replaces your unsaved changes. Restore anyway?')) return 'Nothing was restored.';
    // The history says which version is the draft again.
    const ok = await act('restore', () => restoreVersion(version.seq), null);
    if (!ok) return 'The version could not be restored.';
    afterChange(id!);
    return null;
  };

  const form = { model: descriptor, problems, savesOf };
  const title = typeof draft[model.titleField] === 'string' && draft[model.titleField] ? String(draft[model.titleField]) : `New ${model.label.toLowerCase()}`;
  return (
    <StudioFormContext.Provider value={form}>
      <article aria-labelledby="studio-document-title" className="space-y-4">
        <header className="space-y-2">
          <h2 id="studio-document-title" className="font-display text-2xl text-plum">
            {title}
          </h2>
          <p className="text-sm text-ink-muted">
            {stored ? statusText(stored.status) : 'Not saved yet'}
            {dirty && ' · unsaved changes'}
          </p>
          <PublishBar
            busy={busy}
            isNew={!id}
            published={!!stored?.status.published}
            scheduledAt={stored?.status.publishAt ?? null}
            onSave={() => void save()}
            onPublish={(at) => void publish(at)}
            onUnpublish={() => void unpublish()}
            onDelete={() => void remove()}
          />
          {notice && (
            <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 ${notice.tone === 'error' ? 'bg-alert-red/10 text-alert-red' : 'bg-sage-light'}`}>
              {notice.text}
            </p>
          )}
          {watch && <RenderWatch key={`${watch.change}:${watch.after}`} after={watch.after} change={watch.change} />}
        </header>
        <ProblemSummary problems={problems} />
        <div role="tablist" aria-label="Document views" className="flex gap-1 border-b border-ink/15">
          {(['fields', 'preview', 'history'] as Tab[]).map((name) => (
            <button
              key={name}
              id={`tab-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              disabled={name === 'history' && !id}
              onClick={() => setTab(name)}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold capitalize disabled:opacity-40 ${tab === name ? 'border-plum text-plum' : 'border-transparent text-ink-muted hover:text-ink'}`}
            >
              {name === 'fields' ? 'Fields' : name === 'preview' ? 'Preview' : 'History'}
            </button>
          ))}
        </div>
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === 'fields' && <ObjectFields type={model.type} value={draft} path="" onChange={change} />}
          {tab === 'preview' && <PreviewPane model={model.type} saved={stored ? editable(stored.draft) : null} previewToken={previewToken} revision={round} />}
          {tab === 'history' && id && <HistoryPanel descriptor={descriptor} model={model.type} id={id} revision={round} onRestore={restore} />}
        </div>
      </article>
    </StudioFormContext.Provider>
  );
}

function EditorSkeleton() {
  return (
    <div aria-label="Loading the document" className="space-y-4">
      <div className="h-8 w-2/3 animate-pulse rounded bg-ink/10" />
      <div className="h-10 w-full animate-pulse rounded bg-ink/10" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded bg-ink/10" />
      ))}
    </div>
  );
}
