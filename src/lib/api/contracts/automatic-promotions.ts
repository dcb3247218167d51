import { z } from 'zod';
import { PROMO_KINDS, PROMO_TERM_FIELDS, PromoChangeModel } from './promotions';

/**
 * Promotions without a code (Flowerline only; docs/adr/0765): "10% off
 * hampers this week", applied to the cart by themselves.
 */

export const AUTOMATIC_PROMOTION_STATES = ['switchedOff', 'ended', 'scheduled', 'active'] as const;
export type AutomaticPromotionState = (typeof AUTOMATIC_PROMOTION_STATES)[number];
export const PROMOTION_NAME_MAX = 80;

const fields = {
  name: z.string({ error: 'Name is required' }).trim().min(3, 'Name must be at least 3 characters').max(PROMOTION_NAME_MAX, `Name must be at most ${PROMOTION_NAME_MAX} characters`).optional(),
  ...PROMO_TERM_FIELDS,
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
};

/** POST /api/promotions/automatic: a new promotion; it applies to listings or products (one of them), or to the whole order when neither is given. */
export const AutomaticPromotionNewModel = z.object({
  ...fields,
  name: fields.name.unwrap(),
  kind: z.enum(PROMO_KINDS, { error: 'Kind must be percentage or amount' }),
  value: z.union([z.number(), z.string()], { error: 'Value is required' }),
});
export type AutomaticPromotionNew = z.output<typeof AutomaticPromotionNewModel>;

/** PATCH /api/promotions/automatic/{id}: any of the fields; `active: false` switches it off. */
export const AutomaticPromotionPatchModel = z.object(fields);
export type AutomaticPromotionPatch = z.output<typeof AutomaticPromotionPatchModel>;

export const AutomaticPromotionRowModel = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  minimumSpend: z.number().nullable(),
  listings: z.array(z.string()),
  products: z.array(z.string()),
  /** What it applies to in the shop's words: listings by title, products by name, or "The whole order". */
  appliesToWords: z.string(),
  active: z.boolean(),
  state: z.enum(AUTOMATIC_PROMOTION_STATES),
  updatedAt: z.string(),
});
export type AutomaticPromotionRow = z.infer<typeof AutomaticPromotionRowModel>;
export const AutomaticPromotionListModel = z.object({ results: z.array(AutomaticPromotionRowModel) });
export type AutomaticPromotionList = z.infer<typeof AutomaticPromotionListModel>;
export const AutomaticPromotionDetailModel = AutomaticPromotionRowModel.extend({ changes: z.array(PromoChangeModel) });
export type AutomaticPromotionDetail = z.infer<typeof AutomaticPromotionDetailModel>;

/** GET /api/products/{productKey}/promotions: the promotions running now that apply to the product, by name (the product page's line). */
export const ProductPromotionsModel = z.object({ promotions: z.array(z.object({ name: z.string() })) });
export type ProductPromotions = z.infer<typeof ProductPromotionsModel>;
