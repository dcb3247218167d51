import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Whether a request may see the content schema: introspection, and "Did you mean …" in error messages. */
export type SchemaVisibility = (request: Request, serverContext: Record<string, unknown>) => boolean;

/** graphql's suggestion, as it ends or interrupts a message: ` Did you mean "slug"?`, ` Did you mean the enum value "DRAFT"?`. Names hold no `?`. */
const SUGGESTION = / Did you mean [^?]*\?/g;

/** The error as it was, or a copy without suggestions (yoga caches validation errors: they are never changed in place). */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes(' Did you mean ')) return error;
  const { nodes, source, positions, path, originalError, extensions } = error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), { nodes, source, positions, path, originalError, extensions });
}

/**
 * Hides the content schema from callers who may not see it (`sees`):
 * introspection (`__schema`, `__type`) is refused as a validation error, and
 * graphql's suggestions are cut from every error they get (validation, and
 * the variables' coercion, whose enum errors graphql 16's executor words
 * with suggestions whatever it is told), so nobody maps the schema by
 * misspelling names. `__typename` still answers.
 */
export function schemaVisibility(sees: SchemaVisibility): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      // yoga caches a document's verdict under the names of the rules that gave it: with and without this rule are kept apart.
      if (!sees((context as { request: Request }).request, context)) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResultProcess({ request, serverContext, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length || sees(request, serverContext as Record<string, unknown>)) return;
      setResult({ ...result, errors: result.errors.map((error) => (error instanceof GraphQLError ? withoutSuggestions(error) : error)) });
    },
  };
}
