import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { PROBLEM_TYPES, type ProblemType } from '../../lib/api/problems';

export type FieldErrors = Record<string, string>;

/** An error that becomes an RFC 9457 problem response; `type` is one of PROBLEM_TYPES. */
export class Problem extends Error {
  constructor(
    readonly type: ProblemType,
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    /** Further members of the problem body (RFC 9457 extensions), such as the lines a checkout rule is about. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

/** A query parameter (or another part of the request) that breaks its rule. */
export const badRequest = (detail: string, errors?: FieldErrors) => new Problem(PROBLEM_TYPES.validation, 400, 'Bad Request', detail, errors);
export const malformedBody = (detail: string) => new Problem(PROBLEM_TYPES.malformedBody, 400, 'Bad Request', detail);
/** Body fields that break their rules; `type` names the rule when one rule is broken (a delivery-date rule). */
export const unprocessable = (detail: string, errors?: FieldErrors, type: ProblemType = PROBLEM_TYPES.validation) => new Problem(type, 422, 'Unprocessable Content', detail, errors);
/** One field's problem, named in `errors`. */
export const fieldProblem = (field: string, message: string, type: ProblemType = PROBLEM_TYPES.validation) => unprocessable(message, { [field]: message }, type);
export const notFound = (detail = 'The requested resource was not found.') => new Problem(PROBLEM_TYPES.notFound, 404, 'Not Found', detail);
export const forbidden = (detail: string, type: ProblemType = PROBLEM_TYPES.forbidden) => new Problem(type, 403, 'Forbidden', detail);
export const conflict = (detail: string, type: ProblemType = PROBLEM_TYPES.conflict) => new Problem(type, 409, 'Conflict', detail);
export const notAvailable = (detail: string, type: ProblemType, errors?: FieldErrors) => new Problem(type, 422, 'Not Available', detail, errors);
export const badGateway = (detail: string) => new Problem(PROBLEM_TYPES.upstreamUnavailable, 502, 'Bad Gateway', detail);

export function problemResponse(c: Context, problem: Problem) {
  const body: Record<string, unknown> = { ...problem.extensions, type: problem.type, title: problem.title, status: problem.status };
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
