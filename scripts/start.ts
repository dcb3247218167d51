import { config, productionStartProblem } from '../src/server/config';
import { createSiteServer } from '../src/server/node/site-server';
import { buildSite } from './build';
import { migrateAndSeed } from './seed';

/**
 * `npm start`: migrate and seed the database, build the site if its sources
 * changed, then serve it on HOST:PORT (default localhost:4321).
 */
const problem = productionStartProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const { HOST, PORT, distDir } = config();
const host = HOST || 'localhost';
const port = PORT ?? 4321;

await migrateAndSeed();
const built = await buildSite();
if (!built) console.log('Sources unchanged since the last build: reusing the built site.');

const server = await createSiteServer(distDir);
server.listen(port, host, async () => {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Open the database and the content API before the first shopper arrives.
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (health && !health.ok) console.warn('Health check failed:', await health.text());
  console.log(`Wattle & Bloom is ready at ${url}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
