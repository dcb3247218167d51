import { z } from 'zod';
import { ImageModel, PriceModel } from './common';
import { deliveryParams, oneDestination } from './query-params';

/** Query of GET /api/products/{productKey}/variants. */
export const VariantsQueryModel = z.object(deliveryParams).superRefine(oneDestination);
export type VariantsQuery = z.output<typeof VariantsQueryModel>;

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
  thirdPartySource: z.string().nullable(),
  isHamper: z.boolean(),
  variants: z.array(VariantModel),
  deliveryFee: PriceModel.nullable(),
  extraDeliveryFee: PriceModel.nullable(),
  serviceFee: PriceModel.nullable(),
  deliveryMessage: z.string().nullable(),
});
export type VariantsResponse = z.infer<typeof VariantsResponseModel>;
