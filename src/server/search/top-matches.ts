import { sortNumbers } from './sort-numbers';

/**
 * The `limit` best of many candidates without ordering them all, as a
 * Postgres query's `fetch first 500 rows with ties` does: candidates are
 * ordered by a first key (name match, then rank) and a tie-breaker that
 * costs more to work out (name similarity), so only the candidates that can
 * be among the first `limit` by the first key, ties included, are given it.
 */

/** Scratch space for the selection (sized to the largest catalogue seen). */
let values = new Float64Array(0);

/** The k-th largest (k from 1) of values[0 … n - 1], reordering them (quickselect). */
function kthLargest(n: number, k: number): number {
  let low = 0;
  let high = n - 1;
  const wanted = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swapped = values[i]!;
        values[i] = values[j]!;
        values[j] = swapped;
        i++;
        j--;
      }
    }
    if (wanted <= j) high = j;
    else if (wanted >= i) low = i;
    else break;
  }
  return values[wanted]!;
}

/**
 * Of `candidates`, those whose first key (`inName`, then `rank`, greater
 * first) is at least the `limit`-th best candidate's: every candidate that
 * can be among the first `limit`, ties included.
 */
export function contenders(candidates: number[], limit: number, inName: Uint8Array, rank: Float32Array): number[] {
  if (candidates.length <= limit) return candidates;
  const named = candidates.filter((p) => inName[p]);
  const pool = named.length >= limit ? named : candidates.filter((p) => !inName[p]);
  const wanted = named.length >= limit ? limit : limit - named.length;
  if (values.length < pool.length) values = new Float64Array(pool.length);
  pool.forEach((p, k) => (values[k] = rank[p]!));
  const threshold = kthLargest(pool.length, wanted);
  const kept = pool.filter((p) => rank[p]! >= threshold);
  return named.length >= limit ? kept : [...named, ...kept];
}

/** A single-precision float's bits: for floats of zero or more, their order is the floats' order. */
const float32 = new Float32Array(1);
const float32Bits = new Uint32Array(float32.buffer);
const bitsOf = (value: number) => ((float32[0] = value), float32Bits[0]!);

/** Sort keys and the groups of equal first keys, reused. */
let keys = new Float64Array(0);
let byTieOrder = new Int32Array(0);
let groupOf = new Uint8Array(0);

/** Places below 2^21: a place and a similarity's 30 bits make a whole number under 2^53. */
const PLACE_BITS = 21;
const PLACES = 2 ** PLACE_BITS;
/** A similarity's bits are below 2^30 (1.0 is 0x3f800000). */
const SIMILARITY_BITS = 30;
/** At most this many distinct first keys are told apart by a scan of those seen so far. */
const MAX_GROUPS = 16;

/** The first key, name match and rank, greater first: a whole number below 2^32. */
const firstKeyOf = (inName: Uint8Array, rank: Float32Array, p: number) => (inName[p] ? 2 ** 31 : 0) + bitsOf(rank[p]!);

/**
 * `places` in search order: name matches first, then by rank, then by name
 * similarity (greater first each), then by place. Ranks and similarities
 * are single-precision floats of zero or more (similarities at most 1), so
 * each is ordered by its bits and the keys are whole numbers that doubles
 * hold exactly.
 *
 * A search's products mostly share a few first keys (products made alike
 * rank alike), so each key is the first key's place among the few distinct
 * ones, the similarity and the place, and one numeric sort orders them.
 * With more distinct first keys than that leaves room for, two sorts: by
 * the tie-breaker, then by the first key and the place the first gave.
 */
export function searchOrder(places: readonly number[], inName: Uint8Array, rank: Float32Array, similarity: Float32Array): number[] {
  const n = places.length;
  if (keys.length < n) [keys, byTieOrder, groupOf] = [new Float64Array(n), new Int32Array(n), new Uint8Array(n)];
  let last = 0;
  for (let k = 0; k < n; k++) last = Math.max(last, places[k]!);
  if (last >= PLACES) throw new RangeError(`places must be below ${PLACES}`);
  const placeBits = Math.max(1, 32 - Math.clz32(last));
  const room = Math.min(MAX_GROUPS, 2 ** (53 - SIMILARITY_BITS - placeBits));
  const firsts: number[] = [];
  for (let k = 0; k < n && firsts.length <= room; k++) {
    const first = firstKeyOf(inName, rank, places[k]!);
    let group = firsts.indexOf(first);
    if (group === -1) group = firsts.push(first) - 1;
    groupOf[k] = group;
  }
  if (firsts.length > room) return searchOrderInTwoSorts(places, inName, rank, similarity);

  // Group g's place among the first keys, greatest first.
  const ranked = firsts.map((first) => firsts.filter((other) => other > first).length);
  const placeUnit = 2 ** placeBits;
  const groupUnit = 2 ** (SIMILARITY_BITS + placeBits);
  const sorted = keys.subarray(0, n);
  for (let k = 0; k < n; k++) {
    const p = places[k]!;
    sorted[k] = ranked[groupOf[k]!]! * groupUnit + (2 ** SIMILARITY_BITS - bitsOf(similarity[p]!)) * placeUnit + p;
  }
  sortNumbers(sorted);
  const ordered = new Array<number>(n);
  for (let k = 0; k < n; k++) ordered[k] = sorted[k]! % placeUnit;
  return ordered;
}

function searchOrderInTwoSorts(places: readonly number[], inName: Uint8Array, rank: Float32Array, similarity: Float32Array): number[] {
  const n = places.length;
  const tieKeys = keys.subarray(0, n);
  for (let k = 0; k < n; k++) {
    const p = places[k]!;
    tieKeys[k] = (2 ** SIMILARITY_BITS - bitsOf(similarity[p]!)) * PLACES + p;
  }
  sortNumbers(tieKeys);
  for (let k = 0; k < n; k++) byTieOrder[k] = tieKeys[k]! % PLACES;
  // The first key is below 2^32; with the tie order's PLACE_BITS it stays below 2^53.
  for (let k = 0; k < n; k++) tieKeys[k] = (2 ** 32 - 1 - firstKeyOf(inName, rank, byTieOrder[k]!)) * PLACES + k;
  sortNumbers(tieKeys);
  const ordered = new Array<number>(n);
  for (let k = 0; k < n; k++) ordered[k] = byTieOrder[tieKeys[k]! % PLACES]!;
  return ordered;
}
