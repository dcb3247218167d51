import { z } from 'zod';
import { ORDER_ACTIONS } from '../../domain/order-actions';
import { email, mobile, name, optionalText, requiredText, select } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';
import { FinancialSummaryLineModel } from './cart';
import { PriceModel } from './common';

/** Delivery instructions' length (spec 001 section 9 lists 255 among its limits). */
export const DELIVERY_INSTRUCTIONS_MAX = 255;

export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The sender: who orders, and whom the shop tells about the order. */
export const SenderModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  email: email(),
  mobile: mobile('Mobile'),
});

/**
 * The recipient, with the address book's field rules. Suburb, state and
 * postcode are not taken: they are the cart's delivery suburb.
 */
export const RecipientModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  company: optionalText('Company', 100),
  street: requiredText('Street address', 120),
  street2: optionalText('Apartment, suite or unit', 120),
  phone: phone('Phone'),
});

/**
 * POST /api/carts/{cartId}/checkout. `saveAddress` (signed-in customers)
 * also keeps the recipient in the address book.
 */
export const CheckoutBodyModel = z.object({
  sender: SenderModel,
  recipient: RecipientModel,
  deliveryInstructions: optionalText('Delivery instructions', DELIVERY_INSTRUCTIONS_MAX),
  paymentMethod: select('payment method', PAYMENT_METHODS),
  saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).default(false),
});
export type CheckoutBody = z.input<typeof CheckoutBodyModel>;

/** The answer to a checkout: a payment session to go to (card), or the order placed on account. */
export const CheckoutResultModel = z.union([
  z.object({ paymentSession: z.object({ id: z.string(), url: z.string() }) }),
  z.object({ order: z.object({ orderId: z.string(), orderNumber: z.string() }) }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResultModel>;

export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;

/** GET /api/payments/sessions/{id}: what the return page polls until the order exists. */
export const PaymentSessionStatusModel = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** The provider's reason for a declined payment. */
  failureReason: z.string().nullable(),
  cartId: z.string(),
  /** What the session charges. */
  amount: PriceModel,
});
export type PaymentSessionStatus = z.infer<typeof PaymentSessionStatusModel>;

/** POST /api/payments/sandbox/{sessionId}/pay: the sandbox's hosted payment page pays with a test card. */
export const SandboxPayBodyModel = z.object({
  cardNumber: requiredText('Card number', 23).regex(/^[\d ]{12,23}$/, { error: 'Card number is not valid' }),
  expiry: requiredText('Expiry', 7).regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { error: 'Expiry must be MM/YY' }),
  cvc: requiredText('CVC', 4).regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
  name: requiredText('Name on card', 100),
});
export const SandboxPayResultModel = z.object({ redirectUrl: z.string() });

/** A line of an order as sold. */
export const OrderLineModel = z.object({
  id: z.string(),
  kind: z.enum(['product', 'custom']),
  name: z.string(),
  description: z.string().nullable(),
  variantLabel: z.string().nullable(),
  sku: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  price: PriceModel,
  totalPrice: PriceModel,
  cardMessage: z.string().nullable(),
  noCardMessage: z.boolean(),
  deliveryDate: z.string(),
  addons: z.array(z.object({ name: z.string(), addonType: z.string(), quantity: z.number().int(), price: PriceModel })),
  adjustments: z.array(z.object({ name: z.string(), description: z.string(), money: PriceModel })),
});

/** GET /api/orders/{orderId}: the order, for its owner. */
export const OrderModel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  /** Where the florist network has it (src/lib/domain/order-status.ts), the store it is with, and when its offer runs out. */
  workflowStatus: z.string().nullable(),
  allocatedStoreKey: z.string().nullable(),
  allocationExpireDateTime: z.string().nullable(),
  /** When the florist delivered it. */
  deliveredAt: z.string().nullable(),
  /** The admin actions the reader may take now (src/lib/domain/order-actions.ts), and its open queries. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  openCases: z.number().int(),
  paymentStatus: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  sender: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), mobile: z.string() }),
  recipient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string().nullable(),
    street: z.string(),
    street2: z.string().nullable(),
    suburb: z.string().nullable(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string(),
    phone: z.string(),
  }),
  deliveryDate: z.string(),
  deliveryInstructions: z.string().nullable(),
  isInternational: z.boolean(),
  lines: z.array(OrderLineModel),
  financialSummary: z.array(FinancialSummaryLineModel),
  promoCodes: z.array(z.object({ code: z.string(), discount: PriceModel })),
  totalPrice: PriceModel,
  gst: PriceModel,
  delivery: PriceModel,
  currencyCode: z.string(),
  /** The order was placed by a guest: the confirmation offers to create an account. */
  placedByGuest: z.boolean(),
});
export type Order = z.infer<typeof OrderModel>;

export const CHECKOUT_USER_KINDS = ['guest', 'consumer', 'flowerline', 'florist', 'global'] as const;
export const PAYMENT_BADGES = ['mastercard', 'amex', 'zip', 'visa', 'paypal', 'afterpay'] as const;

/** GET /api/checkout/options?cartId=: who is checking out and how they may pay (spec 001 section 2.5). */
export const CheckoutOptionsModel = z.object({
  checkoutUserKind: z.enum(CHECKOUT_USER_KINDS),
  canPayOnAccount: z.boolean(),
  paymentBadges: z.array(z.enum(PAYMENT_BADGES)),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsModel>;
