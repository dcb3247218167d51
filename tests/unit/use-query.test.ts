// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { api, ApiError, type ApiResult } from '../../src/lib/api/client';
import { useMutation, useQuery, type UseQueryOptions } from '../../src/lib/api/useQuery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `hook` in a component; `result.current` is its latest answer. */
function renderHook<P, R>(hook: (props: P) => R, props: P) {
  const result = {} as { current: R };
  function Probe({ input }: { input: P }) {
    result.current = hook(input);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe, { input: props })));
  return {
    result,
    rerender: (next: P) => act(() => root.render(createElement(Probe, { input: next }))),
    unmount: () => act(() => root.unmount()),
  };
}

/** Lets timers and promises run, inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });

/** A loader whose calls wait for the test to answer them; each call's signal is kept. */
function controlledLoader<T>() {
  const calls: { key: string; signal: AbortSignal; answer: (result: ApiResult<T>) => void }[] = [];
  const loader = (key: string) => (signal: AbortSignal) => new Promise<ApiResult<T>>((answer) => calls.push({ key, signal, answer }));
  return { calls, loader };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useQuery', () => {
  it('loads for its key, aborts the load before on a new key and applies only the latest answer', async () => {
    const { calls, loader } = controlledLoader<string>();
    const view = renderHook(({ key }: { key: string }) => useQuery(key, loader(key)), { key: 'a' });
    expect(view.result.current.state).toEqual({ status: 'loading' });
    view.rerender({ key: 'b' });
    expect(calls.map((c) => [c.key, c.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => calls[0]!.answer(ok('late a')));
    expect(view.result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]!.answer(ok('b')));
    expect(view.result.current.state).toEqual({ status: 'ok', data: 'b' });
  });

  it('aborts its load on unmount', async () => {
    const { calls, loader } = controlledLoader<string>();
    const view = renderHook(() => useQuery('a', loader('a')), {});
    view.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('waits, idle, while a dependent load lacks its input, then loads it', async () => {
    const { calls, loader } = controlledLoader<string>();
    const view = renderHook(({ orderId }: { orderId: string | null }) => useQuery(`order:${orderId}`, loader(`order:${orderId}`), { enabled: orderId !== null }), { orderId: null as string | null });
    expect(view.result.current.state).toEqual({ status: 'idle' });
    await advance(1000);
    expect(calls).toHaveLength(0);
    view.rerender({ orderId: 'o-1' });
    expect(calls.map((c) => c.key)).toEqual(['order:o-1']);
    await act(async () => calls[0]!.answer(ok('the order')));
    expect(view.result.current.state).toEqual({ status: 'ok', data: 'the order' });
    // Losing its input again, it goes back to idle and its load is dropped.
    view.rerender({ orderId: null });
    expect(view.result.current.state).toEqual({ status: 'idle' });
  });

  it('ends in an error with the text to show, and loads again on reload', async () => {
    const { calls, loader } = controlledLoader<string>();
    const view = renderHook(() => useQuery('a', loader('a')), {});
    await act(async () => calls[0]!.answer({ ok: false, error: new ApiError(503, { detail: 'Down for a moment' }) }));
    expect(view.result.current.state).toMatchObject({ status: 'error', message: 'Down for a moment' });
    act(() => view.result.current.reload());
    expect(view.result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]!.answer(ok('back')));
    expect(view.result.current.state).toEqual({ status: 'ok', data: 'back' });
  });

  describe('polling', () => {
    type Run = { status: 'rendering' | 'done' };
    const poll: UseQueryOptions<Run>['poll'] = { everyMs: 1000, until: (r) => r.ok && r.data.status === 'done', giveUpAfterMs: 10_000, slowAfterMs: 3000 };

    it('loads every interval, shows each answer and stops at the one waited for', async () => {
      const answers: Run[] = [{ status: 'rendering' }, { status: 'rendering' }, { status: 'done' }];
      const loader = vi.fn(async () => ok(answers.shift()!));
      const view = renderHook(() => useQuery('runs', loader, { poll }), {});
      await advance(0);
      expect(view.result.current.state).toEqual({ status: 'ok', data: { status: 'rendering' } });
      await advance(1000);
      expect(loader).toHaveBeenCalledTimes(2);
      await advance(1000);
      expect(view.result.current.state).toEqual({ status: 'ok', data: { status: 'done' } });
      await advance(10_000);
      expect(loader).toHaveBeenCalledTimes(3);
      expect(view.result.current).toMatchObject({ slow: false, gaveUp: false });
    });

    it('keeps the last answer through failed polls, says slow, gives up by the clock, and starts again on reload', async () => {
      let answer: ApiResult<Run> = ok({ status: 'rendering' });
      const loader = vi.fn(async () => answer);
      const view = renderHook(() => useQuery('runs', loader, { poll }), {});
      await advance(0);
      answer = { ok: false, error: new ApiError(0) };
      await advance(2000);
      expect(view.result.current.state).toEqual({ status: 'ok', data: { status: 'rendering' } });
      expect(view.result.current.slow).toBe(false);
      await advance(1000);
      expect(view.result.current.slow).toBe(true);
      await advance(7000);
      expect(view.result.current.gaveUp).toBe(true);
      expect(view.result.current.state).toEqual({ status: 'ok', data: { status: 'rendering' } });
      const polls = loader.mock.calls.length;
      await advance(5000);
      expect(loader).toHaveBeenCalledTimes(polls);
      answer = ok({ status: 'done' });
      act(() => view.result.current.reload());
      expect(view.result.current).toMatchObject({ gaveUp: false, slow: false });
      await advance(0);
      expect(view.result.current.state).toEqual({ status: 'ok', data: { status: 'done' } });
    });

    it('stops polling on unmount', async () => {
      const loader = vi.fn(async () => ok<Run>({ status: 'rendering' }));
      const view = renderHook(() => useQuery('runs', loader, { poll }), {});
      await advance(1500);
      view.unmount();
      const polls = loader.mock.calls.length;
      await advance(5000);
      expect(loader).toHaveBeenCalledTimes(polls);
    });
  });
});

describe('useMutation', () => {
  const Answer = z.object({ name: z.string() });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fakeFetch = (answer: Response) => {
    const fn = vi.fn(async (url: string) => (url === '/api/csrf' ? json(200, { _csrfSecret: { value: 'token' } }) : answer));
    vi.stubGlobal('fetch', fn);
    return () => fn.mock.calls.filter(([url]) => url !== '/api/csrf').length;
  };
  const save = (name: string) => api('/saves', { method: 'POST', body: { name }, schema: Answer });

  it('is pending while sent, then ok, and hands the result back', async () => {
    fakeFetch(json(200, { name: 'Saved' }));
    const view = renderHook(() => useMutation(save), {});
    expect(view.result.current.state).toEqual({ status: 'idle' });
    let sent!: Promise<unknown>;
    act(() => {
      sent = view.result.current.run('Roses');
    });
    expect(view.result.current.pending).toBe(true);
    await act(async () => {
      await expect(sent).resolves.toMatchObject({ ok: true, data: { name: 'Saved' } });
    });
    expect(view.result.current.state).toEqual({ status: 'ok', data: { name: 'Saved' } });
    expect(view.result.current.pending).toBe(false);
  });

  it('ends in an error with the text to show, sent once (a change is never repeated), and resets', async () => {
    const sends = fakeFetch(json(503, { detail: 'The cart is busy' }));
    const view = renderHook(() => useMutation(save), {});
    await act(async () => {
      await view.result.current.run('Roses');
    });
    expect(view.result.current.state).toMatchObject({ status: 'error', message: 'The cart is busy' });
    expect(sends()).toBe(1);
    act(() => view.result.current.reset());
    expect(view.result.current.state).toEqual({ status: 'idle' });
  });

  it('drops the answer after unmount: the change itself is not called off', async () => {
    let release!: (r: ApiResult<string>) => void;
    const send = vi.fn(() => new Promise<ApiResult<string>>((resolve) => (release = resolve)));
    const view = renderHook(() => useMutation(send), {});
    let sent!: Promise<unknown>;
    act(() => {
      sent = view.result.current.run(undefined);
    });
    view.unmount();
    release(ok('made'));
    await expect(sent).resolves.toMatchObject({ ok: true, data: 'made' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
