import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeDatabaseClose, type Database, type Db } from '../db/client';
import { logger } from '../logger';

/**
 * Order alerts for florists (spec 001 section 4.5), across server
 * processes: each step of allocation sends a Postgres NOTIFY inside its
 * transaction (so only committed offers alert, once), and every process
 * LISTENs and hands the events to the stores' open alert streams. PGlite
 * speaks the same LISTEN/NOTIFY in-process.
 */
export const ALERT_CHANNEL = 'florist_alerts';

export const AlertEventModel = z.object({
  /** offered: the store has the order to answer; expired: its offer ran out, was withdrawn, or went to another store. */
  kind: z.enum(['offered', 'expired']),
  storeKey: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  expiresAt: z.string().nullable(),
});
export type AlertEvent = z.infer<typeof AlertEventModel>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Sends an alert when the caller's transaction commits. */
export async function notifyAlert(tx: Tx | Db, event: AlertEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: AlertEvent) => void;
const listeners = new Map<string, Set<Listener>>();

interface Listening {
  database: Database;
  stop: Promise<() => Promise<void>>;
}
let listening: Listening | undefined;

function dispatch(payload: string): void {
  try {
    const event = AlertEventModel.parse(JSON.parse(payload));
    for (const listener of listeners.get(event.storeKey) ?? []) listener(event);
  } catch (error) {
    logger.warn({ err: error }, 'unreadable order alert');
  }
}

/** One LISTEN per process: PGlite's own, or a dedicated Postgres connection that reconnects after a drop. */
async function listen(database: Database): Promise<() => Promise<void>> {
  if ('pglite' in database.connection) return database.connection.pglite.listen(ALERT_CHANNEL, dispatch);
  const { Client } = (await import('pg')).default;
  const url = database.connection.url;
  let client: import('pg').Client | undefined;
  let stopped = false;
  const connect = async (attempt = 0): Promise<void> => {
    if (stopped) return;
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => message.payload && dispatch(message.payload));
    next.on('error', () => {
      void next.end().catch(() => undefined);
      setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ALERT_CHANNEL}`);
      client = next;
    } catch (error) {
      logger.warn({ err: error }, 'order alerts: could not listen, retrying');
      setTimeout(() => void connect(attempt + 1), Math.min(30_000, 1000 * 2 ** attempt));
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Hands a store's alerts to `listener` until the returned function is called. */
export function subscribeAlerts(database: Database, storeKey: string, listener: Listener): () => void {
  if (listening?.database !== database) listening = { database, stop: listen(database) };
  const set = listeners.get(storeKey) ?? new Set();
  set.add(listener);
  listeners.set(storeKey, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(storeKey);
  };
}

beforeDatabaseClose(async (database) => {
  if (listening?.database !== database) return;
  const { stop } = listening;
  listening = undefined;
  await (
    await stop.catch(() => null)
  )?.();
});
