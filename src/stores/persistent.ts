import { persistentAtom } from '@nanostores/persistent';
import type { Reader } from './stored-shape';

/**
 * A value kept in browser storage as JSON and checked with `read` when
 * read back: anything malformed reads as `initial`. Setting null removes
 * the key. Other tabs' changes arrive through the storage event.
 */
export function persistentValue<T>(key: string, read: Reader<T>, initial: T | null = null) {
  return persistentAtom<T | null>(key, initial, {
    encode: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
    decode: (text) => {
      try {
        return read(JSON.parse(text)) ?? initial;
      } catch {
        return initial;
      }
    },
  });
}
