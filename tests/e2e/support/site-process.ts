import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { postgresQuery, scratchDatabase } from '../../support/postgres';

/** A Postgres database of the test's own: its address, a way to query it, and `dispose` to drop it. */
export async function freshPostgres(): Promise<{ url: string; query: <T>(sql: string) => Promise<T[]>; dispose: () => Promise<void> }> {
  const { url, drop } = await scratchDatabase('shop_sites');
  return { url, query: (sql) => postgresQuery(sql, url), dispose: drop };
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
