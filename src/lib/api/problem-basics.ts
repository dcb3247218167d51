/**
 * The problem types every browser call needs to know, apart from the whole
 * catalogue (problems.ts), so that the API client does not carry it.
 */

/** The CSRF token was missing or stale: the client fetches a new one and tries once more. */
export const CSRF_PROBLEM = '/problems/csrf';

/** The type of a problem response whose body named none (or one we do not know). */
export const UNKNOWN_PROBLEM = 'about:blank';
