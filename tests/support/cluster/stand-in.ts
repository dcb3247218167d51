import { createServer } from 'node:http';

/**
 * A server process stand-in for tests of scripts/lib/cluster.ts: answers
 * which process it is and who called; GET /end ends the process (code 3).
 */
const server = createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ pid: process.pid, caller: req.socket.remoteAddress }));
  if (req.url === '/end') setImmediate(() => process.exit(3));
});
server.listen(Number(process.env.STAND_IN_PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
