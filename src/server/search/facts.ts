import type { ProductCard } from '../../lib/api/contracts/products';
import type { CatalogProduct, CatalogSnapshot } from '../catalog/snapshot';
import { productCard } from '../catalog/view';
import type { SearchMatches } from './matches';

/**
 * What a search answer needs of each active product besides its text, in
 * arrays by the product's place in the snapshot's featured order: its kind
 * (for availability) and its occasions (the search's one facet); and its
 * card once made. The product objects lie all over memory: reading them for
 * the up to 500 products a search finds cost more than the search itself.
 */
export interface SearchFacts {
  placeOf: Map<string, number>;
  /** The active products' ids, by place. */
  ids: string[];
  /** The active products, by place. */
  products: readonly CatalogProduct[];
  /** The kinds of product availability tells apart, and each product's kind. */
  kinds: Pick<CatalogProduct, 'thirdPartySource' | 'isHamper'>[];
  kind: Uint16Array;
  /** The occasions products have, and each product's: place p's are occasion[occasionStart[p]] … occasion[occasionStart[p + 1] - 1]. */
  occasions: string[];
  occasionStart: Int32Array;
  occasion: Uint16Array;
  /** Cards made so far, by place (a card depends on the product only), and their JSON, UTF-8. */
  cards: (ProductCard | undefined)[];
  cardJson: (Uint8Array<ArrayBuffer> | undefined)[];
}

const facts = new WeakMap<CatalogSnapshot, SearchFacts>();

export function searchFactsOf(snapshot: CatalogSnapshot): SearchFacts {
  let known = facts.get(snapshot);
  if (!known) facts.set(snapshot, (known = readFacts(snapshot.products)));
  return known;
}

function readFacts(products: readonly CatalogProduct[]): SearchFacts {
  const kinds: SearchFacts['kinds'] = [];
  const kindOf = new Map<string, number>();
  const occasions: string[] = [];
  const occasionOf = new Map<string, number>();
  const kind = new Uint16Array(products.length);
  const occasionStart = new Int32Array(products.length + 1);
  const occasion: number[] = [];
  products.forEach((product, place) => {
    const key = `${product.thirdPartySource ?? ''}|${product.isHamper}`;
    if (!kindOf.has(key)) kindOf.set(key, kinds.push({ thirdPartySource: product.thirdPartySource, isHamper: product.isHamper }) - 1);
    kind[place] = kindOf.get(key)!;
    for (const value of product.facets.occasion ?? []) {
      if (!occasionOf.has(value)) occasionOf.set(value, occasions.push(value) - 1);
      occasion.push(occasionOf.get(value)!);
    }
    occasionStart[place + 1] = occasion.length;
  });
  return {
    placeOf: new Map(products.map((product, place) => [product.id, place])),
    ids: products.map((product) => product.id),
    products,
    kinds,
    kind,
    occasions,
    occasionStart,
    occasion: Uint16Array.from(occasion),
    cards: [],
    cardJson: [],
  };
}

/** The card of the product at `place`. */
export const cardAt = (facts: SearchFacts, place: number): ProductCard => (facts.cards[place] ??= productCard(facts.products[place]!));

const encoder = new TextEncoder();
/** The card of the product at `place` as JSON, UTF-8. */
export const cardJsonAt = (facts: SearchFacts, place: number): Uint8Array<ArrayBuffer> => (facts.cardJson[place] ??= encoder.encode(JSON.stringify(cardAt(facts, place))));

/** For each facts, whether a list of ids by place (a search index's) is the same as theirs: compared once. */
const agreements = new WeakMap<SearchFacts, WeakMap<readonly string[], boolean>>();
function samePlaces(facts: SearchFacts, byPlace: readonly string[]): boolean {
  if (byPlace === facts.ids) return true;
  let known = agreements.get(facts);
  if (!known) agreements.set(facts, (known = new WeakMap()));
  let same = known.get(byPlace);
  if (same === undefined) known.set(byPlace, (same = byPlace.length === facts.ids.length && byPlace.every((id, place) => id === facts.ids[place])));
  return same;
}

/**
 * Of the products found (best first), those of a deliverable kind, counted
 * by occasion, and of those the ones with one of the occasions asked for
 * (all of them when none is asked for), by place. The search's places are
 * taken when its products by place are these facts' (an index of this
 * catalogue snapshot, or of an unchanged one).
 */
export function deliverableMatches(facts: SearchFacts, matches: SearchMatches, deliverableKinds: readonly boolean[], occasions: readonly string[]) {
  const asked = new Uint8Array(facts.occasions.length);
  for (const key of occasions) {
    const n = facts.occasions.indexOf(key);
    if (n !== -1) asked[n] = 1;
  }
  const counts = new Int32Array(facts.occasions.length);
  const matching: number[] = [];
  const { places, byPlace } = matches;
  // The ids are looked up only when the places are not these facts' (a text search's ids are worked out when read).
  const found = places && byPlace && samePlaces(facts, byPlace) ? places : matches.ids.map((id) => facts.placeOf.get(id));
  for (let k = 0; k < found.length; k++) {
    const place = found[k];
    if (place === undefined || !deliverableKinds[facts.kind[place]!]) continue;
    let chosen = !occasions.length;
    for (let k = facts.occasionStart[place]!, end = facts.occasionStart[place + 1]!; k < end; k++) {
      counts[facts.occasion[k]!]!++;
      if (asked[facts.occasion[k]!]) chosen = true;
    }
    if (chosen) matching.push(place);
  }
  return { matching, occasionCounts: new Map(facts.occasions.map((key, n) => [key, counts[n]!])) };
}
