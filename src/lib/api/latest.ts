import { runQuery, type Loader, type QueryResult } from './query';

/** Runs loads one after another where only the latest counts. */
export interface Latest {
  /** Aborts the run before and starts this one; resolves to null when a later run (or cancel) supersedes it. */
  run<T>(load: Loader<T>): Promise<QueryResult<T> | null>;
  /** Aborts the current run, if any. */
  cancel(): void;
}

/**
 * Stale-answer protection: each run aborts the one before, and an answer is
 * handed back only while its run is still the latest, so a slow early answer
 * can never overwrite a newer one.
 */
export function latestOnly(): Latest {
  let current: AbortController | null = null;
  return {
    async run(load) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const result = await runQuery(load, controller.signal);
      return current === controller && !controller.signal.aborted ? result : null;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
