import { z } from 'zod/mini';
import { DeliveryDateModel, ImageModel, PriceModel } from './common';
import { CARD_MESSAGE_TIERS } from '../../domain/card-message';
import { PROMO_CODE_STATES } from '../../domain/promo-codes';
import { CHECKOUT_BLOCK_CODES } from '../../domain/checkout-gate';

/**
 * The cart as the API answers it, in zod/mini: the checkout parses it on
 * load (docs/adr/0703). The bodies that change a cart are in
 * cart-actions.ts.
 */

/** POST /api/carts: the cart identity (the anonymous id is also set as an HttpOnly cookie). */
export const CartIdentityModel = z.object({ cartId: z.string(), anonymousId: z.string(), customerId: z.nullable(z.string()) });
export type CartIdentity = z.infer<typeof CartIdentityModel>;

/** GET /api/carts/customer/{customerId}: the customer's Active cart (cartId null when they have none). */
export const CustomerCartModel = z.object({ cartId: z.nullable(z.string()), customerId: z.string() });
export type CustomerCart = z.infer<typeof CustomerCartModel>;

export const LineItemAddonModel = z.object({
  id: z.string(),
  addonId: z.string(),
  key: z.string(),
  name: z.string(),
  addonType: z.string(),
  quantity: z.int(),
  maxQuantity: z.int(),
  price: PriceModel,
  totalPrice: PriceModel,
  imageUrl: z.string(),
  variantId: z.string(),
  valid: z.boolean(),
});
export type LineItemAddon = z.infer<typeof LineItemAddonModel>;

/** A line's or custom product's card message: the text (null when none), its tier and limit, and the ticked "I don't need a card message". */
const cardMessageFields = {
  cardMessage: z.nullable(z.string()),
  cardMessageTier: z.enum(CARD_MESSAGE_TIERS),
  /** The most characters this line's message may have (the tier's, or the partner cap). */
  cardMessageLimit: z.int(),
  noCardMessage: z.boolean(),
};

/** Key/value details of a line (spec 001 section 3): cardMessage and description among them. */
export const AdditionalInfoModel = z.array(z.object({ key: z.string(), value: z.string() }));

/** A Flowerline adjustment on a line (a custom item). */
export const AdjustmentModel = z.object({
  id: z.string(),
  adjustmentId: z.string(),
  name: z.string(),
  description: z.string(),
  money: PriceModel,
});
export type Adjustment = z.infer<typeof AdjustmentModel>;

/** A cart line. `price` is the unit price of the variant; `totalPrice` includes quantity, add-ons and adjustments. */
export const LineItemModel = z.object({
  lineItemId: z.string(),
  id: z.string(),
  productKey: z.string(),
  productId: z.string(),
  variantKey: z.string(),
  variantId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.int(),
  /** The size's price now: a cart is priced from the catalogue each time it is read. */
  price: PriceModel,
  /** The price the line was added (or last checked out) at, when the catalogue's has changed since: the cart says so. */
  priceBefore: z.optional(PriceModel),
  totalPrice: PriceModel,
  thumbnailImage: ImageModel,
  thirdPartySource: z.nullable(z.string()),
  isHamper: z.boolean(),
  variant: z.object({ label: z.string(), key: z.string() }),
  urlSlug: z.string(),
  deliveryDate: DeliveryDateModel,
  suburbId: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  /** false when the line can no longer be delivered as chosen (date passed, no florist open...). */
  isValid: z.boolean(),
  addons: z.array(LineItemAddonModel),
  adjustments: z.array(AdjustmentModel),
  ...cardMessageFields,
  additionalInfo: AdditionalInfoModel,
});
export type LineItem = z.infer<typeof LineItemModel>;

/** A custom product (Flowerline and florists): its own title, description and price, delivered like a product line. */
export const CustomLineItemModel = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  money: PriceModel,
  quantity: z.int(),
  deliveryDate: DeliveryDateModel,
  suburbId: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  isValid: z.boolean(),
  ...cardMessageFields,
  additionalInfo: AdditionalInfoModel,
});
export type CustomLineItem = z.infer<typeof CustomLineItemModel>;

/** A promo code applied to the cart, its state against the cart now, and what it takes off. */
export const CartPromoCodeModel = z.object({ code: z.string(), state: z.enum(PROMO_CODE_STATES), description: z.string(), discount: PriceModel });
export type CartPromoCode = z.infer<typeof CartPromoCodeModel>;

/** One line of the financial summary, in the order the caller's role reads them (docs/adr/0500). */
export const FinancialSummaryLineModel = z.object({
  kind: z.enum(['subtotal', 'delivery', 'peakSurcharge', 'networkFee', 'promotion', 'discount', 'total', 'gst']),
  title: z.string(),
  price: PriceModel,
});
export type FinancialSummaryLineView = z.infer<typeof FinancialSummaryLineModel>;

/** A rule keeping the cart from checkout (src/lib/domain/checkout-gate.ts). */
export const CheckoutBlockModel = z.object({
  code: z.enum(CHECKOUT_BLOCK_CODES),
  message: z.string(),
  detail: z.optional(z.string()),
  lineItemIds: z.optional(z.array(z.string())),
  promoCodes: z.optional(z.array(z.string())),
});

/** Where the cart delivers: a suburb ("Kew, VIC, 3101") or an overseas country. */
export const DeliveryLocationModel = z.object({
  suburbId: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  name: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});

/**
 * A cart. Line items are in the order they were added (the newest last).
 * `thirdPartySource` is the partner of its lines (null for florist-made
 * products); one cart never mixes the two.
 */
export const CartModel = z.object({
  cartId: z.string(),
  id: z.string(),
  anonymousId: z.string(),
  customerId: z.nullable(z.string()),
  cartState: z.string(),
  lineItems: z.array(LineItemModel),
  thirdPartySource: z.nullable(z.string()),
  deliveryDate: z.nullable(DeliveryDateModel),
  suburbId: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  deliveryLocation: z.nullable(DeliveryLocationModel),
  customLineItems: z.array(CustomLineItemModel),
  note: z.nullable(z.string()),
  promoCodes: z.array(CartPromoCodeModel),
  financialSummary: z.array(FinancialSummaryLineModel),
  /** false while any line or custom product cannot be delivered as chosen. */
  isValid: z.boolean(),
  /** Every rule keeping the cart from checkout, in order; empty when none. */
  checkoutBlocks: z.array(CheckoutBlockModel),
  /** The cart has something to buy and breaks no rule. */
  canCheckout: z.boolean(),
  /** The order of an Ordered cart. */
  orderId: z.nullable(z.string()),
  /** The payment started for the cart as it stands, while it can still be paid: any change to the cart cancels it (docs/adr/0714). */
  paymentSession: z.optional(z.nullable(z.object({ id: z.string(), expiresAt: z.string() }))),
  /** The sender saved with the cart ("Save order for later"), kept when it is resumed so checkout starts with it. */
  sender: z.optional(z.nullable(z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), mobile: z.string() }))),
  /** The total to pay (the financial summary's Total). */
  totalPrice: PriceModel,
  currencyCode: z.string(),
});
export type Cart = z.infer<typeof CartModel>;
