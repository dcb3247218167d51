/**
 * The `limit` best of many candidates without ordering them all, as the
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
        [values[i], values[j]] = [values[j]!, values[i]!];
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
