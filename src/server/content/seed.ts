import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { config } from '../config';
import type { Db } from '../db/client';
import { appMeta, contentDocuments } from '../db/schema/index';
import { CONTENT_MODELS } from './models';
import type { ContentRow } from './store';

/** A seed file: the document's fields, `published: false` for a draft-only one, and `draft` for unpublished edits. */
interface SeedFile extends Record<string, unknown> {
  id: string;
  published?: boolean;
  draft?: Record<string, unknown>;
}

function readCollection(dir: string): SeedFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SeedFile;
      if (typeof doc.id !== 'string') throw new Error(`Content document ${join(dir, name)} has no id`);
      return doc;
    });
}

/** The seed documents of every model, from `<cmsDir>/content/<collection>/*.json`. */
export function readSeedContent(cmsDir: string): ContentRow[] {
  return CONTENT_MODELS.flatMap((model) =>
    readCollection(join(cmsDir, 'content', model.collection)).map(({ id, published, draft, ...fields }) => ({
      model: model.type,
      id,
      draft: { ...fields, ...(draft ?? {}) },
      published: published === false ? null : fields,
    })),
  );
}

const SEED_HASH_KEY = 'content_seed_hash';

/**
 * Imports the seed content when it changed since the last import: new
 * documents are added, and documents no editor has saved since take the
 * seed's version. An editor's work is never overwritten.
 */
export async function seedContent(db: Db, cmsDir = config().cmsDir): Promise<{ imported: number }> {
  const rows = readSeedContent(cmsDir);
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_HASH_KEY));
  if (current?.value === hash) return { imported: 0 };
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 100) {
      await tx
        .insert(contentDocuments)
        .values(rows.slice(i, i + 100).map((row) => ({ ...row, fromSeed: true, updatedAt: now, updatedBy: 'seed', publishedAt: row.published ? now : null })))
        .onConflictDoUpdate({
          target: [contentDocuments.model, contentDocuments.id],
          set: { draft: sql`excluded.draft`, published: sql`excluded.published`, updatedAt: now, publishedAt: sql`excluded.published_at` },
          setWhere: sql`${contentDocuments.fromSeed}`,
        });
    }
    await tx
      .insert(appMeta)
      .values({ key: SEED_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: now } });
  });
  return { imported: rows.length };
}
