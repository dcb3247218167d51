import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { LruCache } from '../cache';
import { config } from '../config';

export interface SearchMatches {
  /** Matching product ids, best first (name matches before the rest). */
  ids: string[];
  /** The words searched for after correcting misspellings, when any were corrected. */
  corrected: string | null;
}

const MAX_WORDS = 8;
const caches = new WeakMap<Db, LruCache<string, Promise<SearchMatches>>>();
/** SEARCH_CACHE=off sends every search to the database (to measure it). */
export const searchCacheEnabled = () => config().searchCache;

/** Lower-case words of letters and digits, accents dropped ('Rosé' is 'rose'), at most eight. */
export const searchWords = (text: string) =>
  (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, MAX_WORDS);

/**
 * One round trip: each word of three letters or more that is not a
 * catalogue word is replaced by the most similar one (pg_trgm), then
 * products are matched by full-text search on the corrected words (every
 * word, else any word) or by trigram similarity of the name, name matches
 * first, then by rank.
 */
async function runSearch(db: Db, text: string): Promise<SearchMatches> {
  const words = searchWords(text);
  if (!words.length) return { ids: [], corrected: null };
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const like = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const result = await db.execute(sql`
    with words as materialized (
      select w.n, coalesce(
        case when length(w.word) < 3 then w.word end,
        (select t.term from search_terms t where t.term = w.word),
        (select t.term from search_terms t where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1),
        w.word) as fixed
      from unnest(array[${list}]::text[]) with ordinality as w(word, n)
    ), q as materialized (
      select to_tsquery('english', string_agg(fixed || ':*', ' & ' order by n)) as every_word,
             to_tsquery('english', string_agg(fixed || ':*', ' | ' order by n)) as any_word,
             string_agg(fixed, ' ' order by n) as phrase
      from words
    )
    select p.id, q.phrase, (p.search_document @@ q.every_word) as every_word
    from products p, q
    where p.active and (p.search_document @@ q.any_word or lower(p.name) % q.phrase)
    order by
      (p.search_document @@ q.every_word) desc,
      (to_tsvector('english', p.name) @@ q.any_word or lower(p.name) like ${like}) desc,
      ts_rank(p.search_document, q.any_word) desc,
      similarity(lower(p.name), q.phrase) desc,
      p.featured_rank
    limit 500`);
  const rows = rowsOf<{ id: string; phrase: string; every_word: boolean }>(result);
  const strict = rows.some((row) => row.every_word) ? rows.filter((row) => row.every_word) : rows;
  const phrase = rows[0]?.phrase ?? null;
  return { ids: strict.map((row) => row.id), corrected: phrase && phrase !== words.join(' ') ? phrase : null };
}

/** Products matching free text: Postgres full-text search, with misspelt words corrected by trigram similarity. */
export function searchText(db: Db, text: string): Promise<SearchMatches> {
  const key = searchWords(text).join(' ');
  if (!searchCacheEnabled()) return runSearch(db, text);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LruCache(2000, 60_000)));
  let hit = cache.get(key);
  if (!hit) {
    hit = runSearch(db, text);
    cache.set(key, hit);
    hit.catch(() => cache.clear());
  }
  return hit;
}

/** Products whose code starts with the given text (search by product code). */
export async function searchCode(db: Db, code: string): Promise<SearchMatches> {
  const prefix = code
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (!prefix) return { ids: [], corrected: null };
  const result = await db.execute(sql`select id from products where active and upper(sku) like ${`${prefix}%`} order by sku limit 500`);
  return { ids: rowsOf<{ id: string }>(result).map((row) => row.id), corrected: null };
}
