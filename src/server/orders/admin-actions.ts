import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_ACTION_BODIES } from '../../lib/api/contracts/order-admin';
import { addDays } from '../../lib/domain/calendar-day';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { financialSummaryAmounts } from '../../lib/domain/financial-summary';
import { formatPrice, type CurrencyCode } from '../../lib/domain/money';
import { actionRefusal, DELIVERY_DATE_MAX_DAYS_AHEAD, mayTake, ORDER_ACTION_RULES, partiesOf, type OrderAction } from '../../lib/domain/order-actions';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { AuthUser } from '../auth/session';
import { allocateByHandIn, queueExpiry } from '../allocation/service';
import { allocateNext, closeOffer, lockOrder, openOffer, type Offered, type OrderRow, type Tx } from '../allocation/offers';
import { notifyAlert } from '../allocation/alerts';
import { orderEvents, orderLines, orders, paymentRefunds } from '../db/schema/index';
import { sendRefund } from '../payments/refunds';
import type { RequestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { conflict, fieldProblem, forbidden, notFound } from '../http/problem';
import { actorOf, openCaseCount, recordEvent, type Actor, type EventInput } from './events';
import { mayRead } from './view';

type Body<A extends OrderAction> = z.output<(typeof ORDER_ACTION_BODIES)[A]>;

interface Step {
  tx: Tx;
  order: OrderRow;
  actor: Actor;
  now: Date;
}

/** What an action did: its audit-log entry, an offer whose expiry is queued after commit, and a refund sent to the provider after commit. */
interface Outcome extends EventInput {
  offered?: Offered | null;
  refundId?: string;
}

const NOT_FOUND = 'We could not find this order.';
const NO_CONFIRMED_OFFER = { Confirmed: 'Open' } as Record<string, string>;

async function update(step: Step, set: Partial<typeof orders.$inferInsert>): Promise<void> {
  await step.tx
    .update(orders)
    .set({ ...set, updatedAt: step.now })
    .where(eq(orders.id, step.order.id));
}

/** Adds to (or takes from) the order's subtotal and recomputes its total and GST; a paid card order then has a balance due. */
async function reprice(step: Step, deltaCents: number): Promise<Record<string, unknown>> {
  const { order } = step;
  const amounts = financialSummaryAmounts({
    subtotalCents: order.subtotalCents + deltaCents,
    deliveryCents: order.deliveryCents,
    networkFee: { providerName: '', cents: order.networkFeeCents },
    discountCents: order.discountCents,
  });
  const paymentStatus = deltaCents > 0 && order.paymentStatus === 'Paid' ? 'Balance Due' : order.paymentStatus;
  await update(step, { subtotalCents: amounts.subtotal, totalCents: amounts.total, gstCents: amounts.gst, paymentStatus });
  const money = (cents: number) => formatPrice(cents, order.currencyCode as CurrencyCode);
  return { totalBefore: money(order.totalCents), totalAfter: money(amounts.total) };
}

/** Ends the current store's part: its open offer is withdrawn, or, once accepted, it is told the order has gone. */
async function releaseStore(step: Step): Promise<string | null> {
  const { tx, order, actor, now } = step;
  const open = await openOffer(tx, order.id);
  if (open) await closeOffer(tx, order, open, 'withdrawn', now, actor.userId);
  else if (order.workflowStatus === 'Accepted Order' && order.allocatedStoreKey) {
    await notifyAlert(tx, { kind: 'expired', storeKey: order.allocatedStoreKey, orderId: order.id, orderNumber: order.orderNumber, expiresAt: null, outcome: 'withdrawn', by: null });
  }
  return order.allocatedStoreKey;
}

/** The status an order returns to when its last query is resolved. */
const statusWithoutQuery = (order: OrderRow) => (order.deliveredAt || order.workflowStatus === 'Completed' ? 'Complete' : order.workflowStatus === 'Accepted Order' ? 'Confirmed' : 'Open');

const ACTIONS: { [A in OrderAction]: (step: Step, body: Body<A>) => Promise<Outcome> } = {
  'create-query': async (step, body) => {
    await update(step, { status: 'Inquery' });
    return { subject: body.subject, text: body.text };
  },
  'resolve-query': async (step, body) => {
    const [found] = await step.tx
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.id, body.caseId), eq(orderEvents.orderId, step.order.id), eq(orderEvents.action, 'create-query')));
    if (!found) throw fieldProblem('caseId', 'There is no such query on this order.');
    if (found.resolvedAt) throw conflict('This query is already resolved.', PROBLEM_TYPES.orderActionNotAllowed);
    await step.tx.update(orderEvents).set({ resolvedAt: step.now, resolvedBy: step.actor.name, resolution: body.resolution }).where(eq(orderEvents.id, found.id));
    if (step.order.status === 'Inquery' && (await openCaseCount(step.tx, step.order.id)) === 0) await update(step, { status: statusWithoutQuery(step.order) });
    return { subject: found.subject, text: body.resolution, detail: { caseId: found.id } };
  },
  'internal-note': async (_step, body) => ({ text: body.text }),
  'custom-note': async (_step, body) => ({ text: body.text }),
  'line-item': async (step, body) => {
    const { order } = step;
    await step.tx.insert(orderLines).values({
      orderId: order.id,
      kind: 'custom',
      name: body.title,
      description: body.description,
      quantity: 1,
      unitPriceCents: body.price,
      totalCents: body.price,
      deliveryDate: order.deliveryDate,
      suburbId: order.suburbId,
      countryCode: order.countryCode,
      addons: [],
      adjustments: [],
    });
    return { subject: body.title, text: body.description, detail: await reprice(step, body.price) };
  },
  adjustment: async (step, body) => {
    const [line] = await step.tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, body.lineItemId), eq(orderLines.orderId, step.order.id)));
    if (!line) throw fieldProblem('lineItemId', 'There is no such line on this order.');
    await step.tx
      .update(orderLines)
      .set({ adjustments: [...line.adjustments, { title: body.title, description: body.description, priceCents: body.price }], totalCents: line.totalCents + body.price })
      .where(eq(orderLines.id, line.id));
    return { subject: body.title, text: body.description, detail: { line: line.name, ...(await reprice(step, body.price)) } };
  },
  'manual-intervention': async (step, body) => {
    const fromStore = await releaseStore(step);
    await update(step, { workflowStatus: 'Manual Intervention', allocatedStoreKey: null, allocationExpiresAt: null, status: NO_CONFIRMED_OFFER[step.order.status] ?? step.order.status });
    return { text: body.reason, detail: { fromStore } };
  },
  'request-refund': async (step, body) => {
    const { order } = step;
    const [requested] = await step.tx
      .select({ cents: sql<string>`coalesce(sum((${orderEvents.detail}->>'amountCents')::int), 0)` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'request-refund')));
    const left = order.totalCents - Number(requested?.cents ?? 0);
    const money = (cents: number) => formatPrice(cents, order.currencyCode as CurrencyCode);
    if (body.amount === 0) throw fieldProblem('amount', 'Amount must be greater than 0');
    if (body.amount > left)
      throw fieldProblem(
        'amount',
        left > 0 ? `Amount must be less than or equal to ${money(left)}, what is left of the order's total` : 'The whole total of this order has already been requested back',
      );
    await update(step, { paymentStatus: 'Credit Owed' });
    // Made through the provider once approved (approve-refund).
    const [refund] = await step.tx
      .insert(paymentRefunds)
      .values({
        orderId: order.id,
        sessionId: order.paymentSessionId,
        cause: 'order',
        reason: body.reason,
        amountCents: body.amount,
        currencyCode: order.currencyCode,
        status: 'requested',
        requestedBy: step.actor.userId,
      })
      .returning({ id: paymentRefunds.id });
    return { text: body.reason, detail: { amountCents: body.amount, amount: money(body.amount), refundId: refund!.id } };
  },
  'approve-refund': async (step, body) => {
    const [refund] = await step.tx
      .update(paymentRefunds)
      .set({ status: 'pending', approvedBy: step.actor.userId, updatedAt: step.now })
      .where(and(eq(paymentRefunds.id, body.refundId), eq(paymentRefunds.orderId, step.order.id), eq(paymentRefunds.status, 'requested')))
      .returning();
    if (!refund) throw fieldProblem('refundId', 'There is no refund waiting for approval with this id on this order.');
    const amount = formatPrice(refund.amountCents, refund.currencyCode as CurrencyCode);
    return { text: refund.reason, detail: { refundId: refund.id, amountCents: refund.amountCents, amount }, refundId: refund.id };
  },
  're-allocate': async (step, body) => {
    const fromStore = await releaseStore(step);
    const order = { ...step.order, status: NO_CONFIRMED_OFFER[step.order.status] ?? step.order.status };
    await update(step, { status: order.status });
    const offered = await allocateNext(step.tx, order, step.now);
    return { text: body.reason, detail: { fromStore }, offered };
  },
  'manual-allocation': async (step, body) => {
    const offered = await allocateByHandIn(step.tx, step.order, body.storeKey, step.actor.userId, step.now);
    return { detail: { storeKey: offered.storeKey, fromStore: step.order.allocatedStoreKey }, offered };
  },
  'edit-address': async (step, body) => {
    const before = step.order.recipient;
    const recipient = { ...before, firstName: body.firstName, lastName: body.lastName, company: body.company ?? null, street: body.street, street2: body.street2 ?? null, phone: body.phone };
    await update(step, { recipient });
    const changed = (Object.keys(recipient) as (keyof typeof recipient)[]).filter((key) => recipient[key] !== before[key]);
    return { detail: { changed: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: recipient[key] }])) } };
  },
  'edit-delivery-date': async (step, body) => {
    const today = melbourneToday(step.now);
    const latest = addDays(today, DELIVERY_DATE_MAX_DAYS_AHEAD);
    if (body.deliveryDate < today) throw fieldProblem('deliveryDate', 'Delivery date cannot be in the past', PROBLEM_TYPES.deliveryDatePast);
    if (body.deliveryDate > latest) throw fieldProblem('deliveryDate', `Delivery date must be within ${DELIVERY_DATE_MAX_DAYS_AHEAD} days`, PROBLEM_TYPES.deliveryDateTooLate);
    await update(step, { deliveryDate: body.deliveryDate });
    await step.tx.update(orderLines).set({ deliveryDate: body.deliveryDate }).where(eq(orderLines.orderId, step.order.id));
    return { detail: { from: step.order.deliveryDate, to: body.deliveryDate } };
  },
  'edit-delivery-instructions': async (step, body) => {
    await update(step, { deliveryInstructions: body.deliveryInstructions ?? null });
    return { text: body.deliveryInstructions ?? null, detail: { from: step.order.deliveryInstructions, to: body.deliveryInstructions ?? null } };
  },
  delivered: async (step) => {
    await update(step, { deliveredAt: step.now, status: 'Complete' });
    return { detail: { storeKey: step.order.allocatedStoreKey } };
  },
};

/**
 * POST /api/orders/{orderId}/{action}: checks who may take the action
 * (404 for those who may not see the order, 403 for those who may see it
 * but not do this) and whether the order's state allows it (409), then
 * takes it and writes its audit-log entry in one transaction.
 */
export async function takeAction<A extends OrderAction>(ctx: RequestContext, orderId: string, action: A, body: Body<A>, user: AuthUser): Promise<void> {
  const now = ctx.shopper.now;
  const taken = await ctx.db.transaction(async (tx) => {
    const order = UUID_PATTERN.test(orderId) ? await lockOrder(tx, orderId) : undefined;
    if (!order) throw notFound(NOT_FOUND);
    const parties = partiesOf(user, order);
    if (!mayTake(action, parties)) {
      if (!(await mayRead({ db: tx, anonymousId: ctx.anonymousId, now }, order, user))) throw notFound(NOT_FOUND);
      throw forbidden(`${ORDER_ACTION_RULES[action].label} is not open to your role on this order.`);
    }
    const refusal = actionRefusal(action, { status: order.status, workflowStatus: order.workflowStatus, delivered: order.deliveredAt !== null });
    if (refusal) throw conflict(refusal, action === 'manual-allocation' ? PROBLEM_TYPES.orderNotAllocatable : PROBLEM_TYPES.orderActionNotAllowed);
    const step: Step = { tx, order, actor: await actorOf(tx, user), now };
    const { offered, refundId, ...entry } = await ACTIONS[action](step, body);
    await recordEvent(tx, order.id, step.actor, action, entry, now);
    return { offered: offered ?? null, refundId };
  });
  queueExpiry(taken.offered);
  // Outside the transaction: the provider's call (its idempotency key is the refund's id); a failure is recorded and tried again by reconciliation.
  if (taken.refundId) await sendRefund(ctx.db, taken.refundId, now);
}
