import { config, productionStartProblem } from '../src/server/config';
import { buildSite } from './build';
import { serveSite } from './lib/serve-site';
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

await serveSite(distDir, host, port);
console.log(`Wattle & Bloom is ready at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
