import type { Context, MiddlewareHandler } from 'hono';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { isStorableText } from '../../lib/domain/validation';
import { Problem, problemResponse } from './problem';
import { BODY_METHODS, jsonBodyOf, sendsJson } from './validate';

/**
 * Text Postgres cannot store is refused at the edge, before any route runs:
 * U+0000 (Postgres text has no NUL) and lone UTF-16 surrogates (not
 * representable in UTF-8). Path segments, query names and values, and every
 * JSON string value and key at any depth are checked, so no route can forget.
 * The rule itself is the domain's `isStorableText`.
 */
export { isStorableText };

const NOT_ALLOWED = 'contains a character that is not allowed';

/** The first JSON string (value or key) that is not storable, as a dotted field path. */
export function findUnstorableField(root: unknown): string | undefined {
  // An explicit stack: deeply nested bodies must not overflow the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path || '_';
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const field = join(path, key);
        if (!isStorableText(key)) return field;
        stack.push({ value: item, path: field });
      }
    }
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function refuse(c: Context, status: 400 | 422, where: string, field: string) {
  const title = status === 400 ? 'Bad Request' : 'Unprocessable Content';
  const detail = `The ${where} contains a character that is not allowed (such as a NUL byte).`;
  return problemResponse(c, new Problem(PROBLEM_TYPES.invalidCharacters, status, title, detail, { [field]: `${field} ${NOT_ALLOWED}.` }));
}

export const refuseUnstorableText: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.split('/').some((segment) => !isStorableText(decodeSegment(segment)))) {
    return refuse(c, 400, 'path', 'path');
  }
  for (const [name, value] of url.searchParams) {
    if (!isStorableText(name) || !isStorableText(value)) return refuse(c, 400, 'query', isStorableText(name) ? name : 'query');
  }
  if (BODY_METHODS.has(c.req.method) && sendsJson(c)) {
    // Malformed JSON is answered by its own guard.
    const body = await jsonBodyOf(c);
    const field = body.parsed ? findUnstorableField(body.value) : undefined;
    if (field !== undefined) return refuse(c, 422, 'body', field);
  }
  return next();
};
