import { closeDatabase, database } from '../src/server/db/client';
import { seedDatabase } from '../db/seed/index';
import { loadScaleData } from '../db/seed/scale';

/**
 * Migrates and seeds the database (PGlite in .data/, or DATABASE_URL). Safe to run again.
 * With `--scale`, then loads the scale data set on top: 5,000 products, 300 CMS pages and 100,000 orders in all.
 */
export async function migrateAndSeed({ scale = false } = {}): Promise<void> {
  const { db, kind } = await database();
  const { seeded } = await seedDatabase(db);
  console.log(seeded ? `Seeded the ${kind} database.` : `The ${kind} database is migrated and already seeded.`);
  if (scale) {
    const started = performance.now();
    const report = await loadScaleData(db);
    for (const [name, { added, total, ms }] of Object.entries(report)) console.log(`${name}: ${added.toLocaleString('en-AU')} added, ${total.toLocaleString('en-AU')} in all (${ms} ms)`);
    console.log(`Loaded the scale data set into the ${kind} database in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  await closeDatabase();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await migrateAndSeed({ scale: process.argv.includes('--scale') });
}
