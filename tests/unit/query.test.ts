import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../src/lib/api/client';
import { latestOnly } from '../../src/islands/shared/latest';
import { runQuery, TIMEOUT_MESSAGE } from '../../src/islands/shared/query';

const Answer = z.object({ name: z.string() });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const load = (path: string) => (signal: AbortSignal) => api(path, { schema: Answer, signal });

/** A fetch that answers each call from `answers` in turn; `'hang'` waits until aborted. */
function fakeFetch(...answers: (Response | 'hang' | 'offline')[]) {
  const fn = vi.fn((_url: string, init?: RequestInit) => {
    const next = answers.shift() ?? 'hang';
    if (next === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (next !== 'hang') return Promise.resolve(next);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runQuery', () => {
  it('gives the data of a good answer', async () => {
    fakeFetch(json(200, { name: 'Roses' }));
    await expect(runQuery(load('/a'), new AbortController().signal)).resolves.toEqual({ ok: true, data: { name: 'Roses' }, status: 200 });
  });

  it('retries 503, 429 and network failures with growing waits, then gives the answer', async () => {
    const fetch = fakeFetch(json(503, {}), json(429, {}), 'offline', json(200, { name: 'Lilies' }));
    const pending = runQuery(load('/a'), new AbortController().signal, { retries: 3, backoffMs: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(400);
    await expect(pending).resolves.toMatchObject({ ok: true, data: { name: 'Lilies' } });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 4xx and turns the problem into text in the spec order', async () => {
    const fetch = fakeFetch(json(422, { type: '/problems/validation', detail: 'Bad date', errors: { deliveryDate: 'Choose a later date' } }));
    const result = await runQuery(load('/a'), new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, message: 'Choose a later date' });
    expect(result?.ok === false && result.error.type).toBe('/problems/validation');
  });

  it('gives up after the last retry with an error result, not a throw', async () => {
    fakeFetch(json(500, { detail: 'Down for a moment' }), json(500, { detail: 'Down for a moment' }));
    const pending = runQuery(load('/a'), new AbortController().signal, { retries: 1, backoffMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(pending).resolves.toMatchObject({ ok: false, message: 'Down for a moment' });
  });

  it('ends an attempt that takes too long as a timeout, and retries it', async () => {
    const fetch = fakeFetch('hang', 'hang');
    const pending = runQuery(load('/a'), new AbortController().signal, { timeoutMs: 1000, retries: 1, backoffMs: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, message: TIMEOUT_MESSAGE });
    expect(result?.ok === false && result.error.isRetryable).toBe(true);
  });

  it('times out a loader that ignores its signal', async () => {
    const pending = runQuery(() => new Promise(() => undefined), new AbortController().signal, { timeoutMs: 500, retries: 0 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toMatchObject({ ok: false, message: TIMEOUT_MESSAGE });
  });

  it('resolves to null when aborted: an abort is not an error', async () => {
    const fetch = fakeFetch('hang');
    const controller = new AbortController();
    const pending = runQuery(load('/a'), controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(pending).resolves.toBeNull();
    expect((fetch.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('stops retrying when aborted during the wait', async () => {
    const fetch = fakeFetch(json(503, {}), json(200, { name: 'x' }));
    const controller = new AbortController();
    const pending = runQuery(load('/a'), controller.signal, { backoffMs: 1000 });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(pending).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns a throwing loader into an error result', async () => {
    const result = await runQuery(() => Promise.reject(new Error('Parse failed')), new AbortController().signal, { retries: 0 });
    expect(result).toMatchObject({ ok: false, message: 'Parse failed' });
  });
});

describe('latestOnly', () => {
  it('applies only the latest answer, even when an older one arrives later', async () => {
    let release!: (r: Response) => void;
    const slow = new Promise<Response>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url.includes('/first') ? slow : Promise.resolve(json(200, { name: 'second' })))),
    );
    const latest = latestOnly();
    const first = latest.run(load('/first'));
    const second = latest.run(load('/second'));
    await expect(second).resolves.toMatchObject({ ok: true, data: { name: 'second' } });
    release(json(200, { name: 'first' }));
    await expect(first).resolves.toBeNull();
  });

  it('aborts the run before when a new one starts, and on cancel', async () => {
    const fetch = fakeFetch('hang', 'hang');
    const latest = latestOnly();
    const first = latest.run(load('/a'));
    await vi.advanceTimersByTimeAsync(0);
    const second = latest.run(load('/b'));
    await vi.advanceTimersByTimeAsync(0);
    expect((fetch.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
    latest.cancel();
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect((fetch.mock.calls[1]![1] as RequestInit).signal!.aborted).toBe(true);
  });
});
