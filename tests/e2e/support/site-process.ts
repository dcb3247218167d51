import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${process.env.PGUSER || userInfo().username}@127.0.0.1:5432/test`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Postgres database of the test's own, dropped by `dispose`. */
export async function freshPostgres(): Promise<{ url: string; query: <T>(sql: string) => Promise<T[]>; dispose: () => Promise<void> }> {
  const name = `shop_sites_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <T>(sql: string) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface SiteProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * The built shop (`npm start`) as a child process on `port`, with the build
 * Playwright's web server made (its sources are unchanged, so it is reused).
 */
export async function startSite(port: number, env: Record<string, string>): Promise<SiteProcess> {
  const dataDir = `.data/e2e-site-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop on port ${port} exited with ${child.exitCode}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`the shop on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
