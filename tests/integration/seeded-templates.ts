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

type Kind = 'pglite' | 'postgres';
const kindOf = (project: TestProject): Kind => (project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

interface Built {
  templates: SeededTemplates;
  remove: () => Promise<void>;
}

/**
 * A data directory's dump, as PGlite makes it, and as a file's database
 * starts from it. Taken after a checkpoint: a dump without one made every
 * file's database replay the seed's whole log as it opened (290 ms an open
 * against 180 ms).
 */
async function dumpOf(database: Awaited<ReturnType<typeof import('../../src/server/db/client').openDatabase>>): Promise<Blob> {
  const { pglite } = database.connection as { pglite: import('@electric-sql/pglite').PGlite };
  await pglite.exec('CHECKPOINT');
  return pglite.dumpDataDir('none');
}

/**
 * PGlite: seeded in memory and dumped to a file, the demo orders' copy
 * seeded on from the plain one's dump (rather than migrated and seeded
 * again); Postgres: two template databases, made the same way.
 */
async function buildTemplates(kind: Kind): Promise<Built> {
  const { openDatabase } = await import('../../src/server/db/client');
  const { seedDatabase, seedDemoOrdersWithPeople } = await import('../../db/seed/index');
  type Db = import('../../src/server/db/client').Db;
  // The demo orders on a seeded copy, as the seed adds them.
  const addDemoOrders = (db: Db) => db.transaction((tx) => seedDemoOrdersWithPeople(tx));
  const run = `${process.pid}_${Date.now().toString(36)}`;

  if (kind === 'pglite') {
    const dir = join(process.cwd(), '.data', `test-templates-${run}`);
    mkdirSync(dir, { recursive: true });
    const save = async (name: string, dump: Blob) => {
      const file = join(dir, name);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    };
    const plainDb = await openDatabase({ dataDir: 'memory://' });
    await seedDatabase(plainDb.db, { demoOrders: false });
    const plainDump = await dumpOf(plainDb);
    await plainDb.close();
    const demoDb = await openDatabase({ dataDir: 'memory://', loadDataDir: plainDump });
    await addDemoOrders(demoDb.db);
    const demoDump = await dumpOf(demoDb);
    await demoDb.close();
    const templates = { plain: await save('plain.tar', plainDump), demoOrders: await save('demo-orders.tar', demoDump) };
    return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }

  const templates = { plain: `shop_tpl_${run}_plain`, demoOrders: `shop_tpl_${run}_demo` };
  const remove = async () => {
    for (const name of Object.values(templates)) await postgresQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  const open = (name: string) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return openDatabase({ url: url.toString() });
  };
  try {
    await postgresQuery(`CREATE DATABASE ${templates.plain}`);
    const plainDb = await open(templates.plain);
    await seedDatabase(plainDb.db, { demoOrders: false });
    await plainDb.close();
    await postgresQuery(`CREATE DATABASE ${templates.demoOrders} TEMPLATE ${templates.plain}`);
    const demoDb = await open(templates.demoOrders);
    await addDemoOrders(demoDb.db);
    await demoDb.close();
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** The builds of this run, by kind: every module instance of this file (one per project) shares them. */
type Build = { built: Promise<Built>; claimed: boolean };
const shared = globalThis as { seededTemplateBuilds?: Map<Kind, Build> };

/**
 * Global setup of an integration project: migrates and seeds its database
 * once, with and without the demo orders, for every test file to start
 * from a copy (tests/integration/harness.ts) instead of migrating and
 * seeding one of its own. Vitest sets projects up one after another, so the
 * first integration project starts every integration project's build: the
 * PGlite builds run on this thread while Postgres does the work of its own.
 * Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.LOG_LEVEL ??= 'silent';
  const builds = (shared.seededTemplateBuilds ??= new Map<Kind, Build>());
  const kinds = new Set([kindOf(project), ...project.vitest.projects.filter((other) => other.config.env?.TEST_DB).map(kindOf)]);
  for (const kind of kinds) {
    if (builds.has(kind)) continue;
    const built = buildTemplates(kind);
    // Awaited by its own project's setup; a failure is reported there.
    built.catch(() => undefined);
    builds.set(kind, { built, claimed: false });
  }
  const mine = builds.get(kindOf(project))!;
  mine.claimed = true;
  const { templates, remove } = await mine.built;
  project.provide('seededTemplates', templates);
  return async () => {
    await remove();
    // A build no project set up for (its files were not in the run) goes with the first teardown.
    for (const [kind, other] of builds) {
      builds.delete(kind);
      if (!other.claimed) await other.built.then((unclaimed) => unclaimed.remove()).catch(() => undefined);
    }
  };
}
