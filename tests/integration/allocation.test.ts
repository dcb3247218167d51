import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AllocationRecordModel, AllocationStateModel } from '../../src/lib/api/contracts/allocation';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { MAX_ALLOCATION_ATTEMPTS } from '../../src/lib/domain/order-status';
import { EXPIRY_QUEUE, expireOffer, sweepAllocations } from '../../src/server/allocation/service';
import { rowsOf } from '../../src/server/db/client';
import { orderAllocations, orders } from '../../src/server/db/schema/index';
import { enqueue } from '../../src/server/jobs/queue';
import { signedInClient } from './auth-fixtures';
import { NOW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { homeOf as homeOfStore, placeOrderOnAccount } from './order-fixtures';
import { readAs, readProblem } from './read';

/**
 * Allocation: a paid (or on-account) order is offered to the nearest open
 * store serving its suburb; the store accepts or rejects with a reason; an
 * offer that runs out expires; after the last suitable store it waits for
 * Flowerline, who allocates by hand. Wednesday 09:00 in Melbourne, when the
 * seeded stores open: a 30-minute window ends at 09:30.
 */
const t = useTestApp({ frozenClock: true });

const HISTORY = AllocationRecordModel.array();

const placeOrder = (client: ApiClient, suburbId: string) => placeOrderOnAccount(client, suburbId).then((order) => order.orderId);
const homeOf = (storeKey: string) => homeOfStore(t.database.db, storeKey);
const historyOf = async (client: ApiClient, orderId: string) => readAs(await client.get(`/api/orders/${orderId}/allocationHistory`), HISTORY);
const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const servesSuburb = async (storeKey: string, suburbId: string) =>
  rowsOf(await t.database.db.execute(sql`select 1 from store_suburbs ss join stores s on s.id = ss.store_id where s.key = ${storeKey} and ss.suburb_id = ${suburbId}`)).length === 1;
const minutesAfterNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('offering an order to a store', () => {
  it('offers a new order to the nearest open store serving its suburb, with 30 minutes of trading hours to answer', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    const [offer, ...rest] = await historyOf(flowerline, orderId);
    expect(rest).toEqual([]);
    expect(offer).toMatchObject({
      attempt: 1,
      allocatedStoreKey: 'VIC-001',
      method: 'auto',
      outcome: 'awaiting',
      responseReason: null,
      offeredAt: NOW.toISOString(),
      expiresAt: minutesAfterNow(30).toISOString(),
    });
    expect(await orderRow(orderId)).toMatchObject({ workflowStatus: 'Awaiting Store Response', allocatedStoreKey: 'VIC-001', allocationExpiresAt: minutesAfterNow(30) });
  });

  it('takes a rejection with a reason code (1–8 or 10 only) and offers the next store; the rejecting store can no longer answer', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const suburbId = await homeOf('VIC-001');
    const orderId = await placeOrder(flowerline, suburbId);
    const florist = await signedInClient(t, 'florist');
    for (const reasonCode of [9, 0, 11, '2', 2.5, null]) {
      const refused = await florist.post(`/api/orders/${orderId}/reject`, { reasonCode });
      expect(refused.status).toBe(422);
      expect(Object.keys((await readProblem(refused)).errors)).toEqual(['reasonCode']);
    }
    expect((await florist.post(`/api/orders/${orderId}/reject`, {})).status).toBe(422);
    expect((await historyOf(flowerline, orderId)).map((h) => h.outcome)).toEqual(['awaiting']);

    const answered = await readAs(await florist.post(`/api/orders/${orderId}/reject`, { reasonCode: 2 }), AllocationStateModel);
    expect(answered.workflowStatus).toBe('Awaiting Store Response');
    expect(answered.allocatedStoreKey).not.toBe('VIC-001');
    expect(await servesSuburb(answered.allocatedStoreKey!, suburbId)).toBe(true);
    const history = await historyOf(florist, orderId);
    expect(history.map((h) => [h.allocatedStoreKey, h.outcome, h.responseReason])).toEqual([
      ['VIC-001', 'rejected', { code: 2, text: 'Flowers not available' }],
      [answered.allocatedStoreKey, 'awaiting', null],
    ]);
    const again = await florist.post(`/api/orders/${orderId}/accept`, {});
    expect(again.status).toBe(409);
    expect((await readProblem(again)).type).toBe(PROBLEM_TYPES.orderOfferClosed);
  });

  it('is answered only by the offered store’s people: others get 401, 403 or 404', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    expect((await t.client().post(`/api/orders/${orderId}/accept`, {})).status).toBe(401);
    expect((await (await signedInClient(t, 'customer')).post(`/api/orders/${orderId}/accept`, {})).status).toBe(403);
    expect((await flowerline.post(`/api/orders/${orderId}/accept`, {})).status).toBe(403);
    const otherStore = await signedInClient(t, 'otherOwner');
    expect((await otherStore.post(`/api/orders/${orderId}/accept`, {})).status).toBe(404);
    expect((await otherStore.get(`/api/orders/${orderId}/allocationHistory`)).status).toBe(404);
    expect((await otherStore.post('/api/orders/not-an-order/accept', {})).status).toBe(404);
    expect((await (await signedInClient(t, 'customer')).get(`/api/orders/${orderId}/allocationHistory`)).status).toBe(403);
    expect((await orderRow(orderId)).workflowStatus).toBe('Awaiting Store Response');
  });
});

describe('expiry, manual intervention and allocation by hand', () => {
  it('moves an offer on when its time runs out, and after the last suitable store (or five offers) waits for Flowerline', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const suburbId = await homeOf('VIC-001');
    const orderId = await placeOrder(flowerline, suburbId);
    // Each offer runs out in turn: its expiry, as the expiry job runs it, a week later (past any window).
    for (let step = 1; step <= MAX_ALLOCATION_ATTEMPTS + 1; step++) await expireOffer(t.database.db, orderId, minutesAfterNow(step * 7 * 24 * 60));
    const history = await historyOf(flowerline, orderId);
    expect(history.length).toBeLessThanOrEqual(MAX_ALLOCATION_ATTEMPTS);
    expect(history.map((h) => [h.outcome, h.expiredAt !== null])).toEqual(history.map(() => ['expired', true]));
    expect(new Set(history.map((h) => h.allocatedStoreKey)).size).toBe(history.length);
    for (const h of history) expect(await servesSuburb(h.allocatedStoreKey, suburbId)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ workflowStatus: 'Manual Intervention', allocatedStoreKey: null, allocationExpiresAt: null });
  });

  it('lets Flowerline allocate by hand; that store accepts; then the order cannot be allocated again', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    expect((await flowerline.post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'NOPE-999' })).status).toBe(422);
    const bad = await flowerline.post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'VIC 002; drop' });
    expect(Object.keys((await readProblem(bad)).errors)).toEqual(['storeKey']);
    expect((await (await signedInClient(t, 'florist')).post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'VIC-002' })).status).toBe(403);

    const moved = await readAs(await flowerline.post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'VIC-002' }), AllocationStateModel);
    expect(moved).toMatchObject({ workflowStatus: 'Awaiting Store Response', allocatedStoreKey: 'VIC-002' });
    const vic002 = await signedInClient(t, 'otherOwner');
    const accepted = await readAs(await vic002.post(`/api/orders/${orderId}/accept`, {}), AllocationStateModel);
    expect(accepted).toMatchObject({ workflowStatus: 'Accepted Order', allocatedStoreKey: 'VIC-002', allocationExpireDateTime: null });
    expect((await orderRow(orderId)).status).toBe('Confirmed');
    expect((await historyOf(flowerline, orderId)).map((h) => [h.allocatedStoreKey, h.method, h.outcome])).toEqual([
      ['VIC-001', 'auto', 'withdrawn'],
      ['VIC-002', 'manual', 'accepted'],
    ]);
    const late = await flowerline.post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'VIC-001' });
    expect(late.status).toBe(409);
    expect((await readProblem(late)).type).toBe(PROBLEM_TYPES.orderNotAllocatable);
  });

  it('refuses an answer after the window with 409, and offers the order to the next store', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    const florist = await signedInClient(t, 'florist');
    vi.setSystemTime(minutesAfterNow(31));
    try {
      const late = await florist.post(`/api/orders/${orderId}/accept`, {});
      expect(late.status).toBe(409);
      expect((await readProblem(late)).type).toBe(PROBLEM_TYPES.orderOfferClosed);
    } finally {
      vi.setSystemTime(NOW);
    }
    expect((await historyOf(flowerline, orderId)).map((h) => h.outcome)).toEqual(['expired', 'awaiting']);
  });

  it('never offers an order twice when several servers expire the same offer at once', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    await Promise.all(Array.from({ length: 6 }, () => expireOffer(t.database.db, orderId, minutesAfterNow(45))));
    expect((await historyOf(flowerline, orderId)).map((h) => h.outcome)).toEqual(['expired', 'awaiting']);
  });

  it('expires a due offer through the job queue, and the sweep moves on one whose job was lost', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const orderId = await placeOrder(flowerline, await homeOf('VIC-001'));
    // The offer fell due (as after a restart): the queued job wakes it up.
    await t.database.db
      .update(orderAllocations)
      .set({ expiresAt: minutesAfterNow(-1) })
      .where(eq(orderAllocations.orderId, orderId));
    await t.database.db
      .update(orders)
      .set({ allocationExpiresAt: minutesAfterNow(-1) })
      .where(eq(orders.id, orderId));
    await enqueue(EXPIRY_QUEUE, { orderId });
    // The queue's workers poll every few seconds; on a loaded machine a pick-up can take longer.
    await expect.poll(async () => (await historyOf(flowerline, orderId)).map((h) => h.outcome), { timeout: 30_000 }).toEqual(['expired', 'awaiting']);

    const [second] = (await historyOf(flowerline, orderId)).slice(1);
    await t.database.db
      .update(orderAllocations)
      .set({ expiresAt: minutesAfterNow(-1) })
      .where(eq(orderAllocations.orderId, orderId));
    await t.database.db
      .update(orders)
      .set({ allocationExpiresAt: minutesAfterNow(-1) })
      .where(eq(orders.id, orderId));
    await sweepAllocations(t.database.db);
    const after = await historyOf(flowerline, orderId);
    expect(after[1]).toMatchObject({ allocatedStoreKey: second!.allocatedStoreKey, outcome: 'expired' });
    expect(after).toHaveLength(3);
  }, 60_000);
});
