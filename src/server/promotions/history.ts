import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { formatPrice } from '../../lib/domain/money';
import type { PromoChange } from '../../lib/api/contracts/promotions';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Tx } from '../cart/rows';
import { promoCodeChanges } from '../db/schema/index';
import { appliesToWords, type TargetNames } from './target-words';
import type { StoredPromoCode } from './view';

export type PromoFieldChange = PromoChange['fields'][number];

const NONE = '—';
export type FieldWords = Record<string, { label: string; text: string }>;

/** The fields whose words differ between two versions (a new one: every field, from "—"). */
export function changedFields(before: FieldWords, after: FieldWords): PromoFieldChange[] {
  return Object.entries(after)
    .filter(([field, now]) => before[field]?.text !== now.text)
    .map(([field, now]) => ({ field, label: now.label, before: before[field]?.text ?? NONE, after: now.text }));
}

export const dayWords = (day: CalendarDay | null, open: string) => (day ? formatDisplayDate(day) : open);
const limitWords = (n: number | null) => (n == null ? 'No limit' : String(n));

/** The discount in words: "10% off", "$7.50 off". */
export const discountWords = (row: Pick<StoredPromoCode, 'discountKind' | 'percent' | 'amountCents'>) =>
  row.discountKind === 'percentage' ? `${row.percent ?? 0}% off` : `${formatPrice(row.amountCents ?? 0)} off`;

/** Each field of a code in the shop's words ("Amount off: $10.00", "Last day: 31/12/2026", "Applies to: Listings: Birthday Flowers"). */
export function promoCodeWords(row: StoredPromoCode | null, names: TargetNames): FieldWords {
  if (!row) return {};
  return {
    description: { label: 'Description', text: row.description || NONE },
    discount: { label: 'Discount', text: discountWords(row) },
    firstDay: { label: 'First day', text: dayWords(row.validFrom, 'From now') },
    lastDay: { label: 'Last day', text: dayWords(row.validUntil, 'No end') },
    maxApplications: { label: 'Use limit', text: limitWords(row.maxApplications) },
    maxApplicationsPerCustomer: { label: 'Limit per customer', text: limitWords(row.maxApplicationsPerCustomer) },
    minimumSpend: { label: 'Minimum spend', text: row.minimumSpendCents == null ? 'None' : formatPrice(row.minimumSpendCents) },
    appliesTo: { label: 'Applies to', text: appliesToWords(row.appliesTo, names, 'Everything') },
    combinable: { label: 'Combines with other codes', text: row.combinable ? 'Yes' : 'No' },
    active: { label: 'Status', text: row.isActive ? 'On' : 'Switched off' },
  };
}

/** The fields that differ between two versions of a code (a new code: every field, from "—"). */
export function promoCodeFieldChanges(before: StoredPromoCode | null, after: StoredPromoCode, names: TargetNames): PromoFieldChange[] {
  return changedFields(promoCodeWords(before, names), promoCodeWords(after, names));
}

/** Records a change of a code (who, when, each field before and after); nothing when nothing changed. */
export async function recordPromoCodeChange(tx: Tx, { promoCodeId, fields, user, now }: { promoCodeId: string; fields: PromoFieldChange[]; user: AuthUser; now: Date }): Promise<void> {
  if (!fields.length) return;
  const by = (await personName(tx, user.userId)) ?? 'Flowerline';
  await tx.insert(promoCodeChanges).values({ promoCodeId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
}
