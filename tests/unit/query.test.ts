import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, GET_RETRIES, TIMEOUT_MESSAGE, withRetries } from '../../src/lib/api/client';
import { latestOnly } from '../../src/lib/api/latest';
import { pollQuery, runQuery, type QueryResult } from '../../src/lib/api/query';

const Answer = z.object({ name: z.string() });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const load = (path: string) => (signal: AbortSignal) => api(path, { schema: Answer, signal });

/** A fetch that answers each call of the API from `answers` in turn (the CSRF token at once); `'hang'` waits until aborted. */
function fakeFetch(...answers: (Response | 'hang' | 'offline')[]) {
  const fn = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/csrf') return Promise.resolve(json(200, { _csrfSecret: { value: 'token' } }));
    const next = answers.shift() ?? 'hang';
    if (next === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (next !== 'hang') return Promise.resolve(next);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  vi.stubGlobal('fetch', fn);
  /** The calls of the API itself (not of the CSRF token). */
  return { calls: () => fn.mock.calls.filter(([url]) => url !== '/api/csrf'), fn };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the client’s one timeout and retry layer', () => {
  it('gives the data of a good answer', async () => {
    fakeFetch(json(200, { name: 'Roses' }));
    await expect(api('/a', { schema: Answer })).resolves.toEqual({ ok: true, data: { name: 'Roses' }, status: 200 });
  });

  it('retries a GET after 503, 429 and network failures with doubling waits, then gives the answer', async () => {
    const fetch = fakeFetch(json(503, {}), json(429, {}), 'offline', json(200, { name: 'Lilies' }));
    const pending = api('/a', { schema: Answer, retries: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch.calls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetch.calls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(pending).resolves.toMatchObject({ ok: true, data: { name: 'Lilies' } });
    expect(fetch.calls()).toHaveLength(4);
  });

  it('tries a GET three times in all by default, then answers the last failure', async () => {
    const fetch = fakeFetch(json(500, { detail: 'Down' }), json(500, { detail: 'Down' }), json(500, { detail: 'Down for a moment' }));
    const pending = api('/a', { schema: Answer });
    await vi.advanceTimersByTimeAsync(300 + 600);
    const result = await pending;
    expect(GET_RETRIES).toBe(2);
    expect(fetch.calls()).toHaveLength(3);
    expect(result.ok === false && result.error.message).toBe('Down for a moment');
  });

  it('never repeats a change', async () => {
    const fetch = fakeFetch(json(503, { detail: 'Busy' }), json(200, { name: 'twice' }));
    const result = await api('/a', { method: 'POST', body: {}, schema: Answer });
    expect(result.ok).toBe(false);
    expect(fetch.calls()).toHaveLength(1);
  });

  it('does not retry a 4xx, and the problem becomes text in the spec order', async () => {
    const fetch = fakeFetch(json(422, { type: '/problems/validation', detail: 'Bad date', errors: { deliveryDate: 'Choose a later date' } }));
    const result = await runQuery(load('/a'), new AbortController().signal);
    expect(fetch.calls()).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, message: 'Choose a later date' });
    expect(result?.ok === false && result.error.type).toBe('/problems/validation');
  });

  it('ends an attempt that takes too long as a timeout, and retries it', async () => {
    const fetch = fakeFetch('hang', 'hang');
    const pending = api('/a', { schema: Answer, timeoutMs: 1000, retries: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.calls()).toHaveLength(1);
    expect((fetch.calls()[0]![1] as RequestInit).signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch.calls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result.ok === false && result.error.message).toBe(TIMEOUT_MESSAGE);
    expect(result.ok === false && result.error.isRetryable).toBe(true);
  });

  it('times out an attempt that ignores its signal', async () => {
    const pending = withRetries(() => new Promise(() => undefined), { timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { status: 0, message: TIMEOUT_MESSAGE } });
  });

  it('rejects at the caller’s abort, also during the wait before a retry, and tries no more', async () => {
    const fetch = fakeFetch(json(503, {}), json(200, { name: 'x' }));
    const controller = new AbortController();
    const pending = api('/a', { schema: Answer, signal: controller.signal });
    const settled = pending.catch((error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(settled).resolves.toBe('AbortError');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch.calls()).toHaveLength(1);
  });

  it('counts an answer that is not JSON as a network failure and one that is not the schema’s as a 502', async () => {
    fakeFetch(new Response('<html>', { status: 200 }), json(200, { name: 5 }));
    const first = await api('/a', { schema: Answer, retries: 0 });
    expect(first.ok === false && first.error.status).toBe(0);
    const second = await api('/a', { schema: Answer, retries: 0 });
    expect(second.ok === false && second.error.status).toBe(502);
  });
});

describe('runQuery', () => {
  it('makes one attempt of its own: retries are the client’s', async () => {
    const loader = vi.fn(async () => ({ ok: false as const, error: new ApiError(503) }));
    await expect(runQuery(loader, new AbortController().signal)).resolves.toMatchObject({ ok: false });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('resolves to null when aborted: an abort is not an error', async () => {
    const fetch = fakeFetch('hang');
    const controller = new AbortController();
    const pending = runQuery(load('/a'), controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(pending).resolves.toBeNull();
    expect((fetch.calls()[0]![1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('turns a throwing loader into an error result', async () => {
    const result = await runQuery(() => Promise.reject(new Error('Parse failed')), new AbortController().signal);
    expect(result).toMatchObject({ ok: false, message: 'Parse failed' });
  });
});

describe('pollQuery', () => {
  const answer = (n: number): QueryResult<number> => ({ ok: true, data: n, status: 200 });

  it('loads until an answer is accepted, pausing as told between loads, and shows the answers on the way', async () => {
    vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
    let n = 0;
    const loader = vi.fn(async () => answer(++n));
    const seen: number[] = [];
    const pending = pollQuery(
      loader,
      new AbortController().signal,
      { everyMs: (loads) => loads * 100, until: (r) => r.ok && r.data === 3, giveUpAfterMs: 10_000 },
      { onAnswer: (r) => r.ok && seen.push(r.data) },
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toEqual({ result: answer(3), gaveUp: false });
    expect(seen).toEqual([1, 2]);
  });

  it('waits past failed loads, says slow once, and gives up with the last answer', async () => {
    vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
    const loader = vi.fn(async () => ({ ok: false as const, error: new ApiError(503) }));
    let slow = 0;
    const pending = pollQuery(loader, new AbortController().signal, { everyMs: 1000, until: () => false, giveUpAfterMs: 5000, slowAfterMs: 2000 }, { onSlow: () => slow++ });
    await vi.advanceTimersByTimeAsync(5000);
    const outcome = await pending;
    expect(outcome).toMatchObject({ gaveUp: true, result: { ok: false } });
    expect(loader).toHaveBeenCalledTimes(6);
    expect(slow).toBe(1);
  });

  it('stops at an abort, in a pause too', async () => {
    const loader = vi.fn(async () => answer(1));
    const controller = new AbortController();
    const pending = pollQuery(loader, controller.signal, { everyMs: 1000, until: () => false, giveUpAfterMs: 60_000 });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(pending).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(loader).toHaveBeenCalledTimes(1);
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
    expect((fetch.calls()[0]![1] as RequestInit).signal!.aborted).toBe(true);
    latest.cancel();
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect((fetch.calls()[1]![1] as RequestInit).signal!.aborted).toBe(true);
  });
});
