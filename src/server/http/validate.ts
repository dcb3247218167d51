import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { badRequest, fieldErrors, malformedBody, unprocessable } from './problem';

/** A JSON body as read: its value (`undefined` for an empty body), or that it does not parse. */
export type JsonBody = { parsed: true; value: unknown } | { parsed: false };

declare module 'hono' {
  interface ContextVariableMap {
    /** The JSON body, parsed by whichever guard or route asked first (`jsonBodyOf`). */
    jsonBody: Promise<JsonBody>;
  }
}

/** Whether the request says its body is JSON. */
export const sendsJson = (c: Context) => (c.req.header('content-type') ?? '').includes('json');

/**
 * The request's body parsed as JSON, once per request: the CSRF guard, the
 * malformed-JSON and storable-text guards and the route all read this one.
 */
export function jsonBodyOf(c: Context): Promise<JsonBody> {
  let body = c.get('jsonBody');
  if (!body) {
    body = c.req.text().then((text): JsonBody => {
      if (text.trim() === '') return { parsed: true, value: undefined };
      try {
        return { parsed: true, value: JSON.parse(text) as unknown };
      } catch {
        return { parsed: false };
      }
    });
    c.set('jsonBody', body);
  }
  return body;
}

/** Reads the JSON body; malformed JSON is a 400, and an empty body is `{}`. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!sendsJson(c)) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    throw malformedBody('The request body must be JSON (Content-Type: application/json).');
  }
  const body = await jsonBodyOf(c);
  if (!body.parsed) throw malformedBody('The request body is not valid JSON.');
  return body.value === undefined ? {} : body.value;
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

/** The methods whose requests carry a body the guards read. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Any JSON body that does not parse is a 400, whichever route it was meant for. */
export const rejectMalformedJson: MiddlewareHandler = async (c, next) => {
  if (BODY_METHODS.has(c.req.method) && sendsJson(c) && !(await jsonBodyOf(c)).parsed) throw malformedBody('The request body is not valid JSON.');
  return next();
};
