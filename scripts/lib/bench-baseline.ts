import { Agent, request } from 'node:http';
import { percentile } from './bench-api-server';

/** One call of the baseline: when it started and ended (performance.now() ms) and whether it was answered 2xx. */
export interface BaselineCall {
  start: number;
  end: number;
  ok: boolean;
}

/**
 * The in-memory baseline: `GET /api/countries` (answered from memory, no
 * database) asked of `base` by `clients` at once on kept-alive connections
 * (node:http, cheap for a load generator sharing the machine), each pausing
 * `pauseMs` on average (varied by half either way; 0: none) between calls,
 * until `until()` says stop.
 */
export async function countriesCalls(base: string, clients: number, until: () => boolean, pauseMs = 0): Promise<BaselineCall[]> {
  const calls: BaselineCall[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const one = () =>
    new Promise<boolean>((resolve) => {
      const sent = request(`${base}/api/countries`, { agent, headers: { accept: 'application/json' }, timeout: 15_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
        res.on('error', () => resolve(false));
      });
      sent.on('timeout', () => sent.destroy(new Error('timed out')));
      sent.on('error', () => resolve(false));
      sent.end();
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const start = performance.now();
        const ok = await one();
        calls.push({ start, end: performance.now(), ok });
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
      }
    }),
  );
  agent.destroy();
  return calls;
}

/** The p95 (ms) of the answered calls, and how many there were. */
export function baselineOf(calls: BaselineCall[]): { p95: number; calls: number } {
  const times = calls
    .filter((c) => c.ok)
    .map((c) => c.end - c.start)
    .sort((a, b) => a - b);
  return { p95: percentile(times, 95), calls: times.length };
}

/** The baseline asked for `seconds` by `clients` without pauses: what the server and the machine give an in-memory call at that concurrency just now. */
export async function countriesFor(base: string, clients: number, seconds: number, pauseMs = 0): Promise<{ p95: number; calls: number }> {
  const deadline = performance.now() + seconds * 1000;
  return baselineOf(await countriesCalls(base, clients, () => performance.now() > deadline, pauseMs));
}
