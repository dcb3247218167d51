import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** An error that becomes an RFC 9457 problem response. */
export class Problem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) => new Problem(400, 'Bad Request', detail, errors);
export const unprocessable = (detail: string, errors: FieldErrors) => new Problem(422, 'Unprocessable Content', detail, errors);
export const notFound = (detail = 'The requested resource was not found.') => new Problem(404, 'Not Found', detail);
export const forbidden = (detail: string) => new Problem(403, 'Forbidden', detail);

export function problemResponse(c: Context, problem: Problem) {
  const body: Record<string, unknown> = { type: 'about:blank', title: problem.title, status: problem.status };
  if (problem.detail) body.detail = problem.detail;
  if (problem.errors) body.errors = problem.errors;
  return c.body(JSON.stringify(body), problem.status, { 'Content-Type': 'application/problem+json' });
}

/** Turns zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}
