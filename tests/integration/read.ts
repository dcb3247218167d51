import type { z } from 'zod';

/**
 * The body of a response, parsed with the model the shop's client uses:
 * a field the server drops, renames or retypes fails the test here.
 */
export async function readAs<S extends z.ZodType>(response: Response, model: S): Promise<z.output<S>> {
  const body: unknown = await response.json();
  const parsed = model.safeParse(body);
  if (!parsed.success) throw new Error(`${response.url || 'response'} (${response.status}) does not match its model: ${parsed.error.message}`);
  return parsed.data;
}
