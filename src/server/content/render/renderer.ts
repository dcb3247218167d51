import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONTENT_INDEX_QUERY, ContentIndexModel, readContentIndex, type PublishedChange } from '../../../lib/cms/content-paths';
import { sitemapPartPaths } from '../../../lib/seo/sitemap-parts';
import { requireContent } from '../../../lib/cms/client';
import { pagePath } from '../../../lib/cms/page-path';
import { forgetContentReads } from '../../../lib/cms/remembered';
import { config } from '../../config';
import { dropCachesHere } from '../../cache-invalidation';
import { PRODUCT_CHANGE_MODEL } from '../../../lib/cms/content-paths';
import { database, type Db } from '../../db/client';
import { contentChanges, renderedPages, renderRuns } from '../../db/schema/index';
import { defineJob, enqueue } from '../../jobs/queue';
import { logger } from '../../logger';
import { RENDER_HEADER, renderToken } from '../preview-token';
import { contentSnapshot, forgetContentSnapshot } from '../repository';
import { siteBridge, type SiteInfo } from './bridge';
import { withCspMeta } from './csp-meta';
import { PAGES_CHANNEL, servedContentPaths } from './pages';
import { keyParts } from '../../cache-purge/index';
import { PAGE_READS_HEADER, pageReadsId, takePageReads, withRecord, type PageReads } from './page-reads';
import { runPurgeKeys } from './run-purge';
import { runScope } from './run-scope';
import { bytesHash, differenceFrom, type ServedPage } from './served';

/** The queue of render runs: one waits while one runs, so a burst of publishes is rendered once. */
export const RENDER_QUEUE = 'content-render';
/** How long a run waits for more publishes to join it. */
const COALESCE_MS = 500;
const CONCURRENCY = 4;
/** Headers a rendered page keeps (its policy goes into the page, as in the build's files). */
const KEPT_HEADERS = ['content-type', 'x-robots-tag', 'location'];

const gzipped = promisify(gzip);

/** Asks for a render run soon (changes that reach the site call this after they commit). */
export async function queueRender(): Promise<void> {
  await enqueue(RENDER_QUEUE, {}, new Date(Date.now() + COALESCE_MS));
}

/**
 * Block types that list a model's documents, so a page showing one changes
 * with any of them. A product is no longer here: the listing pages whose
 * grids show or count it are known from what each recorded reading
 * (./run-scope.ts); the home page's carousels link to it by address.
 */
const LISTING_BLOCKS: Record<string, readonly string[]> = {
  Article: ['ArticleListing', 'ContentListing'],
  ArticleCategory: ['ArticleListing', 'ContentListing'],
  Country: ['CountryList'],
  Page: ['ContentListing'],
};

/** CMS pages that show a document: they link to it, or list its model. Known from the embedded CMS; a hosted one's are all pages. */
async function pagesShowingOf(): Promise<(change: PublishedChange) => readonly string[] | 'all'> {
  if (config().CONTENT_API_URL) return () => 'all';
  const store = await contentSnapshot();
  const pages = store.list('Page', 'PUBLISHED').map((page) => ({ path: pagePath(String(page.slug)), json: JSON.stringify(page) }));
  return (change) =>
    pages.filter(({ json }) => json.includes(`"${change.id}"`) || (LISTING_BLOCKS[change.model] ?? []).some((block) => json.includes(`"__typename":"${block}"`))).map(({ path }) => path);
}

/**
 * The content addresses served now, less the product pages the back office
 * changed since the build (rendered, like the shell, but not content: counted
 * as content, each would be taken for an address gone and rendered on every run).
 */
async function knownContentPaths(db: Db, site: SiteInfo): Promise<Set<string>> {
  const changed = await db.selectDistinct({ path: contentChanges.docId }).from(contentChanges).where(eq(contentChanges.model, PRODUCT_CHANGE_MODEL));
  const products = new Set(changed.map((row) => row.path));
  return new Set([...servedContentPaths(site)].filter((path) => !products.has(path)));
}

interface Rendered {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** What it showed and read as it rendered (docs/adr/0784). */
  reads: PageReads;
  hash: string;
}

/** Attempts at a page whose request failed on the way (a kept-alive connection the server closed as it was reused). */
const ATTEMPTS = 3;

async function fetchPage(site: SiteInfo, path: string, recordId: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(new URL(path, site.origin), {
        headers: { [RENDER_HEADER]: renderToken(), [PAGE_READS_HEADER]: recordId },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || (error as Error).name === 'TimeoutError') throw new Error(`${path} could not be rendered: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function renderPath(site: SiteInfo, path: string): Promise<Rendered> {
  const recordId = pageReadsId();
  const response = await fetchPage(site, path, recordId);
  const text = await response.text();
  const reads = takePageReads(recordId);
  // 301: a product's earlier address, pointing at its address now (docs/adr/0761).
  if (response.status !== 200 && response.status !== 301 && response.status !== 404 && response.status !== 410) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (response.headers.get(name) ? [[name, response.headers.get(name)!]] : [])));
  const html = (headers['content-type'] ?? '').includes('html');
  const body = Buffer.from(html ? withCspMeta(text, response.headers.get('content-security-policy')) : text);
  return { path, status: response.status, headers, body, reads, hash: bytesHash(body) };
}

/** A rendered page to store: its compressed copies are made while the run renders the rest. */
interface Changed {
  page: Rendered;
  before?: PageReads;
  copiesChanged: boolean;
  copies: Promise<Copies>;
}

/**
 * Renders `paths`, four at a time, and compares each page with the one
 * served now as it arrives: those that changed are compressed on the thread
 * pool while the server renders the next (a header change renders every
 * page, and compressing them all after the last would add seconds).
 */
async function renderChanged(site: SiteInfo, paths: readonly string[], served: ReadonlyMap<string, ServedPage>): Promise<Changed[]> {
  const changed: Changed[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await renderPath(site, path);
      // A sitemap index's files are rendered with it (those it no longer names are among the known addresses gone, and render as gone).
      if (path === '/sitemap.xml' && page.status === 200) queue.push(...sitemapPartPaths(page.body.toString()).filter((part) => !paths.includes(part)));
      const before = served.get(page.path);
      const difference = await differenceFrom(before, page);
      if (!difference.store) continue;
      const copies = compressed(page);
      // Awaited when the run stores its pages; a failure fails the run then.
      copies.catch(() => undefined);
      changed.push({ page, before: before?.reads, copiesChanged: difference.copies, copies });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return changed;
}

/** The stored copies of a page's bytes (`rendered_pages`). */
type Copies = Pick<typeof renderedPages.$inferInsert, 'body' | 'br' | 'gz'>;

/**
 * A page as it is stored: gzipped only (docs/adr/0797). A header change
 * re-renders every page: raw copies would be four times the bytes to write
 * and hold, and a brotli copy twice the bytes and half again the time for a
 * page 7 % smaller, which a shared cache never asks for. A page that is gone
 * keeps its empty body.
 */
async function compressed(page: Rendered): Promise<Copies> {
  // A page that is gone has no body; the 404 page (status 404) has one.
  if (!page.body.length) return { body: page.body, br: null, gz: null };
  // br is written as null: an earlier run's brotli copy of the page must not outlive it.
  return { body: null, br: null, gz: await gzipped(page.body, { level: 6 }) };
}

/** Rows written per statement. */
const STORE_BATCH = 50;

/**
 * Stores the pages that changed in one transaction, each with its record
 * (what it showed and read, its hash), and tells every server: the keys the
 * run purges, then the run's id (docs/adr/0784). Each server loads the
 * pages, then purges the keys itself.
 */
async function store(db: Db, site: SiteInfo, runId: number, pages: Changed[], keys: readonly string[], changeSeqs: number[], at: Date): Promise<void> {
  const rows = await Promise.all(
    pages.map(async ({ page, copies }) => ({
      buildId: site.buildId,
      path: page.path,
      status: page.status,
      headers: withRecord(page.headers, page.reads, page.hash),
      ...(await copies),
      runId,
      renderedAt: at,
    })),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += STORE_BATCH) {
      await tx
        .insert(renderedPages)
        .values(rows.slice(i, i + STORE_BATCH))
        .onConflictDoUpdate({
          target: [renderedPages.buildId, renderedPages.path],
          set: { status: sql`excluded.status`, headers: sql`excluded.headers`, body: sql`excluded.body`, br: sql`excluded.br`, gz: sql`excluded.gz`, runId, renderedAt: at },
        });
    }
    if (changeSeqs.length) await tx.update(contentChanges).set({ renderedAt: at }).where(inArray(contentChanges.seq, changeSeqs));
    await tx
      .update(renderRuns)
      .set({ status: 'done', finishedAt: new Date(), paths: pages.map(({ page }) => page.path) })
      .where(eq(renderRuns.id, runId));
    for (const part of keyParts(keys)) await tx.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${`${runId} ${part}`})`);
    await tx.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${String(runId)})`);
  });
}

export interface RenderRunResult {
  runId: number;
  /** The pages that changed, and were stored. */
  paths: string[];
  /** The keys every server purges once it serves them. */
  keys: string[];
}

/**
 * One render run (docs/adr/0602, 0784): takes every change waiting, works
 * out the addresses they affect and the pages that showed or read what
 * changed, renders them through this server, and stores those that changed
 * in one transaction, which every server then swaps in and purges. A page
 * that fails keeps the old one live: the run is recorded as failed, for
 * editors to see, and its changes wait for the next run.
 */
export async function renderPending(): Promise<RenderRunResult | null> {
  const site = siteBridge().site;
  if (!site?.publishes) return null;
  const { db } = await database();
  const pending = await db
    .select({ seq: contentChanges.seq, model: contentChanges.model, id: contentChanges.docId })
    .from(contentChanges)
    .where(isNull(contentChanges.renderedAt))
    .orderBy(contentChanges.seq)
    .limit(500);
  if (!pending.length) return null;
  const startedAt = new Date();
  forgetContentSnapshot();
  forgetContentReads();
  // Product pages and grids read this process's catalogue copy: read it again now, whether or not the change's notification has arrived.
  if (pending.some((change) => change.model === PRODUCT_CHANGE_MODEL)) dropCachesHere(db, 'catalog');
  const [run] = await db.insert(renderRuns).values({ buildId: site.buildId, startedAt, status: 'rendering', changes: pending.length, paths: [] }).returning({ id: renderRuns.id });
  const runId = run!.id;
  let paths: string[] = [];
  try {
    const index = await readContentIndex((variables) => requireContent(CONTENT_INDEX_QUERY, variables, ContentIndexModel));
    const scope = await runScope(db, site, pending, { index, known: await knownContentPaths(db, site), pagesShowing: await pagesShowingOf() });
    paths = scope.paths;
    await db.update(renderRuns).set({ paths }).where(eq(renderRuns.id, runId));
    // Only the pages that changed are stored, and only copies that are not the page now are purged.
    const changed = await renderChanged(site, paths, scope.served);
    const keys = runPurgeKeys({
      changed: scope.changed,
      stored: changed.map(({ page, before, copiesChanged }) => ({ path: page.path, before, after: page.reads, copiesChanged })),
      listingPages: scope.listingPages,
      membersNow: scope.membersNow,
    });
    await store(
      db,
      site,
      runId,
      changed,
      keys,
      pending.map((change) => change.seq),
      startedAt,
    );
    logger.info({ runId, changes: pending.length, rendered: paths.length, changed: changed.length, keys: keys.length, ms: Date.now() - startedAt.getTime() }, 'published pages rendered');
    return { runId, paths: changed.map(({ page }) => page.path), keys };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(renderRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: message.slice(0, 2000) })
      .where(eq(renderRuns.id, runId));
    logger.error({ err: error, runId }, 'render run failed: the live pages stay as they were');
    throw error;
  }
}

export type RenderRun = typeof renderRuns.$inferSelect;

/** The latest render runs, newest first: what editors see of publishing. */
export async function latestRenderRuns(db: Db, count: number): Promise<RenderRun[]> {
  return db.select().from(renderRuns).orderBy(desc(renderRuns.id)).limit(count);
}

// Every minute as well: changes whose run failed, or whose job was lost, are rendered by the next one.
defineJob(
  RENDER_QUEUE,
  async () => {
    await renderPending();
  },
  { cron: '* * * * *', policy: 'stately' },
);
