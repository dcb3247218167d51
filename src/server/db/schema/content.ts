import { bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded CMS's documents (docs/adr/0600): one row per document of a
 * content model, with its draft (every save) and, once published, the
 * published copy the site serves. The files in cms-schemas/content are the
 * seed a fresh database imports.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    /** The GraphQL type of its model: Page, Article, Country… */
    model: text('model').notNull(),
    id: text('id').notNull(),
    /** The DRAFT stage: the latest saved fields. */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    /** The PUBLISHED stage; null while unpublished. */
    published: jsonb('published').$type<Record<string, unknown>>(),
    /** Still as the seed files have it: the seed may refresh it. An editor's save clears it. */
    fromSeed: boolean('from_seed').notNull().default(false),
    /** A scheduled publish of the draft. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index('content_documents_publish_at_idx').on(t.publishAt)],
);

/** Every save of a document, with who and when: the studio's history. */
export const contentVersions = pgTable(
  'content_versions',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    model: text('model').notNull(),
    docId: text('doc_id').notNull(),
    /** save, publish, unpublish, restore, delete. */
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_doc_idx').on(t.model, t.docId, t.seq)],
);

/**
 * Changes that reach the live site (publish, unpublish, delete), waiting
 * for the renderer (docs/adr/0602): written in the change's transaction, so
 * none is lost; a render run takes every pending one at once.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    model: text('model').notNull(),
    docId: text('doc_id').notNull(),
    operation: text('operation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  // The back office reads a product page's latest change (is it live yet?), and each render run the product pages changed.
  (t) => [index('content_changes_pending_idx').on(t.renderedAt, t.seq), index('content_changes_doc_idx').on(t.model, t.docId, t.seq)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pages re-rendered since their build, shared by every server: the body and
 * its brotli and gzip variants, or status 404 for a page that is gone. Rows
 * belong to one build (its source hash); a server serves those rendered
 * after its own build.
 */
export const renderedPages = pgTable(
  'rendered_pages',
  {
    buildId: text('build_id').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** Null when the page is kept compressed only (br and gz): a client that takes neither gets it gunzipped. */
    body: bytea('body'),
    br: bytea('br'),
    gz: bytea('gz'),
    runId: integer('run_id').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.path] })],
);

/** Each render run: what it rendered, how long it took, and why it failed (shown to editors). */
export const renderRuns = pgTable('render_runs', {
  id: serial('id').primaryKey(),
  buildId: text('build_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** rendering, done or failed. */
  status: text('status').notNull(),
  changes: integer('changes').notNull(),
  paths: jsonb('paths').$type<string[]>().notNull(),
  error: text('error'),
});

/**
 * Images editors upload for content (docs/adr/0603): the bytes, as sniffed
 * and measured on upload, served at `/api/content/assets/<id>`. The same
 * bytes uploaded again are the same asset (`sha256`).
 */
export const contentAssets = pgTable(
  'content_assets',
  {
    /** Random and url-safe: the asset's address. */
    id: text('id').primaryKey(),
    /** From the bytes, never from what the upload declared. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    /** The uploaded file's name, sanitised; shown to editors, never used as a path. */
    filename: text('filename').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_assets_sha256_idx').on(t.sha256)],
);
