import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export interface FieldShell {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/70 focus:outline-2 focus:outline-offset-1 focus:outline-plum ${error ? 'border-alert-red' : 'border-ink/25'}`;

/** The * after a required field's label (the control itself says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-alert-red">
      {' '}
      *
    </span>
  );
}

/** Label (with * when required), the control, and the hint or error under it, wired with aria-describedby. */
export function Shell({ id, label, required, error, hint, className, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
    </div>
  );
}

export const described = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required'>;

export function TextField({ label, required, error, hint, className, id: givenId, ...input }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={inputClass(error)} {...input} />
    </Shell>
  );
}

type TextAreaProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'required'>;

export function TextArea({ label, required, error, hint, className, id: givenId, ...input }: TextAreaProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        className={`${inputClass(error)} min-h-32`}
        {...input}
      />
    </Shell>
  );
}

type SelectFieldProps = FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'required'> & { options: readonly { value: string; label: string }[]; placeholder?: string };

export function SelectField({ label, required, error, hint, className, id: givenId, options, placeholder, ...select }: SelectFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <select id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={inputClass(error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function Checkbox({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-1.5">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-plum" />
      <label htmlFor={id} className="text-ink">
        {label}
      </label>
    </div>
  );
}
