import { z } from 'zod';
import type { CalendarDay } from '../../domain/calendar-day';
import { CARD_MESSAGE_TIERS } from '../../domain/card-message';
import { priceCents } from '../../domain/price-input';
import { requiredText, select } from '../../domain/validation';
import { ADDON_MAX_QUANTITY, LINE_ITEM_MAX_QUANTITY } from '../../domain/variants';
import { CountryCodeModel, DeliveryDateModel, SuburbIdModel } from './common';
import { readRequiredDestination, requiredDestination } from './query-params';

/**
 * Bodies of the cart's line and cart-level actions (spec 001 sections 7.2
 * and 7.3), with the messages a bad body is answered with. Each answers the
 * cart (./cart).
 */

/** A body as the shop's own pages send it: the delivery date is a day they have read. */
type DayBody<Body extends { deliveryDate: string }> = Omit<Body, 'deliveryDate'> & { deliveryDate: CalendarDay };

/** POST /api/carts: nothing to send; a body, when sent, is a JSON object (its fields are not read). */
export const CreateCartBodyModel = z.object({}, { error: 'Send a JSON object, or no body, to start a cart.' });

/** Lengths of the custom items' fields. */
export const CUSTOM_TITLE_MAX = 50;
export const CUSTOM_DESCRIPTION_MAX = 255;
export const CART_NOTE_MAX = 300;
export const PROMO_CODE_MAX = 40;

/**
 * POST carts/{cartId}/line-items/{lineItemId}/set-card-message. The length
 * rule depends on the line (docs/adr/0500): the server checks it with
 * `cardMessageInputModel` of the line's third-party source.
 */
export const SetCardMessageBodyModel = z.object({
  cardMessage: z.string({ error: 'Card message is not valid' }).max(20_000, { error: 'Card message is too long' }).nullish(),
  cardMessageTier: select('card message length', CARD_MESSAGE_TIERS).optional(),
  noCardMessage: z.boolean({ error: 'noCardMessage must be true or false' }).optional(),
});
export type SetCardMessageBody = z.input<typeof SetCardMessageBodyModel>;

/** PUT carts/{cartId}/notes: an empty note clears it. */
export const CartNoteBodyModel = z.object({
  cartNote: z
    .string({ error: 'Cart note is not valid' })
    .trim()
    .max(CART_NOTE_MAX, { error: `Cart note must be at most ${CART_NOTE_MAX} characters` })
    .nullish()
    .transform((note) => note || null),
});

/** POST carts/{cartId}/line-items/{lineItemId}/adjustments (spec 001 section 5.3): title, description and price are required. */
export const AdjustmentBodyModel = z.object({
  title: requiredText('Title', CUSTOM_TITLE_MAX),
  description: requiredText('Description', CUSTOM_DESCRIPTION_MAX),
  price: priceCents('Price'),
});
export type AdjustmentBody = z.input<typeof AdjustmentBodyModel>;

/**
 * POST carts/{cartId}/custom-product and PUT .../custom-product/{id} (spec
 * 001 section 5.2). The card message is optional here; the checkout gate
 * still asks for a message or the tick.
 */
export const CustomProductBodyModel = z
  .object({
    title: requiredText('Title', CUSTOM_TITLE_MAX),
    description: requiredText('Description', CUSTOM_DESCRIPTION_MAX),
    price: priceCents('Price'),
    cardMessage: z.string({ error: 'Card message is not valid' }).max(20_000, { error: 'Card message is too long' }).nullish(),
    cardMessageTier: select('card message length', CARD_MESSAGE_TIERS).optional(),
    noCardMessage: z.boolean({ error: 'noCardMessage must be true or false' }).optional(),
    deliveryDate: DeliveryDateModel,
    suburbId: z.optional(SuburbIdModel),
    countryCode: z.optional(CountryCodeModel),
  })
  .superRefine(requiredDestination)
  .transform(readRequiredDestination);
export type CustomProductBody = DayBody<z.input<typeof CustomProductBodyModel>>;

/** The custom product form's message when no delivery location is chosen. */
export const CUSTOM_PRODUCT_LOCATION_MISSING = "Don't forget to add your delivery address and location";

/** POST carts/{cartId}/promo-codes. */
export const PromoCodeBodyModel = z.object({
  code: requiredText('Promo code', PROMO_CODE_MAX).regex(/^[A-Za-z0-9_-]+$/, { error: 'Promo code is not valid' }),
});

/** POST cart/{id}/validate: the new delivery details for every line; answers the cart with isValid. */
export const ValidateCartBodyModel = z
  .object({
    deliveryDate: DeliveryDateModel,
    suburbId: z.optional(SuburbIdModel),
    countryCode: z.optional(CountryCodeModel),
  })
  .superRefine(requiredDestination)
  .transform(readRequiredDestination);
export type ValidateCartBody = DayBody<z.input<typeof ValidateCartBodyModel>>;

/** Body of PUT /api/carts/customerId/{customerId}/merge: the guest cart to merge. */
export const MergeCartBodyModel = z.object({ anonymousId: z.string({ error: 'anonymousId is required.' }).trim().min(1, 'anonymousId is required.').max(100, 'anonymousId is too long.') });

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
    suburbId: z.optional(SuburbIdModel),
    countryCode: z.optional(CountryCodeModel),
  })
  .superRefine(requiredDestination)
  .transform(readRequiredDestination);
export type AddLineItemBody = DayBody<z.input<typeof AddLineItemBodyModel>>;
/** The body as the server reads it: the day a CalendarDay, the destination a DeliveryChoice. */
export type AddLineItemRequest = z.output<typeof AddLineItemBodyModel>;

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
    suburbId: z.optional(SuburbIdModel),
    countryCode: z.optional(CountryCodeModel),
  })
  .superRefine(requiredDestination)
  .transform(readRequiredDestination);
export type AddAddonBody = z.input<typeof AddAddonBodyModel>;
export type AddAddonRequest = z.output<typeof AddAddonBodyModel>;

/** Body of PUT /api/carts/{cartId}/line-items/{lineItemId}/addons/{addonId}/quantity. */
export const AddonQuantityBodyModel = z.object({
  quantity: z
    .number({ error: 'quantity must be a number.' })
    .int('quantity must be a whole number.')
    .min(0, 'quantity must be 0 or more.')
    .max(ADDON_MAX_QUANTITY, `quantity must be at most ${ADDON_MAX_QUANTITY}.`),
});
export type AddonQuantityBody = z.input<typeof AddonQuantityBodyModel>;
