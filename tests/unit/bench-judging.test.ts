import { describe, expect, it } from 'vitest';
import { metTarget, ratioOf } from '../../scripts/lib/bench-figures';
import { judge } from '../../scripts/lib/peak/report';
import { recoveryOf } from '../../scripts/lib/peak/postgres';
import type { MorningResult } from '../../scripts/lib/peak/morning';
import { Acknowledged } from '../../scripts/lib/peak/journey';
import { Recorder } from '../../scripts/lib/peak/record';

describe('a figure beside its baseline', () => {
  it('meets a ratio target by its ratio to the baseline, whatever the absolute time', () => {
    // 90 ms on a slow day (baseline 36 ms) is 2.5×; 40 ms on a fast day (baseline 10 ms) is 4×.
    expect(metTarget({ name: 'cart', where: 'postgres', value: 90, unit: 'ms', baseline: 36, target: { ratio: 3 } })).toBe(true);
    expect(metTarget({ name: 'cart', where: 'postgres', value: 40, unit: 'ms', baseline: 10, target: { ratio: 3 } })).toBe(false);
  });

  it('reads a timing in seconds against a baseline in ms', () => {
    expect(ratioOf({ value: 1.5, unit: 's', baseline: 10 })).toBe(150);
  });

  it('cannot judge a ratio target without a baseline, and a figure not measured misses', () => {
    expect(metTarget({ name: 'list', where: 'pglite', value: 50, unit: 'ms', target: { ratio: 5 } })).toBeUndefined();
    expect(metTarget({ name: 'list', where: 'pglite', value: NaN, unit: 'ms', baseline: 10, target: { ratio: 5 } })).toBe(false);
    expect(metTarget({ name: 'order', where: 'peak', value: NaN, unit: 'ms', baseline: 10, target: { value: 1000 } })).toBe(false);
  });

  it('keeps a fixed promise fixed: the same second on a slow day', () => {
    expect(metTarget({ name: 'checkout → order', where: 'peak', value: 1200, unit: 'ms', baseline: 400, target: { value: 1000 } })).toBe(false);
    expect(metTarget({ name: 'Lighthouse', where: 'home', value: 99, unit: 'score', target: { value: 98, atLeast: true } })).toBe(true);
  });
});

/** A morning whose steps took `ms` each (answered), with `errors` failed page calls outside any fault window. */
function morning({ pageMs, cartMs, baseline, orders, errors = 0 }: { pageMs: number; cartMs: number; baseline: number; orders: number; errors?: number }): MorningResult {
  const recorder = new Recorder();
  for (let i = 0; i < 20; i++) {
    recorder.add('page: home', { start: i * 10, end: i * 10 + pageMs, ok: true });
    recorder.add('cart: add line', { start: i * 10, end: i * 10 + cartMs, ok: true });
  }
  for (let i = 0; i < errors; i++) recorder.add('page: listing', { start: 500 + i, end: 501 + i, ok: false, why: '503' });
  const acked = new Acknowledged();
  for (let i = 0; i < orders; i++) {
    acked.orders.set(`session-${i}`, `WB${i}`);
    recorder.span('checkout → order', 400);
  }
  return {
    shoppers: 4,
    seconds: 40,
    recorder,
    acked,
    origin: 0,
    minutes: 0.5,
    baseline: { p95: baseline, calls: 100 },
    offersReached: Array.from({ length: orders }, () => 300),
    offersMissing: [],
    offersMissingOutside: 0,
    pages: { hits: 20, misses: 0 },
    failedFetches: [],
    faultNotes: [],
    checks: [{ name: 'every acknowledged cart change is in the database', pass: true, detail: '' }],
    since: new Date(0),
    unsettled: false,
  };
}

describe('the peak rehearsal judges a morning against every target', () => {
  it('meets them all when pages are no slower than the baseline and cart writes within three times it', () => {
    const verdicts = judge(morning({ pageMs: 8, cartMs: 30, baseline: 10, orders: 5 }));
    expect(verdicts.every((v) => v.met)).toBe(true);
  });

  it('says which target a morning missed and by how much', () => {
    const verdicts = judge(morning({ pageMs: 8, cartMs: 35, baseline: 10, orders: 5, errors: 2 }));
    expect(verdicts.filter((v) => !v.met).map((v) => [v.short, v.measured])).toEqual([
      ['errors', '2'],
      ['cart writes ≤ 3×', '3.50× (cart: add line)'],
    ]);
  });

  it('prints a ratio just past its target so that it reads as past it', () => {
    const missed = judge(morning({ pageMs: 8, cartMs: 30.4, baseline: 10, orders: 5 })).filter((v) => !v.met);
    expect(missed.map((v) => [v.short, v.measured])).toEqual([['cart writes ≤ 3×', '3.04× (cart: add line)']]);
  });

  it('does not count a morning without an order as holding the order targets', () => {
    const missed = judge(morning({ pageMs: 8, cartMs: 20, baseline: 10, orders: 0 })).filter((v) => !v.met);
    expect(missed.map((v) => v.short)).toEqual(['checkout → order ≤ 1000 ms', 'offers ≤ 2000 ms']);
  });
});

describe("what the rehearsal's Postgres log says of a restart", () => {
  it('names a replay of the write-ahead log after an immediate stop', () => {
    const log = [
      '2026-12-02 07:53:38.700 UTC [100] FATAL:  terminating connection due to administrator command',
      '2026-12-02 07:53:38.701 UTC [101] FATAL:  terminating connection due to administrator command',
      '2026-12-02 07:53:40.100 UTC [200] LOG:  database system was not properly shut down; automatic recovery in progress',
      '2026-12-02 07:53:40.200 UTC [200] LOG:  redo starts at 0/39F0560',
      '2026-12-02 07:53:41.000 UTC [200] LOG:  redo done at 0/5F02A28 system usage: CPU: user: 0.40 s, system: 0.20 s, elapsed: 0.82 s',
    ].join('\n');
    expect(recoveryOf(log)).toBe('2 client connections ended with "terminating connection" (57P01); the start replayed the write-ahead log from 0/39F0560 to 0/5F02A28 in 0.82 s');
  });

  it('says a clean shutdown replayed nothing', () => {
    const log = ['[100] FATAL:  terminating connection due to administrator command', '[200] LOG:  database system was shut down at 2026-12-02 07:56:12 UTC'].join('\n');
    expect(recoveryOf(log)).toBe('1 client connection ended with "terminating connection" (57P01); it had shut down cleanly (a checkpoint), so the start replayed no log');
  });
});
