/** The generic fallback text of spec 001 section 8. */
export const GENERIC_ERROR = 'Something went wrong';

/**
 * The text shown for an error, in the spec's order: the first value of an
 * `errors` object, then `message`, then `detail`, then the error's own
 * message, then the default.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error && typeof error === 'object') {
    const e = error as { errors?: unknown; message?: unknown; detail?: unknown; body?: unknown };
    const body = (e.body && typeof e.body === 'object' ? e.body : {}) as { errors?: unknown; message?: unknown; detail?: unknown };
    const errors = body.errors ?? e.errors;
    if (errors && typeof errors === 'object') {
      const first = Object.values(errors as Record<string, unknown>).flat()[0];
      if (typeof first === 'string' && first) return first;
    }
    for (const candidate of [body.message, body.detail, e.detail, e.message]) {
      if (typeof candidate === 'string' && candidate) return candidate;
    }
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}
