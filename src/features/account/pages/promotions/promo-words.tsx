import { PROMO_ADMIN_STATE_WORDS, type PromoAdminState, type PromoCodeRow } from '../../../../lib/api/contracts/promotions';
import { formatDisplayDate, type CalendarDay } from '../../../../lib/domain/calendar-day';
import { formatPrice } from '../../../../lib/domain/money';

/** The words of the promotions screens: a code's discount, its days, its uses, its state. */

export const discountWords = (row: Pick<PromoCodeRow, 'kind' | 'value'>) => (row.kind === 'percentage' ? `${row.value}% off` : `${formatPrice(Math.round(row.value * 100))} off`);

const day = (text: string) => formatDisplayDate(text as CalendarDay);

export function daysWords(row: Pick<PromoCodeRow, 'firstDay' | 'lastDay'>): string {
  if (row.firstDay && row.lastDay) return `${day(row.firstDay)} to ${day(row.lastDay)}`;
  if (row.firstDay) return `From ${day(row.firstDay)}`;
  if (row.lastDay) return `Until ${day(row.lastDay)}`;
  return 'No end date';
}

export const usesWords = (row: Pick<PromoCodeRow, 'uses' | 'maxApplications'>) => `${row.uses} / ${row.maxApplications ?? 'no limit'}`;

const STATE_STYLES: Record<PromoAdminState, string> = {
  active: 'border-alert-green/30 bg-white text-alert-green',
  scheduled: 'border-plum/30 bg-soft-pink text-plum',
  switchedOff: 'border-ink/25 bg-white text-ink-muted',
  usedUp: 'border-alert-red/30 bg-white text-alert-red',
  ended: 'border-ink/25 bg-white text-ink-muted',
};

export function PromoStateBadge({ state }: { state: PromoAdminState }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_STYLES[state]}`}>{PROMO_ADMIN_STATE_WORDS[state]}</span>;
}
