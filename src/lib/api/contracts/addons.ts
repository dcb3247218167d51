import { z } from 'zod/mini';
import { PriceModel } from './common';

/** The answer of GET /api/products/{productKey}/addons; its query is in catalog-queries.ts. */

/** An add-on (wine, chocolates, balloons...). `quantity` is what the cart already holds or 1 when pre-selected. */
export const AddonModel = z.object({
  addonId: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: PriceModel,
  quantity: z.int(),
  maxQuantity: z.int(),
  valid: z.boolean(),
  addonType: z.string(),
  key: z.string(),
  imageUrl: z.string(),
  variantId: z.string(),
});
export type Addon = z.infer<typeof AddonModel>;

export const AddonCategoryModel = z.object({ id: z.string(), name: z.string(), addons: z.array(AddonModel) });
export type AddonCategory = z.infer<typeof AddonCategoryModel>;

/** GET /api/products/{productKey}/addons. An empty list means no add-on can go with this delivery. */
export const AddonsResponseModel = z.object({ categories: z.array(AddonCategoryModel) });
export type AddonsResponse = z.infer<typeof AddonsResponseModel>;
