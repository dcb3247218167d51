import { and, inArray } from 'drizzle-orm';
import type { CatalogueChange, CatalogueState } from '../../lib/api/contracts/catalogue';
import { CATALOGUE_STATE_WORDS } from '../../lib/domain/catalogue-states';
import { formatPrice } from '../../lib/domain/money';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import { queueRender } from '../content/render/renderer';
import { OVERSEAS_PRODUCTS_CHANGED, PRODUCT_CHANGE_MODEL } from '../../lib/cms/content-paths';
import { OVERSEAS_PARTNERS } from '../../lib/domain/availability';
import type { Db } from '../db/client';
import { catalogueChanges, contentChanges, products } from '../db/schema/index';
import { syncPriceBands } from './facets';
import { listingPages } from './price-selection';

export type CatalogueTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type FieldChange = CatalogueChange['fields'][number];

/** A size's price change as the history says it ("Price of Standard: $64 → $71.95"). */
export const priceField = (variantKey: string, label: string, beforeCents: number, afterCents: number): FieldChange => ({
  field: `variants.${variantKey}.price`,
  label: `Price of ${label}`,
  before: formatPrice(beforeCents),
  after: formatPrice(afterCents),
});

/** An availability change as the history says it ("Availability: On sale → Off sale"). */
export const stateField = (before: CatalogueState, after: CatalogueState): FieldChange => ({
  field: 'state',
  label: 'Availability',
  before: CATALOGUE_STATE_WORDS[before],
  after: CATALOGUE_STATE_WORDS[after],
});

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
  const changed = new Set<string>();
  // A product read inside the transaction names the listing pages that show it, from the content store, which is
  // read through the database's own connection: on PGlite that waits for this transaction, so it is read first.
  await listingPages();
  const result = await changeCached(db, async (tx) => {
    let by: string | undefined;
    const log: CatalogueLog = {
      async record({ productId, fields, pages }) {
        if (!fields.length) return;
        by ??= (await personName(tx, user.userId)) ?? 'Flowerline';
        await tx.insert(catalogueChanges).values({ productId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
        const addresses = [...new Set(pages)];
        if (addresses.length) await tx.insert(contentChanges).values(addresses.map((docId) => ({ model: PRODUCT_CHANGE_MODEL, docId, operation: 'catalogue' })));
        recorded++;
        changed.add(productId);
      },
      get count() {
        return recorded;
      },
    };
    const value = await work(tx, log);
    if (!recorded) return value;
    await syncPriceBands(tx, [...changed]);
    // The country pages list the overseas partners' products.
    const [overseas] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...changed]), inArray(products.thirdPartySource, [...OVERSEAS_PARTNERS])))
      .limit(1);
    if (overseas) await tx.insert(contentChanges).values({ model: PRODUCT_CHANGE_MODEL, docId: OVERSEAS_PRODUCTS_CHANGED, operation: 'catalogue' });
    await invalidateCaches(tx, 'catalog');
    return value;
  });
  if (recorded) void queueRender();
  return result;
}
