import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** `npm run start:cluster`: its processes sharing one port (scripts/lib/cluster.ts), and its refusal without Postgres. */

interface Answer {
  pid: number;
  caller: string;
}

/** One request on a connection of its own (as each shopper's browser has its own). */
function ask(port: number, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as Answer));
    }).on('error', reject);
  });
}

/** One request on a kept-alive connection of `agent`: its status once its answer has been read whole. */
function send(port: number, agent: Agent, method: string, path: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers: method === 'POST' ? { 'content-type': 'application/json' } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{"quantity":1}' : undefined);
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the cluster', () => {
  let port = 0;
  let primary: ChildProcess;
  const lines: string[] = [];
  /** The server processes the primary holds now. */
  let listed: ((pids: number[]) => void) | undefined;
  const workers = () =>
    new Promise<number[]>((resolve, reject) => {
      if (primary.exitCode !== null || primary.signalCode !== null) return reject(new Error(`the cluster ended (${primary.signalCode ?? primary.exitCode})`));
      listed = resolve;
      primary.kill('SIGUSR2');
    });

  beforeAll(async () => {
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster/primary.ts', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const output = createInterface({ input: primary.stdout! });
    const ready = new Promise<void>((resolve) =>
      output.on('line', (line) => {
        lines.push(line);
        if (line === 'READY') resolve();
        if (line.startsWith('WORKERS ')) listed?.(line.slice(8).split(' ').map(Number));
      }),
    );
    await Promise.race([ready, once(primary, 'exit').then(() => Promise.reject(new Error('the cluster ended before it served')))]);
  }, 60_000);

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
  });

  it('hands the connections to the processes in turn, and each sees the caller itself', async () => {
    const pids = await workers();
    expect(pids).toHaveLength(2);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask(port));
    expect(new Set(answers.map((answer) => answer.pid))).toEqual(new Set(pids));
    expect(answers.every((answer) => answer.caller === '127.0.0.1')).toBe(true);
  });

  it('starts a process that ended again, and serves on the others meanwhile', async () => {
    const before = await workers();
    const ended = await ask(port, '/end');
    expect(before).toContain(ended.pid);
    const other = before.find((pid) => pid !== ended.pid)!;
    // Another process takes the ended one's place; the other is the same.
    const after = await vi.waitFor(
      async () => {
        const now = await workers();
        expect(now).toHaveLength(2);
        expect(now).not.toContain(ended.pid);
        return now;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(after).toContain(other);
    // The new process takes connections once it listens.
    const servedBy = async () => {
      const answers = new Set<number>();
      for (let i = 0; i < 4; i++) answers.add((await ask(port)).pid);
      return [...answers].sort();
    };
    await vi.waitFor(async () => expect(await servedBy()).toEqual([...after].sort()), { timeout: 20_000, interval: 50 });
  });

  it('restarts every process one at a time under load, and drops no request', async () => {
    const before = await workers();
    // Shoppers on kept-alive connections (as browsers keep them), reading and writing, each request a while in flight.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    let answered = 0;
    const failures: string[] = [];
    let loading = true;
    const shopper = async (n: number) => {
      for (let i = 0; loading; i++) {
        try {
          const answer = await send(port, agent, i % 3 === 0 ? 'POST' : 'GET', `/?ms=${(n * 7 + i) % 40}`);
          if (answer.status !== 200) failures.push(`status ${answer.status}`);
          else answered++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => shopper(n)));
    await vi.waitFor(() => expect(answered).toBeGreaterThan(50), { timeout: 20_000, interval: 20 });
    const restarted = new Promise<void>((resolve) => primary.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('RESTARTED') && resolve()));
    primary.kill('SIGHUP');
    await restarted;
    const atRestart = answered;
    await vi.waitFor(() => expect(answered).toBeGreaterThan(atRestart + 50), { timeout: 20_000, interval: 20 });
    loading = false;
    await load;
    agent.destroy();
    expect(failures).toEqual([]);
    const after = await workers();
    expect(after).toHaveLength(2);
    for (const pid of before) expect(after).not.toContain(pid);
  }, 90_000);

  it('stops every process on SIGTERM', async () => {
    const pids = await workers();
    primary.kill('SIGTERM');
    await once(primary, 'exit');
    expect(lines).toContain('STOPPED');
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('npm run start:cluster', () => {
  it('refuses to start without DATABASE_URL, saying why, before it touches a database', () => {
    const { DATABASE_URL: _url, ...env } = process.env;
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      env: { ...env, DATA_DIR: '.data/never-created', PORT: '4790' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/DATABASE_URL is not set/);
    expect(started.stderr).toMatch(/PGlite/);
  });
});
