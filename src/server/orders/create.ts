import { eq, sql } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { PaymentMethod } from '../../lib/api/contracts/checkout';
import type { ShopperRole } from '../../lib/domain/delivery';
import { carts, orderLines, orders, type OrderRecipient, type OrderSender } from '../db/schema/index';
import type { Tx } from '../cart/rows';
import { rowsOf } from '../db/client';

/**
 * Everything an order is made of, frozen at checkout: the priced cart as
 * the shopper saw it, who sends and who receives, and who placed it. A card
 * payment keeps it in its payment session until the provider confirms.
 */
export interface CheckoutSnapshot {
  cart: Cart;
  sender: OrderSender;
  recipient: OrderRecipient;
  deliveryInstructions: string | null;
  placedBy: { role: ShopperRole; customerId: string | null; storeKey: string | null };
}

export type PaymentStatus = 'Paid' | 'Balance Due' | 'Failed';

/** "WB" and seven digits of the order's sequence number: WB0001042. */
export const orderNumberOf = (seq: number) => `WB${String(seq).padStart(7, '0')}`;

const amount = (cart: Cart, kind: string) => Math.abs(cart.financialSummary.find((line) => line.kind === kind)?.price.centAmount ?? 0);

/**
 * Writes the order of a cart inside the caller's transaction, unless the
 * cart already has one (its `cart_id` is unique): answers the new order, or
 * null when another delivery of the same payment made it first. The cart
 * becomes Ordered. The promo codes' uses were taken before (checkout.ts):
 * held by the payment session, or taken with the order on account.
 */
export async function insertOrder(
  tx: Tx,
  snapshot: CheckoutSnapshot,
  payment: { method: PaymentMethod; status: PaymentStatus; sessionId: string | null },
): Promise<{ orderId: string; orderNumber: string } | null> {
  const { cart } = snapshot;
  const [{ seq }] = rowsOf<{ seq: string }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'seq')) as seq`)) as [{ seq: string }];
  const orderNumber = orderNumberOf(Number(seq));
  const [order] = await tx
    .insert(orders)
    .values({
      seq: Number(seq),
      orderNumber,
      cartId: cart.cartId,
      paymentSessionId: payment.sessionId,
      customerId: snapshot.placedBy.customerId ?? cart.customerId,
      anonymousId: cart.anonymousId,
      placedByRole: snapshot.placedBy.role,
      placedByStoreKey: snapshot.placedBy.storeKey,
      sender: snapshot.sender,
      recipient: snapshot.recipient,
      deliveryInstructions: snapshot.deliveryInstructions,
      deliveryDate: cart.deliveryDate!,
      suburbId: cart.suburbId,
      countryCode: cart.countryCode,
      thirdPartySource: cart.thirdPartySource,
      note: cart.note,
      currencyCode: cart.currencyCode,
      subtotalCents: amount(cart, 'subtotal'),
      // A peak day's surcharge is part of what the delivery cost (the order keeps one delivery figure).
      deliveryCents: amount(cart, 'delivery') + cart.financialSummary.reduce((sum, line) => sum + (line.kind === 'peakSurcharge' ? line.price.centAmount : 0), 0),
      networkFeeCents: amount(cart, 'networkFee'),
      discountCents: amount(cart, 'discount') + cart.financialSummary.reduce((sum, line) => sum + (line.kind === 'promotion' ? -line.price.centAmount : 0), 0),
      totalCents: cart.totalPrice.centAmount,
      gstCents: amount(cart, 'gst'),
      promoCodes: cart.promoCodes.filter((promo) => promo.state === 'MatchesCart').map((promo) => ({ code: promo.code, discountCents: promo.discount.centAmount })),
      paymentMethod: payment.method,
      paymentStatus: payment.status,
      // Paid, or placed on account: the florist network allocates it next (src/server/allocation).
      workflowStatus: 'Ready For Allocation',
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (!order) return null;

  const lines = [
    ...cart.lineItems.map((line) => ({
      orderId: order.id,
      kind: 'product',
      productId: line.productId,
      productKey: line.productKey,
      variantKey: line.variantKey,
      sku: line.sku,
      name: line.name,
      description: null,
      variantLabel: line.variant.label,
      imageUrl: line.thumbnailImage.url,
      quantity: line.quantity,
      unitPriceCents: line.price.centAmount,
      totalCents: line.totalPrice.centAmount,
      cardMessage: line.cardMessage,
      noCardMessage: line.noCardMessage,
      deliveryDate: line.deliveryDate,
      suburbId: line.suburbId,
      countryCode: line.countryCode,
      addons: line.addons.map((addon) => ({ addonId: addon.addonId, key: addon.key, name: addon.name, addonType: addon.addonType, quantity: addon.quantity, unitPriceCents: addon.price.centAmount })),
      adjustments: line.adjustments.map((adjustment) => ({ title: adjustment.name, description: adjustment.description, priceCents: adjustment.money.centAmount })),
    })),
    ...cart.customLineItems.map((item) => ({
      orderId: order.id,
      kind: 'custom',
      productId: null,
      productKey: null,
      variantKey: null,
      sku: null,
      name: item.name,
      description: item.description,
      variantLabel: null,
      imageUrl: null,
      quantity: item.quantity,
      unitPriceCents: item.money.centAmount,
      totalCents: item.money.centAmount * item.quantity,
      cardMessage: item.cardMessage,
      noCardMessage: item.noCardMessage,
      deliveryDate: item.deliveryDate,
      suburbId: item.suburbId,
      countryCode: item.countryCode,
      addons: [],
      adjustments: [],
    })),
  ];
  if (lines.length) await tx.insert(orderLines).values(lines);
  await tx.update(carts).set({ state: 'Ordered', orderId: order.id, paymentSessionId: null, updatedAt: new Date() }).where(eq(carts.id, cart.cartId));
  return { orderId: order.id, orderNumber };
}
