import { dbQueryDuration } from './registry';

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Times each query a database client sends (answered by promise or by
 * callback): every query of a Postgres pool's connections, and on PGlite
 * those outside a transaction.
 */
export function timeQueries<T extends Queryable>(client: T, kind: 'postgres' | 'pglite'): T {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const histogram = dbQueryDuration.labels(kind);
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const done = () => histogram.observe((performance.now() - started) / 1000);
    // A pool's own query passes a callback: it is timed when called back.
    const last = args.at(-1);
    if (typeof last === 'function')
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (last as (...answer: unknown[]) => unknown)(...answer);
      };
    const answer = query(...args);
    if (answer instanceof Promise) answer.then(done, done);
    return answer;
  }) as T['query'];
  return client;
}
