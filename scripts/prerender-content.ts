import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { CONTENT_INDEX_QUERY, ContentIndexModel, contentPaths, readContentIndex } from '../src/lib/cms/content-paths';
import { sitemapPartPaths } from '../src/lib/seo/sitemap-parts';
import { config } from '../src/server/config';
import { RENDER_HEADER, renderToken } from '../src/server/content/preview-token';
import { withCspMeta } from '../src/server/content/render/csp-meta';
import { PAGE_READS_HEADER, pageReadsId, takePageReads, type PageReads } from '../src/server/content/render/page-reads';
import { CONTENT_PATHS_FILE, createSiteServer, GONE_PATHS_FILE, NOT_FOUND_PATH, PAGE_READS_FILE, REDIRECT_PATHS_FILE, SHELL_PATHS_FILE } from '../src/server/node/site-server';

/**
 * The build's last step (docs/adr/0602): renders every content page, and
 * every other page with the site's header and footer (products, sign-in,
 * checkout, the account area), through the built server, as publishing
 * later renders the pages it changes, and writes them into the build as
 * files, with what each showed and read (its surrogate keys, docs/adr/0784).
 * Any page that fails fails the build.
 */
const CONCURRENCY = 4;
const dist = config().distDir;
const clientDir = join(dist, 'client');

const fileFor = (path: string) => (path === '/' ? 'index.html' : path === NOT_FOUND_PATH ? '404.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`);

/** The pages at fixed addresses the renderer renders (src/pages files that ask isRenderRequest and take no parameters). */
function appPagePaths(): string[] {
  const pagesDir = join(process.cwd(), 'src/pages');
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return files(pagesDir)
    .filter((file) => file.endsWith('.astro') && !file.includes('[') && readFileSync(file, 'utf8').includes('isRenderRequest('))
    .map(
      (file) =>
        `/${relative(pagesDir, file)
          .replace(/\.astro$/, '')
          .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/',
    );
}

/** Every product's page, from the catalogue (drafts have none), the archived ones among them, which answer 410 Gone, and earlier addresses, which answer 301. */
async function productPaths(): Promise<{ paths: string[]; gone: string[]; moved: Record<string, string> }> {
  const response = await fetch(new URL('/api/catalog/product-pages', origin));
  if (!response.ok) throw new Error(`GET /api/catalog/product-pages answered ${response.status}`);
  const { results, redirects } = (await response.json()) as { results: { url: string; state: string }[]; redirects: { from: string; to: string }[] };
  return {
    paths: results.map((product) => product.url),
    gone: results.filter((product) => product.state === 'archived').map((product) => product.url),
    moved: Object.fromEntries(redirects.map((redirect) => [redirect.from, redirect.to])),
  };
}

const server = await createSiteServer(dist, { publishes: false });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const started = performance.now();

const gql = new GraphQLClient(`${origin}/api/graphql`);
const index = await readContentIndex(async (variables) => ContentIndexModel.parse(await gql.request(CONTENT_INDEX_QUERY, variables)));
const content = contentPaths(index);
const products = await productPaths();
const gone = new Set(products.gone);
const shell = [...appPagePaths(), NOT_FOUND_PATH, ...products.paths].filter((path) => !content.includes(path));
const paths = [...content, ...shell];
const failures: string[] = [];
const reads: Record<string, PageReads> = {};
const queue = [...paths];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const recordId = pageReadsId();
      const response = await fetch(new URL(path, origin), { headers: { [RENDER_HEADER]: renderToken(), [PAGE_READS_HEADER]: recordId } });
      const text = await response.text();
      reads[path] = takePageReads(recordId);
      if (response.status !== (path === NOT_FOUND_PATH ? 404 : gone.has(path) ? 410 : 200)) {
        failures.push(`${path}: ${response.status} ${text.slice(0, 300)}`);
        continue;
      }
      // A sitemap index's files are rendered with it.
      if (path === '/sitemap.xml') {
        const parts = sitemapPartPaths(text);
        queue.push(...parts);
        content.push(...parts);
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
writeFileSync(join(dist, CONTENT_PATHS_FILE), JSON.stringify(content));
writeFileSync(join(dist, SHELL_PATHS_FILE), JSON.stringify(shell));
writeFileSync(join(dist, GONE_PATHS_FILE), JSON.stringify([...gone]));
writeFileSync(join(dist, REDIRECT_PATHS_FILE), JSON.stringify(products.moved));
writeFileSync(join(dist, PAGE_READS_FILE), JSON.stringify(reads));
console.log(`Rendered ${content.length} content pages and ${shell.length} other pages in ${Math.round(performance.now() - started)} ms.`);
process.exit(0);
