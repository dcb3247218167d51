import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ApiResult } from '../lib/api/client';
import type { z } from 'zod';
import { validate } from '../lib/domain/validation-result';

/**
 * Form state checked with the same schema the API uses: errors appear on
 * submit, then follow each field as it changes or is left.
 *
 * The schema may be given as a loader, for forms on pages that should not
 * carry the rules until someone uses the form (docs/adr/0703): it loads when
 * the form first takes focus (`prepare`, on the form's onFocus), and
 * `ready()` waits for it before a submit is checked.
 */
export function useForm<S extends z.ZodType, V extends Record<string, string>>(source: S | (() => Promise<S>), initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const schemaRef = useRef<S | null>(typeof source === 'function' ? null : source);
  const loading = useRef<Promise<S> | null>(null);
  const prepare = (): Promise<S> => {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    loading.current ??= (source as () => Promise<S>)().then(
      (schema) => (schemaRef.current = schema),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };
  const ready = async () => void (await prepare());

  const errorsFor = (next: V) => {
    const schema = schemaRef.current;
    if (!schema) {
      void prepare().catch(() => undefined);
      return {};
    }
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
    const schema = schemaRef.current;
    // A form with a loaded schema only calls this after ready().
    if (!schema) return null;
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
  return {
    values,
    set,
    setMany,
    blur,
    errors,
    setErrors,
    check,
    field,
    valueField,
    reset: () => setValues(initial),
    prepare: () => void prepare().catch(() => undefined),
    ready,
    /** check() once the schema has loaded (null when it cannot load: the submit then says so). */
    checkWhenReady: async () => {
      await ready();
      return check();
    },
  };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A function that moves focus to the first field with an error once the
 * render showing the errors is on the page, however the check ended (at
 * once, or after the form's rules loaded).
 */
export function useErrorFocus(ref: RefObject<HTMLFormElement | null>) {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) focusFirstError(ref.current);
  }, [requests, ref]);
  return useCallback(() => setRequests((n) => n + 1), []);
}

export type SubmitStatus = 'editing' | 'sending' | 'done';

/**
 * Sending a checked form: invalid fields get focus; the server's field
 * errors go under their fields, any other failure becomes `failure`.
 */
export function useFormSubmit<T, D>(
  check: () => D | null | Promise<D | null>,
  setErrors: (errors: Record<string, string>) => void,
  send: (data: D) => Promise<ApiResult<T>>,
  onDone: (result: T) => unknown,
) {
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<SubmitStatus>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const focusError = useErrorFocus(ref);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let data: D | null;
    try {
      data = await check();
    } catch {
      setFailure('We could not reach the shop. Check your connection and try again.');
      return;
    }
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
