import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';

/** The Postgres the tests use (TEST_DATABASE_URL, or the local server's `test` database). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${process.env.PGUSER || userInfo().username}@127.0.0.1:5432/test`;

/** Runs one statement on a database (the tests' own by default) and answers its rows. */
export async function postgresQuery<T>(sql: string, url = POSTGRES_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new, empty database for one test, and how to drop it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await postgresQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await postgresQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}
