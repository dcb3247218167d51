import { sql } from 'drizzle-orm';
import { perDatabase } from './cache';
import { beforeDatabaseClose, databaseOf, type Db } from './db/client';
import { lineageOf, rootOf } from './db/roots';
import { listenChannel } from './db/listen';
import { logger } from './logger';

/**
 * Dropping in-memory copies of database data in every server process
 * (docs/adr/0701). A writer of cached data calls `invalidateCaches` inside
 * its transaction: Postgres delivers the NOTIFY when it commits, to every
 * process LISTENing on the database (the writer's own too), and each drops
 * its copy for that database and reads the rows again on next use. PGlite
 * does the same in its one process.
 *
 * Content and the pages publishing renders have channels of their own
 * (content/repository.ts, content/render/pages.ts); this one serves the
 * caches that have no other way to hear of a change.
 */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';

/**
 * What a payload names: the catalogue (products, variants, facets, add-ons,
 * and the search index over them), the overseas countries, the suburbs,
 * Flowerline's delivery rules, the automatic promotions switched on.
 */
export const CACHED_DATA = ['catalog', 'countries', 'suburbs', 'deliveryRules', 'automaticPromotions'] as const;
export type CachedData = (typeof CACHED_DATA)[number];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Drop = (db: Db) => void;

const drops = new Map<CachedData, Set<Drop>>();
const listening = new WeakMap<Db, { stop: Promise<() => Promise<void>>; ready: Promise<void> }>();

const isCachedData = (name: string): name is CachedData => (CACHED_DATA as readonly string[]).includes(name);

/** What each transaction run by `changeCached` announced, for this process to drop once it commits. */
const announcedIn = new WeakMap<Tx | Db, Set<CachedData>>();

/** What each transaction changed of the cached data, as it announced it: it reads that data afresh for the rest of its course. */
const changedIn = new WeakMap<Tx | Db, Set<CachedData>>();

/** Tells every process that `names` changed, when the caller's transaction commits (at once outside one). */
export async function invalidateCaches(tx: Tx | Db, ...names: CachedData[]): Promise<void> {
  for (const name of new Set(names)) {
    await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${name})`);
    announcedIn.get(tx)?.add(name);
    // The transactions it is nested in see the change once its savepoint is released.
    for (const holder of lineageOf(tx as Db)) changedIn.set(holder, (changedIn.get(holder) ?? new Set()).add(name));
  }
}

/**
 * One copy per database of data read by `load`, refreshed after `ttlMs`
 * (cache.ts `perDatabase`), dropped in every process when any of `names`
 * changes. Code in a transaction is served the database's copy: before,
 * every transaction that read it (each order the payment webhook made) read
 * the whole catalogue again (docs/adr/0795). A transaction that announced a
 * change of `names` reads afresh, its own change included; one that finds no
 * copy reads inside itself and keeps nothing (a read outside it would wait
 * for it to end on PGlite).
 */
export function cachedPerDatabase<V>(names: CachedData[], ttlMs: number, load: (db: Db) => Promise<V>) {
  const cached = perDatabase<Db, V>(ttlMs, load);
  onCacheInvalidation(names, cached.invalidate);
  const get = (db: Db): Promise<V> => {
    const owner = cacheOwner(db, names);
    if (owner === db) return cached(db);
    if (!owner || !cached.has(owner)) return load(db);
    return cached(owner);
  };
  return Object.assign(get, { invalidate: cached.invalidate });
}

/**
 * Whose cached copy of `names` code handed `db` reads: its database's, or
 * null in a transaction that (or one it is nested in) announced a change of
 * any of them, which reads afresh and keeps nothing.
 */
export function cacheOwner(db: Db, names: CachedData[]): Db | null {
  const root = rootOf(db);
  if (root === db) return db;
  return lineageOf(db).some((holder) => names.some((name) => changedIn.get(holder)?.has(name))) ? null : root;
}

/** Registers how this process drops its copy of `names` for one database. */
export function onCacheInvalidation(names: CachedData | CachedData[], drop: Drop): void {
  for (const name of Array.isArray(names) ? names : [names]) {
    const set = drops.get(name) ?? new Set();
    set.add(drop);
    drops.set(name, set);
  }
}

/** Drops this process's copies of `names` at once, without waiting to hear the notification (a reader that must see a commit it knows of). */
export function dropCachesHere(db: Db, ...names: CachedData[]): void {
  dropAll(db, names);
}

/**
 * Runs `work` in a transaction of `db`, then drops this process's copies of
 * what it announced with `invalidateCaches` as soon as it has committed:
 * every other process hears of it through the NOTIFY, but the writer's own
 * next request, often the same person's, must not see the old copy while
 * the notification is on its way.
 */
export async function changeCached<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const announced = new Set<CachedData>();
  const result = await db.transaction((tx) => {
    announcedIn.set(tx, announced);
    return work(tx);
  });
  dropAll(db, [...announced]);
  return result;
}

function dropAll(db: Db, names: readonly CachedData[]): void {
  for (const name of names) for (const drop of drops.get(name) ?? []) drop(db);
}

/**
 * Payloads that name no cached data but a message, `<word> <text>`, for the
 * module that registered the word: heard in the order sent, after the
 * invalidations committed before it (a purge of shared caches follows the
 * change it is about, docs/adr/0784).
 */
const messages = new Map<string, (db: Db, text: string) => void>();

/** Registers what this process does on hearing a message of `word`. */
export function onInvalidationMessage(word: string, handle: (db: Db, text: string) => void): void {
  messages.set(word, handle);
}

/** Sends a message of `word` to every process, on this channel (when the caller's transaction commits). */
export async function sendInvalidationMessage(tx: Tx | Db, word: string, text: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${`${word} ${text}`})`);
}

function heard(db: Db, payload: string): void {
  if (isCachedData(payload)) return dropAll(db, [payload]);
  const space = payload.indexOf(' ');
  const handle = space > 0 ? messages.get(payload.slice(0, space)) : undefined;
  if (handle) return handle(db, payload.slice(space + 1));
  // A name this release does not know (a newer one's, during a rolling deploy): drop everything.
  logger.warn({ payload }, 'unknown cache invalidation: dropping every cache');
  dropAll(db, CACHED_DATA);
}

/**
 * Resolves once this process LISTENs for invalidations of `db`'s data. A
 * cache awaits it before it reads from the database, so a change committed
 * while it reads is heard. After a lost connection every cache is dropped:
 * the invalidations sent meanwhile were missed. A `Db` not opened by
 * `openDatabase` (a transaction) is not listened for. Never rejects.
 */
export function listenForInvalidations(db: Db): Promise<void> {
  const known = listening.get(db);
  if (known) return known.ready;
  const database = databaseOf(db);
  if (!database) return Promise.resolve();
  const stop = listenChannel(database, CACHE_INVALIDATION_CHANNEL, (payload) => heard(db, payload), { onReconnect: () => dropAll(db, CACHED_DATA) });
  const ready = stop.then(
    () => undefined,
    (error: unknown) => {
      // Caches still work, each until its time runs out; the next read tries again.
      listening.delete(db);
      logger.warn({ err: error }, 'not listening for cache invalidations');
    },
  );
  listening.set(db, { stop, ready });
  return ready;
}

beforeDatabaseClose(async (closing) => {
  const known = listening.get(closing.db);
  if (!known) return;
  listening.delete(closing.db);
  await (
    await known.stop.catch(() => null)
  )?.();
});
