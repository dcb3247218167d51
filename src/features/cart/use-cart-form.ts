import type { z } from 'zod';
import type { ApiResult } from '../../lib/api/client';
import type { Cart } from '../../lib/api/contracts/cart';
import { sendCartChange } from './stores/cart-actions';
import { useForm, useFormSubmit } from '../../components/use-form';

/**
 * A cart panel's form (adjustment, custom product, note): checked with the
 * API's own schema, sent as typed (the server parses it again), and the
 * cart it answers shown at once. Field errors land under their fields;
 * `onDone` may empty the form for the next one.
 */
export function useCartForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  name: string,
  send: (cartId: string, values: V) => Promise<ApiResult<Cart>>,
  onDone: (reset: () => void) => void,
) {
  const form = useForm(schema, initial);
  const submission = useFormSubmit(
    () => (form.check() ? form.values : null),
    form.setErrors,
    (values: V) => sendCartChange(name, (cartId) => send(cartId, values)),
    () => onDone(form.reset),
  );
  return { ...form, ...submission, sending: submission.status === 'sending' };
}
