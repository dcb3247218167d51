import { createServer } from 'node:http';
import { closeConnectionsWhenDraining, stopGracefully } from '../../../src/server/node/graceful';

/**
 * A server process stand-in for tests of scripts/lib/cluster.ts: answers
 * which process it is and who called, after `?ms=` milliseconds (a request
 * in flight); GET /end ends the process (code 3). It stops on SIGTERM as the
 * shop's processes do (src/server/node/graceful.ts).
 */
const server = createServer((req, res) => {
  const ms = Number(new URL(req.url ?? '/', 'http://stand-in').searchParams.get('ms') ?? 0);
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ pid: process.pid, caller: req.socket.remoteAddress }));
      if (req.url === '/end') setImmediate(() => process.exit(3));
    }, ms),
  );
});
closeConnectionsWhenDraining(server);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.STAND_IN_PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => void stopGracefully(server, { lingerMs: 300, graceMs: 5000 }).then(() => process.exit(0)));
