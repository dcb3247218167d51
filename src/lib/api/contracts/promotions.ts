import { z } from 'zod';
import { CALENDAR_DAY_RANGE_WORDS, readCalendarDay, type CalendarDay } from '../../domain/calendar-day';
import { once, wholeNumberText } from './query-params';

/**
 * The head office's promo codes (Flowerline only; docs/adr/0763): the list
 * with its search, a code's fields with the record of every change, new
 * codes and changes, and each code's use in orders.
 */

/** A code's state as the back office says it: in this order, the first that holds. */
export const PROMO_ADMIN_STATES = ['switchedOff', 'ended', 'scheduled', 'usedUp', 'active'] as const;
export const PromoAdminStateModel = z.enum(PROMO_ADMIN_STATES, { error: 'state must be active, scheduled, switchedOff, usedUp or ended.' });
export type PromoAdminState = z.infer<typeof PromoAdminStateModel>;
export const PROMO_ADMIN_STATE_WORDS: Record<PromoAdminState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  switchedOff: 'Switched off',
  usedUp: 'Used up',
  ended: 'Ended',
};

export const PROMO_KINDS = ['percentage', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const PROMO_CODE_MAX = 30;
export const PROMO_DESCRIPTION_MAX = 200;
/** The most an amount off or a minimum spend may be: $9,999.99. */
export const PROMO_DOLLARS_MAX_CENTS = 999_999;
export const PROMO_LIMIT_MAX = 1_000_000;
export const PROMO_TARGETS_MAX = 50;

/** GET /api/promotions/promo-codes: `search` finds a code or its description; `state` one state; paged. */
export const PromoListQueryModel = z.object({
  search: once(z.string().trim().max(100, 'search must be at most 100 characters.')).default(''),
  state: once(PromoAdminStateModel),
  offset: once(wholeNumberText('offset', 0, 100_000)).default(0),
  limit: once(wholeNumberText('limit', 1, 100)).default(20),
});
export type PromoListQuery = z.output<typeof PromoListQueryModel>;

const day = (label: string) =>
  z
    .unknown()
    .transform((value, ctx): CalendarDay | null => {
      if (value === null || value === '') return null;
      const reading = typeof value === 'string' ? readCalendarDay(value) : ({ ok: false, fault: 'format' } as const);
      if (!reading.ok) {
        const message = { format: `${label} must be a date (yyyy-mm-dd)`, 'no-such-day': `${label} is not a real date`, 'out-of-range': `${label} must be ${CALENDAR_DAY_RANGE_WORDS}` }[reading.fault];
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return reading.day;
    })
    .optional();

const limit = (label: string) =>
  z
    .union([z.number({ error: `${label} must be a whole number` }), z.null()], { error: `${label} must be a whole number` })
    .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= PROMO_LIMIT_MAX), `${label} must be a whole number from 1 to ${PROMO_LIMIT_MAX}`)
    .optional();

const keys = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .min(1, `${label} must not be empty`)
        .max(100, `${label} must be at most 100 characters`),
      { error: `${label} must be a list` },
    )
    .max(PROMO_TARGETS_MAX, `At most ${PROMO_TARGETS_MAX}`)
    .optional();

/** The fields a new code or a change may give; how they fit together is checked by `promoCodeRuleErrors` on the code as it would be. */
const fields = {
  description: z.string({ error: 'Description must be text' }).trim().max(PROMO_DESCRIPTION_MAX, `Description must be at most ${PROMO_DESCRIPTION_MAX} characters`).optional(),
  kind: z.enum(PROMO_KINDS, { error: 'Kind must be percentage or amount' }).optional(),
  /** A whole percentage (1 to 100), or dollars off with at most 2 decimals (a number or its text). */
  value: z.union([z.number(), z.string()], { error: 'Value must be a number' }).optional(),
  firstDay: day('First day'),
  lastDay: day('Last day'),
  maxApplications: limit('Use limit'),
  maxApplicationsPerCustomer: limit('Limit per customer'),
  /** Dollars, at most 2 decimals; none when null. */
  minimumSpend: z.union([z.number(), z.string(), z.null()], { error: 'Minimum spend must be a number' }).optional(),
  /** Listing pages' slugs (birthday-flowers) or product keys (WB1001): one or the other; everything when both are empty. */
  listings: keys('Listing'),
  products: keys('Product'),
  combinable: z.boolean({ error: 'Combines with other codes must be true or false' }).optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
};

/** The terms a code shares with promotions without a code and batches of codes: the discount, the days, the minimum spend, what it applies to. */
export const PROMO_TERM_FIELDS = {
  kind: fields.kind,
  value: fields.value,
  firstDay: fields.firstDay,
  lastDay: fields.lastDay,
  minimumSpend: fields.minimumSpend,
  listings: fields.listings,
  products: fields.products,
};

/** POST /api/promotions/promo-codes: a new code (stored in upper case; 409 when taken). */
export const PromoCodeNewModel = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(3, 'Code must be at least 3 characters')
    .max(PROMO_CODE_MAX, `Code must be at most ${PROMO_CODE_MAX} characters`)
    .regex(PROMO_CODE_PATTERN, "Code may hold letters, digits, '-' and '_' only")
    .transform((code) => code.toUpperCase()),
  ...fields,
  kind: z.enum(PROMO_KINDS, { error: 'Kind must be percentage or amount' }),
  value: z.union([z.number(), z.string()], { error: 'Value is required' }),
});
export type PromoCodeNew = z.output<typeof PromoCodeNewModel>;

/** PATCH /api/promotions/promo-codes/{code}: any of the fields; `active: false` switches the code off. */
export const PromoCodePatchModel = z.object(fields);
export type PromoCodePatch = z.output<typeof PromoCodePatchModel>;

/** A code's fields as the rules read them, in the units the API takes. */
export interface PromoCodeDraft {
  kind: PromoKind;
  value: number | string;
  firstDay: CalendarDay | null;
  lastDay: CalendarDay | null;
  minimumSpend: number | string | null;
  listings: readonly string[];
  products: readonly string[];
}

const DOLLARS = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,7}$/;

/** Dollars (a number or its text, at most 2 decimals) in whole cents, or why not. */
export function dollarsToCents(value: number | string, label: string): { cents: number } | { error: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (text.startsWith('-')) return { error: `${label} must be more than $0` };
  const match = DOLLARS.exec(text);
  if (!match) return { error: /^\d*\.\d{3,}$/.test(text) ? `${label} can have at most 2 decimal places` : `${label} must be an amount in dollars` };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > PROMO_DOLLARS_MAX_CENTS) return { error: `${label} must be at most $${PROMO_DOLLARS_MAX_CENTS / 100}` };
  return { cents };
}

/** The discount a draft gives, in the domain's units, or the field errors. */
export function promoCodeRuleErrors(draft: PromoCodeDraft): { percent: number | null; amountCents: number | null; minimumSpendCents: number | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let percent: number | null = null;
  let amountCents: number | null = null;
  if (draft.kind === 'percentage') {
    // A JSON number, or text of plain decimal digits: not 0x10, 1e1, or Infinity, which Number() would read.
    const n = typeof draft.value === 'number' ? draft.value : WHOLE.test(draft.value.trim()) ? Number(draft.value.trim()) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= 100) percent = n;
    else errors.value = 'Percentage off must be a whole number from 1 to 100';
  } else {
    const read = dollarsToCents(draft.value, 'Amount off');
    if ('error' in read) errors.value = read.error;
    else if (read.cents === 0) errors.value = 'Amount off must be more than $0';
    else amountCents = read.cents;
  }
  let minimumSpendCents: number | null = null;
  if (draft.minimumSpend !== null && !(typeof draft.minimumSpend === 'string' && draft.minimumSpend.trim() === '')) {
    const read = dollarsToCents(draft.minimumSpend, 'Minimum spend');
    if ('error' in read) errors.minimumSpend = read.error;
    else minimumSpendCents = read.cents || null;
  }
  if (draft.firstDay && draft.lastDay && draft.lastDay < draft.firstDay) errors.lastDay = 'Last day must not be before the first day';
  if (draft.listings.length && draft.products.length) errors.products = 'Choose listings or products, not both';
  return { percent, amountCents, minimumSpendCents, errors };
}

export const PromoFieldChangeModel = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export const PromoChangeModel = z.object({ at: z.string(), by: z.string(), fields: z.array(PromoFieldChangeModel) });
export type PromoChange = z.infer<typeof PromoChangeModel>;

export const PromoCodeRowModel = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** The percentage, or the dollars off. */
  value: z.number(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  active: z.boolean(),
  state: PromoAdminStateModel,
  uses: z.int(),
  maxApplications: z.int().nullable(),
  maxApplicationsPerCustomer: z.int().nullable(),
  /** Dollars; null when none. */
  minimumSpend: z.number().nullable(),
  listings: z.array(z.string()),
  products: z.array(z.string()),
  /** A code limited to a product category by the shop's set-up (HAMPER20: hampers). */
  category: z.string().nullable(),
  combinable: z.boolean(),
  updatedAt: z.string(),
});
export type PromoCodeRow = z.infer<typeof PromoCodeRowModel>;
export const PromoCodeListModel = z.object({ results: z.array(PromoCodeRowModel), total: z.int() });
export type PromoCodeList = z.infer<typeof PromoCodeListModel>;
export const PromoCodeDetailModel = PromoCodeRowModel.extend({ changes: z.array(PromoChangeModel) });
export type PromoCodeDetail = z.infer<typeof PromoCodeDetailModel>;

/** One Melbourne day of a code's use: the orders placed with it, their total, and the discount it gave. */
export const PromoUsageDayModel = z.object({ day: z.string(), orders: z.int(), revenue: z.number(), discount: z.number() });
/**
 * GET /api/promotions/promo-codes/{code}/usage: uses taken (orders and open
 * payments, as the use limit counts them), and, in dollars, the orders that
 * brought money in: neither cancelled nor refunded in full, their totals less
 * any refunds made (docs/adr/0780). `notCounted`: the orders left out so.
 */
export const PromoUsageModel = z.object({
  code: z.string(),
  uses: z.int(),
  orders: z.int(),
  revenue: z.number(),
  discount: z.number(),
  notCounted: z.int(),
  byDay: z.array(PromoUsageDayModel),
});
export type PromoUsage = z.infer<typeof PromoUsageModel>;

/** GET …/usage: `format=csv` answers the report as a CSV file (as …/usage.csv does). */
export const PromoUsageQueryModel = z.object({ format: once(z.enum(['json', 'csv'], { error: 'format must be json or csv.' })).default('json') });
