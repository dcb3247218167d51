/// <reference lib="webworker" />
/**
 * The florist alerts' background worker (spec 001 section 4.5): listens to
 * the store's alert stream and passes `start`, `offered`, `expired` and
 * `answered` on to the page. While the stream is down it polls the newest received
 * orders instead, and stops once the stream is back.
 */
import { z } from 'zod/mini';
import { api } from '../../lib/api/client';
import { ALERT_POLL_LIMIT } from '../../lib/domain/order-status';

declare const self: DedicatedWorkerGlobalScope;

const STREAM = '/api/orders/florist-alerts';
/** The received orders, newest first (ORDER_LIST_PATHS.floristReceived; that module's schemas stay out of the worker). */
const RECEIVED = '/orders/florist-recieved-order-history';
const POLL_MS = 15_000;

/** What the poll reads of the newest received orders (the list's other fields pass unread). */
const ReceivedOrdersModel = z.object({
  results: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), workFlowStatus: z.nullable(z.string()), allocationExpireDateTime: z.nullable(z.string()) })),
});

let source: EventSource | null = null;
let polling: ReturnType<typeof setInterval> | null = null;

const relay = (type: string) => (event: MessageEvent<string>) => {
  try {
    self.postMessage({ type, ...(JSON.parse(event.data) as object) });
  } catch {
    // An unreadable event is skipped.
  }
};

/** The newest received orders, through the client (its timeout and parsing of answers and problems); no redirect to sign in from a worker. */
async function poll() {
  const list = await api(RECEIVED, {
    query: { sort: 'createDate', sortDir: 'desc', limit: ALERT_POLL_LIMIT },
    schema: ReceivedOrdersModel,
    authRedirect: false,
    // The next poll is the retry.
    retries: 0,
  });
  if (!list.ok) {
    // Signed out, or no longer a florist of the store: nothing more to poll. Offline or failing: the next poll tries again.
    if (list.error.status === 401 || list.error.status === 403) stop();
    return;
  }
  for (const row of list.data.results) {
    if (row.workFlowStatus === 'Awaiting Store Response') self.postMessage({ type: 'offered', orderId: row.orderId, orderNumber: row.orderNumber, expiresAt: row.allocationExpireDateTime });
  }
}

function startPolling() {
  if (polling) return;
  polling = setInterval(() => void poll(), POLL_MS);
  void poll();
}
function stopPolling() {
  if (polling) clearInterval(polling);
  polling = null;
}
function stop() {
  stopPolling();
  source?.close();
  source = null;
}

function connect() {
  if (source) return;
  source = new EventSource(STREAM, { withCredentials: true });
  source.addEventListener('start', (event) => {
    stopPolling();
    relay('start')(event);
  });
  source.addEventListener('offered', relay('offered'));
  source.addEventListener('expired', relay('expired'));
  source.addEventListener('answered', relay('answered'));
  // The browser reconnects by itself; until it does, the received orders are polled.
  source.onerror = () => startPolling();
}

self.onmessage = (event: MessageEvent<{ type: 'start' | 'stop' }>) => {
  if (event.data.type === 'start') connect();
  else stop();
};
