import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { badRequest, fieldErrors, malformedBody, unprocessable } from './problem';

/** Reads the JSON body; malformed JSON or a non-object body is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    throw malformedBody('The request body must be JSON (Content-Type: application/json).');
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformedBody('The request body is not valid JSON.');
  }
}

/** Parses the JSON body with a schema; field violations are a 422 naming each field. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(c);
  const result = schema.safeParse(body);
  if (!result.success) throw unprocessable('Some fields are not valid.', fieldErrors(result.error));
  return result.data;
}

/** Parses the query string (repeated parameters become arrays); violations are a 400. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw: Record<string, string | string[]> = {};
  const all = c.req.queries();
  for (const [key, values] of Object.entries(all)) raw[key] = values.length === 1 ? values[0]! : values;
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest('Some query parameters are not valid.', fieldErrors(result.error));
  return result.data;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Any JSON body that does not parse is a 400, whichever route it was meant for. */
export const rejectMalformedJson: MiddlewareHandler = async (c, next) => {
  if (BODY_METHODS.has(c.req.method) && (c.req.header('content-type') ?? '').includes('json')) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw malformedBody('The request body is not valid JSON.');
      }
    }
  }
  return next();
};
