/** A bounded least-recently-used map whose entries expire after `ttlMs`. */
export class LruCache<K, V> {
  private entries = new Map<K, { value: V; expires: number }>();
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  clear(): void {
    this.entries.clear();
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
  return Object.assign(get, { invalidate: (db: D) => void cache.delete(db) });
}

const encoder = new TextEncoder();
/** JSON encoded once, so a cached answer is written without re-encoding. */
export const encodeJson = (value: unknown): Uint8Array<ArrayBuffer> => encoder.encode(JSON.stringify(value));
