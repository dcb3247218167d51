import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether varnishd (with the xkey module of Debian's varnish-modules) is installed. */
export const hasVarnish = (): boolean => spawnSync('varnishd', ['-V']).status === 0;

export interface RunningVarnish {
  url: string;
  child: ChildProcess;
  /** Starts keeping Varnish's failed backend fetches (varnishlog) until `stop`. */
  logFailures(): void;
  /** The failed backend fetches kept so far: when (epoch seconds), the request and Varnish's reason. */
  failures(): { at: number; request: string; reason: string }[];
  /** Cache hits and misses so far (varnishstat), or undefined when it cannot be read. */
  counters(): { hits: number; misses: number } | undefined;
  stop(): Promise<void>;
}

/**
 * varnishd in the foreground with the repository's VCL (ops/varnish/shop.vcl),
 * its backend pointed at the shop on `backendPort`, listening on `port`;
 * resolves once it answers.
 */
export async function startVarnish(port: number, backendPort: number): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'peak-varnish-'));
  // Run as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vcl = readFileSync('ops/varnish/shop.vcl', 'utf8').replace('.port = "4321";', `.port = "${backendPort}";`);
  if (!vcl.includes(`.port = "${backendPort}";`)) throw new Error('ops/varnish/shop.vcl no longer names its backend port as .port = "4321": the rehearsal cannot point it at the shop.');
  writeFileSync(join(dir, 'shop.vcl'), vcl);
  const workDir = join(dir, 'work');
  const child = spawn('varnishd', ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-f', join(dir, 'shop.vcl'), '-s', 'malloc,128m', '-T', 'none'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  let log: ChildProcess | undefined;
  let logged = '';
  const stop = async () => {
    if (log && log.exitCode === null && log.signalCode === null) log.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd exited (${child.exitCode}): ${output}`);
    }
    try {
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`varnishd did not answer: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    child,
    logFailures() {
      // Whole requests whose backend fetch failed, with only what says when, what and why.
      log = spawn('varnishlog', ['-n', workDir, '-g', 'request', '-q', 'FetchError', '-i', 'Timestamp,FetchError,BereqMethod,BereqURL'], { stdio: ['ignore', 'pipe', 'ignore'] });
      log.stdout!.on('data', (chunk: Buffer) => {
        if (logged.length < 1_000_000) logged += chunk.toString();
      });
    },
    failures() {
      const found: { at: number; request: string; reason: string }[] = [];
      for (const block of logged.split(/\n(?=\s*\*+\s+<<)/)) {
        const reason = /FetchError\s+(.+)/.exec(block)?.[1]?.trim();
        if (!reason) continue;
        const at = Number(/Timestamp\s+\w+: (\d+\.\d+)/.exec(block)?.[1] ?? NaN);
        const request = `${/BereqMethod\s+(\S+)/.exec(block)?.[1] ?? ''} ${/BereqURL\s+(\S+)/.exec(block)?.[1] ?? ''}`.trim();
        found.push({ at, request, reason });
      }
      return found;
    },
    counters() {
      try {
        const json = JSON.parse(execFileSync('varnishstat', ['-n', workDir, '-1', '-j', '-f', 'MAIN.cache_hit', '-f', 'MAIN.cache_miss'], { encoding: 'utf8', timeout: 5000 })) as {
          counters?: Record<string, { value: number }>;
        } & Record<string, { value: number }>;
        // varnishstat 6.5+ nests the counters; older ones list them at the top.
        const counters = json.counters ?? json;
        return { hits: counters['MAIN.cache_hit']?.value ?? 0, misses: counters['MAIN.cache_miss']?.value ?? 0 };
      } catch {
        return undefined;
      }
    },
    stop,
  };
}
