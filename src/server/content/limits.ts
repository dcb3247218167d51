import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Bounds of the public content API, the way hosted GraphQL CMSs bound theirs.
 * The site's own queries stay well inside them (tests/integration/content-limits.test.ts).
 */
export const CONTENT_LIMITS = {
  /** Aliased fields in one operation (thousands of aliases were the amplification attack). */
  maxAliases: 15,
  /** Depth of the selection set (the site's deepest query, a page with its blocks, is 8). */
  maxDepth: 10,
  /** Lexical tokens in one document, checked while parsing. */
  maxTokens: 3000,
  /**
   * Cost estimate of one operation (graphql-armor's model: objects 2, scalars 1,
   * times 1.5 per level, times `first`). The site's costliest query, 100 pages
   * with every block, is about 500,000.
   */
  maxCost: 1_000_000,
  /** Largest `first` of a list field, and largest `skip`. */
  maxFirst: 100,
  maxSkip: 10_000,
  /** Nesting of a `where` filter (AND / OR / NOT / _some / _every / _none). */
  maxWhereDepth: 8,
  /** Nesting of the request's variables (a filter passed as a variable is checked before graphql coerces it). */
  maxVariablesDepth: 24,
} as const;

/** graphql-armor's rules for yoga: aliases, depth, tokens and cost. The limits are public, so refusals name them. */
export function contentLimitPlugins(): Plugin[] {
  // Validation rules report their refusal as a validation error (so it is answered as one);
  // the token limit stops the parser itself.
  const common = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxTokensPlugin({ exposeLimits: true, propagateOnRejection: true, n: CONTENT_LIMITS.maxTokens }),
    maxAliasesPlugin({ ...common, n: CONTENT_LIMITS.maxAliases }),
    maxDepthPlugin({ ...common, n: CONTENT_LIMITS.maxDepth, ignoreIntrospection: false, flattenFragments: true }),
    costLimitPlugin({ ...common, maxCost: CONTENT_LIMITS.maxCost }),
    refusedAs400(),
  ] as Plugin[];
}

/**
 * Oversized or malformed operations are refused before they run: variables
 * nested too deep never reach graphql's (recursive) coercion, and parse and
 * validation failures (the limits above among them) are answered 400 even to
 * `Accept: application/json` callers, which yoga would otherwise answer 200.
 */
function refusedAs400(): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      // yoga's GET parser throws (a 500) on `variables` or `extensions` that are not JSON.
      for (const name of ['variables', 'extensions']) {
        const value = url.searchParams.get(name);
        if (value == null || isJson(value)) continue;
        const body = JSON.stringify({ errors: [{ message: `${name} must be JSON.`, extensions: { code: 'BAD_REQUEST' } }] });
        endResponse(new fetchAPI.Response(body, { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } }));
        return;
      }
    },
    onParams({ params }) {
      if (nestingDepth(params.variables, CONTENT_LIMITS.maxVariablesDepth) > CONTENT_LIMITS.maxVariablesDepth) {
        throw badInput(`Variables must not be nested more than ${CONTENT_LIMITS.maxVariablesDepth} levels deep.`);
      }
    },
    onResultProcess({ result }) {
      if (Array.isArray(result) || !('errors' in result)) return;
      for (const error of result.errors ?? []) {
        const http = (error.extensions as { http?: { spec?: boolean; status?: number } } | undefined)?.http;
        if (http?.spec && http.status === 400) http.spec = false;
      }
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** How deep a JSON value nests, counted without recursion and given up once past `stopAt`. */
export function nestingDepth(root: unknown, stopAt: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const inner of Object.values(value)) stack.push({ value: inner, depth: depth + 1 });
  }
  return deepest;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Refuses a `first` or `skip` outside the documented bounds. */
export function checkPaging(first: number | null | undefined, skip: number | null | undefined) {
  if ((first ?? 0) < 0 || (skip ?? 0) < 0) throw badInput('first and skip must not be negative.');
  if ((first ?? 0) > CONTENT_LIMITS.maxFirst) throw badInput(`first must be at most ${CONTENT_LIMITS.maxFirst}; page with skip.`);
  if ((skip ?? 0) > CONTENT_LIMITS.maxSkip) throw badInput(`skip must be at most ${CONTENT_LIMITS.maxSkip}.`);
}

const NESTING_KEYS = /^(AND|OR|NOT)$|_(some|every|none)$/;

/** Refuses a `where` nested deeper than maxWhereDepth, without recursion (a hostile filter may be thousands deep). */
export function checkWhereDepth(where: unknown) {
  const stack: { value: unknown; depth: number }[] = [{ value: where, depth: 1 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth > CONTENT_LIMITS.maxWhereDepth) throw badInput(`where must not be nested more than ${CONTENT_LIMITS.maxWhereDepth} levels deep.`);
    for (const [key, inner] of Object.entries(value)) {
      if (!NESTING_KEYS.test(key)) continue;
      for (const item of Array.isArray(inner) ? inner : [inner]) stack.push({ value: item, depth: depth + 1 });
    }
  }
}
