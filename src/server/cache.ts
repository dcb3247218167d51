import { LRUCache } from 'lru-cache';

/**
 * lru-cache's LRUCache with a bound and a time to live, in the positional
 * form the search module builds its caches with. Other code builds an
 * LRUCache directly.
 */
export class LruCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> extends LRUCache<K, V> {
  constructor(maxEntries: number, ttlMs: number) {
    super({ max: maxEntries, ttl: ttlMs });
  }
}

/**
 * One value per database (tests give each file its own), refreshed after
 * `ttlMs` while the old one keeps answering. `invalidate` drops it: the next
 * call waits for a fresh load, and a load begun before the drop is never kept.
 */
export function perDatabase<D extends object, V>(ttlMs: number, load: (db: D) => Promise<V>) {
  type Entry = { value: Promise<V>; loadedAt: number; refreshing?: boolean };
  const cache = new WeakMap<D, Entry>();
  const get = (db: D): Promise<V> => {
    const entry = cache.get(db);
    const now = Date.now();
    if (!entry) {
      const loading: Entry = { value: load(db), loadedAt: now };
      cache.set(db, loading);
      loading.value.catch(() => cache.get(db) === loading && cache.delete(db));
      return loading.value;
    }
    if (now - entry.loadedAt > ttlMs && !entry.refreshing) {
      entry.refreshing = true;
      load(db)
        .then((fresh) => cache.get(db) === entry && cache.set(db, { value: Promise.resolve(fresh), loadedAt: Date.now() }))
        .catch(() => (entry.refreshing = false));
    }
    return entry.value;
  };
  return Object.assign(get, { invalidate: (db: D) => void cache.delete(db), has: (db: D) => cache.has(db) });
}

const encoder = new TextEncoder();
/** JSON encoded once, so a cached answer is written without re-encoding. */
export const encodeJson = (value: unknown): Uint8Array<ArrayBuffer> => encoder.encode(JSON.stringify(value));
