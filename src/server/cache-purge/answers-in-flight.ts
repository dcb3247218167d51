import type { ServerResponse } from 'node:http';

/**
 * The shareable answers this process is still sending (pages, files, public
 * API reads). A purge made as this process swaps in new pages waits for the
 * answers it began before: one of them, reaching a cache after the purge,
 * would be held there as if it were new (docs/adr/0784). Kept on one global
 * object: the site server and the built app each have a copy of this module.
 */
const SHARED = Symbol.for('wattle-and-bloom.answers-in-flight');
const sending = (): Set<ServerResponse> => {
  const holder = globalThis as unknown as { [SHARED]?: Set<ServerResponse> };
  holder[SHARED] ??= new Set();
  return holder[SHARED];
};

/** Notes an answer until it is sent (or its connection closes). */
export function trackAnswer(res: ServerResponse): void {
  const set = sending();
  if (set.has(res) || res.writableFinished) return;
  set.add(res);
  res.once('close', () => set.delete(res));
}

/** Resolves once every answer begun so far is sent, or after `timeoutMs` (a client reading very slowly). */
export function answersSent(timeoutMs = 5000): Promise<void> {
  const pending = [...sending()];
  if (!pending.length) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    const done = () => {
      if (--left === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    for (const res of pending) {
      if (res.closed || res.destroyed) done();
      else res.once('close', done);
    }
  });
}
