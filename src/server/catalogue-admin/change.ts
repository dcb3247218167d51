import { eq } from 'drizzle-orm';
import type { CatalogueChange } from '../../lib/api/contracts/catalogue';
import { fullName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { invalidateCaches } from '../cache-invalidation';
import { queueRender } from '../content/render/renderer';
import type { Db } from '../db/client';
import { catalogueChanges, contentChanges, users } from '../db/schema/index';

export type CatalogueTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type FieldChange = CatalogueChange['fields'][number];

/** The model a product's page change is queued under for publishing's renderer (`content_changes.doc_id` is the page's address). */
export const PRODUCT_CHANGE_MODEL = 'Product';

export interface CatalogueLog {
  /**
   * Records one product's change (who, when, each field before and after)
   * and queues the pages that show it: `pages` are the product's addresses
   * now and before (a new slug leaves the old one to render as gone).
   */
  record(change: { productId: string; fields: FieldChange[]; pages: readonly string[] }): Promise<void>;
  /** How many changes were recorded so far in this transaction. */
  readonly count: number;
}

/**
 * Every write of the back office goes through here (docs/adr/0725): one
 * transaction for the whole change, each product's record written in it,
 * every process told to read the catalogue again when it commits, and the
 * product pages, the listings and the sitemap rendered again after it
 * (docs/adr/0755). Nothing recorded, nothing sent.
 */
export async function changeCatalogue<T>(db: Db, user: AuthUser, now: Date, work: (tx: CatalogueTx, log: CatalogueLog) => Promise<T>): Promise<T> {
  let recorded = 0;
  const result = await db.transaction(async (tx) => {
    let by: string | undefined;
    const log: CatalogueLog = {
      async record({ productId, fields, pages }) {
        if (!fields.length) return;
        if (by === undefined) {
          const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user.userId));
          by = person ? fullName(person) : 'Flowerline';
        }
        await tx.insert(catalogueChanges).values({ productId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
        const addresses = [...new Set(pages)];
        if (addresses.length) await tx.insert(contentChanges).values(addresses.map((docId) => ({ model: PRODUCT_CHANGE_MODEL, docId, operation: 'catalogue' })));
        recorded++;
      },
      get count() {
        return recorded;
      },
    };
    const value = await work(tx, log);
    if (recorded) await invalidateCaches(tx, 'catalog');
    return value;
  });
  if (recorded) void queueRender();
  return result;
}
