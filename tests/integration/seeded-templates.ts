import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresQuery, POSTGRES_URL } from '../support/postgres';

/** The seeded databases a test file starts from, by whether the demo orders are in them. */
export interface SeededTemplates {
  /** A PGlite data directory's dump (a file), or a Postgres template database's name. */
  plain: string;
  demoOrders: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/**
 * Global setup of an integration project: migrates and seeds its database
 * once, with and without the demo orders, for every test file to start
 * from a copy (tests/integration/harness.ts) instead of migrating and
 * seeding one of its own: on PGlite a dump of the data directory, on
 * Postgres a template database. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.LOG_LEVEL ??= 'silent';
  const { openDatabase } = await import('../../src/server/db/client');
  const { seedDatabase } = await import('../../src/server/db/seed');
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

  if (kind === 'pglite') {
    const dir = join(process.cwd(), '.data', `test-templates-${run}`);
    mkdirSync(dir, { recursive: true });
    const build = async (demoOrders: boolean) => {
      const database = await openDatabase({ dataDir: 'memory://' });
      await seedDatabase(database.db, { demoOrders });
      const dump = await (database.connection as { pglite: import('@electric-sql/pglite').PGlite }).pglite.dumpDataDir('none');
      await database.close();
      const file = join(dir, demoOrders ? 'demo-orders.tar' : 'plain.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    };
    const [plain, demoOrders] = await Promise.all([build(false), build(true)]);
    project.provide('seededTemplates', { plain, demoOrders });
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const names = { plain: `shop_tpl_${run}_plain`, demoOrders: `shop_tpl_${run}_demo` };
  const build = async (name: string, demoOrders: boolean) => {
    await postgresQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await seedDatabase(database.db, { demoOrders });
    await database.close();
  };
  await Promise.all([build(names.plain, false), build(names.demoOrders, true)]);
  project.provide('seededTemplates', names);
  return async () => {
    for (const name of Object.values(names)) await postgresQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
