/**
 * Whether an error means the database cannot be reached now (refused,
 * reset, timed out, shutting down, or a connection lost mid-query), as
 * opposed to a query the database answered with an error. Drizzle wraps the
 * driver's error: the whole chain of causes is looked at.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** Postgres's connection exceptions (class 08) and its operator interventions that end sessions (57P01–57P03). */
const SQLSTATES = /^(08\d\d\d|57P0[123])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
