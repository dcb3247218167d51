import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { CONTENT_INDEX_QUERY, ContentIndexModel, contentPaths, readContentIndex } from '../src/lib/cms/content-paths';
import { config } from '../src/server/config';
import { RENDER_HEADER, renderToken } from '../src/server/content/preview-token';
import { withCspMeta } from '../src/server/content/render/csp-meta';
import { CONTENT_PATHS_FILE, createSiteServer } from '../src/server/node/site-server';

/**
 * The build's last step (docs/adr/0602): renders every content page through
 * the built server, as publishing later renders the pages it changes, and
 * writes them into the build as files. Any page that fails fails the build.
 */
const CONCURRENCY = 4;
const dist = config().distDir;
const clientDir = join(dist, 'client');

const fileFor = (path: string) => (path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`);

const server = await createSiteServer(dist, { publishes: false });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const started = performance.now();

const gql = new GraphQLClient(`${origin}/api/graphql`);
const index = await readContentIndex(async (variables) => ContentIndexModel.parse(await gql.request(CONTENT_INDEX_QUERY, variables)));
const paths = contentPaths(index);
const failures: string[] = [];
const queue = [...paths];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, origin), { headers: { [RENDER_HEADER]: renderToken() } });
      const text = await response.text();
      if (response.status !== 200) {
        failures.push(`${path}: ${response.status} ${text.slice(0, 300)}`);
        continue;
      }
      const body = (response.headers.get('content-type') ?? '').includes('html') ? withCspMeta(text, response.headers.get('content-security-policy')) : text;
      const file = join(clientDir, fileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
  }),
);
if (failures.length) {
  console.error(`Content pages that did not render:\n${failures.join('\n')}`);
  process.exit(1);
}
writeFileSync(join(dist, CONTENT_PATHS_FILE), JSON.stringify(paths));
console.log(`Rendered ${paths.length} content pages in ${Math.round(performance.now() - started)} ms.`);
process.exit(0);
