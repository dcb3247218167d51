import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { LruCache } from '../cache';
import { listenForInvalidations, onCacheInvalidation } from '../cache-invalidation';
import { setting } from '../config';
import type { SearchEngine } from './engine';
import type { SearchMatches } from './matches';
import { searchWords } from './words';

const caches = new WeakMap<Db, LruCache<string, Promise<SearchMatches>>>();
onCacheInvalidation('catalog', (db) => caches.get(db)?.clear());
/** SEARCH_CACHE=off sends every search to the database (to measure it). */
export const searchCacheEnabled = () => setting('searchCache');

/**
 * One round trip: each word of three letters or more that is not a
 * catalogue word is replaced by the nearest one (pg_trgm, by the GiST
 * index's `<->`), then products are matched by full-text search on the
 * corrected words: those with every word when there are any; else those
 * with any word, and those whose name is similar to the words (trigram
 * similarity). Name matches first (a word in the name, which is weight A of
 * `search_document`, or the text within it), then by rank, then by how
 * similar the name is. Each branch is its own index scan, and similarity
 * is worked out only for the rows that can reach the 500 answered
 * (docs/adr/0702).
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
        (select t.term from search_terms t where t.term % w.word order by t.term <-> w.word, t.term limit 1),
        w.word) as fixed
      from unnest(array[${list}]::text[]) with ordinality as w(word, n)
    ), q as materialized (
      select to_tsquery('english', string_agg(fixed || ':*', ' & ' order by n)) as every_word,
             to_tsquery('english', string_agg(fixed || ':*', ' | ' order by n)) as any_word,
             to_tsquery('english', string_agg(fixed || ':*A', ' | ' order by n)) as name_word,
             string_agg(fixed, ' ' order by n) as phrase
      from words
    ), all_words as materialized (
      select p.id, p.name, p.featured_rank, p.search_document
      from q, products p
      where p.search_document @@ q.every_word and p.active
    ), found as (
      select * from all_words
      union all
      select p.id, p.name, p.featured_rank, p.search_document
      from q, products p
      where not exists (select 1 from all_words) and p.search_document @@ q.any_word and p.active
      union all
      select p.id, p.name, p.featured_rank, p.search_document
      from q, products p
      where not exists (select 1 from all_words) and lower(p.name) % q.phrase and p.active and not (p.search_document @@ q.any_word)
    ), ranked as (
      select f.id, f.name, f.featured_rank,
             (f.search_document @@ q.name_word or lower(f.name) like ${like}) as in_name,
             ts_rank(f.search_document, q.any_word) as rank
      from found f, q
      order by in_name desc, rank desc
      fetch first 500 rows with ties
    )
    select r.id, q.phrase
    from ranked r, q
    order by r.in_name desc, r.rank desc, similarity(lower(r.name), q.phrase) desc, r.featured_rank
    limit 500`);
  const rows = rowsOf<{ id: string; phrase: string }>(result);
  const phrase = rows[0]?.phrase ?? null;
  return { ids: rows.map((row) => row.id), corrected: phrase && phrase !== words.join(' ') ? phrase : null };
}

/** Products matching free text: Postgres full-text search, with misspelt words corrected by trigram similarity. */
function searchText(db: Db, text: string): Promise<SearchMatches> {
  const key = searchWords(text).join(' ');
  if (!searchCacheEnabled()) return runSearch(db, text);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LruCache(2000, 60_000)));
  let hit = cache.get(key);
  if (!hit) {
    hit = listenForInvalidations(db).then(() => runSearch(db, text));
    cache.set(key, hit);
    hit.catch(() => cache.clear());
  }
  return hit;
}

/** Products whose code starts with the given text (search by product code). */
async function searchCode(db: Db, code: string): Promise<SearchMatches> {
  const prefix = code
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (!prefix) return { ids: [], corrected: null };
  const result = await db.execute(sql`select id from products where active and upper(sku) like ${`${prefix}%`} order by sku limit 500`);
  return { ids: rowsOf<{ id: string }>(result).map((row) => row.id), corrected: null };
}

/** SEARCH_ENGINE=postgres: every search is one query (answers cached for a minute unless SEARCH_CACHE=off). */
export const postgresEngine: SearchEngine = { text: searchText, code: searchCode };
