import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

/** `npm run start:cluster` as a child: its output kept in `logFile`. */
export interface ShopCluster {
  child: ChildProcess;
  /** The server processes running now (the primary's children). */
  workers(): number[];
  stop(): Promise<void>;
}

/** The pids whose parent is `parent`, from /proc (Linux). */
export function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's closing parenthesis: state, then the parent's pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) found.push(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/**
 * Resolves once `child` says it is ready; rejects if it ends first or takes
 * longer than `startMs` (a build on a busy machine takes minutes).
 */
function untilReady(child: ChildProcess, what: string, logFile: string, startMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the ${what} did not start within ${startMs / 1000} s (see ${logFile})`)), startMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
      if (/is ready at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the ${what} ended before it was ready (${signal ?? code}); see ${logFile}`));
    });
  });
}

/** SIGTERM to `child`, then `kill` if it has not ended within 15 s (the processes get 10 s to finish what they serve, scripts/lib/serve-site.ts). */
async function stopChild(child: ChildProcess, kill: () => void = () => child.kill('SIGKILL')): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(kill, 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts scripts/start-cluster.ts (migrates and seeds, builds when the
 * sources changed, then serves with the processes sharing the port) and
 * resolves once it says it is ready (`untilReady`). Without `build`,
 * serves DIST_DIR as it is (`--no-build`).
 */
export async function startShopCluster(env: Record<string, string>, logFile: string, { build = true, startMs = 900_000 } = {}): Promise<ShopCluster> {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts', ...(build ? [] : ['--no-build'])], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const stop = () =>
    stopChild(child, () => {
      for (const pid of childrenOf(child.pid!)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
    });
  await untilReady(child, 'cluster', logFile, startMs).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // The primary's other children (a build's helpers) are not server processes.
  const workers = () =>
    childrenOf(child.pid!).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('serve-site');
      } catch {
        return false;
      }
    });
  return { child, workers, stop };
}

/**
 * `npm start` as a child, for the shop on PGlite (one process opens its
 * database): its output appended to `logFile`, and started again when it
 * ends unasked, as a service manager (systemd's `Restart=always`) would.
 * `workers()` names the one server process running, if any.
 */
export async function startShopProcess(env: Record<string, string>, logFile: string, { startMs = 900_000 } = {}): Promise<ShopCluster> {
  const log = createWriteStream(logFile);
  let stopping = false;
  let child: ChildProcess;
  const launch = (): Promise<void> => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log.write(`\nA server process ended (${signal ?? `exit ${code}`}); starting it again.\n`);
      void launch().catch((error: unknown) => log.write(`\nIt did not start again: ${String(error)}\n`));
    });
    return untilReady(child, 'shop', logFile, startMs);
  };
  const stop = async () => {
    stopping = true;
    await stopChild(child);
    log.end();
  };
  await launch().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    get child() {
      return child;
    },
    workers: () => (child.exitCode === null && child.signalCode === null && child.pid !== undefined ? [child.pid] : []),
    stop,
  };
}
