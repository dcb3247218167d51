import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { config } from '../../src/server/config';
import { serveMetrics } from '../../src/server/metrics/server';
import { closeConnectionsWhenDraining, stopGracefully } from '../../src/server/node/graceful';
import { createSiteServer, registerSiteAt } from '../../src/server/node/site-server';

/** How long open connections (slow answers) get to finish once the server is told to stop. */
const STOP_GRACE_MS = 10_000;

/**
 * Serves the built site in `distDir` on host:port: resolves once it listens
 * and its API has opened the database and the content API. SIGINT and
 * SIGTERM stop it (`npm start`, and each process of `npm run start:cluster`).
 */
export async function serveSite(distDir: string, host: string, port: number): Promise<Server> {
  const server = await createSiteServer(distDir);
  await warmUp(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  // A process of a cluster is asked for its figures by the cluster's primary, which serves the port.
  const { METRICS_PORT } = config();
  if (METRICS_PORT && !cluster.isWorker) serveMetrics(METRICS_PORT, host);
  closeConnectionsWhenDraining(server);
  // Stops without dropping a request (docs/adr/0771): what it serves is finished, event streams are told to reconnect, jobs handed back.
  const stop = () => void stopGracefully(server, { graceMs: STOP_GRACE_MS }).finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A process of the cluster goes with the cluster, however that ends.
  process.on('disconnect', stop);
  return server;
}

/**
 * Opens the database and the content API, loads the catalogue and builds
 * its search index (the readiness check), and loads the API's own handler
 * (its first request goes through Astro), before `server` takes its first
 * shopper: a process of a cluster is handed connections on the shared port
 * as soon as it listens, and until then an API write would meet Astro's
 * checks instead of the API's. The health check is asked on a port of the
 * process's own, registered as the site's address until `server` listens
 * (the app, starting, serves the pages publishing rendered only where a
 * site is registered).
 */
async function warmUp(server: Server): Promise<void> {
  const own = createServer((req, res) => server.emit('request', req, res));
  await new Promise<void>((resolve) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  try {
    // The app starts with this request and reads where its site is: here until `server` listens.
    const address = own.address() as AddressInfo;
    registerSiteAt(server, address);
    // Readiness: the catalogue and its search index are loaded too, so the first shopper does not wait for them.
    const health = await fetch(`http://127.0.0.1:${address.port}/api/health/ready`).catch(() => undefined);
    if (health && !health.ok) console.warn('Readiness check failed:', await health.text());
  } finally {
    own.closeAllConnections();
    await new Promise((resolve) => own.close(resolve));
  }
}

// One process of `npm run start:cluster`: HOST and PORT are its internal address; it tells the cluster when it is ready.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { HOST, PORT, distDir } = config();
  await serveSite(distDir, HOST ?? '127.0.0.1', PORT ?? 0);
  process.send?.('ready');
}
