import type { CatalogProduct } from '../catalog/snapshot';
import { englishLexeme } from './english';
import { LexiconBuilder, type Lexicon } from './lexicon';
import type { Weight } from './rank';
import { Spelling } from './spelling';
import { TrigramPostingsBuilder, type TrigramPostings } from './trigram-postings';
import { documentLexemes } from './tsvector';
import { byCodeUnits } from './words';

/** What the index reads of a product. */
export type SearchableProduct = Pick<CatalogProduct, 'id' | 'sku' | 'name' | 'subtitle' | 'description' | 'searchKeywords'>;

/**
 * The catalogue's search index, held in memory by each server process: what
 * Postgres's search reads (`products.search_document`, trigrams of the
 * names, `search_terms`), built from the catalogue snapshot.
 */
export interface SearchIndex {
  /** The products searched, in the snapshot's featured order: a product is known by its place here. */
  ids: string[];
  /** Lower-case names, for the name-contains test. */
  names: string[];
  /** Trigrams of the lower-case names, for similarity to the words searched. */
  nameTrigrams: TrigramPostings;
  /** The search documents' lexemes. */
  lexicon: Lexicon;
  spelling: Spelling;
  /** Product codes, upper-case, in code order, with their products' places. */
  codes: { code: string; product: number }[];
  /** The lexeme (or null, a stop word) of each token of the documents, as the build worked them out: a query's words are mostly these. */
  lexemes: ReadonlyMap<string, string | null>;
}

/**
 * The search document of a product, as `products.search_document` defines
 * it: the name (weight A), the search keywords and subtitle (B), the
 * description (C).
 */
export const DOCUMENT_WEIGHTS: readonly Weight[] = ['A', 'B', 'C'];
export const documentTexts = (product: SearchableProduct) => [product.name, `${product.searchKeywords} ${product.subtitle}`, product.description];

/** Gives the event loop back once `sliceMs` have passed since it last did. */
function slicer(sliceMs: number) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/**
 * Builds the index of `products` (the active ones, in featured order) with
 * the catalogue's words for spelling correction, in slices of a few
 * milliseconds so that requests are answered meanwhile.
 */
export async function buildSearchIndex(products: readonly SearchableProduct[], terms: readonly string[], { sliceMs = 5 } = {}): Promise<SearchIndex> {
  const pause = slicer(sliceMs);
  const lexemes = new Map<string, string | null>();
  const lexemeOf = (token: string) => {
    let lexeme = lexemes.get(token);
    if (lexeme === undefined) lexemes.set(token, (lexeme = englishLexeme(token)));
    return lexeme;
  };
  const lexicon = new LexiconBuilder(DOCUMENT_WEIGHTS);
  const names = products.map((product) => product.name.toLowerCase());
  const nameTrigrams = new TrigramPostingsBuilder();
  for (const [place, product] of products.entries()) {
    lexicon.add(place, documentLexemes(documentTexts(product), lexemeOf));
    nameTrigrams.add(names[place]!);
    if (place % 8 === 7) await pause();
  }
  await pause();
  const spelling = new Spelling(terms);
  await pause();
  const codes = products.map((product, place) => ({ sku: product.sku, code: product.sku.toUpperCase(), product: place })).sort((a, b) => byCodeUnits(a.sku, b.sku));
  return {
    ids: products.map((product) => product.id),
    names,
    nameTrigrams: nameTrigrams.build(),
    lexicon: lexicon.build(),
    spelling,
    codes: codes.map(({ code, product }) => ({ code, product })),
    lexemes,
  };
}
