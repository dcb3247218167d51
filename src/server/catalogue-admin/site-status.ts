import { and, desc, eq, gt } from 'drizzle-orm';
import type { CatalogueSiteStatus } from '../../lib/api/contracts/catalogue';
import { PRODUCT_CHANGE_MODEL } from '../../lib/cms/content-paths';
import type { Db } from '../db/client';
import { contentChanges, renderRuns } from '../db/schema/index';

/**
 * Whether a product's last change is on the live site (docs/adr/0755): its
 * page's newest queued change, rendered or waiting; waiting behind a render
 * run that failed says so, with the run's reason, as the studio does.
 */
export async function productSiteStatus(db: Db, url: string): Promise<CatalogueSiteStatus> {
  return changeSiteStatus(db, PRODUCT_CHANGE_MODEL, url);
}

/** The same of any change queued for the renderer: a content document's (a listing page's publish) by its model and id. */
export async function changeSiteStatus(db: Db, model: string, docId: string): Promise<CatalogueSiteStatus> {
  const [latest] = await db
    .select({ createdAt: contentChanges.createdAt, renderedAt: contentChanges.renderedAt })
    .from(contentChanges)
    .where(and(eq(contentChanges.model, model), eq(contentChanges.docId, docId)))
    .orderBy(desc(contentChanges.seq))
    .limit(1);
  if (!latest) return { status: 'live', at: null };
  if (latest.renderedAt) return { status: 'live', at: latest.renderedAt.toISOString() };
  const [failed] = await db
    .select({ error: renderRuns.error })
    .from(renderRuns)
    .where(and(eq(renderRuns.status, 'failed'), gt(renderRuns.startedAt, latest.createdAt)))
    .orderBy(desc(renderRuns.id))
    .limit(1);
  return failed ? { status: 'failed', at: null, error: failed.error ?? 'the pages could not be rendered' } : { status: 'publishing', at: null };
}
