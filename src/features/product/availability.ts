import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { PRODUCT_UNAVAILABLE_MESSAGE } from '../../lib/domain/availability-messages';
import type { VariantsState } from './useVariants';

export const THIRD_PARTY_UNAVAILABLE_HEADING = 'Not available for this delivery';
export const THIRD_PARTY_UNAVAILABLE = 'Our delivery partner cannot send this gift to the chosen destination on that date. Please choose another date, destination or gift.';

export interface Availability {
  /** Why the product cannot be added now (null: it can). */
  blocker: string | null;
  /** A variant error to show in the yellow notice (and the button's tooltip). */
  variantError: string | null;
  /** A note that is not an error (partners' delivery times). */
  note: string | null;
}

interface Input {
  variants: VariantsState;
  hasLocation: boolean;
  date: CalendarDay | null;
  thirdParty: boolean;
}

/**
 * Whether Add to cart may be used: it needs a location, a date and variants
 * without an error (the server's variants answer checks the date's rules). For third-party products the partner's
 * 'Allow 3 business days for delivery' is a note, not an error.
 */
export function availability({ variants, hasLocation, date, thirdParty }: Input): Availability {
  if (!hasLocation) return { blocker: 'Choose a delivery location first', variantError: null, note: null };
  if (!date) return { blocker: 'Choose a delivery date first', variantError: null, note: null };
  if (variants.status === 'idle' || variants.status === 'loading') return { blocker: 'Checking availability…', variantError: null, note: null };
  if (variants.status === 'error') {
    const detail = variants.error.body.detail ?? null;
    if (thirdParty && detail && variants.error.type === PROBLEM_TYPES.partnerDeliveryNote) return { blocker: detail, variantError: null, note: detail };
    const message = detail || PRODUCT_UNAVAILABLE_MESSAGE;
    return { blocker: message, variantError: message, note: null };
  }
  const note = variants.data.deliveryMessage;
  if (variants.data.variants.length === 0) return { blocker: PRODUCT_UNAVAILABLE_MESSAGE, variantError: PRODUCT_UNAVAILABLE_MESSAGE, note };
  return { blocker: null, variantError: null, note };
}
