import { persistentAtom } from '@nanostores/persistent';
import type { z } from 'zod';

/**
 * A value kept in browser storage as JSON and checked with `schema` when
 * read back: anything malformed reads as `initial`. Setting null removes
 * the key. Other tabs' changes arrive through the storage event.
 */
export function persistentValue<S extends z.ZodType>(key: string, schema: S, initial: z.output<S> | null = null) {
  return persistentAtom<z.output<S> | null>(key, initial, {
    encode: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
    decode: (text) => {
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : initial;
      } catch {
        return initial;
      }
    },
  });
}
