import type { RehearsalPostgres } from './postgres';
import type { FaultWindow, Recorder } from './record';
import type { PostgresRelay } from './relay';
import type { ShopCluster } from './shop-cluster';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the shop, asked directly (not through the cache), answers
 * `/api/health/ready` 10 times running (the processes take turns, so each
 * has answered), or `limitMs` passes.
 */
export async function waitUntilWhole(shopUrl: string, limitMs = 60_000): Promise<{ whole: boolean; said: string }> {
  const deadline = performance.now() + limitMs;
  let running = 0;
  let answers = 0;
  let failed = 0;
  let last = '';
  while (performance.now() < deadline) {
    const ok = await fetch(`${shopUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) })
      .then(async (answer) => {
        if (!answer.ok) last = `${answer.status} ${(await answer.text()).slice(0, 200)}`;
        return answer.ok;
      })
      .catch((error: unknown) => {
        last = error instanceof Error ? error.message : String(error);
        return false;
      });
    answers++;
    if (!ok) failed++;
    running = ok ? running + 1 : 0;
    if (running >= 10) return { whole: true, said: '' };
    await pause(100);
  }
  return { whole: false, said: ` (NOT ready within ${limitMs / 1000} s: ${failed} of ${answers} readiness answers failed, the last: ${last})` };
}

/** What the cluster's log says of server processes that ended: how many, and why those that were not killed by the rehearsal failed. */
export function endedProcesses(log: string): string {
  const ended = [...log.matchAll(/A server process ended \(([^)]+)\)/g)].map((m) => m[1]!);
  if (!ended.length) return 'no server process ended';
  const crashes = [...log.matchAll(/throw er; \/\/ Unhandled '(\w+)' event[\s\S]*?\n(\w*Error: [^\n]+)/g)].map((m) => `unhandled '${m[1]}' event: ${m[2]}`);
  return `server processes ended ${ended.length} times (${ended.join(', ')})${crashes.length ? `; crashes: ${[...new Set(crashes)].join('; ')}` : ''}`;
}

const close = (window: FaultWindow) => (window.end = performance.now());

/**
 * SIGKILL to one server process: the window lasts until the cluster (or, for
 * a shop of one process, its service manager) has started another, every
 * process answers, and the shop answers through the cache at `cacheUrl`
 * too: with the only process gone, the cache's health probe marked the shop
 * sick, and shoppers reach it again only once the probe has seen it well.
 */
export async function killProcess(cluster: ShopCluster, recorder: Recorder, shopUrl: string, cacheUrl?: string): Promise<string> {
  const before = cluster.workers();
  const victim = before[0];
  if (victim === undefined) throw new Error('the cluster has no server process to kill');
  const window = recorder.openWindow('SIGKILL to one server process');
  process.kill(victim, 'SIGKILL');
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline && !cluster.workers().some((pid) => !before.includes(pid))) await pause(50);
  const replaced = performance.now();
  const { said } = await waitUntilWhole(shopUrl);
  const ready = performance.now();
  const cache = cacheUrl ? await waitUntilWhole(cacheUrl) : undefined;
  close(window);
  const through = cache ? `, and through the cache ${((window.end! - window.start) / 1000).toFixed(1)} s after it${cache.said}` : '';
  return `process ${victim} killed; another started after ${((replaced - window.start) / 1000).toFixed(1)} s; every process ready ${((ready - window.start) / 1000).toFixed(1)} s after the kill${said}${through}`;
}

/** The relay in front of Postgres cut for `seconds`, then restored: the window lasts until the shop is ready again. */
export async function cutPostgres(relay: PostgresRelay, recorder: Recorder, shopUrl: string, seconds: number): Promise<string> {
  const window = recorder.openWindow(`Postgres cut off for ${seconds} s (relay)`);
  await relay.cut();
  await pause(seconds * 1000);
  await relay.open();
  const back = performance.now();
  const { said } = await waitUntilWhole(shopUrl);
  close(window);
  return `relay cut for ${seconds} s; the shop was ready again ${((window.end! - back) / 1000).toFixed(1)} s after it was restored${said}`;
}

/**
 * A real restart of the rehearsal's own Postgres (scripts/lib/peak/postgres.ts), stopped with `mode`:
 * the window lasts until the shop answers ready again.
 */
export async function restartPostgres(server: RehearsalPostgres, mode: 'fast' | 'immediate', recorder: Recorder, shopUrl: string): Promise<string> {
  const window = recorder.openWindow(`Postgres restarted (${mode === 'fast' ? 'pg_ctl stop -m fast' : 'connections ended, pg_ctl stop -m immediate'}, then start)`);
  const { stopMs, startMs, recovery } = await server.restart(mode);
  const restarted = performance.now();
  const { said } = await waitUntilWhole(shopUrl);
  close(window);
  return `Postgres stopped (${mode}) in ${(stopMs / 1000).toFixed(1)} s and started in ${(startMs / 1000).toFixed(1)} s: ${recovery}; the shop was ready again ${((window.end! - restarted) / 1000).toFixed(1)} s later${said}`;
}
