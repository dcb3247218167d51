import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { catalogSnapshot, prepareEachSnapshot, type CatalogSnapshot } from '../catalog/snapshot';
import { config } from '../config';
import type { SearchEngine } from './engine';
import { buildSearchIndex, type SearchIndex } from './memory-index';
import { searchIndexedCode, searchIndexedText } from './memory-search';

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

// With the memory engine, a snapshot is served once its index is built: meanwhile searches use the one before.
prepareEachSnapshot(async (snapshot) => {
  if (config().SEARCH_ENGINE === 'memory') await searchIndexOf(snapshot);
});

const indexOf = async (db: Db) => searchIndexOf(await catalogSnapshot(db));

/** Search in each process's memory, over an index of the catalogue snapshot: no database round trip. */
export const memoryEngine: SearchEngine = {
  text: async (db, text) => searchIndexedText(await indexOf(db), text),
  code: async (db, code) => searchIndexedCode(await indexOf(db), code),
};
