import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  typeFromAST,
  type ASTVisitor,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
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
  /**
   * Items in any list argument or input field (`id_in`, `slug_in`, `AND` …),
   * written in the document or passed in variables: a page's worth, as `first`.
   * A list of 40,000 ids was matched against every page, 440 ms an answer.
   */
  maxListItems: 100,
  /**
   * Length of a reader's variables as JSON text. The site's largest (an article
   * listing's `where`) is under 500 characters, and a full list of 100 slugs of
   * 80 characters about 8,500: 16 KiB holds that with room, and is the most a
   * query string brings anyway (Node's header limit). Editors' writes carry
   * whole documents in their variables and are held by the API's body limit.
   */
  maxVariablesLength: 16_384,
} as const;

/** Whether a request comes from an editor (the editors' session or token): their writes are not held to a reader's variables. */
export type WriterCheck = (request: Request, serverContext: Record<string, unknown>) => boolean;

/**
 * graphql-armor's rules for yoga (aliases, depth, tokens and cost) and the
 * bounds on lists and variables. The limits are public, so refusals name them.
 */
export function contentLimitPlugins(isWriter: WriterCheck): Plugin[] {
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
    refusedAs400(isWriter),
    boundedLists(),
  ] as Plugin[];
}

/**
 * Oversized or malformed operations are refused before they run: variables
 * nested too deep never reach graphql's (recursive) coercion, and parse and
 * validation failures (the limits above among them) are answered 400 even to
 * `Accept: application/json` callers, which yoga would otherwise answer 200.
 */
function refusedAs400(isWriter: WriterCheck): Plugin {
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
    onParams({ params, request, context }) {
      if (nestingDepth(params.variables, CONTENT_LIMITS.maxVariablesDepth) > CONTENT_LIMITS.maxVariablesDepth) {
        throw badInput(`Variables must not be nested more than ${CONTENT_LIMITS.maxVariablesDepth} levels deep.`);
      }
      // Before the document is parsed: a reader's lists are all arguments (the JSON-typed ones are editors'), so any long list is refused.
      if (!isWriter(request, context)) checkReaderVariables(params.variables);
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

const tooManyItems = (where: string, length: number) => `${where} has ${length} items; a list may hold at most ${CONTENT_LIMITS.maxListItems}.`;

/**
 * A reader's variables, before the document is parsed: no list longer than
 * maxListItems anywhere in them, and no more than maxVariablesLength
 * characters of JSON in all. Walked without recursion and given up at the
 * first excess, so 40,000 ids cost no more than their list's length.
 */
export function checkReaderVariables(variables: unknown) {
  const { maxListItems, maxVariablesLength } = CONTENT_LIMITS;
  let length = 0;
  const stack: { value: unknown; path: string }[] = [{ value: variables, path: 'variables' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      if (value.length > maxListItems) throw badInput(tooManyItems(path, value.length));
      length += value.length + 1;
      value.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
    } else if (value && typeof value === 'object') {
      length += 1;
      for (const key in value) {
        length += key.length + 4;
        if (length > maxVariablesLength) break;
        stack.push({ value: (value as Record<string, unknown>)[key], path: `${path}.${key}` });
      }
    } else {
      length += typeof value === 'string' ? JSON.stringify(value).length : String(value).length;
    }
    if (length > maxVariablesLength) throw badInput(`Variables must be at most ${maxVariablesLength} characters of JSON.`);
  }
}

/** The first list longer than maxListItems in the value of a variable of type `type`, following the schema's types (JSON scalars are not lists). */
function overlongList(value: unknown, type: GraphQLInputType, path: string): { path: string; length: number } | undefined {
  const stack = [{ value, type, path }];
  while (stack.length) {
    const { value, type, path } = stack.pop()!;
    const nullable = getNullableType(type);
    if (value == null) continue;
    if (isListType(nullable)) {
      // A single value given for a list is coerced to a list of one.
      if (!Array.isArray(value)) stack.push({ value, type: nullable.ofType, path });
      else if (value.length > CONTENT_LIMITS.maxListItems) return { path, length: value.length };
      else value.forEach((item, index) => stack.push({ value: item, type: nullable.ofType, path: `${path}[${index}]` }));
    } else if (isInputObjectType(nullable) && typeof value === 'object') {
      const fields = nullable.getFields();
      for (const [key, inner] of Object.entries(value)) {
        const field = fields[key];
        if (field) stack.push({ value: inner, type: field.type, path: `${path}.${key}` });
      }
    }
  }
  return undefined;
}

/** The first overlong list in the variables of `operation`, by their declared types. */
function overlongVariable(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    const found = type && name in variables ? overlongList(variables[name], type as GraphQLInputType, `$${name}`) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * A list written in the document with more than maxListItems items, where a
 * list argument or input field takes it. A validation rule: it reads only
 * the document, whose verdict yoga caches.
 */
function MaxListItemsRule(context: ValidationContext): ASTVisitor {
  return {
    ListValue(node) {
      if (node.values.length <= CONTENT_LIMITS.maxListItems || !isListType(getNullableType(context.getParentInputType()))) return;
      context.reportError(new GraphQLError(tooManyItems('A list in the query', node.values.length), { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * Lists of every caller, by the schema's types: those written in the
 * document when it is validated, and those in the variables just before the
 * operation runs (editors' ones too), before graphql coerces them.
 */
function boundedLists(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(MaxListItemsRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      const variables = args.variableValues;
      if (!operation || !variables || typeof variables !== 'object') return;
      const found = overlongVariable(args.schema, operation, variables as Record<string, unknown>);
      if (found) setResultAndStopExecution({ errors: [badInput(tooManyItems(found.path, found.length))] });
    },
  };
}
