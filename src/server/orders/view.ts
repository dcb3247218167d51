import { asc, eq } from 'drizzle-orm';
import type { Order } from '../../lib/api/contracts/checkout';
import type { ShopperRole } from '../../lib/domain/delivery';
import { NETWORK_FEE_PROVIDER } from '../../lib/domain/constants';
import { financialSummary, productValueCents } from '../../lib/domain/financial-summary';
import { price, type CurrencyCode } from '../../lib/domain/money';
import type { AuthUser } from '../auth/session';
import { isFloristGroup } from '../../lib/domain/roles';
import { orderLines, orders } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Tx } from '../allocation/offers';
import type { RequestContext } from '../http/context';
import { availableActions, partiesOf } from '../../lib/domain/order-actions';
import { openCaseCount } from './events';
import { UUID_PATTERN } from '../http/owned-row';
import { notFound } from '../http/problem';

const NOT_FOUND = 'We could not find this order.';

/**
 * Who may read an order: its customer, the browser that placed it,
 * Flowerline, the store that placed it, and the store it is allocated to
 * while that store's offer is open or once it accepted. A store whose offer
 * ended (it rejected it, it ran out, or the order went to another store or
 * to Flowerline) reads nothing more of it, not even the recipient's address:
 * the order answers it the 404 of an order that does not exist. The store's
 * own allocation history still names the order and the offer's outcome.
 */
export async function mayRead(ctx: Pick<RequestContext, 'anonymousId'> & { db: Db | Tx; now: Date }, order: OrderRow, user: AuthUser | null): Promise<boolean> {
  if (user?.role === 'flowerline') return true;
  if (user && order.customerId === user.customerId) return true;
  if (ctx.anonymousId && order.anonymousId === ctx.anonymousId) return true;
  if (!user?.storeKey || !isFloristGroup(user.role)) return false;
  if (order.placedByStoreKey === user.storeKey) return true;
  return order.allocatedStoreKey === user.storeKey && !offerRanOut(order, ctx.now);
}

/** An offer still awaiting the store's answer after its time ran out (before the sweep expires it) is over for that store. */
const offerRanOut = (order: OrderRow, now: Date) => order.workflowStatus === 'Awaiting Store Response' && order.allocationExpiresAt !== null && order.allocationExpiresAt.getTime() <= now.getTime();

/**
 * GET /api/orders/{orderId}: the order, for those who may read it (above);
 * anybody else gets the 404 of an order that does not exist.
 */
export async function orderForOwner(ctx: RequestContext, { orderId, user }: { orderId: string; user: AuthUser | null }): Promise<Order> {
  const [order] = UUID_PATTERN.test(orderId) ? await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1) : [];
  if (!order || !(await mayRead({ ...ctx, now: ctx.shopper.now }, order, user))) throw notFound(NOT_FOUND);
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.seq));
  const parties = user ? partiesOf(user, order) : [];
  const actions = availableActions(parties, { status: order.status, workflowStatus: order.workflowStatus, delivered: order.deliveredAt !== null });
  return orderView(order, lines, ctx.shopper.role, { actions, openCases: await openCaseCount(ctx.db, order.id) });
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** The order as the API answers it, its summary in the order the reader's role reads it. */
export function orderView(order: OrderRow, lines: OrderLineRow[], role: ShopperRole, admin: Pick<Order, 'actions' | 'openCases'> = { actions: [], openCases: 0 }): Order {
  const currency = order.currencyCode as CurrencyCode;
  const money = (cents: number) => price(cents, currency);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    workflowStatus: order.workflowStatus,
    allocatedStoreKey: order.allocatedStoreKey,
    allocationExpireDateTime: order.workflowStatus === 'Awaiting Store Response' ? (order.allocationExpiresAt?.toISOString() ?? null) : null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    ...admin,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod === 'account' ? 'account' : 'card',
    sender: order.sender,
    recipient: order.recipient,
    deliveryDate: order.deliveryDate,
    deliveryInstructions: order.deliveryInstructions,
    isInternational: order.countryCode !== null,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind === 'custom' ? 'custom' : 'product',
      name: line.name,
      description: line.description,
      variantLabel: line.variantLabel,
      sku: line.sku,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      price: money(line.unitPriceCents),
      totalPrice: money(line.totalCents),
      cardMessage: line.cardMessage,
      noCardMessage: line.noCardMessage,
      deliveryDate: line.deliveryDate,
      addons: line.addons.map((addon) => ({ name: addon.name, addonType: addon.addonType, quantity: addon.quantity, price: money(addon.unitPriceCents) })),
      adjustments: line.adjustments.map((adjustment) => ({ name: adjustment.title, description: adjustment.description, money: money(adjustment.priceCents) })),
    })),
    financialSummary: financialSummary(
      {
        subtotalCents: order.subtotalCents,
        deliveryCents: order.deliveryCents,
        networkFee: { providerName: NETWORK_FEE_PROVIDER, cents: order.networkFeeCents },
        discountCents: order.discountCents,
        currency,
      },
      role,
    ),
    productValue: money(productValueCents({ subtotalCents: order.subtotalCents })),
    promoCodes: order.promoCodes.map((promo) => ({ code: promo.code, discount: money(promo.discountCents) })),
    totalPrice: money(order.totalCents),
    gst: money(order.gstCents),
    delivery: money(order.deliveryCents),
    currencyCode: order.currencyCode,
    placedByGuest: order.placedByRole === 'guest',
  };
}
