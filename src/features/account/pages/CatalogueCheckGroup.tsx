import { useId } from 'react';
import { Checkbox } from '../../../components/FormField';

/** Ticks in a fieldset, with the refusal said under them (the fieldset takes focus when refused). */
export function CheckGroup({
  legend,
  options,
  values,
  error,
  onChange,
}: {
  legend: string;
  options: readonly { key: string; label: string }[];
  values: readonly string[];
  error?: string;
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="focus:outline-2 focus:outline-plum">
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <Checkbox
            key={option.key}
            label={option.label}
            checked={values.includes(option.key)}
            onChange={(checked) => onChange(checked ? [...values, option.key] : values.filter((value) => value !== option.key))}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
