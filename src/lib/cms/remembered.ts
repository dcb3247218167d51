const forgetters = new Set<() => void>();

/**
 * A content read made once per render run: once for a whole build, and once
 * for each re-render after publishing, which calls `forgetContentReads()`
 * first so that it sees the new content. A failed read is tried again.
 */
export function rememberedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  forgetters.add(() => (value = undefined));
  return () => {
    if (!value) {
      const reading = read();
      value = reading;
      reading.catch(() => {
        if (value === reading) value = undefined;
      });
    }
    return value;
  };
}

/** Starts a new render run: every remembered read is made again. */
export function forgetContentReads(): void {
  for (const forget of forgetters) forget();
}
