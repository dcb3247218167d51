import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeDatabaseClose, database, type Database, type Db } from '../../db/client';
import { listenChannel } from '../../db/listen';
import { renderedPages } from '../../db/schema/index';
import { logger } from '../../logger';
import { forgetContentReads } from '../../../lib/cms/remembered';
import { etagOf } from '../../node/http-caching';
import { siteBridge, type RenderedPage, type SiteInfo } from './bridge';

/** Sent when a render run's pages are stored: every server swaps them in. */
export const PAGES_CHANNEL = 'pages_rendered';

interface Serving {
  database: Database;
  site: SiteInfo;
  /** Replaced whole, never changed in place: a request sees one run's pages or the next's. */
  pages: Map<string, RenderedPage>;
  /** Loads one after another, so two runs heard close together both land. */
  loading: Promise<void>;
  stop: Promise<() => Promise<void>>;
}
let serving: Serving | undefined;

type Row = typeof renderedPages.$inferSelect;
const pageOf = (row: Row): RenderedPage => ({
  status: row.status,
  headers: row.headers,
  body: row.body,
  br: row.br,
  gz: row.gz,
  etag: etagOf(row.gz ?? row.body ?? row.br ?? Buffer.alloc(0)),
  renderedAt: row.renderedAt,
});

/** Who waits for a run's pages to be served here (its purge of shared caches: a cache fetching the page again gets the new one). */
const runWaiters = new Map<number, () => void>();

/** Resolves once this server serves run `runId`'s pages, or after `timeoutMs` (a server that does not serve them: the API alone, a lost notification). */
export function whenRunServed(runId: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      runWaiters.delete(runId);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    runWaiters.set(runId, done);
  });
}

async function rowsOf(db: Db, site: SiteInfo, runId?: number): Promise<Row[]> {
  return db
    .select()
    .from(renderedPages)
    .where(and(eq(renderedPages.buildId, site.buildId), gt(renderedPages.renderedAt, site.builtAt), runId === undefined ? sql`true` : eq(renderedPages.runId, runId)));
}

/** Swaps in one run's pages (all at once), or every page rendered since the build, after any load before it. */
function take(current: Serving, runId?: number): Promise<void> {
  current.loading = current.loading
    .catch(() => undefined)
    .then(async () => {
      const rows = await rowsOf(current.database.db, current.site, runId);
      const next = new Map(runId === undefined ? [] : current.pages);
      for (const row of rows) next.set(row.path, pageOf(row));
      if (serving === current) current.pages = next;
      if (runId !== undefined) runWaiters.get(runId)?.();
    });
  return current.loading;
}

/**
 * Serves the pages publishing re-rendered since this server's build: loads
 * them, then swaps in each new run's pages when any server announces it.
 * Only where a site server registered its site (not in the API alone).
 */
export async function startServingRenderedPages(): Promise<void> {
  const site = siteBridge().site;
  if (!site?.publishes) return;
  const current = await database();
  if (serving?.database === current) return;
  const entry: Serving = {
    database: current,
    site,
    pages: new Map(),
    loading: Promise.resolve(),
    stop: listenChannel(current, PAGES_CHANNEL, (payload) => {
      // The pages rendered on demand (an order's page, previews) read the header and footer once per run: read them again, as that run did.
      forgetContentReads();
      const runId = Number(payload);
      if (Number.isSafeInteger(runId)) take(entry, runId).catch((error: unknown) => logger.error({ err: error, runId }, 'rendered pages not loaded'));
    }),
  };
  serving = entry;
  siteBridge().renderedPage = (path) => serving?.pages.get(path);
  await entry.stop;
  await take(entry);
}

/**
 * The content addresses served now: the build's, with those publishing added
 * or removed since. The shell's pages (products, sign-in, the account area),
 * which a header or footer change renders again, are not content addresses:
 * counted as ones, every later run took them for addresses gone and rendered
 * them all again.
 */
export function contentAddressesServed(site: Pick<SiteInfo, 'buildPaths' | 'shellPaths'>, rendered: ReadonlyMap<string, Pick<RenderedPage, 'status'>>): Set<string> {
  const paths = new Set(site.buildPaths);
  const shell = new Set(site.shellPaths);
  for (const [path, page] of rendered) {
    if (shell.has(path)) continue;
    if (page.status === 200) paths.add(path);
    else paths.delete(path);
  }
  return paths;
}

/** The content addresses this server serves now. */
export function servedContentPaths(site: SiteInfo): Set<string> {
  return contentAddressesServed(site, serving?.pages ?? new Map());
}

beforeDatabaseClose(async (closing) => {
  if (serving?.database !== closing) return;
  const { stop } = serving;
  serving = undefined;
  siteBridge().renderedPage = undefined;
  await (
    await stop.catch(() => null)
  )?.();
});
