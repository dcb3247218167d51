import type { Db } from '../db/client';
import { setting } from '../config';
import type { SearchMatches } from './matches';
import { memoryEngine } from './memory-engine';
import { postgresEngine } from './store';

/** Finds products by text (spelling corrected) or by the start of their code. */
export interface SearchEngine {
  text(db: Db, text: string): Promise<SearchMatches>;
  code(db: Db, code: string): Promise<SearchMatches>;
}

/** SEARCH_ENGINE: `memory` (default), an index of the catalogue snapshot in each process; `postgres`, one query per search. */
export const searchEngine = (): SearchEngine => (setting('SEARCH_ENGINE') === 'postgres' ? postgresEngine : memoryEngine);

/** Products matching free text, best first, with the corrected words when any were misspelt. */
export const searchText = (db: Db, text: string): Promise<SearchMatches> => searchEngine().text(db, text);

/** Products whose code starts with the given text (search by product code). */
export const searchCode = (db: Db, code: string): Promise<SearchMatches> => searchEngine().code(db, code);
