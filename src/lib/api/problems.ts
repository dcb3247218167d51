import { CSRF_PROBLEM } from './problem-basics';
import type { CheckoutBlockCode } from '../domain/checkout-gate';
import type { DeliveryDateProblemCode } from '../domain/delivery';

/**
 * The kinds of problem the commerce API answers with. Each problem response
 * carries one of these as its `type`; clients decide on the type, never on
 * the wording of `title` or `detail`. The catalogue is listed in
 * docs/problems.md.
 */
export const PROBLEM_TYPES = {
  /** A field of the body or query failed its rule; `errors` names each field. */
  validation: '/problems/validation',
  /** The body is not JSON, or not the JSON the route takes (an upload: not multipart/form-data that parses). */
  malformedBody: '/problems/malformed-body',
  /** The body is over the size any call of the API takes (an image upload has its own limit, assetTooLarge). */
  bodyTooLarge: '/problems/body-too-large',
  /** Text holds a character that cannot be stored (NUL, a lone surrogate); `errors` names the field. */
  invalidCharacters: '/problems/invalid-characters',
  unauthorized: '/problems/unauthorized',
  forbidden: '/problems/forbidden',
  csrf: CSRF_PROBLEM,
  notFound: '/problems/not-found',
  conflict: '/problems/conflict',
  rateLimited: '/problems/rate-limited',
  /** The password was right, but the account's email has not been confirmed yet (a new link is sent). */
  emailUnverified: '/problems/auth/email-unverified',
  /** An emailed link (registration, email change, sign-in) that has expired, was used, or never existed. */
  linkInvalid: '/problems/auth/link-invalid',
  internal: '/problems/internal',
  /** The delivery date breaks a rule of the delivery-date window. */
  deliveryDateInvalid: '/problems/delivery-date/invalid',
  deliveryDatePast: '/problems/delivery-date/past',
  deliveryDateHamperSameDay: '/problems/delivery-date/hamper-same-day',
  deliveryDateTooSoon: '/problems/delivery-date/too-soon',
  deliveryDateTooLate: '/problems/delivery-date/too-late',
  deliveryDateSunday: '/problems/delivery-date/sunday',
  deliveryDatePublicHoliday: '/problems/delivery-date/public-holiday',
  /** A date Flowerline closed (docs/adr/0774). */
  deliveryDateClosed: '/problems/delivery-date/closed',
  /** The product cannot be delivered to the chosen destination and date. */
  productUnavailable: '/problems/product/unavailable',
  /** The product is not delivered to that state or country (docs/adr/0762; `errors` names `suburbId` or `countryCode`). */
  productNotDeliveredThere: '/problems/product/not-delivered-there',
  /** The product is not delivered on that day: outside its date windows or within its lead time (`errors.deliveryDate`). */
  productNotDeliveredThatDay: '/problems/product/not-delivered-that-day',
  /** A third-party partner's delivery note ("Allow 3 business days for delivery"). */
  partnerDeliveryNote: '/problems/product/partner-delivery-note',
  /** The cart holds items of the other source (third-party versus regular). */
  cartSourceConflict: '/problems/cart/source-conflict',
  /** The cart already holds the most lines it may (CART_MAX_LINE_ITEMS); `errors.lineItems` says so. */
  cartTooManyLines: '/problems/cart/too-many-lines',
  /** The cart line already holds the most kinds of add-on it may (LINE_MAX_ADDONS); `errors.addons` says so. */
  cartTooManyAddons: '/problems/cart/too-many-addons',
  /** The cart's items would add up to more than the ceiling (CART_MAX_TOTAL_DOLLARS); `errors` names the field (quantity or price). */
  cartTotalTooHigh: '/problems/cart/total-too-high',
  /** The add-on cannot go with this cart line any more (inactive, or the delivery no longer allows it). */
  addonUnavailable: '/problems/cart/addon-unavailable',
  /** The product does not offer this add-on (its back-office choice, `errors.variantId`). */
  addonNotOffered: '/problems/cart/addon-not-offered',
  /** The cart has been ordered: it takes no more changes and no second checkout. */
  cartOrdered: '/problems/cart/ordered',
  /** The promo code is unknown, not active, or used up (`errors.code`). */
  promoCodeNotApplicable: '/problems/cart/promo-code-not-applicable',
  /** Checkout: the cart has items but no delivery location or date. */
  checkoutDeliveryDetailsMissing: '/problems/checkout/delivery-details-missing',
  /** Checkout: lines that cannot be delivered or are no longer available. */
  checkoutUnavailableItems: '/problems/checkout/unavailable-items',
  /** Checkout: the cart's items are for different delivery dates or places. */
  checkoutDeliveriesDiffer: '/problems/checkout/deliveries-differ',
  /** Checkout: lines with neither a card message nor the ticked "I don't need a card message". */
  checkoutCardMessageMissing: '/problems/checkout/card-message-missing',
  /** Checkout: more wine than an order may hold, all wines together. */
  checkoutTooMuchWine: '/problems/checkout/too-much-wine',
  /** Checkout: a promo code in state DoesNotMatchCart. */
  checkoutPromoCodeDoesNotMatch: '/problems/checkout/promo-code-does-not-match',
  /** Checkout: the cart has nothing to buy. */
  checkoutEmptyCart: '/problems/checkout/empty-cart',
  /** A payment webhook whose signature is missing, stale or wrong. */
  paymentSignatureInvalid: '/problems/payments/signature-invalid',
  /** The payment session is paid, failed or expired: it takes no more payments. */
  paymentSessionClosed: '/problems/payments/session-closed',
  /** Answering an order offer that has expired, was withdrawn or went to another store. */
  /** A change to, or a checkout of, a cart saved for later (resume it first). */
  cartSaved: '/problems/cart/saved',
  orderOfferClosed: '/problems/orders/offer-closed',
  /** Allocating by hand an order that is accepted, completed or cancelled. */
  orderNotAllocatable: '/problems/orders/not-allocatable',
  /** An order admin action the order's state does not allow (editing a delivered order, resolving a resolved query). */
  orderActionNotAllowed: '/problems/orders/action-not-allowed',
  /** A service we depend on (the content API, the marketing provider) did not answer. */
  upstreamUnavailable: '/problems/upstream-unavailable',
  /** The shop's database cannot be reached just now; `Retry-After` says when to try again. */
  databaseUnavailable: '/problems/database-unavailable',
  /** The process has more requests than it takes at once and waiting; `Retry-After` says when to try again. */
  overloaded: '/problems/overloaded',
  /** An uploaded image over the size or dimension limits (`errors.file`). */
  assetTooLarge: '/problems/assets/too-large',
  /** An upload that is not a PNG, JPEG, WebP, GIF or AVIF image by its bytes, SVG included (`errors.file`). */
  assetUnsupportedType: '/problems/assets/unsupported-type',
  /** An upload that starts as an image but whose dimensions cannot be read: cut short or corrupt (`errors.file`). */
  assetUnreadable: '/problems/assets/unreadable',
  /** A picture rendition at a width the pipeline does not make (`errors.size`). */
  pictureWidth: '/problems/pictures/width',
  /** A picture rendition in a format the pipeline does not make (`errors.format`). */
  pictureFormat: '/problems/pictures/format',
  /** A catalogue CSV import with row errors: nothing was written; `rowErrors` lists each `{ row, column, message }`. */
  catalogueImportInvalid: '/problems/catalogue/import-invalid',
  /** A catalogue CSV file over the bytes or the rows one import takes (`errors.file`). */
  catalogueImportTooLarge: '/problems/catalogue/import-too-large',
  /** A new product's key, address or size key that another product already has (`errors` names the field). */
  catalogueTaken: '/problems/catalogue/taken',
  /** A listing page's address that another page has, or that the site answers itself (`errors.slug`). */
  catalogueListingTaken: '/problems/catalogue/listing-taken',
  /** A new promo code that another code already has (`errors.code`). */
  promoCodeTaken: '/problems/promotions/code-taken',
  /** A promo code's use limit set below the uses it has already taken (`errors.maxApplications`). */
  promoCodeLimitBelowUses: '/problems/promotions/limit-below-uses',
  /** A promo code's listing or product that the shop does not have (`errors.listings` or `errors.products`). */
  promoCodeUnknownTarget: '/problems/promotions/unknown-target',
  /** A new store whose key another store already has (`errors.storeKey`). */
  storeKeyTaken: '/problems/stores/key-taken',
  /** A staff invite to an email that already works for a store, this one or another, or for head office (`errors.email`). */
  staffInviteEmailTaken: '/problems/staff-invites/email-taken',
  /** Removing a delivery rule entry already in force, or a closed date or peak day that has passed (`errors` names the field). */
  deliveryRuleInForce: '/problems/delivery-rules/in-force',
  /** A delivery rule's date before today in Melbourne, or more than three years ahead (`errors.effectiveFrom` or `errors.date`). */
  deliveryRuleDateOutOfRange: '/problems/delivery-rules/date-out-of-range',
  /** A peak day on a date with no deliveries anywhere: a Sunday not opened, a closed date, a public holiday in every state (`errors.date`). */
  deliveryRuleNoDeliveries: '/problems/delivery-rules/no-deliveries',
  /** A date entry that clashes with the rules in place: opening a closed date or a day that is open already, closing an opened one, removing an opened date a peak day needs (`errors.date`). */
  deliveryRuleDateClash: '/problems/delivery-rules/date-clash',
} as const;

export type ProblemKind = keyof typeof PROBLEM_TYPES;
export type ProblemType = (typeof PROBLEM_TYPES)[ProblemKind];

/** The problem type of each rule of the delivery-date window (the codes of `deliveryDateProblem`). */
export const DELIVERY_DATE_PROBLEM_TYPES: Record<DeliveryDateProblemCode, ProblemType> = {
  past: PROBLEM_TYPES.deliveryDatePast,
  'hamper-same-day': PROBLEM_TYPES.deliveryDateHamperSameDay,
  'too-soon': PROBLEM_TYPES.deliveryDateTooSoon,
  'too-late': PROBLEM_TYPES.deliveryDateTooLate,
  sunday: PROBLEM_TYPES.deliveryDateSunday,
  'public-holiday': PROBLEM_TYPES.deliveryDatePublicHoliday,
  closed: PROBLEM_TYPES.deliveryDateClosed,
};

/** The problem type of each checkout gate rule (src/lib/domain/checkout-gate.ts). */
export const CHECKOUT_BLOCK_PROBLEM_TYPES: Record<CheckoutBlockCode, ProblemType> = {
  'delivery-details-missing': PROBLEM_TYPES.checkoutDeliveryDetailsMissing,
  'deliveries-differ': PROBLEM_TYPES.checkoutDeliveriesDiffer,
  'unavailable-items': PROBLEM_TYPES.checkoutUnavailableItems,
  'too-much-wine': PROBLEM_TYPES.checkoutTooMuchWine,
  'card-message-missing': PROBLEM_TYPES.checkoutCardMessageMissing,
  'promo-code-does-not-match': PROBLEM_TYPES.checkoutPromoCodeDoesNotMatch,
};

export { UNKNOWN_PROBLEM } from './problem-basics';
