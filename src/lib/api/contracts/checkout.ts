import { z } from 'zod/mini';
import { DELIVERY_INSTRUCTIONS_MAX } from '../../domain/constants';
import { ORDER_ACTIONS } from '../../domain/order-actions';
import { CHECKOUT_USER_KINDS, PAYMENT_BADGES, PAYMENT_METHODS, PAYMENT_SESSION_STATUSES, REFUND_STATUSES } from '../../domain/payment';
import { FinancialSummaryLineModel } from './cart';
import { DeliveryDateModel, PriceModel } from './common';

/**
 * The checkout's answers, in zod/mini: the checkout page reads the options
 * on load (docs/adr/0703). What the shopper sends (sender, recipient, how
 * to pay) and its field rules are in checkout-body.ts; the values both use
 * are in src/lib/domain, where pages read them without a schema library.
 */

export { CHECKOUT_USER_KINDS, DELIVERY_INSTRUCTIONS_MAX, PAYMENT_BADGES, PAYMENT_METHODS, PAYMENT_SESSION_STATUSES };
export type { PaymentMethod } from '../../domain/payment';

/** The answer to a checkout: a payment session to go to (card), or the order placed on account. */
export const CheckoutResultModel = z.union([
  z.object({ paymentSession: z.object({ id: z.string(), url: z.string() }) }),
  z.object({ order: z.object({ orderId: z.string(), orderNumber: z.string() }) }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResultModel>;

/** GET /api/payments/sessions/{id}: what the return page polls until the order exists. */
export const PaymentSessionStatusModel = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  /** The provider's reason for a declined payment. */
  failureReason: z.nullable(z.string()),
  cartId: z.string(),
  /** What the session charges. */
  amount: PriceModel,
  /** A payment that could not become an order is given back: where that stands (pending, refunded, failed), or null. */
  refund: z.optional(z.nullable(z.object({ status: z.enum(REFUND_STATUSES), amount: PriceModel }))),
});
export type PaymentSessionStatus = z.infer<typeof PaymentSessionStatusModel>;

/** The answer of POST /api/payments/sandbox/{sessionId}/pay: where the sandbox's payment page goes next. */
export const SandboxPayResultModel = z.object({ redirectUrl: z.string() });

/** A line of an order as sold. */
export const OrderLineModel = z.object({
  id: z.string(),
  kind: z.enum(['product', 'custom']),
  name: z.string(),
  description: z.nullable(z.string()),
  variantLabel: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  quantity: z.int(),
  price: PriceModel,
  totalPrice: PriceModel,
  cardMessage: z.nullable(z.string()),
  noCardMessage: z.boolean(),
  deliveryDate: DeliveryDateModel,
  addons: z.array(z.object({ name: z.string(), addonType: z.string(), quantity: z.int(), price: PriceModel })),
  adjustments: z.array(z.object({ name: z.string(), description: z.string(), money: PriceModel })),
});

/** GET /api/orders/{orderId}: the order, for its owner. */
export const OrderModel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  /** Where the florist network has it (src/lib/domain/order-status.ts), the store it is with, and when its offer runs out. */
  workflowStatus: z.nullable(z.string()),
  allocatedStoreKey: z.nullable(z.string()),
  allocationExpireDateTime: z.nullable(z.string()),
  /** When the florist delivered it. */
  deliveredAt: z.nullable(z.string()),
  /** The admin actions the reader may take now (src/lib/domain/order-actions.ts), and its open queries. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  openCases: z.int(),
  paymentStatus: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  sender: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), mobile: z.string() }),
  recipient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.nullable(z.string()),
    street: z.string(),
    street2: z.nullable(z.string()),
    suburb: z.nullable(z.string()),
    state: z.nullable(z.string()),
    postcode: z.nullable(z.string()),
    country: z.string(),
    phone: z.string(),
  }),
  deliveryDate: DeliveryDateModel,
  deliveryInstructions: z.nullable(z.string()),
  isInternational: z.boolean(),
  lines: z.array(OrderLineModel),
  financialSummary: z.array(FinancialSummaryLineModel),
  /** The items' value incl. GST, without delivery, fee or discount: the florist's summary (spec 001 section 2.4). */
  productValue: PriceModel,
  promoCodes: z.array(z.object({ code: z.string(), discount: PriceModel })),
  totalPrice: PriceModel,
  gst: PriceModel,
  delivery: PriceModel,
  currencyCode: z.string(),
  /** The order was placed by a guest: the confirmation offers to create an account. */
  placedByGuest: z.boolean(),
});
export type Order = z.infer<typeof OrderModel>;

/** GET /api/checkout/options?cartId=: who is checking out and how they may pay (spec 001 section 2.5). */
export const CheckoutOptionsModel = z.object({
  checkoutUserKind: z.enum(CHECKOUT_USER_KINDS),
  canPayOnAccount: z.boolean(),
  paymentBadges: z.array(z.enum(PAYMENT_BADGES)),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsModel>;
