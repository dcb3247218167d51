import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';

/**
 * Identical server processes sharing one listening port (node:cluster): the
 * primary accepts each connection and hands it, round robin, to a process,
 * which then owns it. Nothing of a request passes through the primary, so it
 * costs the processes no CPU per request, and each process sees the
 * caller's own address (docs/adr/0708).
 *
 * Each process runs `exec` (with tsx), listens on the shared port and sends
 * 'ready' once it serves. A process that ends is started again after a
 * second; `stop()` stops them all (SIGTERM, so they finish what they serve).
 */
export interface ClusterOptions {
  /** The script each process runs. */
  exec: string;
  /** Its arguments. */
  args?: string[];
  processes: number;
  /** Added to each process's environment. */
  env?: Record<string, string>;
  /** How long a process that ended waits to be started again. */
  restartMs?: number;
}

export interface RunningCluster {
  /** Resolves when every process has said it is ready; rejects when one ends before. */
  ready: Promise<void>;
  /** The processes running now. */
  workers: () => Worker[];
  /**
   * A rolling restart (after a deploy): one process at a time, a new one is
   * started and, once it serves, the old one is stopped (SIGTERM: it
   * finishes what it serves). The port is served throughout.
   */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export function startCluster({ exec, args = [], processes, env = {}, restartMs = 1000 }: ClusterOptions): RunningCluster {
  if (!cluster.isPrimary) throw new Error('startCluster runs in the primary process only');
  // Every connection goes to the next process in turn (the default everywhere but Windows, said here for all).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ exec, args, execArgv: ['--import', 'tsx', '--import', './src/server/tracing/register.ts'] });
  let stopping = false;
  const running = new Set<Worker>();
  /** Processes being replaced by a rolling restart: not started again when they end. */
  const retiring = new Set<Worker>();

  function fork(): Promise<void> {
    const worker = cluster.fork(env);
    running.add(worker);
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopping || retiring.delete(worker)) return;
      console.error(`A server process ended (${signal ?? code}); starting it again.`);
      setTimeout(() => {
        if (!stopping) fork().catch((error: unknown) => console.error(String(error)));
      }, restartMs);
    });
    return new Promise((resolve, reject) => {
      worker.on('message', (message) => message === 'ready' && resolve());
      worker.once('exit', (code, signal) => reject(new Error(`a server process (${worker.process.pid}) ended before it served (${signal ?? code})`)));
    });
  }

  const ready = Promise.all(Array.from({ length: processes }, fork)).then(() => undefined);
  return {
    ready,
    workers: () => [...running],
    async restart() {
      for (const old of [...running]) {
        if (stopping) return;
        await fork();
        if (old.isDead()) continue;
        retiring.add(old);
        const ended = once(old, 'exit');
        old.process.kill('SIGTERM');
        await ended;
      }
    },
    async stop() {
      stopping = true;
      const alive = [...running].filter((worker) => !worker.isDead());
      for (const worker of alive) worker.process.kill('SIGTERM');
      await Promise.all(alive.map((worker) => (worker.isDead() ? undefined : once(worker, 'exit'))));
    },
  };
}
