import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AllocationRecordModel } from '../../src/lib/api/contracts/allocation';
import { OrderModel } from '../../src/lib/api/contracts/checkout';
import { z } from 'zod';
import { AuditEntryModel, OrderCaseModel, OrderMessageModel, OrderRefundModel } from '../../src/lib/api/contracts/order-admin';
import { OrderListModel } from '../../src/lib/api/contracts/order-lists';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { completeDelivered } from '../../src/server/allocation/service';
import { orders } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { NOW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readAs, readProblem } from './read';

/**
 * The order admin actions (spec 001 section 4.6, docs/adr/0510): each is
 * validated, allowed to the roles and in the states the matrix says,
 * answers the updated order and writes an audit-log entry. Wednesday 09:00
 * in Melbourne; orders are delivered on Friday.
 */
const t = useTestApp({ frozenClock: true });

const act = (client: ApiClient, orderId: string, action: string, body: unknown = {}) => client.post(`/api/orders/${orderId}/${action}`, body);
const acted = async (client: ApiClient, orderId: string, action: string, body: unknown = {}) => readAs(await act(client, orderId, action, body), OrderModel);
const auditOf = async (client: ApiClient, orderId: string) => readAs(await client.get(`/api/orders/${orderId}/audit-log`), AuditEntryModel.array());
const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

async function newOrder() {
  const flowerline = await signedInClient(t, 'flowerline');
  const { orderId } = await placeOrderOnAccount(flowerline, await homeOf(t.database.db, 'VIC-001'));
  return { flowerline, orderId };
}

async function fieldOf(response: Response) {
  expect(response.status).toBe(422);
  return Object.keys((await readProblem(response)).errors);
}

describe('notes, queries and messages', () => {
  it('keeps internal notes in the audit log, custom notes as messages, and queries as cases that Flowerline resolves', async () => {
    const { flowerline, orderId } = await newOrder();
    const florist = await signedInClient(t, 'florist');

    const noted = await acted(florist, orderId, 'internal-note', { text: '  Side gate is locked; call first.  ' });
    expect(noted.orderId).toBe(orderId);
    await acted(flowerline, orderId, 'custom-note', { text: 'Please add a ribbon in the company colours.' });
    const queried = await acted(florist, orderId, 'create-query', { subject: 'Wrong street number?', text: 'The recipient says it is 21, not 12.' });
    expect(queried).toMatchObject({ status: 'Inquery', openCases: 1 });

    const cases = await readAs(await flowerline.get(`/api/orders/${orderId}/cases`), OrderCaseModel.array());
    expect(cases).toEqual([expect.objectContaining({ subject: 'Wrong street number?', raisedBy: 'Liam Chen', resolvedAt: null })]);
    const messages = await readAs(await florist.get(`/api/orders/${orderId}/messages`), OrderMessageModel.array());
    expect(messages.map((m) => [m.text, m.from])).toEqual([['Please add a ribbon in the company colours.', 'Priya Sharma']]);
    const row = (await readAs(await flowerline.get('/api/orders/flowerline-order-history?SearchText=' + queried.orderNumber), OrderListModel)).results[0]!;
    expect(row.caseCount).toBe(1);

    const resolved = await acted(flowerline, orderId, 'resolve-query', { caseId: cases[0]!.caseId, resolution: 'Confirmed 21 with the sender.' });
    expect(resolved).toMatchObject({ status: 'Open', openCases: 0 });
    const again = await act(flowerline, orderId, 'resolve-query', { caseId: cases[0]!.caseId, resolution: 'Again' });
    expect(again.status).toBe(409);
    expect((await readProblem(again)).type).toBe(PROBLEM_TYPES.orderActionNotAllowed);

    const log = await auditOf(flowerline, orderId);
    expect(log.map((e) => [e.action, e.actorName, e.text])).toEqual([
      ['resolve-query', 'Priya Sharma', 'Confirmed 21 with the sender.'],
      ['create-query', 'Liam Chen', 'The recipient says it is 21, not 12.'],
      ['custom-note', 'Priya Sharma', 'Please add a ribbon in the company colours.'],
      ['internal-note', 'Liam Chen', 'Side gate is locked; call first.'],
    ]);
    expect(log[3]).toMatchObject({ label: 'Internal note', actorRole: 'florist', actorStoreKey: 'VIC-001', createdAt: NOW.toISOString() });
  });

  it('refuses bad bodies with 422 naming the field, and changes nothing', async () => {
    const { flowerline, orderId } = await newOrder();
    expect(await fieldOf(await act(flowerline, orderId, 'internal-note', { text: '   ' }))).toEqual(['text']);
    expect(await fieldOf(await act(flowerline, orderId, 'internal-note', { text: 'x'.repeat(1001) }))).toEqual(['text']);
    expect(await fieldOf(await act(flowerline, orderId, 'create-query', { text: 'No subject' }))).toEqual(['subject']);
    expect(await fieldOf(await act(flowerline, orderId, 'resolve-query', { caseId: 'not-an-id', resolution: 'x' }))).toEqual(['caseId']);
    expect(await fieldOf(await act(flowerline, orderId, 'resolve-query', { caseId: '00000000-0000-4000-8000-000000000000', resolution: 'x' }))).toEqual(['caseId']);
    expect(await fieldOf(await act(flowerline, orderId, 'line-item', { title: 'Vase', description: 'Glass', price: -5 }))).toEqual(['price']);
    expect(await fieldOf(await act(flowerline, orderId, 'adjustment', { lineItemId: '00000000-0000-4000-8000-000000000000', title: 'Vase', description: 'Glass', price: 5 }))).toEqual(['lineItemId']);
    expect(await fieldOf(await act(flowerline, orderId, 'edit-delivery-date', { deliveryDate: '2026-02-30' }))).toEqual(['deliveryDate']);
    expect(await fieldOf(await act(flowerline, orderId, 'edit-address', { firstName: 'Sam' }))).toEqual(['lastName', 'street', 'phone']);
    expect(await fieldOf(await act(flowerline, orderId, 'request-refund', { amount: '1e3', reason: 'Late' }))).toEqual(['amount']);
    const malformed = await flowerline.request('POST', `/api/orders/${orderId}/internal-note`, { rawBody: '{"text":', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await act(flowerline, orderId, 'make-it-free', {})).status).toBe(404);
    expect((await act(flowerline, 'WB0001', 'internal-note', { text: 'x' })).status).toBe(404);
    expect(await auditOf(flowerline, orderId)).toEqual([]);
  });
});

describe('what Flowerline changes', () => {
  it('adds a line item and an adjustment, repricing the order; a paid card order then has a balance due', async () => {
    const { flowerline, orderId } = await newOrder();
    await t.database.db.update(orders).set({ paymentMethod: 'card', paymentStatus: 'Paid' }).where(eq(orders.id, orderId));
    const before = await orderRow(orderId);
    const withItem = await acted(flowerline, orderId, 'line-item', { title: 'Glass vase', description: 'Tall, clear', price: '25.50' });
    expect(withItem.lines.at(-1)).toMatchObject({ kind: 'custom', name: 'Glass vase', quantity: 1 });
    expect(withItem.totalPrice.centAmount).toBe(before.totalCents + 2550);
    expect(withItem.paymentStatus).toBe('Balance Due');
    const lineItemId = withItem.lines[0]!.id;
    const adjusted = await acted(flowerline, orderId, 'adjustment', { lineItemId, title: 'Extra roses', description: 'Six more', price: 30 });
    expect(adjusted.lines[0]!.adjustments).toEqual([expect.objectContaining({ name: 'Extra roses' })]);
    expect(adjusted.lines[0]!.totalPrice.centAmount).toBe(withItem.lines[0]!.totalPrice.centAmount + 3000);
    expect(adjusted.totalPrice.centAmount).toBe(before.totalCents + 5550);
    expect(adjusted.gst.centAmount).toBe(Math.round((before.totalCents + 5550) / 11));
    expect((await auditOf(flowerline, orderId))[0]!.detail).toMatchObject({ line: withItem.lines[0]!.name });
  });

  it('edits the address, delivery date and instructions, within the delivery window', async () => {
    const { flowerline, orderId } = await newOrder();
    const moved = await acted(flowerline, orderId, 'edit-address', { firstName: 'Sam', lastName: 'Lee', street: '21 Cotham Road', phone: '03 9876 5432' });
    expect(moved.recipient).toMatchObject({ street: '21 Cotham Road', suburb: expect.any(String) });
    expect((await auditOf(flowerline, orderId))[0]!.detail).toEqual({ changed: { street: { from: '12 Cotham Road', to: '21 Cotham Road' } } });

    const past = await act(flowerline, orderId, 'edit-delivery-date', { deliveryDate: '2025-11-11' });
    expect(await fieldOf(past)).toEqual(['deliveryDate']);
    expect(await fieldOf(await act(flowerline, orderId, 'edit-delivery-date', { deliveryDate: '2027-01-01' }))).toEqual(['deliveryDate']);
    const redated = await acted(flowerline, orderId, 'edit-delivery-date', { deliveryDate: '2025-11-17' });
    expect(redated.deliveryDate).toBe('2025-11-17');
    expect(redated.lines.every((line) => line.deliveryDate === '2025-11-17')).toBe(true);

    expect((await acted(flowerline, orderId, 'edit-delivery-instructions', { deliveryInstructions: 'Leave with reception' })).deliveryInstructions).toBe('Leave with reception');
    expect((await acted(flowerline, orderId, 'edit-delivery-instructions', { deliveryInstructions: '' })).deliveryInstructions).toBeNull();
  });

  it('records refund requests up to what the order cost', async () => {
    const { flowerline, orderId } = await newOrder();
    const { totalCents } = await orderRow(orderId);
    expect(await fieldOf(await act(flowerline, orderId, 'request-refund', { amount: (totalCents + 1) / 100, reason: 'Late' }))).toEqual(['amount']);
    expect(await fieldOf(await act(flowerline, orderId, 'request-refund', { amount: 0, reason: 'Late' }))).toEqual(['amount']);
    const refunded = await acted(flowerline, orderId, 'request-refund', { amount: 10, reason: 'Delivered late' });
    expect(refunded.paymentStatus).toBe('Credit Owed');
    expect(await fieldOf(await act(flowerline, orderId, 'request-refund', { amount: totalCents / 100, reason: 'Again' }))).toEqual(['amount']);
  });

  it('makes a requested refund once Flowerline approves it, and the order is Refunded when its whole total is given back', async () => {
    const { flowerline, orderId } = await newOrder();
    const { totalCents } = await orderRow(orderId);
    await acted(flowerline, orderId, 'request-refund', { amount: 10, reason: 'Delivered late' });
    const [requested] = await readAs(await flowerline.get(`/api/orders/${orderId}/refunds`), z.array(OrderRefundModel));
    expect(requested).toMatchObject({ status: 'requested', reason: 'Delivered late', amount: { centAmount: 1000 }, refundedAt: null });
    expect(await fieldOf(await act(flowerline, orderId, 'approve-refund', { refundId: '00000000-0000-4000-8000-000000000000' }))).toEqual(['refundId']);
    expect((await acted(flowerline, orderId, 'approve-refund', { refundId: requested!.refundId })).paymentStatus).toBe('Credit Owed');
    // Approved once: a second approval finds nothing waiting.
    expect(await fieldOf(await act(flowerline, orderId, 'approve-refund', { refundId: requested!.refundId }))).toEqual(['refundId']);
    await acted(flowerline, orderId, 'request-refund', { amount: (totalCents - 1000) / 100, reason: 'Never arrived' });
    const [, rest] = await readAs(await flowerline.get(`/api/orders/${orderId}/refunds`), z.array(OrderRefundModel));
    expect((await acted(flowerline, orderId, 'approve-refund', { refundId: rest!.refundId })).paymentStatus).toBe('Refunded');
    const refunds = await readAs(await flowerline.get(`/api/orders/${orderId}/refunds`), z.array(OrderRefundModel));
    expect(refunds.map((refund) => refund.status)).toEqual(['refunded', 'refunded']);
    expect((await (await signedInClient(t, 'florist')).get(`/api/orders/${orderId}/refunds`)).status).toBe(403);
  });
});

describe('allocation by Flowerline and delivery by the florist', () => {
  it('re-allocates an accepted order to the next store, and puts one into manual intervention', async () => {
    const { flowerline, orderId } = await newOrder();
    const owner = await signedInClient(t, 'floristowner');
    expect((await owner.post(`/api/orders/${orderId}/accept`, {})).status).toBe(200);
    const reallocated = await acted(flowerline, orderId, 're-allocate', { reason: 'Store van broke down' });
    expect(reallocated).toMatchObject({ workflowStatus: 'Awaiting Store Response', status: 'Open' });
    expect(reallocated.allocatedStoreKey).not.toBe('VIC-001');
    expect(await fieldOf(await act(flowerline, orderId, 're-allocate', {}))).toEqual(['reason']);

    const held = await acted(flowerline, orderId, 'manual-intervention', { reason: 'Customer asked to hold it' });
    expect(held).toMatchObject({ workflowStatus: 'Manual Intervention', allocatedStoreKey: null });
    const history = await readAs(await flowerline.get(`/api/orders/${orderId}/allocationHistory`), AllocationRecordModel.array());
    expect(history.map((h) => [h.allocatedStoreKey, h.outcome])).toEqual([
      ['VIC-001', 'accepted'],
      [reallocated.allocatedStoreKey, 'withdrawn'],
    ]);
    expect((await auditOf(flowerline, orderId)).map((e) => [e.action, e.detail.fromStore])).toEqual([
      ['manual-intervention', reallocated.allocatedStoreKey],
      ['re-allocate', 'VIC-001'],
    ]);
  });

  it('lets the accepting store mark the order delivered; it is Completed once the day is over, and can no longer be edited', async () => {
    const { flowerline, orderId } = await newOrder();
    const florist = await signedInClient(t, 'florist');
    const early = await act(florist, orderId, 'delivered');
    expect(early.status).toBe(409);
    expect((await readProblem(early)).type).toBe(PROBLEM_TYPES.orderActionNotAllowed);
    expect((await florist.post(`/api/orders/${orderId}/accept`, {})).status).toBe(200);
    const mine = await readAs(await florist.get(`/api/orders/${orderId}`), OrderModel);
    expect(mine.actions).toEqual(['create-query', 'internal-note', 'delivered']);
    // The florist's summary is the items' value incl. GST: no delivery, no network fee (spec 001 section 2.4).
    const subtotal = mine.financialSummary.find((line) => line.kind === 'subtotal')!.price.centAmount;
    const fee = mine.financialSummary.find((line) => line.kind === 'networkFee')!.price.centAmount;
    expect(fee).toBeGreaterThan(0);
    expect(mine.productValue.centAmount).toBe(subtotal);
    expect(mine.productValue.centAmount).toBe(mine.totalPrice.centAmount - mine.delivery.centAmount - fee);

    const delivered = await acted(florist, orderId, 'delivered');
    expect(delivered).toMatchObject({ status: 'Complete', workflowStatus: 'Accepted Order', deliveredAt: NOW.toISOString() });
    expect(delivered.actions).toEqual(['create-query', 'internal-note']);
    await completeDelivered(t.database.db, new Date(NOW.getTime() + 60 * 60_000));
    expect((await orderRow(orderId)).workflowStatus).toBe('Accepted Order');
    await completeDelivered(t.database.db, new Date(NOW.getTime() + 24 * 60 * 60_000));
    expect((await orderRow(orderId)).workflowStatus).toBe('Completed');

    const late = await act(flowerline, orderId, 'edit-delivery-instructions', { deliveryInstructions: 'Too late' });
    expect(late.status).toBe(409);
    expect((await readProblem(late)).type).toBe(PROBLEM_TYPES.orderActionNotAllowed);
    expect((await acted(flowerline, orderId, 'create-query', { subject: 'Damaged', text: 'The vase arrived cracked.' })).status).toBe('Inquery');
  });
});

describe('who may take which action', () => {
  it('offers Flowerline every action that fits the state, florists of other stores nothing, and refuses the rest', async () => {
    const { flowerline, orderId } = await newOrder();
    const full = await readAs(await flowerline.get(`/api/orders/${orderId}`), OrderModel);
    expect(full.actions).toEqual([
      'create-query',
      'resolve-query',
      'internal-note',
      'custom-note',
      'line-item',
      'adjustment',
      'manual-intervention',
      'request-refund',
      'approve-refund',
      're-allocate',
      'manual-allocation',
      'edit-address',
      'edit-delivery-date',
      'edit-delivery-instructions',
    ]);
    const florist = await signedInClient(t, 'florist');
    expect((await act(florist, orderId, 'edit-address', { firstName: 'Sam', lastName: 'Lee', street: '1 Main St', phone: '03 9876 5432' })).status).toBe(403);
    expect((await act(florist, orderId, 'request-refund', { amount: 1, reason: 'x' })).status).toBe(403);
    const stranger = await signedInClient(t, 'otherOwner');
    expect((await act(stranger, orderId, 'internal-note', { text: 'Not mine' })).status).toBe(404);
    expect((await stranger.get(`/api/orders/${orderId}/audit-log`)).status).toBe(404);
    const customer = await signedInClient(t, 'customer');
    expect((await act(customer, orderId, 'create-query', { subject: 'Hi', text: 'Hello' })).status).toBe(403);
    expect((await customer.get(`/api/orders/${orderId}/cases`)).status).toBe(403);
    expect((await act(t.client(), orderId, 'internal-note', { text: 'Guest' })).status).toBe(401);
    expect(await auditOf(flowerline, orderId)).toEqual([]);
  });
});
