import { useRef, useState } from 'react';
import { useErrorFocus } from '../../components/use-form';
import type { ApiResult } from '../../lib/api/client';

/**
 * A back-office form's save: errors found before sending and the API's
 * field errors are said under their fields, and the first takes focus; any
 * other refusal is the form's failure; a save says it is saved until the
 * next change.
 */
export function useSaveForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);

  /** Shows the errors found before sending; true when there were any (nothing is sent). */
  const refuse = (typed: Record<string, string>): boolean => {
    setFailure(null);
    setSaved(false);
    if (!Object.keys(typed).length) return false;
    setErrors(typed);
    focusError();
    return true;
  };

  /** Sends the save; answers what the API saved, or null when it refused (said in the form). */
  const send = async <T>(request: () => Promise<ApiResult<T>>): Promise<T | null> => {
    setSending(true);
    const result = await request();
    setSending(false);
    if (!result.ok) {
      const fieldErrors = result.error.body.errors;
      // Errors about the body as a whole (`_`) belong to no field: they are the form's failure.
      if (fieldErrors && Object.keys(fieldErrors).some((field) => field !== '_')) {
        setErrors(fieldErrors);
        focusError();
      } else setFailure(result.error.message);
      return null;
    }
    setErrors({});
    setSaved(true);
    return result.data;
  };

  return { ref, errors, failure, saved, sending, refuse, send, changed: () => setSaved(false), fail: setFailure };
}
