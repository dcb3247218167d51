import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

/**
 * Stopping a server process without dropping a request (docs/adr/0771). On
 * SIGTERM the process stops accepting connections (in a cluster, the
 * primary hands new ones to the other processes), answers every request it
 * has or is still sent with `Connection: close`, tells event-stream clients
 * to reconnect (elsewhere), lets the job queue finish its running jobs and
 * hand back the rest, closes the database, and exits.
 *
 * The steps are kept on the process (not in a module's own state): the
 * site's built server bundle and the scripts serving it may each load these
 * modules.
 */
interface Steps {
  draining: boolean;
  /** Run as soon as the process starts stopping: end what never ends by itself (event streams). */
  drain: (() => void)[];
  /** Run once every connection has closed: stop the job queue, close the database. */
  close: (() => Promise<void>)[];
}

const KEY = Symbol.for('wattle-and-bloom.shutdown');

function steps(): Steps {
  const holder = globalThis as unknown as Record<symbol, Steps | undefined>;
  holder[KEY] ??= { draining: false, drain: [], close: [] };
  return holder[KEY];
}

/** Whether this process is stopping: its answers close their connections. */
export const isDraining = (): boolean => steps().draining;

/** Registers what to end as soon as the process starts stopping; returns how to take it back. */
export function onDrain(step: () => void): () => void {
  const list = steps().drain;
  list.push(step);
  return () => {
    const at = list.indexOf(step);
    if (at !== -1) list.splice(at, 1);
  };
}

/** Registers what to finish after the last connection has closed (in the order registered). */
export function onClose(step: () => Promise<void>): void {
  steps().close.push(step);
}

export interface StopOptions {
  /** How long kept-alive connections stay open to carry one more request (answered with `Connection: close`). */
  lingerMs?: number;
  /** After this long, connections still open are cut. */
  graceMs?: number;
}

/** Marks every answer of `server` from now on as its connection's last, while the process stops. */
export function closeConnectionsWhenDraining(server: Server): void {
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (steps().draining && !res.headersSent) res.setHeader('Connection', 'close');
  });
}

/**
 * Stops `server` as described above; resolves once every connection has
 * closed and the close steps have run (the caller then exits).
 */
export async function stopGracefully(server: Server, { lingerMs = 1000, graceMs = 10_000 }: StopOptions = {}): Promise<void> {
  const state = steps();
  if (state.draining) return;
  state.draining = true;
  // net.Server's own close stops accepting and waits for the open connections; http.Server's would also
  // close the idle kept-alive ones at once, just as their clients may be sending on them.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  for (const step of state.drain.splice(0)) {
    try {
      step();
    } catch {
      // a step that fails must not keep the process from stopping
    }
  }
  // Kept-alive connections idle now are closed once busy clients have had the time to send on them again.
  const idle = setTimeout(function sweep() {
    server.closeIdleConnections();
    idle.refresh();
  }, lingerMs);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(idle);
  clearTimeout(cut);
  for (const step of state.close.splice(0)) await step().catch(() => {});
}
