/**
 * Sorts a[from … to - 1] in ascending order, in place: a quicksort (median
 * of three, insertion sort for short runs). For the few hundred keys of a
 * search it takes about half the time of a typed array's own sort(), which
 * copies the numbers out and back. A run that keeps splitting badly is
 * handed to that sort, so no input costs more than n log n.
 */
export function sortNumbers(a: Float64Array, from = 0, to = a.length, depth = 2 * Math.ceil(Math.log2(to - from + 1))): void {
  let low = from;
  let high = to - 1;
  while (high - low > 16) {
    if (depth-- === 0) {
      a.subarray(low, high + 1).sort();
      return;
    }
    const x = a[low]!;
    const y = a[(low + high) >>> 1]!;
    const z = a[high]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const swapped = a[i]!;
        a[i++] = a[j]!;
        a[j--] = swapped;
      }
    }
    // The smaller side first, by recursion; the larger one by the loop.
    if (j - low < high - i) {
      sortNumbers(a, low, j + 1, depth);
      low = i;
    } else {
      sortNumbers(a, i, high + 1, depth);
      high = j;
    }
  }
  for (let k = low + 1; k <= high; k++) {
    const value = a[k]!;
    let m = k - 1;
    while (m >= low && a[m]! > value) {
      a[m + 1] = a[m]!;
      m--;
    }
    a[m + 1] = value;
  }
}
