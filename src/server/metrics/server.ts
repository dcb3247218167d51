import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import { logger } from '../logger';
import { collectProcessMetrics, registry } from './registry';

/**
 * METRICS_PORT's server: `GET /metrics` with no token, on a port only
 * Prometheus should reach. One process serves its own figures; the primary
 * of `npm run start:cluster` asks every server process for theirs and
 * answers the sum (prom-client's cluster aggregator), so one scrape sees
 * the whole cluster.
 */
export function serveMetrics(port: number, host: string, { cluster = false } = {}): Server {
  if (!cluster) collectProcessMetrics();
  const aggregator = cluster ? new client.AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Not found: the metrics are at /metrics.');
    }
    const figures = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    figures.then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics not gathered');
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The metrics could not be gathered; try again.');
      },
    );
  });
  server.listen(port, host);
  server.unref();
  return server;
}
