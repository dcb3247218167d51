import { asc, eq } from 'drizzle-orm';
import type { Order } from '../../lib/api/contracts/checkout';
import type { ShopperRole } from '../../lib/domain/delivery';
import { NETWORK_FEE_PROVIDER } from '../../lib/domain/constants';
import { financialSummary } from '../../lib/domain/financial-summary';
import { price, type CurrencyCode } from '../../lib/domain/money';
import type { AuthUser } from '../auth/session';
import { orderLines, orders } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { notFound } from '../http/problem';

const NOT_FOUND = 'We could not find this order.';

/**
 * GET /api/orders/{orderId}: the order, for the customer it belongs to or
 * the browser that placed it (its cart's anonymous id); anybody else gets
 * the 404 of an order that does not exist.
 */
export async function orderForOwner(ctx: RequestContext, { orderId, user }: { orderId: string; user: AuthUser | null }): Promise<Order> {
  const [order] = UUID_PATTERN.test(orderId) ? await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1) : [];
  const owner = !!order && ((!!user && order.customerId === user.customerId) || (!!ctx.anonymousId && order.anonymousId === ctx.anonymousId));
  if (!order || !owner) throw notFound(NOT_FOUND);
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.seq));
  return orderView(order, lines, ctx.shopper.role);
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** The order as the API answers it, its summary in the order the reader's role reads it. */
export function orderView(order: OrderRow, lines: OrderLineRow[], role: ShopperRole): Order {
  const currency = order.currencyCode as CurrencyCode;
  const money = (cents: number) => price(cents, currency);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
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
    promoCodes: order.promoCodes.map((promo) => ({ code: promo.code, discount: money(promo.discountCents) })),
    totalPrice: money(order.totalCents),
    gst: money(order.gstCents),
    delivery: money(order.deliveryCents),
    currencyCode: order.currencyCode,
    placedByGuest: order.placedByRole === 'guest',
  };
}
