import { z } from 'zod/mini';
import { ImageModel, PriceModel } from './common';

/**
 * The answer of GET /api/products/{productKey}/variants, in zod/mini: the
 * product page parses it in the browser (docs/adr/0703). Its query is in
 * catalog-queries.ts.
 */

export const VariantModel = z.object({
  label: z.string(),
  price: PriceModel,
  productKey: z.string(),
  variantKey: z.string(),
  variantId: z.string(),
  productId: z.string(),
  sku: z.string(),
  images: z.array(ImageModel),
});
export type Variant = z.infer<typeof VariantModel>;

/**
 * GET /api/products/{productKey}/variants: variants in the order Petite,
 * Standard, Premium, Deluxe, and the fees of the chosen delivery (null until
 * a location is given). `deliveryMessage` carries notes that are not errors,
 * such as 'Allow 3 business days for delivery' for partner products.
 */
export const VariantsResponseModel = z.object({
  productKey: z.string(),
  productId: z.string(),
  thirdPartySource: z.nullable(z.string()),
  isHamper: z.boolean(),
  variants: z.array(VariantModel),
  deliveryFee: z.nullable(PriceModel),
  extraDeliveryFee: z.nullable(PriceModel),
  /** The chosen date's peak-day surcharge ("Mother's Day", +$10), when Flowerline set one (docs/adr/0774). */
  peakDay: z.optional(z.nullable(z.object({ name: z.string(), surcharge: PriceModel }))),
  serviceFee: z.nullable(PriceModel),
  deliveryMessage: z.nullable(z.string()),
});
export type VariantsResponse = z.infer<typeof VariantsResponseModel>;
