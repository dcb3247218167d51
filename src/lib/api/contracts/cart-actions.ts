import { z } from 'zod';
import { CARD_MESSAGE_TIERS } from '../../domain/card-message';
import { priceCents } from '../../domain/price-input';
import { requiredText, select } from '../../domain/validation';
import { CountryCodeModel, DeliveryDateModel, SuburbIdModel } from './common';
import { requiredDestination } from './query-params';

/**
 * Bodies of the cart's line and cart-level actions (spec 001 sections 7.2
 * and 7.3). Each answers the cart.
 */

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
    suburbId: SuburbIdModel.optional(),
    countryCode: CountryCodeModel.optional(),
  })
  .superRefine(requiredDestination);
export type CustomProductBody = z.input<typeof CustomProductBodyModel>;

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
    suburbId: SuburbIdModel.optional(),
    countryCode: CountryCodeModel.optional(),
  })
  .superRefine(requiredDestination);
export type ValidateCartBody = z.input<typeof ValidateCartBodyModel>;
