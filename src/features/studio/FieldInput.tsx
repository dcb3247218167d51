import { lazy, Suspense } from 'react';
import { Checkbox, SelectField, TextArea, TextField } from '../../components/FormField';
import type { StudioField } from '../../lib/cms/studio-descriptor';
import { DateTimeInput } from './DateTimeInput';
import { ImageInput } from './ImageInput';
import { ItemList } from './ItemList';
import { ReferenceInput } from './ReferenceInput';
import { useStudioForm } from './studio-context';
import type { Fields } from './studio-documents';
import { emptyObject, inputId, pathOf } from './studio-values';

interface FieldInputProps {
  field: StudioField;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}

/** The rich-text editor (Tiptap and ProseMirror, most of the studio's weight) loads with the first form that has a rich-text field. */
const RichTextInput = lazy(() => import('./RichTextInput').then((m) => ({ default: m.RichTextInput })));

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const enumLabel = (option: string) => option.replace(/_/g, ' ').toLowerCase();

/** The input made for a field's type, with the content API's problem for it shown under it. */
export function FieldInput({ field, value, path, onChange }: FieldInputProps) {
  const { problems } = useStudioForm();
  const id = inputId(path);
  const error = problems[path];
  const common = { id, label: field.label, required: field.required, error, hint: field.description };
  if (field.kind === 'id') return null;
  if (field.kind === 'reference') return <ReferenceInput field={field} value={value} path={path} onChange={onChange} />;
  if (field.kind === 'union' || (field.kind === 'object' && field.list)) return <ItemList field={field} value={value} path={path} onChange={onChange} />;
  if (field.kind === 'object') {
    if (field.type === 'Image') return <ImageInput field={field} value={value as Fields | null} path={path} onChange={onChange} />;
    return <ObjectInput field={field} value={value as Fields | null} path={path} onChange={onChange} />;
  }
  switch (field.kind) {
    case 'richText':
      return (
        <Suspense fallback={<div aria-label={`Loading the ${field.label.toLowerCase()} editor`} className="h-48 animate-pulse rounded-lg bg-ink/10" />}>
          <RichTextInput id={id} label={field.label} required={field.required} error={error} value={text(value)} onChange={onChange} />
        </Suspense>
      );
    case 'longText':
      return <TextArea {...common} value={text(value)} onChange={(e) => onChange(e.target.value)} rows={3} />;
    case 'int':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value === '' ? (field.required ? 0 : null) : Math.trunc(Number(e.target.value)))}
        />
      );
    case 'boolean':
      return <Checkbox label={field.label} checked={value === true} onChange={onChange} />;
    case 'dateTime':
      return (
        <DateTimeInput
          label={field.label}
          hint="Melbourne time"
          days="any"
          calendarLabel={`Choose a day: ${field.label.toLowerCase()}`}
          value={text(value) || null}
          error={error}
          onChange={onChange}
        />
      );
    case 'enum':
      return (
        <SelectField
          {...common}
          value={text(value)}
          placeholder={field.required ? undefined : '(none)'}
          options={(field.options ?? []).map((o) => ({ value: o, label: enumLabel(o) }))}
          onChange={(e) => onChange(e.target.value || null)}
        />
      );
    default:
      return <TextField {...common} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** The fields of a nested object; an optional one starts closed behind an Add button. */
export function ObjectInput({ field, value, path, onChange }: { field: StudioField; value: Fields | null; path: string; onChange: (value: unknown) => void }) {
  const { model } = useStudioForm();
  if (!value) {
    return (
      <div>
        <span className="block text-sm font-semibold text-ink">{field.label}</span>
        <button type="button" className="mt-1 rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-plum/5" onClick={() => onChange(emptyObject(model, field.type!))}>
          Add {field.label.toLowerCase()}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">
        {field.label}
        {field.required && <span className="sr-only"> (required)</span>}
      </legend>
      <ObjectFields type={field.type!} value={value} path={path} onChange={onChange} />
      {!field.required && (
        <button type="button" className="mt-2 text-sm font-semibold text-alert-red underline" onClick={() => onChange(null)}>
          Remove {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** Every field of an object type, each with its own input. */
export function ObjectFields({ type, value, path, onChange }: { type: string; value: Fields; path: string; onChange: (value: Fields) => void }) {
  const { model } = useStudioForm();
  return (
    <div className="space-y-3">
      {(model.types[type]?.fields ?? []).map((field) => (
        <FieldInput key={field.name} field={field} value={value[field.name]} path={pathOf(path, field.name)} onChange={(next) => onChange({ ...value, [field.name]: next })} />
      ))}
    </div>
  );
}
