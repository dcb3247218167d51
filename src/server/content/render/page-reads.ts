import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { docKey, FOOTER_KEY, HEADER_KEY } from '../../cache-purge/keys';

/**
 * What a page read as it was rendered (docs/adr/0784), recorded by the code
 * that reads it: the content documents, the header and footer, the products
 * and listings. `shows` are the page's surrogate keys (its copies in shared
 * caches carry them); `reads` is what it took in besides, without showing it
 * (a listing's facet counts take in products not on its first page): a
 * change of one renders the page again, and a purge follows if the page
 * changed.
 */
export interface PageReads {
  shows: readonly string[];
  reads: readonly string[];
}

export const NO_READS: PageReads = { shows: [], reads: [] };

interface PageRecord {
  shows: Set<string>;
  reads: Set<string>;
}

/**
 * The site server (loaded by Node) and the built app (bundled by Astro) each
 * have their own copy of this module: the record of the page being rendered
 * is kept on one global object, like the site bridge.
 */
interface Shared {
  current: AsyncLocalStorage<PageRecord>;
  /** Records by the id the renderer sent, until it takes them. */
  byId: Map<string, PageRecord>;
}
const SHARED = Symbol.for('wattle-and-bloom.page-reads');
function shared(): Shared {
  const holder = globalThis as unknown as { [SHARED]?: Shared };
  holder[SHARED] ??= { current: new AsyncLocalStorage(), byId: new Map() };
  return holder[SHARED];
}

/** The header with which the renderer (and the build) asks the site server to record what a page reads, under an id of its own. */
export const PAGE_READS_HEADER = 'x-wb-page-reads';

/** How long a record waits to be taken (a renderer that gave up on the page never takes it). */
const KEPT_MS = 120_000;

/** The page being rendered shows these keys (nothing happens outside a render). */
export function pageShows(...keys: string[]): void {
  const record = shared().current.getStore();
  for (const key of keys) record?.shows.add(key);
}

/** The page being rendered took these in without showing them. */
export function pageReads(...keys: string[]): void {
  const record = shared().current.getStore();
  for (const key of keys) record?.reads.add(key);
}

/** Whether a page is being rendered with a record (the catalogue works out what a listing reads only then). */
export const recordingPage = (): boolean => shared().current.getStore() !== undefined;

/** The page shows these content documents. */
export const pageShowsDocuments = (...ids: string[]): void => pageShows(...ids.map(docKey));
/** The page shows the site's header and footer. */
export const pageShowsShell = (): void => pageShows(HEADER_KEY, FOOTER_KEY);

/** The site server: renders the renderer's request inside a record of its own, kept under `id` for the renderer to take. */
export function renderRecorded<T>(id: string, render: () => T): T {
  const record: PageRecord = { shows: new Set(), reads: new Set() };
  const { current, byId } = shared();
  byId.set(id, record);
  setTimeout(() => byId.delete(id), KEPT_MS).unref();
  return current.run(record, render);
}

/** A new id to ask for a page's record with. */
export const pageReadsId = (): string => randomUUID();

/** The renderer, once a page's body has arrived: what it read (nothing when it was not recorded). */
export function takePageReads(id: string): PageReads {
  const { byId } = shared();
  const record = byId.get(id);
  byId.delete(id);
  if (!record) return NO_READS;
  return { shows: [...record.shows].sort(), reads: [...record.reads].filter((key) => !record.shows.has(key)).sort() };
}

/**
 * A rendered page's record is stored with its headers (rendered_pages'
 * `headers`), under names no answer sends: the keys it shows, the keys it
 * read, and the hash of its bytes (a run stores only the pages that
 * changed). They are taken out before the page is served.
 */
const SHOWS = 'x-wb-shows';
const READS = 'x-wb-reads';
const HASH = 'x-wb-hash';

export function withRecord(headers: Record<string, string>, reads: PageReads, hash: string): Record<string, string> {
  return { ...headers, [SHOWS]: reads.shows.join(' '), [READS]: reads.reads.join(' '), [HASH]: hash };
}

const split = (value: string | undefined) => (value ? value.split(' ').filter(Boolean) : []);

/** A stored page's headers as it is served, and its record (none for a page stored before pages kept one). */
export function recordOf(stored: Record<string, string>): { headers: Record<string, string>; reads: PageReads; hash?: string } {
  const { [SHOWS]: shows, [READS]: reads, [HASH]: hash, ...headers } = stored;
  return { headers, reads: { shows: split(shows), reads: split(reads) }, hash };
}
