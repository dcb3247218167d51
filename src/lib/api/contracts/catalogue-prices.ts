import { z } from 'zod';
import { priceCents } from '../../domain/price-input';
import { CATALOGUE_PRICE_MAX_CENTS } from './catalogue';
import { PriceModel } from './common';

/**
 * Bulk and scheduled price changes of the head office's catalogue
 * (Flowerline only; docs/adr/0757): which sizes, the rule, the shop's
 * rounding, and when (now, or a time in the future).
 */
export const PRICE_ROUNDINGS = ['dollar', 'ninetyFive'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];
export const PRICE_CHANGE_STATUSES = ['scheduled', 'applied', 'undone', 'cancelled'] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];
/** The most a price may go down, and up, by percentage. */
export const PERCENT_DOWN_MAX = 90;
export const PERCENT_UP_MAX = 500;
/** How far ahead a change may be scheduled: a year. */
export const SCHEDULE_AHEAD_MAX_DAYS = 366;
export const PRICE_SELECTION_KEYS_MAX = 500;

const sizes = z
  .array(z.string({ error: 'A size name must be text.' }).trim().min(1, 'A size name must not be empty.').max(60, 'A size name must be at most 60 characters.'), {
    error: 'sizes must be a list of size names.',
  })
  .max(20, 'Choose at most 20 sizes.')
  .optional();
const words = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** The products a change is made to (all of a listing, a tag, a search or the products ticked), and optionally only some size names. */
export const PriceSelectionModel = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('listing'), listing: words('Listing', 200), sizes }),
    z.object({ kind: z.literal('tag'), tag: words('Tag', 100), sizes }),
    z.object({ kind: z.literal('text'), text: words('Search', 100), sizes }),
    z.object({
      kind: z.literal('keys'),
      keys: z
        .array(z.string({ error: 'A product key must be text.' }).min(1).max(100), { error: 'keys must be a list of product keys.' })
        .min(1, 'Tick at least one product.')
        .max(PRICE_SELECTION_KEYS_MAX, `Tick at most ${PRICE_SELECTION_KEYS_MAX} products.`),
      sizes,
    }),
  ],
  { error: 'Choose listing, tag, text or keys.' },
);
export type PriceSelection = z.output<typeof PriceSelectionModel>;

/** A percentage with at most two decimals, as whole hundredths of a percent. */
function basisPoints(value: unknown): number | string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Percentage is required';
  if (text.startsWith('-')) return 'Percentage must be more than 0';
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return /^\d*\.\d{3,}$/.test(text) ? 'Percentage can have at most 2 decimal places' : 'Percentage must be a number';
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A rule: up or down by a percentage (0 < p ≤ 90 down, ≤ 500 up) or by an amount of dollars (at most 2 decimals). */
export const PriceRuleModel = z
  .object({
    kind: z.enum(['percent', 'amount'], { error: 'kind must be percent or amount.' }),
    direction: z.enum(['up', 'down'], { error: 'direction must be up or down.' }),
    value: z.unknown(),
  })
  .transform((rule, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, path: ['value'] });
      return z.NEVER;
    };
    if (rule.kind === 'percent') {
      const points = basisPoints(rule.value);
      if (typeof points === 'string') return fail(points);
      const max = rule.direction === 'down' ? PERCENT_DOWN_MAX : PERCENT_UP_MAX;
      if (points <= 0) return fail('Percentage must be more than 0');
      if (points > max * 100) return fail(`Percentage must be at most ${max} when prices go ${rule.direction}`);
      return { kind: rule.kind, direction: rule.direction, value: points };
    }
    const amount = priceCents('Amount', CATALOGUE_PRICE_MAX_CENTS).safeParse(rule.value);
    if (!amount.success) return fail(amount.error.issues[0]!.message);
    if (amount.data <= 0) return fail('Amount must be more than 0');
    return { kind: rule.kind, direction: rule.direction, value: amount.data };
  });
/** `value` is hundredths of a percent for a percentage, cents for an amount. */
export type PriceRule = z.output<typeof PriceRuleModel>;

/** POST /api/catalogue/price-changes/preview: what would change, nothing written. */
export const PricePreviewRequestModel = z.object({
  selection: PriceSelectionModel,
  rule: PriceRuleModel,
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'rounding must be dollar or ninetyFive.' }),
});
export type PricePreviewRequest = z.output<typeof PricePreviewRequestModel>;

/** POST /api/catalogue/price-changes: as the preview, and `at` (an ISO instant in the future) to schedule it; without `at` it is made now. */
export const PriceChangeRequestModel = PricePreviewRequestModel.extend({
  at: z.iso
    .datetime({ offset: true, error: 'at must be a date and time.' })
    .transform((text) => new Date(text))
    .nullish(),
});
export type PriceChangeRequest = z.output<typeof PriceChangeRequestModel>;

export const PricePreviewRowModel = z.object({ productKey: z.string(), product: z.string(), size: z.string(), now: PriceModel, new: PriceModel });
export type PricePreviewRow = z.infer<typeof PricePreviewRowModel>;
/** Every size of the selection (product order, then size order); `changing` counts those whose price moves. */
export const PricePreviewModel = z.object({ rows: z.array(PricePreviewRowModel), changing: z.int() });
export type PricePreview = z.infer<typeof PricePreviewModel>;

/** A size an undo left as it was, because it was changed again since. */
export const PriceLeftModel = z.object({ productKey: z.string(), product: z.string(), size: z.string(), price: PriceModel });

export const PriceChangeModel = z.object({
  /** A number counting up (shown as "Price change 12"). */
  id: z.int(),
  status: z.enum(PRICE_CHANGE_STATUSES),
  summary: z.string(),
  by: z.string(),
  createdAt: z.string(),
  /** When it was made, or is to be made. */
  runAt: z.string(),
  appliedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  /** How many sizes it changed (0 until it runs). */
  sizes: z.int(),
  /** The sizes its undo left as they were. */
  left: z.array(PriceLeftModel),
});
export type PriceChange = z.infer<typeof PriceChangeModel>;
export const PriceChangeListModel = z.object({ results: z.array(PriceChangeModel) });
export type PriceChangeList = z.infer<typeof PriceChangeListModel>;

/** GET /api/catalogue/price-changes/choices: the listings (slug and title), tags and size names a change can choose from. */
export const PriceChoicesModel = z.object({
  listings: z.array(z.object({ slug: z.string(), title: z.string() })),
  tags: z.array(z.string()),
  sizes: z.array(z.string()),
});
export type PriceChoices = z.infer<typeof PriceChoicesModel>;
