import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { isLocalServiceNumber, phoneFromInput, phoneInputText } from '../lib/domain/phone';

interface FieldShell {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/70 focus:outline-2 focus:outline-offset-1 focus:outline-plum ${error ? 'border-alert-red' : 'border-ink/25'}`;

/** Label (with * when required), the control, and the hint or error under it, wired with aria-describedby. */
function Shell({ id, label, required, error, hint, className, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-alert-red">
            {' '}*
          </span>
        )}
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

const described = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

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
      <textarea id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={`${inputClass(error)} min-h-32`} {...input} />
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

type PhoneFieldProps = FieldShell & { name: string; value: string; onChange: (value: string) => void; onBlur?: () => void; id?: string };

/**
 * A phone number with Australia as the default country: +61 is shown before
 * the box, a leading 0 or +61 typed in is absorbed, 1300/1800 numbers stay
 * local, and the number is grouped when the field is left.
 */
export function PhoneField({ label, required, error, hint, className, id: givenId, name, value, onChange, onBlur }: PhoneFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const [text, setText] = useState(() => phoneInputText(value));
  useEffect(() => {
    if (document.activeElement?.id !== id) setText(phoneInputText(value));
  }, [value, id]);
  const local = isLocalServiceNumber(text);
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <div className={`mt-1 flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-plum ${error ? 'border-alert-red' : 'border-ink/25'}`}>
        {!local && (
          <span className="flex items-center border-r border-ink/15 bg-cream px-3 text-ink-muted" aria-hidden="true">
            +61
          </span>
        )}
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={text}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error, hint)}
          className="block w-full px-3 py-2.5 text-base text-ink focus:outline-none"
          onChange={(event) => {
            setText(event.target.value);
            onChange(phoneFromInput(event.target.value));
          }}
          onBlur={() => {
            setText(phoneInputText(value));
            onBlur?.();
          }}
        />
      </div>
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
