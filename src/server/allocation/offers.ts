import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WorkflowStatus } from '../../lib/domain/order-status';
import { responseDeadline } from '../../lib/domain/trading-hours';
import type { Db } from '../db/client';
import { countries, orderAllocations, orders, stores } from '../db/schema/index';
import { notifyAlert } from './alerts';
import { nextStore, storeHours } from './choose-store';
import { allocationRules } from './settings';
import { offerResponse, offers } from '../metrics/registry';

export type OrderRow = typeof orders.$inferSelect;
export type AllocationRow = typeof orderAllocations.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a step of allocation did: an offer to time out later, or nothing to wait for. */
export interface Offered {
  orderId: string;
  attempt: number;
  storeKey: string;
  expiresAt: Date;
}

/** Statuses in which the network is still finding a florist. */
export const ALLOCATING: readonly WorkflowStatus[] = ['Ready For Allocation', 'Awaiting Store Response', 'Manual Intervention'];

/** The order, locked for the rest of the transaction (two servers never step one order at once). */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export const historyOf = (tx: Tx | Db, orderId: string) => tx.select().from(orderAllocations).where(eq(orderAllocations.orderId, orderId)).orderBy(asc(orderAllocations.attempt));

/** The offer awaiting an answer, if any. */
export async function openOffer(tx: Tx, orderId: string): Promise<AllocationRow | undefined> {
  const [open] = await tx
    .select()
    .from(orderAllocations)
    .where(and(eq(orderAllocations.orderId, orderId), isNull(orderAllocations.outcome)));
  return open;
}

async function setWorkflow(tx: Tx, order: OrderRow, workflowStatus: WorkflowStatus, now: Date, offer: { storeKey: string | null; expiresAt: Date | null }) {
  await tx
    .update(orders)
    .set({ workflowStatus, allocatedStoreKey: offer.storeKey, allocationExpiresAt: offer.expiresAt, status: workflowStatus === 'Accepted Order' ? 'Confirmed' : order.status, updatedAt: now })
    .where(eq(orders.id, order.id));
}

/** The partner that fulfils an overseas or third-party order, or null for the florist network's own. */
async function partnerOf(tx: Tx, order: OrderRow): Promise<string | null> {
  if (order.thirdPartySource) return order.thirdPartySource;
  if (!order.countryCode) return null;
  const [country] = await tx.select({ partner: countries.partner }).from(countries).where(eq(countries.isoCode, order.countryCode.toUpperCase()));
  return country?.partner ?? 'overseas';
}

/**
 * Whether a store takes offers (not paused), read under a share lock: a
 * pause waits for an offer or answer in progress to commit, and one that
 * starts after the pause committed sees it (docs/adr/0768).
 */
export async function takesOffers(tx: Tx, storeKey: string): Promise<boolean> {
  const [store] = await tx.select({ takingOffers: stores.takingOffers }).from(stores).where(eq(stores.key, storeKey)).for('share');
  return store?.takingOffers ?? true;
}

/** Offers the order to a given store: a new history record and the order awaiting that store's answer. */
export async function offerTo(tx: Tx, order: OrderRow, storeKey: string, now: Date, manual: { by: string } | null): Promise<Offered> {
  const history = await historyOf(tx, order.id);
  const attempt = history.length + 1;
  const expiresAt = responseDeadline(now, (await allocationRules(tx)).responseSeconds, await storeHours(tx as unknown as Db, storeKey));
  await tx.insert(orderAllocations).values({ orderId: order.id, attempt, allocatedStoreKey: storeKey, method: manual ? 'manual' : 'auto', allocatedBy: manual?.by ?? null, offeredAt: now, expiresAt });
  await setWorkflow(tx, order, 'Awaiting Store Response', now, { storeKey, expiresAt });
  await notifyAlert(tx, { kind: 'offered', storeKey, orderId: order.id, orderNumber: order.orderNumber, expiresAt: expiresAt.toISOString() });
  offers.inc({ outcome: 'offered' });
  return { orderId: order.id, attempt, storeKey, expiresAt };
}

/**
 * The next step of allocating a locked order with no open offer: to its
 * partner (overseas and third-party products, accepted at once); to the
 * next suitable store; or, after the last suitable store or as many
 * offers as the allocation settings allow, to Manual Intervention for Flowerline.
 */
export async function allocateNext(tx: Tx, order: OrderRow, now: Date): Promise<Offered | null> {
  const history = await historyOf(tx, order.id);
  const partner = await partnerOf(tx, order);
  if (partner) {
    await tx.insert(orderAllocations).values({ orderId: order.id, attempt: history.length + 1, allocatedStoreKey: partner, method: 'partner', offeredAt: now, respondedAt: now, outcome: 'accepted' });
    await setWorkflow(tx, order, 'Accepted Order', now, { storeKey: partner, expiresAt: null });
    return null;
  }
  const rules = await allocationRules(tx);
  const passed = history.map((h) => h.allocatedStoreKey);
  let store: string | null = null;
  if (history.length < rules.maxOffers && order.suburbId) {
    // The chosen store is share-locked and checked again: one paused meanwhile is passed over.
    for (;;) {
      store = await nextStore(tx as unknown as Db, { suburbId: order.suburbId, deliveryDate: order.deliveryDate }, passed, rules.rotation);
      if (!store || (await takesOffers(tx, store))) break;
      passed.push(store);
    }
  }
  if (!store) {
    await setWorkflow(tx, order, 'Manual Intervention', now, { storeKey: null, expiresAt: null });
    return null;
  }
  return offerTo(tx, order, store, now, null);
}

/** Closes an open offer without the store's acceptance (it ran out, or was withdrawn), and tells the store its alert is over. */
export async function closeOffer(tx: Tx, order: OrderRow, open: AllocationRow, outcome: 'expired' | 'withdrawn', now: Date, by: string | null = null, tell = true): Promise<void> {
  await tx
    .update(orderAllocations)
    .set(outcome === 'expired' ? { outcome, expiredAt: now } : { outcome, respondedAt: now, respondedBy: by })
    .where(eq(orderAllocations.id, open.id));
  if (tell) await notifyAlert(tx, { kind: 'expired', storeKey: open.allocatedStoreKey, orderId: order.id, orderNumber: order.orderNumber, expiresAt: null, outcome, by: null });
  offers.inc({ outcome });
}

/** A store's answer to its offer, for the metrics: its outcome and how long the store took. */
export function countAnswer(open: AllocationRow, outcome: 'accepted' | 'rejected', now: Date): void {
  offers.inc({ outcome });
  offerResponse.observe({ outcome }, Math.max(0, now.getTime() - open.offeredAt.getTime()) / 1000);
}
