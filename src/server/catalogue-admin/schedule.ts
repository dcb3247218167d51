import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CatalogueState } from '../../lib/api/contracts/catalogue';
import { SCHEDULE_AHEAD_MAX_DAYS, type CatalogueScheduled, type CatalogueScheduleRequest, type ScheduleAction } from '../../lib/api/contracts/catalogue-delivery';
import { scheduleWords } from '../../lib/domain/catalogue-schedule';
import { productUrl } from '../../lib/domain/products';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { products, productSchedules } from '../db/schema/index';
import { conflict, fieldProblem, notFound } from '../http/problem';
import { enqueue } from '../jobs/queue';
import { changeCatalogue, stateField, type CatalogueTx, type FieldChange } from './change';
import type { FormPart, ProductRecord } from './form-part';

/**
 * A product's scheduled going on sale (and off sale again) at a Melbourne
 * date and quarter hour (docs/adr/0762), made by the job queue through the
 * catalogue's one writer. Every change to a product's schedule, and the
 * run itself, holds the product's row lock first: so a run, a cancel and an
 * availability change made on the product's page are one after another,
 * and the run sees whether it is still scheduled.
 */
export const PRODUCT_SCHEDULE_QUEUE = 'catalogue-product-schedules';
const NO_PRODUCT = 'There is no product with this key.';
/** The states a product may go on sale from at its time. */
const ON_SALE_FROM: readonly CatalogueState[] = ['draft', 'offSale'];

type ScheduleRow = typeof productSchedules.$inferSelect;

const view = (row: ScheduleRow): CatalogueScheduled => ({ id: row.id, action: row.action, runAt: row.runAt.toISOString(), by: row.createdBy, createdAt: row.createdAt.toISOString() });
const pendingOf = (db: Db | CatalogueTx, productIds: string[]) =>
  db
    .select()
    .from(productSchedules)
    .where(and(inArray(productSchedules.productId, productIds), eq(productSchedules.status, 'scheduled')))
    .orderBy(asc(productSchedules.runAt), asc(productSchedules.id));

/** What a product has scheduled, soonest first. */
export async function scheduledOf(db: Db | CatalogueTx, productId: string): Promise<CatalogueScheduled[]> {
  return (await pendingOf(db, [productId])).map(view);
}

/** The soonest scheduled change of each product, for the catalogue list. */
export async function nextScheduled(db: Db, productIds: string[]): Promise<Map<string, CatalogueScheduled>> {
  const next = new Map<string, CatalogueScheduled>();
  if (!productIds.length) return next;
  for (const row of await pendingOf(db, productIds)) if (!next.has(row.productId)) next.set(row.productId, view(row));
  return next;
}

const words = (rows: readonly Pick<ScheduleRow, 'action' | 'runAt'>[]) => (rows.length ? rows.map((row) => scheduleWords(row.action, row.runAt)).join('; ') : 'Nothing scheduled');
const scheduleField = (before: readonly ScheduleRow[], after: readonly Pick<ScheduleRow, 'action' | 'runAt'>[], note = ''): FieldChange => ({
  field: 'schedule',
  label: 'Scheduled',
  before: words(before),
  after: `${words(after)}${note}`,
});

async function lockedProduct(tx: CatalogueTx, key: string): Promise<ProductRecord> {
  if (key.length > 100) throw notFound(NO_PRODUCT);
  const [product] = await tx.select().from(products).where(eq(products.key, key)).for('update');
  if (!product) throw notFound(NO_PRODUCT);
  return product;
}

/**
 * POST /api/catalogue/products/{key}/schedule: on sale at `onSaleAt` (a
 * draft or off-sale product), and off sale at `offSaleAt` (after it, or on
 * its own for a product on sale). Replaces what was scheduled. A time not in
 * the future or more than a year ahead is a 422 naming it; a product whose
 * availability does not allow it, a 409. Recorded in its history with who.
 */
export async function scheduleProduct(db: Db, key: string, request: CatalogueScheduleRequest, user: AuthUser, now: Date): Promise<CatalogueScheduled[]> {
  const wanted: { action: ScheduleAction; runAt: Date; field: string }[] = [];
  if (request.onSaleAt) wanted.push({ action: 'onSale', runAt: request.onSaleAt, field: 'onSaleAt' });
  if (request.offSaleAt) wanted.push({ action: 'offSale', runAt: request.offSaleAt, field: 'offSaleAt' });
  for (const { runAt, field } of wanted) {
    if (runAt.getTime() <= now.getTime()) throw fieldProblem(field, 'Choose a time in the future.');
    if (runAt.getTime() > now.getTime() + SCHEDULE_AHEAD_MAX_DAYS * 86_400_000) throw fieldProblem(field, 'Choose a time within a year from now.');
  }
  const rows = await changeCatalogue(db, user, now, async (tx, log) => {
    const product = await lockedProduct(tx, key);
    if (request.onSaleAt && !ON_SALE_FROM.includes(product.state)) throw conflict('Only a draft or off-sale product can be put on sale at a time.');
    if (!request.onSaleAt && product.state !== 'onSale') throw conflict('Only a product on sale can be taken off sale at a time; put it on sale at a time too.');
    const before = await pendingOf(tx, [product.id]);
    if (before.length) {
      await tx
        .update(productSchedules)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: (await personName(tx, user.userId)) ?? 'Flowerline' })
        .where(
          inArray(
            productSchedules.id,
            before.map((row) => row.id),
          ),
        );
    }
    const by = (await personName(tx, user.userId)) ?? 'Flowerline';
    const inserted = await tx
      .insert(productSchedules)
      .values(wanted.map(({ action, runAt }) => ({ productId: product.id, action, runAt, status: 'scheduled' as const, createdAt: now, createdBy: by, createdByUserId: user.userId })))
      .returning();
    await log.record({ productId: product.id, fields: [scheduleField(before, inserted)], pages: [productUrl(product.productPrefix, product.slug)] });
    return inserted;
  });
  for (const row of rows) await enqueue(PRODUCT_SCHEDULE_QUEUE, { id: row.id }, row.runAt);
  return rows.map(view);
}

/** DELETE /api/catalogue/products/{key}/schedule: what is scheduled is not made (409 when nothing is). */
export async function cancelProductSchedule(db: Db, key: string, user: AuthUser, now: Date): Promise<CatalogueScheduled[]> {
  await changeCatalogue(db, user, now, async (tx, log) => {
    const product = await lockedProduct(tx, key);
    const before = await pendingOf(tx, [product.id]);
    if (!before.length) throw conflict('Nothing is scheduled for this product; it may have run already.');
    await tx
      .update(productSchedules)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: (await personName(tx, user.userId)) ?? 'Flowerline' })
      .where(
        inArray(
          productSchedules.id,
          before.map((row) => row.id),
        ),
      );
    await log.record({ productId: product.id, fields: [scheduleField(before, [], ' (cancelled)')], pages: [productUrl(product.productPrefix, product.slug)] });
  });
  return [];
}

/**
 * A patch's availability change made on the product's page overtakes what
 * was scheduled: it is cancelled in the same change and said in its record.
 */
export async function scheduleOvertaken(tx: CatalogueTx, product: ProductRecord, state: CatalogueState | undefined, now: Date, by: () => Promise<string>): Promise<FormPart> {
  if (state === undefined || state === product.state) return { fields: [] };
  const before = await pendingOf(tx, [product.id]);
  if (!before.length) return { fields: [] };
  return {
    fields: [scheduleField(before, [], ' (availability changed by hand)')],
    write: async () => {
      await tx
        .update(productSchedules)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: await by() })
        .where(
          inArray(
            productSchedules.id,
            before.map((row) => row.id),
          ),
        );
    },
  };
}

/** The person a scheduled change is made as: whoever scheduled it. */
const scheduler = (row: ScheduleRow, now: Date): AuthUser => ({ userId: row.createdByUserId, sessionId: '', roles: [], role: 'flowerline', customerId: '', storeKey: null, expiresAt: now });

/**
 * Makes one scheduled change whose time has come: under the product's row
 * lock, and only while it is still scheduled, so however many processes
 * wake for it, it is made once. A product whose availability no longer
 * allows it (archived, or put on sale meanwhile) is left as it is and the
 * schedule marked skipped. Answers whether this call made it.
 */
export async function runProductSchedule(db: Db, id: number, now: Date): Promise<boolean> {
  const [due] = await db.select().from(productSchedules).where(eq(productSchedules.id, id));
  if (!due || due.status !== 'scheduled' || due.runAt.getTime() > now.getTime()) return false;
  return changeCatalogue(db, scheduler(due, now), now, async (tx, log) => {
    const [product] = await tx.select().from(products).where(eq(products.id, due.productId)).for('update');
    const [row] = await tx.select().from(productSchedules).where(eq(productSchedules.id, id)).for('update');
    if (!product || !row || row.status !== 'scheduled' || row.runAt.getTime() > now.getTime()) return false;
    const target: CatalogueState = row.action;
    const allowed = row.action === 'onSale' ? ON_SALE_FROM.includes(product.state) : product.state === 'onSale';
    await tx
      .update(productSchedules)
      .set({ status: allowed ? 'done' : 'skipped', doneAt: now })
      .where(eq(productSchedules.id, id));
    const page = productUrl(product.productPrefix, product.slug);
    if (!allowed) {
      const note = ` (not made: the product was ${product.state === 'archived' ? 'archived' : 'already so'})`;
      await log.record({ productId: product.id, fields: [scheduleField([row], [], note)], pages: [page] });
      return false;
    }
    await tx.update(products).set({ state: target, updatedAt: now }).where(eq(products.id, product.id));
    await log.record({ productId: product.id, fields: [stateField(product.state, target), scheduleField([row], [], ' (made)')], pages: [page] });
    return true;
  });
}
