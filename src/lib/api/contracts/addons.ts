import { z } from 'zod';
import { PriceModel } from './common';
import { deliveryParams, once, oneDestination, repeated } from './query-params';

/** Query of GET /api/products/{productKey}/addons. */
export const AddonsQueryModel = z
  .object({
    CartId: once(z.string().uuid('CartId is not a cart id.')),
    SelectedAddonsKeys: repeated.pipe(z.array(z.string().max(80, 'An add-on key is too long.')).max(50, 'Too many add-on keys.')).transform((keys) =>
      keys
        .flatMap((key) => key.split(','))
        .map((key) => key.trim())
        .filter(Boolean),
    ),
    ...deliveryParams,
  })
  .superRefine(oneDestination);
export type AddonsQuery = z.output<typeof AddonsQueryModel>;

/** An add-on (wine, chocolates, balloons...). `quantity` is what the cart already holds or 1 when pre-selected. */
export const AddonModel = z.object({
  addonId: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: PriceModel,
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
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
