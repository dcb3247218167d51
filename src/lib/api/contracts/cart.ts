import { z } from 'zod';
import { LINE_ITEM_MAX_QUANTITY, ADDON_MAX_QUANTITY } from '../../domain/variants';
import { CountryCodeModel, DeliveryDateModel, ImageModel, PriceModel, SuburbIdModel } from './common';
import { requiredDestination } from './query-params';
import { CARD_MESSAGE_TIERS } from '../../domain/card-message';
import { PROMO_CODE_STATES } from '../../domain/promo-codes';
import { CHECKOUT_BLOCK_CODES } from '../../domain/checkout-gate';

/** POST /api/carts: the cart identity (the anonymous id is also set as an HttpOnly cookie). */
export const CartIdentityModel = z.object({ cartId: z.string(), anonymousId: z.string(), customerId: z.string().nullable() });
export type CartIdentity = z.infer<typeof CartIdentityModel>;

/** GET /api/carts/customer/{customerId}: the customer's Active cart. */
export const CustomerCartModel = z.object({ cartId: z.string(), customerId: z.string() });
export type CustomerCart = z.infer<typeof CustomerCartModel>;

/** Body of PUT /api/carts/customerId/{customerId}/merge: the guest cart to merge. */
export const MergeCartBodyModel = z.object({ anonymousId: z.string({ error: 'anonymousId is required.' }).trim().min(1, 'anonymousId is required.').max(100, 'anonymousId is too long.') });

export const LineItemAddonModel = z.object({
  id: z.string(),
  addonId: z.string(),
  key: z.string(),
  name: z.string(),
  addonType: z.string(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  price: PriceModel,
  totalPrice: PriceModel,
  imageUrl: z.string(),
  variantId: z.string(),
  valid: z.boolean(),
});
export type LineItemAddon = z.infer<typeof LineItemAddonModel>;

/** A line's or custom product's card message: the text (null when none), its tier and limit, and the ticked "I don't need a card message". */
const cardMessageFields = {
  cardMessage: z.string().nullable(),
  cardMessageTier: z.enum(CARD_MESSAGE_TIERS),
  /** The most characters this line's message may have (the tier's, or the partner cap). */
  cardMessageLimit: z.number().int(),
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
  quantity: z.number().int(),
  price: PriceModel,
  totalPrice: PriceModel,
  thumbnailImage: ImageModel,
  thirdPartySource: z.string().nullable(),
  isHamper: z.boolean(),
  variant: z.object({ label: z.string(), key: z.string() }),
  urlSlug: z.string(),
  deliveryDate: z.string(),
  suburbId: z.string().nullable(),
  countryCode: z.string().nullable(),
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
  quantity: z.number().int(),
  deliveryDate: z.string(),
  suburbId: z.string().nullable(),
  countryCode: z.string().nullable(),
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
  kind: z.enum(['subtotal', 'delivery', 'networkFee', 'discount', 'total', 'gst']),
  title: z.string(),
  price: PriceModel,
});
export type FinancialSummaryLineView = z.infer<typeof FinancialSummaryLineModel>;

/** A rule keeping the cart from checkout (src/lib/domain/checkout-gate.ts). */
export const CheckoutBlockModel = z.object({
  code: z.enum(CHECKOUT_BLOCK_CODES),
  message: z.string(),
  detail: z.string().optional(),
  lineItemIds: z.array(z.string()).optional(),
  promoCodes: z.array(z.string()).optional(),
});

/** Where the cart delivers: a suburb ("Kew, VIC, 3101") or an overseas country. */
export const DeliveryLocationModel = z.object({
  suburbId: z.string().nullable(),
  countryCode: z.string().nullable(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
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
  customerId: z.string().nullable(),
  cartState: z.string(),
  lineItems: z.array(LineItemModel),
  thirdPartySource: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  suburbId: z.string().nullable(),
  countryCode: z.string().nullable(),
  deliveryLocation: DeliveryLocationModel.nullable(),
  customLineItems: z.array(CustomLineItemModel),
  note: z.string().nullable(),
  promoCodes: z.array(CartPromoCodeModel),
  financialSummary: z.array(FinancialSummaryLineModel),
  /** false while any line or custom product cannot be delivered as chosen. */
  isValid: z.boolean(),
  /** Every rule keeping the cart from checkout, in order; empty when none. */
  checkoutBlocks: z.array(CheckoutBlockModel),
  /** The cart has something to buy and breaks no rule. */
  canCheckout: z.boolean(),
  /** The order of an Ordered cart. */
  orderId: z.string().nullable(),
  /** The total to pay (the financial summary's Total). */
  totalPrice: PriceModel,
  currencyCode: z.string(),
});
export type Cart = z.infer<typeof CartModel>;

/** Body of POST /api/carts/{cartId}/line-items. */
export const AddLineItemBodyModel = z
  .object({
    productKey: z.string({ error: 'productKey is required.' }).trim().min(1, 'productKey is required.').max(60, 'productKey is too long.'),
    variantKey: z.string({ error: 'variantKey is required.' }).trim().min(1, 'variantKey is required.').max(80, 'variantKey is too long.'),
    deliveryDate: DeliveryDateModel,
    quantity: z
      .number({ error: 'quantity must be a number.' })
      .int('quantity must be a whole number.')
      .min(1, 'quantity must be at least 1.')
      .max(LINE_ITEM_MAX_QUANTITY, `quantity must be at most ${LINE_ITEM_MAX_QUANTITY}.`)
      .default(1),
    suburbId: SuburbIdModel.optional(),
    countryCode: CountryCodeModel.optional(),
  })
  .superRefine(requiredDestination);
export type AddLineItemBody = z.input<typeof AddLineItemBodyModel>;

/** Body of POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets the add-on's quantity (0 removes it). */
export const AddAddonBodyModel = z
  .object({
    quantity: z
      .number({ error: 'quantity must be a number.' })
      .int('quantity must be a whole number.')
      .min(0, 'quantity must be 0 or more.')
      .max(ADDON_MAX_QUANTITY, `quantity must be at most ${ADDON_MAX_QUANTITY}.`),
    variantId: z.string({ error: 'variantId is required.' }).trim().min(1, 'variantId is required.').max(80, 'variantId is too long.'),
    productKey: z.string({ error: 'productKey is required.' }).trim().min(1, 'productKey is required.').max(60, 'productKey is too long.'),
    suburbId: SuburbIdModel.optional(),
    countryCode: CountryCodeModel.optional(),
  })
  .superRefine(requiredDestination);
export type AddAddonBody = z.input<typeof AddAddonBodyModel>;

/** Body of PUT /api/carts/{cartId}/line-items/{lineItemId}/addons/{addonId}/quantity. */
export const AddonQuantityBodyModel = z.object({
  quantity: z
    .number({ error: 'quantity must be a number.' })
    .int('quantity must be a whole number.')
    .min(0, 'quantity must be 0 or more.')
    .max(ADDON_MAX_QUANTITY, `quantity must be at most ${ADDON_MAX_QUANTITY}.`),
});
export type AddonQuantityBody = z.input<typeof AddonQuantityBodyModel>;
