import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
