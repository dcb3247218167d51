import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeDatabaseClose, type Database, type Db } from '../db/client';
import { listenChannel } from '../db/listen';
import { OFFER_OUTCOMES } from '../../lib/domain/offer-outcome';
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
  /**
   * offered: the store has the order to answer; expired: its offer ran out,
   * was withdrawn, or went to another store; answered: one of the store's
   * staff accepted or rejected it.
   */
  kind: z.enum(['offered', 'expired', 'answered']),
  storeKey: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  expiresAt: z.string().nullable(),
  /** How the offer ended (expired and answered events); an expired event without one ran out or was taken away. */
  outcome: z.enum(OFFER_OUTCOMES).optional(),
  /** The name of the staff member who answered it. */
  by: z.string().nullable().optional(),
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

const resyncs = new Set<() => void>();

/**
 * Alerts sent while this process's LISTEN connection was down (the database
 * went away and came back) never reached it: each open stream is told, so it
 * can end and let its browser reconnect to a fresh list of offers.
 */
function resync(): void {
  logger.info({ streams: resyncs.size }, 'order alerts heard again: open streams start afresh');
  for (const fn of resyncs) fn();
}

/** Calls `fn` when alerts may have been missed (see resync) until the returned function is called. */
export function onAlertsMissed(fn: () => void): () => void {
  resyncs.add(fn);
  return () => resyncs.delete(fn);
}

/** Hands a store's alerts to `listener` until the returned function is called. */
export function subscribeAlerts(database: Database, storeKey: string, listener: Listener): () => void {
  if (listening?.database !== database) listening = { database, stop: listenChannel(database, ALERT_CHANNEL, dispatch, { onReconnect: resync }) };
  const set = listeners.get(storeKey) ?? new Set();
  set.add(listener);
  listeners.set(storeKey, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(storeKey);
  };
}

/** Resolves once this process listens for alerts (a stream subscribed before then could miss one). */
export async function alertsListening(database: Database): Promise<void> {
  if (listening?.database === database) await listening.stop.catch(() => undefined);
}

beforeDatabaseClose(async (database) => {
  if (listening?.database !== database) return;
  const { stop } = listening;
  listening = undefined;
  await (
    await stop.catch(() => null)
  )?.();
});
