import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { GraphQLSchema } from 'graphql';
import type { Db } from '../db/client';
import { contentDocuments, contentVersions } from '../db/schema/index';
import { checkDocument, SYSTEM_FIELDS, type FieldProblem } from './checks';
import { recordContentChange, type ContentChange } from './repository';
import type { ContentStore } from './store';
import type { ContentDocumentStatus } from '../../lib/cms/studio-descriptor';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Fields = Record<string, unknown>;

/** A write the content model refuses: every field at fault, for the editor to fix. */
export class ContentInputError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join(' '));
  }
}

export class ContentNotFoundError extends Error {}

export interface EditContext {
  db: Db;
  schema: GraphQLSchema;
  /** The documents as they stand, for references and unique slugs. */
  store: ContentStore;
  author: string;
  now: Date;
}

const withoutSystemFields = (data: Fields) => Object.fromEntries(Object.entries(data).filter(([key]) => !SYSTEM_FIELDS.has(key)));

function refuseIfInvalid(problems: FieldProblem[]): void {
  if (problems.length) throw new ContentInputError(problems);
}

/** Words over 200 a minute, at least one. */
const readingMinutes = (html: unknown) =>
  Math.max(
    1,
    Math.ceil(
      (typeof html === 'string'
        ? html
            .replace(/<[^>]*>/g, ' ')
            .split(/\s+/)
            .filter(Boolean).length
        : 0) / 200,
    ),
  );

/** What a new document starts with that an editor need not type: empty block areas, an article's date and reading time. */
function defaultsFor(model: string, data: Fields, now: Date): Fields {
  const defaults: Fields = {};
  if (model === 'Article') {
    defaults.publishedAt = now.toISOString();
    defaults.readingTime = readingMinutes(data.body);
    defaults.articleCategories = [];
    defaults.contentArea = [];
  }
  return defaults;
}

function newId(model: string, data: Fields, store: ContentStore): string {
  const prefix = model.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const base = typeof data.slug === 'string' ? data.slug.replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') : '';
  const candidate = base ? `${prefix}-${base}` : '';
  return candidate && !store.byId(model, candidate, 'DRAFT') ? candidate : `${prefix}-${randomUUID().slice(0, 8)}`;
}

async function lockRow(tx: Tx, model: string, id: string) {
  const [row] = await tx
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)))
    .for('update');
  if (!row) throw new ContentNotFoundError(`No ${model} ${id}.`);
  return row;
}

async function record(tx: Tx, ctx: EditContext, model: string, id: string, action: string, data: Fields, change?: ContentChange): Promise<void> {
  await tx.insert(contentVersions).values({ model, docId: id, action, data, author: ctx.author, createdAt: ctx.now });
  if (change) await recordContentChange(tx, change);
}

/** Creates a document as a draft; answers its id. */
export async function createDocument(ctx: EditContext, model: string, data: Fields): Promise<string> {
  const fields = { ...defaultsFor(model, data, ctx.now), ...withoutSystemFields(data) };
  const id = newId(model, fields, ctx.store);
  const draft = { ...fields, createdAt: ctx.now.toISOString(), updatedAt: ctx.now.toISOString() };
  refuseIfInvalid(checkDocument(ctx.schema, model, id, draft, ctx.store, 'DRAFT'));
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contentDocuments).values({ model, id, draft, published: null, updatedAt: ctx.now, updatedBy: ctx.author });
    await record(tx, ctx, model, id, 'create', draft, { model, id, operation: 'create' });
  });
  return id;
}

/** Saves changed fields into the draft (a field set to null is cleared); every save is a version. */
export async function updateDocument(ctx: EditContext, model: string, id: string, data: Fields, { action = 'save', replace = false } = {}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, model, id);
    const kept = replace ? { createdAt: row.draft.createdAt } : row.draft;
    const merged: Fields = { ...kept, ...withoutSystemFields(data), updatedAt: ctx.now.toISOString() };
    for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
    if (model === 'Article' && 'body' in data && !('readingTime' in data)) merged.readingTime = readingMinutes(merged.body);
    refuseIfInvalid(checkDocument(ctx.schema, model, id, merged, ctx.store, 'DRAFT'));
    await tx
      .update(contentDocuments)
      .set({ draft: merged, fromSeed: false, updatedAt: ctx.now, updatedBy: ctx.author })
      .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
    await record(tx, ctx, model, id, action, merged, { model, id, operation: 'update' });
  });
}

/**
 * Copies the draft to the published stage, once it passes every check with
 * its references published. With `dueBy` (a scheduled publish), only while
 * the document is still scheduled by then: jobs of several processes may
 * reach it at once, and the first publishes it. Answers whether it published.
 */
export async function publishDocument(ctx: EditContext, model: string, id: string, { dueBy }: { dueBy?: Date } = {}): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, model, id);
    if (dueBy && !(row.publishAt && row.publishAt <= dueBy)) return false;
    refuseIfInvalid(checkDocument(ctx.schema, model, id, row.draft, ctx.store, 'PUBLISHED'));
    await tx
      .update(contentDocuments)
      .set({ published: row.draft, publishedAt: ctx.now, publishAt: null, fromSeed: false })
      .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
    await record(tx, ctx, model, id, 'publish', row.draft, { model, id, operation: 'publish' });
    return true;
  });
}

/** Publishes the draft at `at` (a job does it then, checking it again). */
export async function schedulePublish(ctx: EditContext, model: string, id: string, at: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, model, id);
    refuseIfInvalid(checkDocument(ctx.schema, model, id, row.draft, ctx.store, 'PUBLISHED'));
    await tx
      .update(contentDocuments)
      .set({ publishAt: at })
      .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
    await record(tx, ctx, model, id, 'schedule', { ...row.draft, publishAt: at.toISOString() });
  });
}

export async function unpublishDocument(ctx: EditContext, model: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, model, id);
    await tx
      .update(contentDocuments)
      .set({ published: null, publishedAt: null, publishAt: null, fromSeed: false })
      .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
    await record(tx, ctx, model, id, 'unpublish', row.draft, { model, id, operation: 'unpublish' });
  });
}

export async function deleteDocument(ctx: EditContext, model: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, model, id);
    await tx.delete(contentDocuments).where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
    await record(tx, ctx, model, id, 'delete', row.draft, { model, id, operation: 'delete' });
  });
}

export type ContentVersionRow = typeof contentVersions.$inferSelect;

export async function versionsOf(db: Db, model: string, id: string, first: number, skip: number): Promise<ContentVersionRow[]> {
  return db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.model, model), eq(contentVersions.docId, id)))
    .orderBy(desc(contentVersions.seq))
    .limit(first)
    .offset(skip);
}

/** How many versions a document has: the newest one's number. */
export async function versionCount(db: Db, model: string, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentVersions)
    .where(and(eq(contentVersions.model, model), eq(contentVersions.docId, id)));
  return Number(row?.n ?? 0);
}

/** Makes a version's fields the whole draft again (a new version, 'restore'); publishing brings them live. */
export async function restoreVersion(ctx: EditContext, seq: number): Promise<ContentVersionRow> {
  const [version] = await ctx.db.select().from(contentVersions).where(eq(contentVersions.seq, seq));
  if (!version) throw new ContentNotFoundError(`No version ${seq}.`);
  await updateDocument(ctx, version.model, version.docId, version.data, { action: 'restore', replace: true });
  const [restored] = await versionsOf(ctx.db, version.model, version.docId, 1, 0);
  return restored!;
}

/** Documents whose scheduled publish time has come. */
export async function duePublications(db: Db, now: Date): Promise<{ model: string; id: string }[]> {
  return db
    .select({ model: contentDocuments.model, id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.publishAt), lte(contentDocuments.publishAt, now)));
}

/** Drops a scheduled publish that could not happen (the studio shows the document as not scheduled). */
export async function clearSchedule(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(contentDocuments)
    .set({ publishAt: null })
    .where(and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)));
}

export interface DocumentStatus extends ContentDocumentStatus {
  model: string;
}

/** Where each document of a model stands, most recently saved first; with `id`, that one document only. */
export async function documentStatuses(db: Db, model: string, id?: string): Promise<DocumentStatus[]> {
  const rows = await db
    .select({
      id: contentDocuments.id,
      published: sql<boolean>`${contentDocuments.published} is not null`,
      changed: sql<boolean>`${contentDocuments.published} is distinct from ${contentDocuments.draft}`,
      updatedAt: contentDocuments.updatedAt,
      updatedBy: contentDocuments.updatedBy,
      publishedAt: contentDocuments.publishedAt,
      publishAt: contentDocuments.publishAt,
    })
    .from(contentDocuments)
    .where(id === undefined ? eq(contentDocuments.model, model) : and(eq(contentDocuments.model, model), eq(contentDocuments.id, id)))
    .orderBy(desc(contentDocuments.updatedAt), contentDocuments.id);
  return rows.map((row) => ({
    model,
    id: row.id,
    published: row.published,
    hasUnpublishedChanges: row.changed,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
  }));
}
