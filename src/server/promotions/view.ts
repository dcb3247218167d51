import { and, gt, gte, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { PromoAdminState, PromoCodeRow } from '../../lib/api/contracts/promotions';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { promoCodes } from '../db/schema/index';

export type StoredPromoCode = typeof promoCodes.$inferSelect;

/** A code's state on `today` (Melbourne): switched off, ended, scheduled, used up or active, the first that holds. */
export function promoAdminState(row: StoredPromoCode, today: CalendarDay): PromoAdminState {
  if (!row.isActive) return 'switchedOff';
  if (row.validUntil && row.validUntil < today) return 'ended';
  if (row.validFrom && row.validFrom > today) return 'scheduled';
  if (row.maxApplications != null && row.applications >= row.maxApplications) return 'usedUp';
  return 'active';
}

/** The same states as conditions on the table, for the list's filter. */
export function promoStateCondition(state: PromoAdminState, today: CalendarDay): SQL {
  const on = sql`${promoCodes.isActive}`;
  const ended = and(isNotNull(promoCodes.validUntil), lt(promoCodes.validUntil, today))!;
  const scheduled = and(isNotNull(promoCodes.validFrom), gt(promoCodes.validFrom, today))!;
  const usedUp = and(isNotNull(promoCodes.maxApplications), gte(promoCodes.applications, promoCodes.maxApplications))!;
  const conditions: Record<PromoAdminState, SQL> = {
    switchedOff: not(on),
    ended: and(on, ended)!,
    scheduled: and(on, not(ended), scheduled)!,
    usedUp: and(on, not(ended), not(scheduled), usedUp)!,
    active: and(on, or(isNull(promoCodes.validUntil), gte(promoCodes.validUntil, today)), or(isNull(promoCodes.validFrom), sql`${promoCodes.validFrom} <= ${today}`), not(usedUp))!,
  };
  return conditions[state];
}

const dollars = (cents: number) => cents / 100;

/** A stored code as the back office shows it. */
export function promoCodeView(row: StoredPromoCode, today: CalendarDay): PromoCodeRow {
  const target = row.appliesTo;
  return {
    code: row.code,
    description: row.description,
    kind: row.discountKind === 'percentage' ? 'percentage' : 'amount',
    value: row.discountKind === 'percentage' ? (row.percent ?? 0) : dollars(row.amountCents ?? 0),
    firstDay: row.validFrom,
    lastDay: row.validUntil,
    active: row.isActive,
    state: promoAdminState(row, today),
    uses: row.applications,
    maxApplications: row.maxApplications,
    maxApplicationsPerCustomer: row.maxApplicationsPerCustomer,
    minimumSpend: row.minimumSpendCents == null ? null : dollars(row.minimumSpendCents),
    listings: target && 'listings' in target ? target.listings : [],
    products: target && 'products' in target ? target.products : [],
    category: row.category,
    combinable: row.combinable,
    updatedAt: row.updatedAt.toISOString(),
  };
}
