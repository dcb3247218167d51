import { affectedPaths, type AffectedInput, type PublishedChange } from '../../../lib/cms/content-paths';
import { keyValue, LISTING_PREFIX } from '../../cache-purge/keys';
import { countedOf, listingReads } from '../../catalog/listing-reads';
import { catalogSnapshot } from '../../catalog/snapshot';
import type { Db } from '../../db/client';
import type { SiteInfo } from './bridge';
import { changedKeys, type ChangedKeys } from './run-purge';
import { servedPages, type ServedPage } from './served';

export interface RunScope {
  /** The addresses the run renders. */
  paths: string[];
  /** The pages served until now, to compare the new ones with. */
  served: Map<string, ServedPage>;
  changed: ChangedKeys;
  /** The listing pages served until now. */
  listingPages: { path: string; slug: string; shows: readonly string[] }[];
  /** Each listing's products now, when a product changed. */
  membersNow: Map<string, string[]>;
}

/**
 * What a run renders (docs/adr/0602, 0784): the addresses its changes
 * affect by the content model (`affectedPaths`: each document's page, the
 * pages listing its model or linking to it, addresses that appeared or went
 * away, the sitemap, every page for the header or footer), and every page
 * that recorded showing a changed thing, with the listing pages whose grid
 * takes a changed product in otherwise than it recorded (one joining it was
 * not among what it read; a price change of a product further on in it,
 * within its price band, changes nothing it shows). A listing page that
 * neither shows a changed product nor counts it otherwise is not rendered.
 */
export async function runScope(db: Db, site: SiteInfo, changes: readonly PublishedChange[], affected: Omit<AffectedInput, 'changes' | 'shell'>): Promise<RunScope> {
  const served = await servedPages(db, site);
  const snapshot = await catalogSnapshot(db);
  const changed = changedKeys(
    changes,
    (path) => snapshot.byPath.get(path.slice(1))?.key,
    (path) => served.get(path)?.reads.shows ?? [],
  );
  const paths = new Set(affectedPaths({ changes, ...affected, shell: site.shellPaths }));
  for (const [path, page] of served) if ([...page.reads.shows, ...page.reads.reads].some((key) => changed.keys.has(key))) paths.add(path);
  const listingPages = [...served].flatMap(([path, page]) =>
    page.reads.shows.flatMap((key) => {
      const slug = keyValue(key, LISTING_PREFIX);
      return slug === undefined ? [] : [{ path, slug, shows: page.reads.shows }];
    }),
  );
  const membersNow = new Map<string, string[]>();
  if (changed.products.size) {
    for (const { path, slug } of listingPages) {
      const now = await listingReads({ db }, slug);
      membersNow.set(slug, now.members);
      // Rendered again when its grid takes a changed product in otherwise than it did: joining, leaving, another place or facet value.
      const before = countedOf(served.get(path)?.reads.reads ?? []);
      if ([...changed.products].some((key) => before.get(key) !== now.counted.get(key))) paths.add(path);
    }
  }
  return { paths: [...paths], served, changed, listingPages, membersNow };
}
