import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAllocations, orders, stores } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';

/**
 * Flowerline pauses a store while its florist accepts the orders offered
 * to it. The invariant (docs/adr/0768): every order ends with exactly one
 * open offer, at a store taking offers, or exactly one acceptance; the
 * paused store accepted an order only if that answer committed before the
 * pause (an answer holds a share lock on the store's row, so the pause waits
 * for it, and an answer after the pause sees it and is refused with 409);
 * once the pause has committed and passed its offers on, nothing is open at
 * the paused store.
 */
const t = useTestApp({ frozenClock: true });

/**
 * After a pause and the florist's answers: each order has exactly one open
 * offer or one acceptance; an accepted answer (200) stands at the paused
 * store, a refused one (409) saw its offer withdrawn and passed on once to a
 * store taking offers; nothing is left open at the paused store.
 */
async function expectEnded(placed: { orderId: string }[], accepts: Record<string, number>) {
  const db = t.database.db;
  for (const { orderId } of placed) {
    const history = await db.select().from(orderAllocations).where(eq(orderAllocations.orderId, orderId));
    const open = history.filter((h) => h.outcome === null);
    const accepted = history.filter((h) => h.outcome === 'accepted');
    expect(open.length + accepted.length).toBe(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (accepts[orderId] === 200) {
      // The acceptance came first: it stands, and the pause found nothing to pass on.
      expect(accepted.map((h) => h.allocatedStoreKey)).toEqual(['VIC-001']);
      expect(order!.workflowStatus).toBe('Accepted Order');
    } else {
      // The pause came first: the answer was refused, and the offer passed on once.
      expect(accepts[orderId]).toBe(409);
      expect(history.filter((h) => h.allocatedStoreKey === 'VIC-001').map((h) => h.outcome)).toEqual(['withdrawn']);
      expect(open).toHaveLength(1);
      expect(open[0]!.allocatedStoreKey).not.toBe('VIC-001');
      const [next] = await db.select({ takingOffers: stores.takingOffers }).from(stores).where(eq(stores.key, open[0]!.allocatedStoreKey));
      expect(next!.takingOffers).toBe(true);
      expect(order).toMatchObject({ workflowStatus: 'Awaiting Store Response', allocatedStoreKey: open[0]!.allocatedStoreKey });
    }
  }
  // Once the pause has committed, nothing is open at the paused store.
  expect(
    await db
      .select()
      .from(orderAllocations)
      .where(and(eq(orderAllocations.allocatedStoreKey, 'VIC-001'), isNull(orderAllocations.outcome))),
  ).toEqual([]);
}

describe('pausing a store while its florist answers', () => {
  it('passes each offer on exactly once, or lets the acceptance that came first stand', async () => {
    const db = t.database.db;
    const flowerline = await signedInClient(t, 'flowerline');
    const florist = await signedInClient(t, 'florist');
    const suburbId = await homeOf(db, 'VIC-001');
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        expect((await flowerline.patch('/api/stores/VIC-001', { takingOffers: true })).status).toBe(200);
        const placed = [await placeOrderOnAccount(flowerline, suburbId), await placeOrderOnAccount(flowerline, suburbId)];
        for (const { orderId } of placed) expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.allocatedStoreKey).toBe('VIC-001');

        const accepts: Record<string, number> = {};
        let pauseStatus = 0;
        const runs = [
          s.schedule(Promise.resolve('pause'), 'pause VIC-001').then(async () => {
            pauseStatus = (await flowerline.patch('/api/stores/VIC-001', { takingOffers: false })).status;
          }),
          ...placed.map(({ orderId }, index) =>
            s.schedule(Promise.resolve(index), `accept order ${index}`).then(async () => {
              accepts[orderId] = (await florist.post(`/api/orders/${orderId}/accept`, {})).status;
            }),
          ),
        ];
        await s.waitFor(Promise.all(runs));

        expect(pauseStatus).toBe(200);
        await expectEnded(placed, accepts);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);

  // The interleavings above race over the network, so which came first varies: each order of events is also shown on its own.
  it.each([
    ['an acceptance committed before the pause stands', true],
    ['an answer after the pause is refused, and the offer passes on once', false],
  ])('%s', async (_, acceptFirst) => {
    const flowerline = await signedInClient(t, 'flowerline');
    const florist = await signedInClient(t, 'florist');
    expect((await flowerline.patch('/api/stores/VIC-001', { takingOffers: true })).status).toBe(200);
    const placed = [await placeOrderOnAccount(flowerline, await homeOf(t.database.db, 'VIC-001'))];
    const accepts: Record<string, number> = {};
    const accept = async () => void (accepts[placed[0]!.orderId] = (await florist.post(`/api/orders/${placed[0]!.orderId}/accept`, {})).status);
    if (acceptFirst) await accept();
    expect((await flowerline.patch('/api/stores/VIC-001', { takingOffers: false })).status).toBe(200);
    if (!acceptFirst) await accept();
    expect(accepts[placed[0]!.orderId]).toBe(acceptFirst ? 200 : 409);
    await expectEnded(placed, accepts);
  });
});
