import { afterEach, describe, expect, it, vi } from 'vitest';
import { perDatabase } from '../../src/server/cache';

describe('perDatabase', () => {
  afterEach(() => vi.useRealTimers());

  it('never keeps a load begun before an invalidation', async () => {
    vi.useFakeTimers({ now: 0 });
    const loads: { resolve: (value: string) => void }[] = [];
    const cached = perDatabase<object, string>(1000, () => new Promise((resolve) => loads.push({ resolve })));
    const db = {};
    const first = cached(db);
    loads[0]!.resolve('v1');
    expect(await first).toBe('v1');

    // Past its time: the old value answers while a refresh reads in the background…
    vi.setSystemTime(2000);
    expect(await cached(db)).toBe('v1');
    expect(loads).toHaveLength(2);
    // …then the data changes: the next call waits for a read begun after the change.
    cached.invalidate(db);
    const fresh = cached(db);
    expect(loads).toHaveLength(3);
    loads[2]!.resolve('v2');
    expect(await fresh).toBe('v2');
    // The refresh begun before the change ends last; its value is dropped.
    loads[1]!.resolve('stale');
    await Promise.resolve();
    expect(await cached(db)).toBe('v2');
  });
});
