/**
 * The kinds of problem the commerce API answers with. Each problem response
 * carries one of these as its `type`; clients decide on the type, never on
 * the wording of `title` or `detail`. The catalogue is listed in
 * docs/problems.md.
 */
export const PROBLEM_TYPES = {
  /** A field of the body or query failed its rule; `errors` names each field. */
  validation: '/problems/validation',
  /** The body is not JSON, or not the JSON the route takes. */
  malformedBody: '/problems/malformed-body',
  /** Text holds a character that cannot be stored (NUL, a lone surrogate); `errors` names the field. */
  invalidCharacters: '/problems/invalid-characters',
  unauthorized: '/problems/unauthorized',
  forbidden: '/problems/forbidden',
  csrf: '/problems/csrf',
  notFound: '/problems/not-found',
  conflict: '/problems/conflict',
  rateLimited: '/problems/rate-limited',
  internal: '/problems/internal',
  /** The delivery date breaks a rule of the delivery-date window. */
  deliveryDateInvalid: '/problems/delivery-date/invalid',
  deliveryDatePast: '/problems/delivery-date/past',
  deliveryDateHamperSameDay: '/problems/delivery-date/hamper-same-day',
  deliveryDateTooSoon: '/problems/delivery-date/too-soon',
  deliveryDateTooLate: '/problems/delivery-date/too-late',
  deliveryDateSunday: '/problems/delivery-date/sunday',
  deliveryDatePublicHoliday: '/problems/delivery-date/public-holiday',
  /** The product cannot be delivered to the chosen destination and date. */
  productUnavailable: '/problems/product/unavailable',
  /** A third-party partner's delivery note ("Allow 3 business days for delivery"). */
  partnerDeliveryNote: '/problems/product/partner-delivery-note',
  /** The cart holds items of the other source (third-party versus regular). */
  cartSourceConflict: '/problems/cart/source-conflict',
} as const;

export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];

/** The type of a problem response whose body named none (or one we do not know). */
export const UNKNOWN_PROBLEM = 'about:blank';
