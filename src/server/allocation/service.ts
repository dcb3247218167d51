import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { TIMEZONE } from '../../lib/domain/constants';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { REJECTION_REASONS, type RejectionCode } from '../../lib/domain/order-status';
import { offerClosedMessage, type OfferEnd, type OfferOutcome } from '../../lib/domain/offer-outcome';
import type { AuthUser } from '../auth/session';
import { database, type Db } from '../db/client';
import { orderAllocations, orders, stores, users } from '../db/schema/index';
import { notFound, Problem, unprocessable } from '../http/problem';
import { UUID_PATTERN } from '../http/owned-row';
import { defineJob, enqueue } from '../jobs/queue';
import { logger } from '../logger';
import { notifyAlert } from './alerts';
import { allocateNext, closeOffer, countAnswer, historyOf, lockOrder, offerTo, openOffer, takesOffers, type AllocationRow, type Offered, type OrderRow, type Tx } from './offers';

/** The queue that wakes an offer up when its time runs out, and the sweep that catches anything missed. */
export const EXPIRY_QUEUE = 'allocation-expiry';
export const SWEEP_QUEUE = 'allocation-sweep';
/** An order left Ready For Allocation this long (its server died mid-step) is picked up by the sweep. */
const STALLED_MS = 30_000;

const NOT_OFFERED = 'This order is not offered to your store.';

/** After a step commits: the offer's expiry is queued as a durable job. */
export function queueExpiry(offered: Offered | null): void {
  // Not awaited: the answer never waits on the queue (its first start takes a moment); a job lost here is found by the sweep.
  if (offered) void enqueue(EXPIRY_QUEUE, { orderId: offered.orderId, attempt: offered.attempt }, offered.expiresAt);
}

/** Runs one step under the order's lock, then queues what it offered. */
async function step(db: Db, orderId: string, run: (tx: Tx) => Promise<Offered | null>): Promise<void> {
  queueExpiry(await db.transaction(run));
}

/** Allocation starts when an order is paid or placed on account: Ready For Allocation → the first offer. */
export async function startAllocation(db: Db, orderId: string, now = new Date()): Promise<void> {
  try {
    await step(db, orderId, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.workflowStatus !== 'Ready For Allocation' || (await openOffer(tx, orderId))) return null;
      return allocateNext(tx, order, now);
    });
  } catch (error) {
    // The order stays Ready For Allocation; the sweep offers it.
    logger.error({ err: error, orderId }, 'allocation did not start');
  }
}

/** An offer whose time has run out expires, as a rejection would, and the next store is offered. Idempotent. */
export async function expireOffer(db: Db, orderId: string, now = new Date()): Promise<void> {
  await step(db, orderId, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const open = order && (await openOffer(tx, orderId));
    if (!order || !open || order.workflowStatus !== 'Awaiting Store Response' || !open.expiresAt || open.expiresAt > now) return null;
    await closeOffer(tx, order, open, 'expired', now);
    return allocateNext(tx, order, now);
  });
}

/** Finds offers past their time and orders whose allocation stalled, and moves each on. */
export async function sweepAllocations(db: Db, now = new Date()): Promise<void> {
  const due = await db
    .select({ id: orders.id, workflowStatus: orders.workflowStatus })
    .from(orders)
    .where(
      or(
        and(eq(orders.workflowStatus, 'Awaiting Store Response'), lte(orders.allocationExpiresAt, now)),
        and(eq(orders.workflowStatus, 'Ready For Allocation'), lte(orders.updatedAt, new Date(now.getTime() - STALLED_MS))),
      ),
    )
    .limit(500);
  for (const order of due) {
    if (order.workflowStatus === 'Ready For Allocation') await startAllocation(db, order.id, now);
    else await expireOffer(db, order.id, now);
  }
  // Offers still open at a paused store (the pause's server stopped before passing them on).
  const stranded = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(stores, eq(stores.key, orders.allocatedStoreKey))
    .where(and(eq(orders.workflowStatus, 'Awaiting Store Response'), eq(stores.takingOffers, false)))
    .limit(500);
  for (const order of stranded) await passOnFromPausedStore(db, order.id, now);
}

/**
 * An offer open at a store Flowerline has paused passes on, as an expiry
 * does (docs/adr/0768): under the order's lock, the offer is withdrawn, the
 * next store is offered, and its expiry queued. Idempotent: nothing happens
 * when the offer has meanwhile been answered, run out or moved on, or the
 * store has been resumed.
 */
export async function passOnFromPausedStore(db: Db, orderId: string, now = new Date()): Promise<void> {
  await step(db, orderId, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const open = order && (await openOffer(tx, orderId));
    if (!order || !open || order.workflowStatus !== 'Awaiting Store Response' || (await takesOffers(tx, open.allocatedStoreKey))) return null;
    await closeOffer(tx, order, open, 'withdrawn', now);
    return allocateNext(tx, order, now);
  });
}

/** After a store's pause commits: each order it was offered passes on, one order (and its lock) at a time. */
export async function passOnOffersOf(db: Db, storeKey: string, now = new Date()): Promise<number> {
  const offered = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.workflowStatus, 'Awaiting Store Response'), eq(orders.allocatedStoreKey, storeKey)));
  for (const order of offered) await passOnFromPausedStore(db, order.id, now);
  return offered.length;
}

/** A staff member's name as their store's staff read it. */
async function nameOf(tx: Tx | Db, userId: string | null): Promise<string | null> {
  if (!userId || !UUID_PATTERN.test(userId)) return null;
  const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}` : null;
}

/**
 * The 409 of an answer to an offer that has ended, saying how it ended (who
 * of the store answered it, or that it ran out or was withdrawn); `outcome`
 * and `answeredBy` say the same to the client.
 */
function offerClosed(end: OfferEnd): Problem {
  return new Problem(PROBLEM_TYPES.orderOfferClosed, 409, 'Conflict', offerClosedMessage(end), undefined, { outcome: end.outcome, answeredBy: end.by });
}

/** How the store's latest offer of the order ended (an offer left open while the order moved on counts as withdrawn). */
async function endOf(tx: Tx, last: AllocationRow): Promise<OfferEnd> {
  const outcome = (last.outcome ?? 'withdrawn') as OfferOutcome;
  return { outcome, by: outcome === 'accepted' || outcome === 'rejected' ? await nameOf(tx, last.respondedBy) : null };
}

/** The order as offered to the caller's store, or a problem: 404 when it was never theirs to see, 409 (saying how it ended) when the offer is no longer open. */
async function offeredToCaller(tx: Tx, orderId: string, user: AuthUser) {
  if (!UUID_PATTERN.test(orderId) || !user.storeKey) throw notFound(NOT_OFFERED);
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound(NOT_OFFERED);
  const history = await historyOf(tx, orderId);
  const mine = history.filter((h) => h.allocatedStoreKey === user.storeKey);
  if (!mine.length) throw notFound(NOT_OFFERED);
  const open = history.find((h) => h.outcome === null);
  if (order.workflowStatus !== 'Awaiting Store Response' || !open || open.allocatedStoreKey !== user.storeKey) throw offerClosed(await endOf(tx, mine.at(-1)!));
  return { order, open };
}

export type StoreResponse = { accept: true } | { accept: false; reasonCode: RejectionCode };

/**
 * A florist's answer to an order offered to their store. Accept → Accepted
 * Order. Reject (with a reason code) → the next store is offered. An answer
 * after the offer's time has run out is refused (409) and the offer expires.
 */
export async function respondToOffer(db: Db, orderId: string, user: AuthUser, response: StoreResponse, now = new Date()): Promise<void> {
  let ended: OfferOutcome | null = null;
  await step(db, orderId, async (tx) => {
    const { order, open } = await offeredToCaller(tx, orderId, user);
    if (open.expiresAt && open.expiresAt <= now) {
      ended = 'expired';
      await closeOffer(tx, order, open, 'expired', now);
      return allocateNext(tx, order, now);
    }
    if (!(await takesOffers(tx, open.allocatedStoreKey))) {
      // Paused by Flowerline: the offer passes on, as the pause itself would have passed it.
      ended = 'withdrawn';
      await closeOffer(tx, order, open, 'withdrawn', now);
      return allocateNext(tx, order, now);
    }
    const outcome = response.accept ? 'accepted' : 'rejected';
    countAnswer(open, outcome, now);
    // Every one of the store's staff hears the offer is answered, and by whom.
    await notifyAlert(tx, { kind: 'answered', storeKey: open.allocatedStoreKey, orderId: order.id, orderNumber: order.orderNumber, expiresAt: null, outcome, by: await nameOf(tx, user.userId) });
    if (response.accept) {
      await tx.update(orderAllocations).set({ outcome, respondedAt: now, respondedBy: user.userId }).where(eq(orderAllocations.id, open.id));
      await tx.update(orders).set({ workflowStatus: 'Accepted Order', status: 'Confirmed', allocationExpiresAt: null, updatedAt: now }).where(eq(orders.id, order.id));
      return null;
    }
    await tx.update(orderAllocations).set({ outcome, reasonCode: response.reasonCode, respondedAt: now, respondedBy: user.userId }).where(eq(orderAllocations.id, open.id));
    return allocateNext(tx, order, now);
  });
  if (ended) throw offerClosed({ outcome: ended, by: null });
}

/**
 * Flowerline offers a locked order to a store of its choice (manual
 * allocation): any open offer is withdrawn. The caller checks the order may
 * still be allocated, and queues the offer's expiry after commit.
 */
export async function allocateByHandIn(tx: Tx, order: OrderRow, storeKey: string, userId: string, now: Date): Promise<Offered> {
  const [store] = await tx.select({ key: stores.key, takingOffers: stores.takingOffers }).from(stores).where(eq(stores.key, storeKey)).for('share');
  if (!store) throw unprocessable('There is no store with this key.', { storeKey: 'There is no store with this key.' });
  if (!store.takingOffers) throw unprocessable('This store is paused and takes no offers.', { storeKey: 'This store is paused and takes no offers.' });
  const open = await openOffer(tx, order.id);
  // Offered again to the same store, its florists keep the alert they have.
  if (open) await closeOffer(tx, order, open, 'withdrawn', now, userId, open.allocatedStoreKey !== store.key);
  return offerTo(tx, order, store.key, now, { by: userId });
}

/** The allocation history as the API answers it (spec 001 section 3). */
export async function allocationHistory(db: Db, orderId: string) {
  const rows = await historyOf(db, orderId);
  return rows.map((row) => ({
    attempt: row.attempt,
    allocatedStoreKey: row.allocatedStoreKey,
    method: row.method,
    outcome: row.outcome ?? 'awaiting',
    responseReason: row.reasonCode === null ? null : { code: row.reasonCode, text: REJECTION_REASONS[row.reasonCode as RejectionCode] ?? '' },
    offeredAt: row.offeredAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    expiredAt: row.expiredAt?.toISOString() ?? null,
  }));
}

defineJob(EXPIRY_QUEUE, async (data) => {
  if (typeof data.orderId === 'string') await expireOffer((await database()).db, data.orderId);
});
/** Delivered orders are Completed once their delivery day (in Melbourne) is over. */
export async function completeDelivered(db: Db, now = new Date()): Promise<void> {
  await db
    .update(orders)
    .set({ workflowStatus: 'Completed', updatedAt: now })
    .where(
      and(
        eq(orders.workflowStatus, 'Accepted Order'),
        isNotNull(orders.deliveredAt),
        sql`(${orders.deliveredAt} at time zone ${TIMEZONE})::date < (${now.toISOString()}::timestamptz at time zone ${TIMEZONE})::date`,
      ),
    );
}

defineJob(
  SWEEP_QUEUE,
  async () => {
    const { db } = await database();
    await sweepAllocations(db);
    await completeDelivered(db);
  },
  { cron: '* * * * *' },
);
