import { englishLexeme } from './english';
import { prefixRange } from './lexicon';
import { MAX_MATCHES, type SearchMatches } from './matches';
import { contenders, searchOrder } from './top-matches';
import type { SearchIndex } from './memory-index';
import { addEntryRank, finalRank } from './rank';
import { isSimilar, similarityOf, trigramSet } from './trigrams';
import { byCodeUnits, searchWords } from './words';

/** Per-product working space of one search, kept with the index (a search runs start to end without yielding). */
interface Scratch {
  /** Products met, in the order met. */
  met: Int32Array;
  /** How many distinct query words a product matched; the last word counted. */
  hits: Uint8Array;
  lastWord: Int8Array;
  rank: Float32Array;
  inName: Uint8Array;
  similarity: Float32Array;
}

const scratches = new WeakMap<SearchIndex, Scratch>();
function scratchOf(index: SearchIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.ids.length;
    scratch = { met: new Int32Array(n), hits: new Uint8Array(n), lastWord: new Int8Array(n).fill(-1), rank: new Float32Array(n), inName: new Uint8Array(n), similarity: new Float32Array(n) };
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * Text search over the index, step for step what the Postgres full-text
 * and trigram query it replaced did (docs/adr/0702, 0704, 0720), so that
 * results and their order are the same:
 *
 * 1. each word of three letters or more that is not a catalogue word is
 *    replaced by the most similar one (spelling.ts);
 * 2. the corrected words become English lexemes (stop words dropped,
 *    stemmed), each matching the document lexemes it starts;
 * 3. the products with every word; if none, those with any word and those
 *    whose name is similar to the corrected words;
 * 4. name matches first (a word in the name, or the text within it), then
 *    by ts_rank, then by how similar the name is, then featured order; at
 *    most 500.
 */
export function searchIndexedText(index: SearchIndex, text: string): SearchMatches {
  const words = searchWords(text);
  if (!words.length) return { ids: [], corrected: null };
  const fixed = words.map((word) => index.spelling.correct(word));
  const phrase = fixed.join(' ');
  const lexemeOf = (word: string) => (index.lexemes.has(word) ? index.lexemes.get(word)! : englishLexeme(word));
  const queryLexemes = [...new Set(fixed.map(lexemeOf).filter((lexeme): lexeme is string => lexeme !== null))].sort(byCodeUnits);

  const scratch = scratchOf(index);
  const { met, hits, lastWord, rank, inName, similarity } = scratch;
  const { lexemes, start, product, rank: entryRank, inName: entryInName } = index.lexicon;
  let metCount = 0;
  try {
    queryLexemes.forEach((queryLexeme, word) => {
      const [from, to] = prefixRange(lexemes, queryLexeme);
      for (let k = start[from]!, end = start[to]!; k < end; k++) {
        const p = product[k]!;
        if (lastWord[p] === -1) met[metCount++] = p;
        if (lastWord[p] !== word) {
          lastWord[p] = word;
          hits[p]!++;
        }
        rank[p] = addEntryRank(rank[p]!, entryRank[k]!);
        inName[p]! |= entryInName[k]!;
      }
    });
    let found: number[] = [];
    for (let k = 0; k < metCount; k++) if (hits[met[k]!] === queryLexemes.length) found.push(met[k]!);

    const phraseTrigrams = trigramSet(phrase);
    const names = index.nameTrigrams;
    const everyWord = found.length > 0;
    if (!everyWord) {
      // Products with any word, and those whose name is similar to the words: every name's similarity is counted here.
      const similar: number[] = [];
      names.forEachSharing(phraseTrigrams, (p, shared) => {
        similarity[p] = similarityOf(shared, names.counts[p]!, phraseTrigrams.size);
        if (lastWord[p] === -1 && isSimilar(similarity[p]!)) similar.push(p);
      });
      // A loop: Array.from and spreading read a typed array through its iterator, several times slower.
      found = [];
      for (let k = 0; k < metCount; k++) found.push(met[k]!);
      for (const p of similar) found.push(p);
    }

    const needle = text.trim().toLowerCase();
    for (const p of found) {
      rank[p] = finalRank(rank[p]!, queryLexemes.length);
      if (!inName[p] && index.names[p]!.includes(needle)) inName[p] = 1;
    }
    // Name similarity breaks ties only: worked out for the products that can be among the first 500.
    const best = contenders(found, MAX_MATCHES, inName, rank);
    if (everyWord) names.similarities(phraseTrigrams, best, similarity);
    const ordered = searchOrder(best, inName, rank, similarity);
    if (ordered.length > MAX_MATCHES) ordered.length = MAX_MATCHES;
    return placedMatches(index, ordered, ordered.length && phrase !== words.join(' ') ? phrase : null);
  } finally {
    for (let k = 0; k < metCount; k++) {
      hits[met[k]!] = 0;
      lastWord[met[k]!] = -1;
    }
    rank.fill(0);
    inName.fill(0);
    similarity.fill(0);
  }
}

/**
 * Matches known by their places in the index. The service reads the places
 * (facts.ts); the ids are worked out only when read, as for a snapshot
 * whose products moved since the index was built.
 */
function placedMatches(index: SearchIndex, places: number[], corrected: string | null): SearchMatches {
  let ids: string[] | undefined;
  return {
    get ids() {
      return (ids ??= places.map((p) => index.ids[p]!));
    },
    places,
    byPlace: index.ids,
    corrected,
  };
}

/** Products whose code starts with `code` (any case), in code order, at most 500. */
export function searchIndexedCode(index: SearchIndex, code: string): SearchMatches {
  const prefix = code.trim().toUpperCase();
  if (!prefix) return { ids: [], corrected: null };
  const ids: string[] = [];
  for (const { code: candidate, product } of index.codes) {
    if (candidate.startsWith(prefix)) ids.push(index.ids[product]!);
    if (ids.length === MAX_MATCHES) break;
  }
  return { ids, corrected: null };
}
