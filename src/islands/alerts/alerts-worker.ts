/// <reference lib="webworker" />
/**
 * The florist alerts' background worker (spec 001 section 4.5): listens to
 * the store's alert stream and passes `start`, `offered` and `expired` on
 * to the page. While the stream is down it polls the newest received
 * orders instead, and stops once the stream is back.
 */
import { ALERT_POLL_LIMIT } from '../../lib/domain/order-status';

declare const self: DedicatedWorkerGlobalScope;

const STREAM = '/api/orders/florist-alerts';
const POLL = `/api/orders/florist-recieved-order-history?sort=createDate&sortDir=desc&limit=${ALERT_POLL_LIMIT}`;
const POLL_MS = 15_000;

let source: EventSource | null = null;
let polling: ReturnType<typeof setInterval> | null = null;

const relay = (type: string) => (event: MessageEvent<string>) => {
  try {
    self.postMessage({ type, ...(JSON.parse(event.data) as object) });
  } catch {
    // An unreadable event is skipped.
  }
};

async function poll() {
  try {
    const response = await fetch(POLL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (response.status === 401 || response.status === 403) return stop();
    if (!response.ok) return;
    const list = (await response.json()) as { results: { orderId: string; orderNumber: string; workFlowStatus: string | null; allocationExpireDateTime: string | null }[] };
    for (const row of list.results) {
      if (row.workFlowStatus === 'Awaiting Store Response') self.postMessage({ type: 'offered', orderId: row.orderId, orderNumber: row.orderNumber, expiresAt: row.allocationExpireDateTime });
    }
  } catch {
    // Offline: the next poll tries again.
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
  // The browser reconnects by itself; until it does, the received orders are polled.
  source.onerror = () => startPolling();
}

self.onmessage = (event: MessageEvent<{ type: 'start' | 'stop' }>) => {
  if (event.data.type === 'start') connect();
  else stop();
};
