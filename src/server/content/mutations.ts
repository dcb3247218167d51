import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { database } from '../db/client';
import { defineJob, enqueue } from '../jobs/queue';
import { logger } from '../logger';
import {
  ContentInputError,
  ContentNotFoundError,
  clearSchedule,
  createDocument,
  deleteDocument,
  documentStatuses,
  duePublications,
  publishDocument,
  restoreVersion,
  schedulePublish,
  unpublishDocument,
  updateDocument,
  versionCount,
  versionsOf,
  type ContentVersionRow,
  type EditContext,
} from './editing';
import { CONTENT_MODELS, MODEL_TYPES } from './models';
import { latestRenderRuns, queueRender } from './render/renderer';
import { contentSnapshot, forgetContentSnapshot } from './repository';
import { mediaLibrary } from './media-library';
import { studioDescriptor } from './studio-model';
import type { ContentContext } from './schema';
import type { ContentDoc, Stage } from './store';

type Fields = Record<string, unknown>;
/** The queue that publishes scheduled documents (and its minute sweep). */
export const PUBLISH_DUE_QUEUE = 'content-publish-due';

const badInput = (message: string, extensions: Record<string, unknown> = {}) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...extensions } });

function requireEditor(ctx: ContentContext): string {
  // FORBIDDEN in the dialect's terms, and a 403 for HTTP clients.
  if (!ctx.editor) throw new GraphQLError('Only content editors may do this.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  return ctx.editor.name;
}

async function editContext(ctx: ContentContext, info: GraphQLResolveInfo): Promise<EditContext> {
  const author = requireEditor(ctx);
  return { db: (await database()).db, schema: info.schema, store: ctx.store, author, now: new Date() };
}

function fieldsOf(data: unknown): Fields {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badInput('data must be an object of the document’s fields.', { field: 'data' });
  return data as Fields;
}

/** The document a `where` names by exactly one unique field, at the DRAFT stage (every document has one). */
function findDoc(ctx: ContentContext, model: string, where: Fields): ContentDoc {
  const keys = Object.entries(where).filter(([, v]) => v != null);
  if (keys.length !== 1) throw badInput('where must name exactly one unique field.', { field: 'where' });
  const [key, value] = keys[0]!;
  const doc = ctx.store.list(model, 'DRAFT').find((d) => d[key] === value);
  if (!doc) throw new GraphQLError(`No ${model} has ${key} ${String(value)}.`, { extensions: { code: 'NOT_FOUND', field: `where.${key}` } });
  return doc;
}

/** Runs a write and answers the document as it now stands; refusals become GraphQL errors naming the fields. */
async function write(ctx: ContentContext, model: string, id: () => Promise<string>, stage: Stage): Promise<ContentDoc | null> {
  try {
    const written = await id();
    forgetContentSnapshot();
    ctx.store = await contentSnapshot();
    ctx.stage = stage;
    return ctx.store.byId(model, written, stage) ?? null;
  } catch (error) {
    if (error instanceof ContentInputError) {
      throw badInput(error.problems[0] ? `${error.problems[0].field}: ${error.problems[0].message}` : 'The document is not valid.', { field: error.problems[0]?.field, problems: error.problems });
    }
    if (error instanceof ContentNotFoundError) throw new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
    // Two editors creating the same document at once: the second is told, not failed.
    if (isUniqueViolation(error)) throw badInput(`Another ${model} was just saved with the same id; choose another slug.`, { field: 'slug' });
    throw error;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

function parseFuture(value: string, now: Date): Date {
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) throw badInput('publishAt must be a date and time (like 2026-12-01T09:00:00+11:00).', { field: 'publishAt' });
  if (at.getTime() <= now.getTime()) throw badInput('publishAt must be in the future; publish now instead.', { field: 'publishAt' });
  return at;
}

const requirePublishedStage = (stages: unknown, field: 'to' | 'from') => {
  if (!Array.isArray(stages) || !stages.includes('PUBLISHED')) throw badInput(`${field} must include PUBLISHED.`, { field });
};

/** The Mutation resolvers of every model, and the editors' status and history queries. */
export function contentMutations(): { Mutation: Record<string, unknown>; Query: Record<string, unknown> } {
  const Mutation: Record<string, unknown> = {};
  for (const { type: model } of CONTENT_MODELS) {
    Mutation[`create${model}`] = async (_: unknown, args: { data: unknown }, ctx: ContentContext, info: GraphQLResolveInfo) => {
      const edit = await editContext(ctx, info);
      return write(ctx, model, () => createDocument(edit, model, fieldsOf(args.data)), 'DRAFT');
    };
    Mutation[`update${model}`] = async (_: unknown, args: { where: Fields; data: unknown }, ctx: ContentContext, info: GraphQLResolveInfo) => {
      const edit = await editContext(ctx, info);
      const doc = findDoc(ctx, model, args.where);
      return write(ctx, model, async () => (await updateDocument(edit, model, doc.id, fieldsOf(args.data)), doc.id), 'DRAFT');
    };
    Mutation[`delete${model}`] = async (_: unknown, args: { where: Fields }, ctx: ContentContext, info: GraphQLResolveInfo) => {
      const edit = await editContext(ctx, info);
      const doc = findDoc(ctx, model, args.where);
      await write(ctx, model, async () => (await deleteDocument(edit, model, doc.id), doc.id), 'DRAFT');
      void queueRender();
      return doc;
    };
    Mutation[`publish${model}`] = async (_: unknown, args: { where: Fields; to: unknown; publishAt?: string | null }, ctx: ContentContext, info: GraphQLResolveInfo) => {
      const edit = await editContext(ctx, info);
      requirePublishedStage(args.to, 'to');
      const doc = findDoc(ctx, model, args.where);
      if (args.publishAt != null) {
        const at = parseFuture(args.publishAt, edit.now);
        const answer = await write(ctx, model, async () => (await schedulePublish(edit, model, doc.id, at), doc.id), 'DRAFT');
        void enqueue(PUBLISH_DUE_QUEUE, {}, at);
        return answer;
      }
      const answer = await write(ctx, model, async () => (await publishDocument(edit, model, doc.id), doc.id), 'PUBLISHED');
      void queueRender();
      return answer;
    };
    Mutation[`unpublish${model}`] = async (_: unknown, args: { where: Fields; from: unknown }, ctx: ContentContext, info: GraphQLResolveInfo) => {
      const edit = await editContext(ctx, info);
      requirePublishedStage(args.from, 'from');
      const doc = findDoc(ctx, model, args.where);
      const answer = await write(ctx, model, async () => (await unpublishDocument(edit, model, doc.id), doc.id), 'DRAFT');
      void queueRender();
      return answer;
    };
  }
  Mutation.restoreContentVersion = async (_: unknown, args: { seq: number }, ctx: ContentContext, info: GraphQLResolveInfo) => {
    const edit = await editContext(ctx, info);
    let restored: ContentVersionRow | undefined;
    await write(ctx, 'Page', async () => ((restored = await restoreVersion(edit, args.seq)), restored.docId), 'DRAFT');
    return restored && versionAnswer(restored, await versionCount(edit.db, restored.model, restored.docId));
  };

  const Query: Record<string, unknown> = {
    renderRuns: async (_: unknown, args: { first?: number | null }, ctx: ContentContext) => {
      requireEditor(ctx);
      const runs = await latestRenderRuns((await database()).db, Math.min(Math.max(args.first ?? 10, 1), 50));
      return runs.map((run) => ({ ...run, startedAt: run.startedAt.toISOString(), finishedAt: run.finishedAt?.toISOString() ?? null }));
    },
    contentVersions: async (_: unknown, args: { model: string; id: string; first?: number | null; skip?: number | null }, ctx: ContentContext) => {
      requireEditor(ctx);
      requireModel(args.model);
      const { db } = await database();
      const skip = Math.max(args.skip ?? 0, 0);
      const [rows, total] = await Promise.all([versionsOf(db, args.model, args.id, Math.min(Math.max(args.first ?? 50, 1), 100), skip), versionCount(db, args.model, args.id)]);
      // Newest first: the first row is the document's version number `total - skip`.
      return rows.map((row, i) => versionAnswer(row, total - skip - i));
    },
    contentLibraryImages: async (_: unknown, args: { search?: string | null; first?: number | null }, ctx: ContentContext) => {
      requireEditor(ctx);
      return mediaLibrary(ctx.store, args.search, Math.min(Math.max(args.first ?? 100, 1), 500));
    },
    contentDocuments: async (_: unknown, args: { model: string; search?: string | null; first?: number | null; skip?: number | null }, ctx: ContentContext) => {
      requireEditor(ctx);
      requireModel(args.model);
      const search = args.search?.trim().toLowerCase();
      const statuses = await documentStatuses((await database()).db, args.model);
      const matching = search ? statuses.filter((s) => searchText(s.id, ctx.store.byId(args.model, s.id, 'DRAFT')).includes(search)) : statuses;
      const skip = Math.max(args.skip ?? 0, 0);
      return matching.slice(skip, skip + Math.min(Math.max(args.first ?? 50, 1), 100)).map((s) => withTitle(s, ctx.store.byId(args.model, s.id, 'DRAFT')));
    },
    contentDocument: async (_: unknown, args: { model: string; id: string }, ctx: ContentContext) => {
      requireEditor(ctx);
      requireModel(args.model);
      const draft = ctx.store.byId(args.model, args.id, 'DRAFT');
      if (!draft) return null;
      const [status] = await documentStatuses((await database()).db, args.model, args.id);
      const published = ctx.store.byId(args.model, args.id, 'PUBLISHED');
      return { model: args.model, id: args.id, draft: storedFields(draft), published: published ? storedFields(published) : null, status: status && withTitle(status, draft) };
    },
    contentStudioModel: (_: unknown, __: unknown, ctx: ContentContext, info: GraphQLResolveInfo) => {
      requireEditor(ctx);
      return studioDescriptor(info.schema);
    },
  };
  return { Mutation, Query };
}

const requireModel = (model: string) => {
  if (!MODEL_TYPES.has(model)) throw badInput(`model must be one of ${[...MODEL_TYPES].join(', ')}.`, { field: 'model' });
};

/** A document's fields as an editor writes them: without the stage the store adds. */
const storedFields = ({ stage: _stage, ...fields }: ContentDoc) => fields;

const withTitle = <S extends { id: string }>(status: S, doc: ContentDoc | undefined) => {
  const named = [doc?.title, doc?.name, doc?.author].find((v) => typeof v === 'string' && v.trim());
  return { ...status, title: (named as string | undefined) ?? status.id };
};

/** What an editor's search looks in: the id and the fields that name a document. */
const searchText = (id: string, doc: ContentDoc | undefined) =>
  [id, doc?.title, doc?.name, doc?.slug, doc?.author, doc?.isoCode]
    .filter((v) => typeof v === 'string')
    .join(' ')
    .toLowerCase();

const versionAnswer = (row: ContentVersionRow, number: number) => ({ ...row, number, createdAt: row.createdAt.toISOString() });

/** Publishes every document whose time has come; one that no longer passes its checks is logged and unscheduled. */
export async function publishDue(now = new Date()): Promise<void> {
  const { db } = await database();
  const due = await duePublications(db, now);
  if (!due.length) return;
  const { contentSchema } = await import('./yoga');
  const schema = contentSchema();
  for (const { model, id } of due) {
    try {
      if (!(await publishDocument({ db, schema, store: await contentSnapshot(), author: 'scheduled', now }, model, id, { dueBy: now }))) continue;
      forgetContentSnapshot();
      void queueRender();
    } catch (error) {
      logger.warn({ err: error, model, id }, 'scheduled publish refused; the draft stays unpublished');
      await clearSchedule(db, model, id);
    }
  }
}

defineJob(PUBLISH_DUE_QUEUE, () => publishDue(), { cron: '* * * * *' });
