import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError, GraphQLObjectType, GraphQLUnionType, getNamedType, isListType, isNonNullType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { matchesWhere, sortDocs, type Where } from './filter';
import { checkPaging, checkWhereDepth, CONTENT_LIMITS } from './limits';
import { CONTENT_MODELS, MODEL_TYPES } from './models';
import type { ContentDoc, ContentStore, Stage } from './store';

export interface ContentContext {
  /** Whether the caller showed the preview token (DRAFT needs it); editors may read drafts too. */
  preview: boolean;
  stage?: Stage;
  /** The documents as they were when the request started. */
  store: ContentStore;
  /** The signed-in editor (session or editor token); mutations need one. */
  editor: ContentEditor | null;
}

export interface ContentEditor {
  /** Who saved: an editor's email, or `token` for the editor token. */
  name: string;
}

interface ListArgs {
  where?: Where | null;
  first?: number | null;
  skip?: number | null;
  orderBy?: string | null;
  stage: Stage;
}

/** A list field without `first` answers one page of the largest size. */
const MAX_FIRST = CONTENT_LIMITS.maxFirst;

export function readTypeDefs(cmsDir: string): string {
  return readdirSync(cmsDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(cmsDir, name), 'utf8'))
    .join('\n');
}

function checkStage(stage: Stage, ctx: ContentContext) {
  if (stage === 'DRAFT' && !ctx.preview && !ctx.editor) {
    throw new GraphQLError('The DRAFT stage needs the preview token.', { extensions: { code: 'FORBIDDEN' } });
  }
  ctx.stage = stage;
}

function page(docs: ContentDoc[], { first, skip }: ListArgs) {
  checkPaging(first, skip);
  const start = skip ?? 0;
  return docs.slice(start, start + Math.min(first ?? MAX_FIRST, MAX_FIRST));
}

/** Builds the executable content schema from the SDL in `cmsDir`; each request reads its context's store. */
export function buildContentSchema(cmsDir: string, editing: { Mutation: Record<string, unknown>; Query: Record<string, unknown> }): GraphQLSchema {
  const refResolver = (store: ContentStore, type: string) => (field: string, doc: ContentDoc) => {
    const value = doc[field];
    const stage = (doc.stage as Stage) ?? 'PUBLISHED';
    const ids = Array.isArray(value) ? value : value == null ? [] : [value];
    return ids.map((id) => (typeof id === 'string' ? store.byId(type, id, stage) : id)).filter(Boolean);
  };
  const find = (store: ContentStore, type: string, args: ListArgs) => {
    checkWhereDepth(args.where);
    const docs = store.list(type, args.stage).filter((doc) => matchesWhere(doc, args.where, (field, d) => relatedOf(store, type, field, d)));
    return sortDocs(docs, args.orderBy);
  };
  // Filled once the schema exists: which field of which model points at which model.
  const relations = new Map<string, string>();
  const relatedOf = (store: ContentStore, type: string, field: string, doc: ContentDoc) => {
    const target = relations.get(`${type}.${field}`);
    return target ? refResolver(store, target)(field, doc) : undefined;
  };

  const Query: Record<string, unknown> = { ...editing.Query };
  for (const model of CONTENT_MODELS) {
    Query[model.single] = (_: unknown, args: { where: Where; stage: Stage }, ctx: ContentContext) => {
      checkStage(args.stage, ctx);
      const keys = Object.entries(args.where).filter(([, v]) => v != null);
      if (keys.length !== 1) throw new GraphQLError('where must name exactly one unique field.', { extensions: { code: 'BAD_USER_INPUT' } });
      return find(ctx.store, model.type, { where: Object.fromEntries(keys), stage: args.stage })[0] ?? null;
    };
    Query[model.plural] = (_: unknown, args: ListArgs, ctx: ContentContext) => {
      checkStage(args.stage, ctx);
      return page(find(ctx.store, model.type, args), args);
    };
    Query[`${model.plural}Connection`] = (_: unknown, args: ListArgs, ctx: ContentContext) => {
      checkStage(args.stage, ctx);
      const all = find(ctx.store, model.type, args);
      const nodes = page(all, args);
      const start = args.skip ?? 0;
      return {
        aggregate: { count: all.length },
        edges: nodes.map((node) => ({ node })),
        pageInfo: { hasNextPage: start + nodes.length < all.length, hasPreviousPage: start > 0, pageSize: nodes.length },
      };
    };
  }

  const schema = createSchema<ContentContext>({ typeDefs: readTypeDefs(cmsDir), resolvers: { Query, Mutation: editing.Mutation } });

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    // Unions (blocks, templates) say their member in `__typename`.
    if (type instanceof GraphQLUnionType) type.resolveType = (value: { __typename?: string }) => value.__typename;
    if (!(type instanceof GraphQLObjectType) || type.name === 'Query' || type.name === 'Mutation') continue;
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type).name;
      if (!MODEL_TYPES.has(target)) continue;
      relations.set(`${type.name}.${field.name}`, target);
      const many = isListType(isNonNullType(field.type) ? (field.type as { ofType: GraphQLOutputType }).ofType : field.type);
      field.resolve = (parent: ContentDoc, _args, ctx: ContentContext) => {
        const docs = refResolver(ctx.store, target)(field.name, { ...parent, stage: parent.stage ?? ctx.stage ?? 'PUBLISHED' });
        return many ? docs : (docs[0] ?? null);
      };
    }
  }
  return schema;
}
