import { SelectField } from '../../components/FormField';
import type { StudioField } from '../../lib/cms/studio-descriptor';
import { RetryAlert } from '../../components/RetryAlert';
import { useQuery } from '../../lib/api/useQuery';
import { useStudioForm } from './studio-context';
import { listDocuments } from './studio-documents';
import { inputId } from './studio-values';

interface ReferenceInputProps {
  field: StudioField;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}

/** A link to other documents: one chosen from a list, or several ticked. Unpublished ones say so (a publish needs them published). */
export function ReferenceInput({ field, value, path, onChange }: ReferenceInputProps) {
  const { problems, savesOf } = useStudioForm();
  const id = inputId(path);
  const error = problems[path];
  const model = field.model!;
  const list = useQuery(`${model}:${savesOf(model)}`, (signal) => listDocuments(model, '', signal));
  const documents = list.state.status === 'ok' ? list.state.data : null;
  const label = (doc: { id: string; title: string | null; published: boolean }) => `${doc.title ?? doc.id}${doc.published ? '' : ' (not published)'}`;
  if (list.state.status === 'error') return <RetryAlert message={list.state.message} onRetry={list.reload} />;
  if (!documents) return <p className="text-sm text-ink-muted">Loading {field.label.toLowerCase()}…</p>;
  if (!field.list) {
    const chosen = typeof value === 'string' ? value : '';
    return (
      <SelectField
        id={id}
        label={field.label}
        required={field.required}
        error={error}
        value={chosen}
        placeholder={field.required ? 'Choose…' : '(none)'}
        options={documents.map((doc) => ({ value: doc.id, label: label(doc) }))}
        onChange={(e) => onChange(e.target.value || null)}
      />
    );
  }
  const chosen = new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const toggle = (docId: string, on: boolean) => onChange(on ? [...chosen, docId] : [...chosen].filter((v) => v !== docId));
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold">{field.label}</legend>
      <div className="max-h-48 space-y-1 overflow-y-auto">
        {documents.map((doc) => (
          <label key={doc.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-plum" checked={chosen.has(doc.id)} onChange={(e) => toggle(doc.id, e.target.checked)} />
            {label(doc)}
          </label>
        ))}
        {!documents.length && <p className="text-sm text-ink-muted">There are none yet.</p>}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
