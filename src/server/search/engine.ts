import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { catalogSnapshot, prepareEachSnapshot, type CatalogSnapshot } from '../catalog/snapshot';
import type { SearchMatches } from './matches';
import { buildSearchIndex, type SearchIndex } from './memory-index';
import { searchIndexedCode, searchIndexedText } from './memory-search';

/**
 * Search answers from an index of the catalogue snapshot held in each
 * process's memory (docs/adr/0704-search-in-process-index.md,
 * docs/adr/0720-one-search-engine.md): no database round trip. Text and
 * code search, and the listing's text filter, go through here.
 */

/** Each snapshot's index. */
const indexes = new WeakMap<CatalogSnapshot, Promise<SearchIndex>>();
/**
 * The indexes last used, by what they were built from: a snapshot reloaded
 * unchanged (its minute ran out) keeps its index. Two, so that at most one
 * index of a catalogue that has since changed is held on to.
 */
const recent: { source: string; index: Promise<SearchIndex> }[] = [];
const RECENT = 2;

/** A digest of everything the index reads from a snapshot. */
function sourceOf(snapshot: CatalogSnapshot): string {
  const hash = createHash('sha256');
  for (const p of snapshot.products) hash.update(`${p.id}\u0000${p.sku}\u0000${p.name}\u0000${p.subtitle}\u0000${p.description}\u0000${p.searchKeywords}\u0001`);
  for (const term of snapshot.searchTerms) hash.update(`${term}\u0000`);
  return hash.digest('base64');
}

export function searchIndexOf(snapshot: CatalogSnapshot): Promise<SearchIndex> {
  let index = indexes.get(snapshot);
  if (index) return index;
  const source = sourceOf(snapshot);
  const known = recent.findIndex((built) => built.source === source);
  index = known === -1 ? buildSearchIndex(snapshot.products, snapshot.searchTerms) : recent.splice(known, 1)[0]!.index;
  recent.unshift({ source, index });
  recent.length = Math.min(recent.length, RECENT);
  indexes.set(snapshot, index);
  const forget = (failed: Promise<SearchIndex>) => () => {
    if (indexes.get(snapshot) === failed) indexes.delete(snapshot);
    const at = recent.findIndex((built) => built.index === failed);
    if (at !== -1) recent.splice(at, 1);
  };
  index.catch(forget(index));
  return index;
}

// A snapshot is served once its index is built: meanwhile searches use the one before.
prepareEachSnapshot(async (snapshot) => void (await searchIndexOf(snapshot)));

const indexOf = async (db: Db) => searchIndexOf(await catalogSnapshot(db));

/** Settles once this process's search index of the current catalogue is built (readiness). */
export const searchIndexReady = async (db: Db): Promise<void> => void (await indexOf(db));

/** Products matching free text, best first, with the corrected words when any were misspelt. */
export const searchText = async (db: Db, text: string): Promise<SearchMatches> => searchIndexedText(await indexOf(db), text);

/** Products whose code starts with the given text (search by product code). */
export const searchCode = async (db: Db, code: string): Promise<SearchMatches> => searchIndexedCode(await indexOf(db), code);
