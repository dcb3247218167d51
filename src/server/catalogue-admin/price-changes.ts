import { desc, eq } from 'drizzle-orm';
import {
  SCHEDULE_AHEAD_MAX_DAYS,
  type PriceChange,
  type PriceChangeList,
  type PriceChangeRequest,
  type PricePreview,
  type PricePreviewRequest,
  type PriceRule,
  type PriceSelection,
} from '../../lib/api/contracts/catalogue-prices';
import { price } from '../../lib/domain/money';
import { fullName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { priceChanges, users, type PriceChangeLeft } from '../db/schema/index';
import { conflict, fieldProblem, notFound } from '../http/problem';
import { enqueue } from '../jobs/queue';
import { changeCatalogue, type CatalogueLog, type CatalogueTx } from './change';
import { movePrices, productSizes, type ProductSizes } from './price-moves';
import { changeSummary, newPrice } from './price-rule';
import { selectedProducts, sizeFilter } from './price-selection';

/** The queue a scheduled change wakes at its time (and every minute, for any missed). */
export const PRICE_CHANGE_QUEUE = 'catalogue-price-changes';
const LIST_SHOWN = 100;
const NOTHING_SELECTED = 'No size of any product matches this choice.';
const NO_CHANGE = 'There is no price change with this number.';
const STATUS_WORDS = { scheduled: 'scheduled', applied: 'made', undone: 'undone', cancelled: 'cancelled' } as const;

type PriceChangeRow = typeof priceChanges.$inferSelect;
interface Stored {
  selection: PriceSelection;
  rule: PriceRule;
  rounding: PricePreviewRequest['rounding'];
}

interface Plan {
  title: string;
  sizes: ProductSizes;
  /** Variant id → new cents, for the sizes the selection takes. */
  moves: Map<string, number>;
}

/** The sizes a change takes and their new prices from the prices now; `lock` holds the products until the transaction ends. */
async function plan(db: Db | CatalogueTx, request: Stored, strict: boolean, lock: boolean): Promise<Plan> {
  const { ids, title } = await selectedProducts(db, request.selection, strict);
  const sizes = await productSizes(db, ids, lock);
  const takes = sizeFilter(request.selection);
  const moves = new Map(sizes.variants.filter((variant) => takes(variant.label)).map((variant) => [variant.id, newPrice(variant.priceCents, request.rule, request.rounding)]));
  return { title, sizes, moves };
}

/** POST /api/catalogue/price-changes/preview: every size the change takes, its price now and after; nothing written. */
export async function previewPriceChange(db: Db, request: PricePreviewRequest): Promise<PricePreview> {
  const { sizes, moves } = await plan(db, request, true, false);
  if (!moves.size) throw fieldProblem('selection', NOTHING_SELECTED);
  const byId = new Map(sizes.products.map((product) => [product.id, product]));
  const rows = sizes.variants
    .filter((variant) => moves.has(variant.id))
    .map((variant) => ({ variant, product: byId.get(variant.productId)! }))
    .sort((a, b) => a.product.name.localeCompare(b.product.name, 'en-AU') || a.product.key.localeCompare(b.product.key) || a.variant.position - b.variant.position)
    .map(({ variant, product }) => ({ productKey: product.key, product: product.name, size: variant.label, now: price(variant.priceCents), new: price(moves.get(variant.id)!) }));
  return { rows, changing: rows.filter((row) => row.now.centAmount !== row.new.centAmount).length };
}

async function personName(tx: CatalogueTx, userId: string): Promise<string> {
  const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return person ? fullName(person) : 'Flowerline';
}

/** Makes the planned moves and records them on the change's row. */
async function apply(tx: CatalogueTx, log: CatalogueLog, request: Stored, strict: boolean, now: Date) {
  const planned = await plan(tx, request, strict, true);
  if (strict && !planned.moves.size) throw fieldProblem('selection', NOTHING_SELECTED);
  return { title: planned.title, moved: await movePrices(tx, log, planned.sizes, planned.moves, now) };
}

/**
 * POST /api/catalogue/price-changes: made now (one transaction, all or
 * nothing) or scheduled for `at` (the job queue makes it then, from the
 * prices then). A time not in the future, or more than a year ahead, is a
 * 422 naming `at`; a selection with no sizes, a 422 naming `selection`.
 */
export async function createPriceChange(db: Db, request: PriceChangeRequest, user: AuthUser, now: Date): Promise<PriceChange> {
  const at = request.at ?? null;
  if (at && at.getTime() <= now.getTime()) throw fieldProblem('at', 'Choose a time in the future.');
  if (at && at.getTime() > now.getTime() + SCHEDULE_AHEAD_MAX_DAYS * 86_400_000) throw fieldProblem('at', 'Choose a time within a year from now.');
  const stored: Stored = { selection: request.selection, rule: request.rule, rounding: request.rounding };
  const row = await changeCatalogue(db, user, now, async (tx, log) => {
    const by = await personName(tx, user.userId);
    const common = { ...stored, createdAt: now, createdBy: by, createdByUserId: user.userId };
    if (at) {
      const { ids, title } = await selectedProducts(tx, stored.selection, true);
      const takes = sizeFilter(stored.selection);
      if (!ids.length || !(await productSizes(tx, ids, false)).variants.some((variant) => takes(variant.label))) throw fieldProblem('selection', NOTHING_SELECTED);
      const [scheduled] = await tx
        .insert(priceChanges)
        .values({ ...common, status: 'scheduled', summary: changeSummary(stored.selection, title, stored.rule, stored.rounding), runAt: at })
        .returning();
      return scheduled!;
    }
    const { title, moved } = await apply(tx, log, stored, true, now);
    const [applied] = await tx
      .insert(priceChanges)
      .values({ ...common, status: 'applied', summary: changeSummary(stored.selection, title, stored.rule, stored.rounding), runAt: now, appliedAt: now, sizes: moved })
      .returning();
    return applied!;
  });
  if (at) await enqueue(PRICE_CHANGE_QUEUE, { id: row.id }, at);
  return entry(row);
}

/** The person a scheduled change is made as: whoever scheduled it. */
const scheduler = (row: PriceChangeRow, now: Date): AuthUser => ({
  userId: row.createdByUserId,
  sessionId: '',
  roles: [],
  role: 'flowerline',
  customerId: '',
  storeKey: null,
  expiresAt: now,
});

/**
 * Makes one scheduled change whose time has come, from the prices now.
 * Its row is taken FOR UPDATE SKIP LOCKED and only while still scheduled,
 * so however many processes wake for it, it is made once. Answers whether
 * this call made it.
 */
export async function runScheduledPriceChange(db: Db, id: number, now: Date): Promise<boolean> {
  const [due] = await db.select().from(priceChanges).where(eq(priceChanges.id, id));
  if (!due || due.status !== 'scheduled' || due.runAt.getTime() > now.getTime()) return false;
  return changeCatalogue(db, scheduler(due, now), now, async (tx, log) => {
    const [row] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update', { skipLocked: true });
    if (!row || row.status !== 'scheduled' || row.runAt.getTime() > now.getTime()) return false;
    const { moved } = await apply(tx, log, row as unknown as Stored, false, now);
    await tx.update(priceChanges).set({ status: 'applied', appliedAt: now, sizes: moved }).where(eq(priceChanges.id, id));
    return true;
  });
}

/**
 * POST /api/catalogue/price-changes/{id}/undo: puts back the prices the
 * change set, as one change; a size changed since (its price is not the one
 * this change left) is left as it is and named in `left`. Only a change
 * that was made can be undone (409 otherwise).
 */
export async function undoPriceChange(db: Db, id: number, user: AuthUser, now: Date): Promise<PriceChange> {
  const row = await changeCatalogue(db, user, now, async (tx, log) => {
    const [change] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
    if (!change) throw notFound(NO_CHANGE);
    if (change.status !== 'applied') throw conflict(`This price change was ${STATUS_WORDS[change.status]}; only a change that was made can be undone.`);
    const ids = [...new Set(change.sizes.map((size) => size.productId))].sort();
    const sizes = await productSizes(tx, ids, true);
    const current = new Map(sizes.variants.map((variant) => [variant.id, variant]));
    const names = new Map(sizes.products.map((product) => [product.id, product]));
    const moves = new Map<string, number>();
    const left: PriceChangeLeft[] = [];
    for (const size of change.sizes) {
      const variant = current.get(size.variantId);
      if (!variant) continue;
      if (variant.priceCents === size.after) moves.set(variant.id, size.before);
      else left.push({ productKey: names.get(size.productId)!.key, product: names.get(size.productId)!.name, size: variant.label, cents: variant.priceCents });
    }
    await movePrices(tx, log, sizes, moves, now);
    const [undone] = await tx
      .update(priceChanges)
      .set({ status: 'undone', undoneAt: now, undoneBy: await personName(tx, user.userId), left })
      .where(eq(priceChanges.id, id))
      .returning();
    return undone!;
  });
  return entry(row);
}

/** POST /api/catalogue/price-changes/{id}/cancel: a scheduled change that has not run is not made (409 once it has). */
export async function cancelPriceChange(db: Db, id: number, user: AuthUser, now: Date): Promise<PriceChange> {
  const row = await changeCatalogue(db, user, now, async (tx) => {
    const [change] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
    if (!change) throw notFound(NO_CHANGE);
    if (change.status !== 'scheduled') throw conflict(`This price change was ${STATUS_WORDS[change.status]}; only a scheduled change can be cancelled.`);
    const [cancelled] = await tx
      .update(priceChanges)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: await personName(tx, user.userId) })
      .where(eq(priceChanges.id, id))
      .returning();
    return cancelled!;
  });
  return entry(row);
}

/** GET /api/catalogue/price-changes: the latest changes, newest first. */
export async function listPriceChanges(db: Db): Promise<PriceChangeList> {
  const rows = await db.select().from(priceChanges).orderBy(desc(priceChanges.id)).limit(LIST_SHOWN);
  return { results: rows.map(entry) };
}

/** A change's number from the address: a whole number, or 404. */
export function changeId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw notFound(NO_CHANGE);
  return Number(text);
}

function entry(row: PriceChangeRow): PriceChange {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: row.id,
    status: row.status,
    summary: row.summary,
    by: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    runAt: row.runAt.toISOString(),
    appliedAt: iso(row.appliedAt),
    undoneAt: iso(row.undoneAt),
    undoneBy: row.undoneBy,
    cancelledAt: iso(row.cancelledAt),
    cancelledBy: row.cancelledBy,
    sizes: row.sizes.length,
    left: row.left.map((size) => ({ productKey: size.productKey, product: size.product, size: size.size, price: price(size.cents) })),
  };
}
