import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeDatabaseClose, database, type Database, type Db } from '../db/client';
import { listenChannel } from '../db/listen';
import { contentChanges, contentDocuments } from '../db/schema/index';
import { logger } from '../logger';
import { contentStoreOf, type ContentStore } from './store';

/**
 * The content documents, read from the database into one in-memory snapshot
 * per process. A change (an editor's save or publish, a seed import) sends a
 * NOTIFY in its transaction; every process drops its snapshot when it hears
 * it, and reads the documents again on the next query.
 */
export const CONTENT_CHANNEL = 'content_changed';

export const ContentChangeModel = z.object({
  model: z.string(),
  id: z.string(),
  /** What happened to the document: a stage change reaches the live site. */
  operation: z.enum(['create', 'update', 'delete', 'publish', 'unpublish', 'seed']),
});
export type ContentChange = z.infer<typeof ContentChangeModel>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Changes of what the live site shows: they wait for the renderer (docs/adr/0602). Saving a draft shows nothing new. */
const REACHES_THE_SITE = new Set<ContentChange['operation']>(['delete', 'publish', 'unpublish', 'seed']);

/**
 * Announces a change to every process when the caller's transaction
 * commits, and queues it for the renderer when it changes the live site.
 */
export async function recordContentChange(tx: Tx | Db, change: ContentChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(change)})`);
  if (REACHES_THE_SITE.has(change.operation)) await tx.insert(contentChanges).values({ model: change.model, docId: change.id, operation: change.operation });
}

interface Cache {
  database: Database;
  snapshot?: Promise<ContentStore>;
  stop: Promise<() => Promise<void>>;
}
let cache: Cache | undefined;
const listeners = new Set<(change: ContentChange) => void>();

function heard(payload: string): void {
  if (cache) cache.snapshot = undefined;
  try {
    const change = ContentChangeModel.parse(JSON.parse(payload));
    for (const listener of listeners) listener(change);
  } catch (error) {
    logger.warn({ err: error }, 'unreadable content change');
  }
}

async function load(db: Db): Promise<ContentStore> {
  const rows = await db.select({ model: contentDocuments.model, id: contentDocuments.id, draft: contentDocuments.draft, published: contentDocuments.published }).from(contentDocuments);
  return contentStoreOf(rows);
}

/** The current snapshot of every document, from this process's database. */
export async function contentSnapshot(): Promise<ContentStore> {
  const current = await database();
  if (cache?.database !== current) cache = { database: current, stop: listenChannel(current, CONTENT_CHANNEL, heard) };
  const entry = cache;
  if (!entry.snapshot) {
    // Listen before reading, so a change made while reading is not missed.
    await entry.stop;
    const loading = load(current.db);
    entry.snapshot = loading;
    loading.catch(() => {
      if (entry.snapshot === loading) entry.snapshot = undefined;
    });
  }
  return entry.snapshot;
}

/** Drops this process's snapshot at once (the writer's own process need not wait for the NOTIFY). */
export function forgetContentSnapshot(): void {
  if (cache) cache.snapshot = undefined;
}

/** Calls `listener` with every content change any process makes, until the returned function is called. */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

beforeDatabaseClose(async (closing) => {
  if (cache?.database !== closing) return;
  const { stop } = cache;
  cache = undefined;
  await (
    await stop.catch(() => null)
  )?.();
});
