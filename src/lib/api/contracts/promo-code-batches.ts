import { z } from 'zod';
import { PromoAdminStateModel, PromoChangeModel, PromoCodeNewModel } from './promotions';

/**
 * Batches of single-use promo codes (Flowerline only; docs/adr/0765): N
 * codes with a prefix sharing one set of terms, each usable once.
 */

export const BATCH_PREFIX_PATTERN = /^[A-Za-z0-9]+$/;
export const BATCH_PREFIX_MAX = 12;
export const BATCH_SIZE_MAX = 5_000;

const terms = PromoCodeNewModel.pick({ description: true, kind: true, value: true, firstDay: true, lastDay: true, minimumSpend: true, listings: true, products: true, combinable: true }).shape;

/** POST /api/promotions/promo-code-batches: `count` codes PREFIX-XXXXXXXXXX with the terms given. */
export const PromoCodeBatchNewModel = z.object({
  prefix: z
    .string({ error: 'Prefix is required' })
    .trim()
    .min(2, 'Prefix must be at least 2 characters')
    .max(BATCH_PREFIX_MAX, `Prefix must be at most ${BATCH_PREFIX_MAX} characters`)
    .regex(BATCH_PREFIX_PATTERN, 'Prefix may hold letters and digits only')
    .transform((prefix) => prefix.toUpperCase()),
  count: z
    .number({ error: 'How many codes must be a whole number' })
    .int('How many codes must be a whole number')
    .min(1, 'How many codes must be at least 1')
    .max(BATCH_SIZE_MAX, `How many codes must be at most ${BATCH_SIZE_MAX.toLocaleString('en-AU')}`),
  ...terms,
});
export type PromoCodeBatchNew = z.output<typeof PromoCodeBatchNewModel>;

export const PromoCodeBatchRowModel = z.object({
  id: z.string(),
  prefix: z.string(),
  description: z.string(),
  size: z.int(),
  used: z.int(),
  kind: z.enum(['percentage', 'amount']),
  value: z.number(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  minimumSpend: z.number().nullable(),
  listings: z.array(z.string()),
  products: z.array(z.string()),
  combinable: z.boolean(),
  /** What its codes apply to in the shop's words: listings by title, products by name, or "Everything". */
  appliesToWords: z.string(),
  /** Whether the batch is switched on (all its codes with it). */
  active: z.boolean(),
  /** As a code's: switched off, ended, scheduled, used up (every code taken) or active, the first that holds. */
  state: PromoAdminStateModel,
  createdAt: z.string(),
  createdBy: z.string(),
});
export type PromoCodeBatchRow = z.infer<typeof PromoCodeBatchRowModel>;
export const PromoCodeBatchListModel = z.object({ results: z.array(PromoCodeBatchRowModel) });
export type PromoCodeBatchList = z.infer<typeof PromoCodeBatchListModel>;
/** GET /api/promotions/promo-code-batches/{id}: the batch with its history, newest first. */
export const PromoCodeBatchDetailModel = PromoCodeBatchRowModel.extend({ changes: z.array(PromoChangeModel) });
export type PromoCodeBatchDetail = z.infer<typeof PromoCodeBatchDetailModel>;

/** PATCH /api/promotions/promo-code-batches/{id}: `active: false` switches the batch off, every one of its codes at once; `true` on again. */
export const PromoCodeBatchPatchModel = z.object({ active: z.boolean({ error: 'Active must be true or false' }) });
export type PromoCodeBatchPatch = z.output<typeof PromoCodeBatchPatchModel>;
