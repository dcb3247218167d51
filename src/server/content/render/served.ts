import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { renderedPages } from '../../db/schema/index';
import { etagOf } from '../../node/http-caching';
import type { SiteInfo } from './bridge';
import { NO_READS, recordOf, type PageReads } from './page-reads';

/** A page as the site serves it now, as publishing compares a page it rendered again with it (docs/adr/0784). */
export interface ServedPage {
  /** Unknown for a build's file (200, or 410 for an archived product's page). */
  status?: number;
  /** The headers it was stored with (a rendered page's). */
  headers?: Record<string, string>;
  reads: PageReads;
  /** The hash of its bytes (undefined when unknown: a page stored before pages kept it). */
  hash(): Promise<string | undefined>;
}

/** The build's file of a page (as scripts/prerender-content.ts writes it). */
const buildFile = (site: SiteInfo, path: string) =>
  join(site.distDir, 'client', path === '/' ? 'index.html' : path === '/404' ? '404.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`);

/** The hash a page's bytes are compared by. */
export const bytesHash = (body: Buffer): string => etagOf(body);

/**
 * Every page the site serves now, from the database (the pages rendered
 * since the build, whichever server rendered them) over the build's own:
 * what each shows and reads, and its bytes' hash.
 */
export async function servedPages(db: Db, site: SiteInfo): Promise<Map<string, ServedPage>> {
  const served = new Map<string, ServedPage>();
  for (const path of new Set([...site.buildPaths, ...site.shellPaths, ...site.buildReads.keys()])) {
    const reads = site.buildReads.get(path) ?? NO_READS;
    let hash: Promise<string | undefined> | undefined;
    served.set(path, {
      reads,
      hash: () =>
        (hash ??= readFile(buildFile(site, path)).then(
          (bytes) => bytesHash(bytes),
          () => undefined,
        )),
    });
  }
  const rows = await db
    .select({ path: renderedPages.path, status: renderedPages.status, headers: renderedPages.headers })
    .from(renderedPages)
    .where(and(eq(renderedPages.buildId, site.buildId), gt(renderedPages.renderedAt, site.builtAt)));
  for (const row of rows) {
    const { headers, reads, hash } = recordOf(row.headers);
    served.set(row.path, { status: row.status, headers, reads, hash: () => Promise.resolve(hash) });
  }
  return served;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => sameList(Object.entries(a).flat().sort(), Object.entries(b).flat().sort());

export interface Difference {
  /** Its copies in shared caches are not the page now: different bytes, status or headers, or other keys. */
  copies: boolean;
  /** It must be stored (its copies differ, or what it read does). */
  store: boolean;
}

/**
 * How a page rendered again differs from the page served now. A page not
 * served before differs unless it renders as not found; a page whose bytes
 * are unknown differs.
 */
export async function differenceFrom(served: ServedPage | undefined, page: { status: number; headers: Record<string, string>; hash: string; reads: PageReads }): Promise<Difference> {
  if (!served) return page.status === 404 ? { copies: false, store: false } : { copies: true, store: true };
  const copies =
    (served.status !== undefined && served.status !== page.status) ||
    (served.headers !== undefined && !sameHeaders(served.headers, page.headers)) ||
    (await served.hash()) !== page.hash ||
    !sameList(served.reads.shows, page.reads.shows);
  return { copies, store: copies || !sameList(served.reads.reads, page.reads.reads) };
}
