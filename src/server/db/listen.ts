import type { Database } from './client';
import { logger } from '../logger';

/**
 * LISTENs on a Postgres channel and hands each payload to `onPayload`:
 * PGlite's own listener in-process, or a dedicated Postgres connection that
 * reconnects after a drop. Notifications sent while the connection was down
 * are lost: `onReconnect` is called each time it listens again, so a caller
 * can catch up. Resolves to the function that stops listening.
 */
export async function listenChannel(database: Database, channel: string, onPayload: (payload: string) => void, { onReconnect }: { onReconnect?: () => void } = {}): Promise<() => Promise<void>> {
  if ('pglite' in database.connection) return database.connection.pglite.listen(channel, onPayload);
  const { Client } = (await import('pg')).default;
  const url = database.connection.url;
  let client: import('pg').Client | undefined;
  let stopped = false;
  let listenedBefore = false;
  const connect = async (attempt = 0): Promise<void> => {
    if (stopped) return;
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => message.channel === channel && message.payload && onPayload(message.payload));
    next.on('error', () => {
      void next.end().catch(() => undefined);
      setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      // Stopped while connecting: this connection is not wanted any more.
      if (stopped) return void (await next.end().catch(() => undefined));
      client = next;
      if (listenedBefore) onReconnect?.();
      listenedBefore = true;
    } catch (error) {
      logger.warn({ err: error, channel }, 'could not listen, retrying');
      // At most 5 s apart: caches are dropped again within seconds of the database's return.
      setTimeout(() => void connect(attempt + 1), Math.min(5000, 1000 * 2 ** attempt));
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
