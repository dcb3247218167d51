import { and, eq, notLike, sql } from 'drizzle-orm';
import { recordContentChange } from '../../src/server/content/repository';
import type { Db } from '../../src/server/db/client';
import { contentDocuments } from '../../src/server/db/schema/index';
import { SCALE_PAGE_PREFIX, scalePages } from './data/scale-pages';
import { chunks } from './batch';
import type { Tx } from './catalog';

const pageCount = async (db: Db | Tx, where = eq(contentDocuments.model, 'Page')) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentDocuments)
      .where(where)
  )[0]!.n;

/**
 * Tops the CMS pages up to `total` with published landing pages
 * (db/seed/data/scale-pages.ts), in batches, in one
 * transaction. Adds only the pages not there yet (by id), so an editor's
 * saves are kept and running it again writes nothing. Running servers hear
 * of the change, read the documents again and render the new pages.
 */
export async function loadScalePages(db: Db, total: number): Promise<{ added: number; total: number }> {
  const before = await pageCount(db);
  const own = await pageCount(db, and(eq(contentDocuments.model, 'Page'), notLike(contentDocuments.id, `${SCALE_PAGE_PREFIX}%`)));
  const pages = scalePages(Math.max(0, total - own));
  const now = new Date();
  if (pages.length) {
    await db.transaction(async (tx) => {
      for (const batch of chunks(pages, 100)) {
        await tx
          .insert(contentDocuments)
          .values(batch.map(({ id, fields }) => ({ model: 'Page', id, draft: fields, published: fields, updatedAt: now, updatedBy: 'seed', publishedAt: now })))
          .onConflictDoNothing();
      }
      // One change is enough: the renderer renders every address that appeared since the build.
      if ((await pageCount(tx)) > before) await recordContentChange(tx, { model: 'Page', id: pages[0]!.id, operation: 'seed' });
    });
  }
  const after = await pageCount(db);
  return { added: after - before, total: after };
}
