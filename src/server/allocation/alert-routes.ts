import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chosenSound } from '../../lib/domain/account-forms';
import { ALERT_REPEAT_DEFAULT } from '../../lib/domain/order-status';
import { notificationSettings } from '../accounts/notifications';
import { database } from '../db/client';
import { orders } from '../db/schema/index';
import { requireRole, requireUser } from '../http/auth';
import { forbidden } from '../http/problem';
import { alertsListening, onAlertsMissed, subscribeAlerts, type AlertEvent } from './alerts';
import { openEventStreams } from '../metrics/registry';
import { onDrain } from '../node/graceful';

/** How soon a browser reconnects when its stream ends because the process is stopping. */
const RECONNECT_MS = 500;

/** How often an idle stream says it is alive (proxies close silent connections). */
const KEEPALIVE_MS = 20_000;

/**
 * GET /api/orders/florist-alerts: a server-sent event stream for a signed-in
 * florist. It starts with `start` (the store's alert settings) and an
 * `offered` event for each order awaiting the store's answer, then carries
 * `offered`, `expired` and `answered` events as they happen, from any
 * server process. A store with alerts turned off gets `start` and then only
 * the ends of its offers (`expired`, `answered`): no pop-up or sound, but
 * whoever has the order open learns it can no longer answer it. When the
 * process stops, or its alerts may have been missed while the database was
 * away, the stream ends with `reconnect` and the browser comes back to a
 * fresh list.
 */
export const alertRoutes = new Hono().get('/orders/florist-alerts', requireRole('florist', 'floristowner'), async (c) => {
  const { storeKey } = requireUser(c);
  if (!storeKey) throw forbidden('Your account is not linked to a store.');
  const db = await database();
  const settings = await notificationSettings(db, { storeKey });
  const sound = chosenSound(settings.account.alertType);
  const alerts = settings.account.orderAlerts;
  return streamSSE(c, async (stream) => {
    const send = (event: AlertEvent) => stream.writeSSE({ event: event.kind, data: JSON.stringify(event), id: `${event.orderId}:${event.kind}` });
    const queue: AlertEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = subscribeAlerts(db, storeKey, (event) => {
      if (!alerts && event.kind === 'offered') return;
      queue.push(event);
      wake?.();
    });
    // Listening before `start`: whatever happens after a client has it reaches it.
    await alertsListening(db);
    await stream.writeSSE({ event: 'start', data: JSON.stringify({ storeKey, orderAlerts: alerts, sound, repeat: ALERT_REPEAT_DEFAULT }) });
    let open = true;
    // Counted until the client goes or the stream fails, whichever is first.
    let counted = true;
    openEventStreams.inc();
    const uncount = () => {
      if (counted) openEventStreams.dec();
      counted = false;
    };
    // The process is stopping: the stream ends, telling the browser to reconnect soon (to another process).
    let drained = false;
    const reconnectSoon = () => {
      drained = true;
      open = false;
      wake?.();
    };
    const undrain = onDrain(reconnectSoon);
    // Alerts may have been missed while the database was away: the browser reconnects to a fresh list.
    const unmissed = onAlertsMissed(reconnectSoon);
    stream.onAbort(() => {
      uncount();
      undrain();
      unmissed();
      open = false;
      unsubscribe();
      wake?.();
    });
    try {
      const awaiting = alerts
        ? await db.db
            .select({ orderId: orders.id, orderNumber: orders.orderNumber, expiresAt: orders.allocationExpiresAt })
            .from(orders)
            .where(and(eq(orders.workflowStatus, 'Awaiting Store Response'), eq(orders.allocatedStoreKey, storeKey), gt(orders.allocationExpiresAt, new Date())))
        : [];
      for (const order of awaiting) await send({ kind: 'offered', storeKey, orderId: order.orderId, orderNumber: order.orderNumber, expiresAt: order.expiresAt?.toISOString() ?? null });
      while (open) {
        while (queue.length) await send(queue.shift()!);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, KEEPALIVE_MS);
        });
        wake = undefined;
        if (open && !queue.length) await stream.write(': keepalive\n\n');
      }
      if (drained) await stream.writeSSE({ event: 'reconnect', data: '{}', retry: RECONNECT_MS });
    } finally {
      uncount();
      undrain();
      unmissed();
      unsubscribe();
    }
  });
});
