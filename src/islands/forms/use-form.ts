import { useRef, useState, type FormEvent } from 'react';
import type { ApiResult } from '../../lib/api/client';
import type { z } from 'zod';
import { validate } from '../../lib/domain/validation';

/**
 * Form state checked with the same schema the API uses: errors appear on
 * submit, then follow each field as it changes or is left.
 */
export function useForm<S extends z.ZodType, V extends Record<string, string>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const errorsFor = (next: V) => {
    const result = validate(schema, next);
    return result.ok ? {} : result.errors;
  };
  const set = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched[name]) setErrors((e) => ({ ...e, [name]: errorsFor(next)[name] ?? '' }));
  };
  /** Several fields at once (a chosen address fills the form). */
  const setMany = (changes: Partial<V>) => {
    const next = { ...values, ...changes };
    setValues(next);
    const found = errorsFor(next);
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(
        Object.keys(changes)
          .filter((name) => touched[name])
          .map((name) => [name, found[name] ?? '']),
      ),
    }));
  };
  const blur = (name: keyof V & string) => {
    setTouched((t) => ({ ...t, [name]: true }));
    if (values[name] !== '') setErrors((e) => ({ ...e, [name]: errorsFor(values)[name] ?? '' }));
  };
  /** Checks everything; the parsed data when valid. */
  const check = (): z.output<S> | null => {
    const result = validate(schema, values);
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  };
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: () => blur(name),
  });
  /** The same binding for inputs that report their value, not an event (the phone field). */
  const valueField = (name: keyof V & string) => ({ ...field(name), onChange: (value: string) => set(name, value) });
  return { values, set, setMany, blur, errors, setErrors, check, field, valueField, reset: () => setValues(initial) };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export type SubmitStatus = 'editing' | 'sending' | 'done';

/**
 * Sending a checked form: invalid fields get focus; the server's field
 * errors go under their fields, any other failure becomes `failure`.
 */
export function useFormSubmit<T, D>(check: () => D | null, setErrors: (errors: Record<string, string>) => void, send: (data: D) => Promise<ApiResult<T>>, onDone: (result: T) => unknown) {
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<SubmitStatus>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const focusError = () => requestAnimationFrame(() => focusFirstError(ref.current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = check();
    if (!data) return focusError();
    setStatus('sending');
    const result = await send(data);
    if (result.ok) {
      setStatus('done');
      await onDone(result.data);
      return;
    }
    setStatus('editing');
    if (result.error.body.errors) setErrors(result.error.body.errors);
    else setFailure(result.error.message);
    focusError();
  };
  return { ref, status, failure, submit };
}
