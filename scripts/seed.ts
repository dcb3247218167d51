import { closeDatabase, database } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';

/** Migrates and seeds the database (PGlite in .data/, or DATABASE_URL). Safe to run again. */
export async function migrateAndSeed(): Promise<void> {
  const { db, kind } = await database();
  const { seeded } = await seedDatabase(db);
  console.log(seeded ? `Seeded the ${kind} database.` : `The ${kind} database is migrated and already seeded.`);
  await closeDatabase();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await migrateAndSeed();
}
