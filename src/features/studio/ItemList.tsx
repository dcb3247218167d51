import { useId, useState } from 'react';
import type { StudioField } from '../../lib/cms/studio-descriptor';
import { ObjectFields } from './FieldInput';
import { useStudioForm } from './studio-context';
import type { Fields } from './studio-documents';
import { emptyObject, inputId, moved, pathOf } from './studio-values';

interface ItemListProps {
  field: StudioField;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}

const smallButton = 'rounded-full border border-ink/25 px-3 py-1 text-sm font-semibold text-ink hover:bg-ink/5 disabled:opacity-40';

/**
 * A list of nested items (slides, links) or of blocks (a union: each item
 * is one of the member types, named by its __typename), or a single union
 * value (a page's template). Items can be added, moved and removed.
 */
export function ItemList({ field, value, path, onChange }: ItemListProps) {
  const { model, problems } = useStudioForm();
  const headingId = useId();
  if (field.kind === 'union' && !field.list) return <UnionChoice field={field} value={value as Fields | null} path={path} onChange={onChange} />;
  const items = Array.isArray(value) ? (value as Fields[]) : [];
  const typeOf = (item: Fields) => (field.kind === 'union' ? String(item.__typename ?? '') : field.type!);
  const noun = field.kind === 'union' ? 'block' : (model.types[field.type!]?.label.toLowerCase() ?? 'item');
  const error = problems[path];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-ink/15 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {field.label} <span className="font-normal text-ink-muted">({items.length})</span>
      </h3>
      {error && (
        <p id={`${inputId(path)}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => {
          const type = typeOf(item);
          const label = `${model.types[type]?.label ?? type} ${index + 1}`;
          return (
            <li key={typeof item.id === 'string' ? item.id : index} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-ink/10" aria-label={label}>
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <span className="mr-auto font-semibold text-plum">{label}</span>
                <button type="button" className={smallButton} disabled={index === 0} aria-label={`Move ${label} up`} onClick={() => onChange(moved(items, index, index - 1))}>
                  Up
                </button>
                <button type="button" className={smallButton} disabled={index === items.length - 1} aria-label={`Move ${label} down`} onClick={() => onChange(moved(items, index, index + 1))}>
                  Down
                </button>
                <button type="button" className={`${smallButton} text-alert-red`} aria-label={`Remove ${label}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  Remove
                </button>
              </div>
              {model.types[type] ? (
                <ObjectFields type={type} value={item} path={pathOf(path, index)} onChange={(next) => onChange(items.map((it, i) => (i === index ? next : it)))} />
              ) : (
                <p className="text-sm text-alert-red">This block type ({type || 'none'}) is not in the content model; remove it.</p>
              )}
            </li>
          );
        })}
      </ol>
      {field.kind === 'union' ? (
        <AddBlock field={field} onAdd={(typename) => onChange([...items, emptyObject(model, typename, typename)])} />
      ) : (
        <button type="button" className={`${smallButton} mt-3`} onClick={() => onChange([...items, emptyObject(model, field.type!)])}>
          Add {noun}
        </button>
      )}
    </section>
  );
}

function AddBlock({ field, onAdd }: { field: StudioField; onAdd: (typename: string) => void }) {
  const { model } = useStudioForm();
  const selectId = useId();
  const [choice, setChoice] = useState(field.members![0]!);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold">
          Block type to add to {field.label.toLowerCase()}
        </label>
        <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)} className="mt-1 rounded-lg border border-ink/25 bg-white px-3 py-2">
          {field.members!.map((member) => (
            <option key={member} value={member}>
              {model.types[member]?.label ?? member}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="rounded-full bg-plum px-4 py-2 text-sm font-semibold text-white hover:bg-plum-dark" onClick={() => onAdd(choice)}>
        Add block
      </button>
    </div>
  );
}

/** A single union value (a page's template): choose its type, then fill its fields. */
function UnionChoice({ field, value, path, onChange }: { field: StudioField; value: Fields | null; path: string; onChange: (value: unknown) => void }) {
  const { model } = useStudioForm();
  const id = inputId(path);
  const current = typeof value?.__typename === 'string' ? value.__typename : '';
  return (
    <fieldset className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold">{field.label}</legend>
      <label htmlFor={id} className="block text-sm font-semibold">
        {field.label} type
      </label>
      <select
        id={id}
        value={current}
        className="mt-1 rounded-lg border border-ink/25 bg-white px-3 py-2"
        onChange={(e) => {
          if (!current || window.confirm(`Change the ${field.label.toLowerCase()}? Its fields start again empty.`)) onChange(emptyObject(model, e.target.value, e.target.value));
        }}
      >
        {!current && <option value="">Choose…</option>}
        {field.members!.map((member) => (
          <option key={member} value={member}>
            {model.types[member]?.label ?? member}
          </option>
        ))}
      </select>
      {value && current && model.types[current] && (
        <div className="mt-3">
          <ObjectFields type={current} value={value} path={path} onChange={onChange} />
        </div>
      )}
    </fieldset>
  );
}
