import { CART_MAX_LINE_ITEMS, LINE_MAX_ADDONS } from '../domain/cart-limits';
import { API_BODY_MAX_BYTES } from './body-limit';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '../domain/catalogue-csv';
import { ASSET_MAX_BYTES, ASSET_MAX_SIDE } from '../domain/content-assets';
import type { ProblemKind } from './problems';

/**
 * When each problem type is sent, with its HTTP status: the source of
 * docs/problems.md. Kept apart from the types so the browser's API client
 * does not carry it.
 */
export const PROBLEM_CATALOGUE: Record<ProblemKind, { status: readonly number[]; when: string }> = {
  validation: { status: [400, 422], when: 'A query parameter or path segment (400) or a body field (422) breaks its rule; `errors` names each field.' },
  malformedBody: { status: [400], when: 'The body is not JSON, or JSON that does not parse (for an image upload: not multipart/form-data, or multipart that does not parse).' },
  bodyTooLarge: {
    status: [413],
    when: `The body is over ${API_BODY_MAX_BYTES / (1024 * 1024)} MB (an image upload: see \`/problems/assets/too-large\`); refused as it arrives, before it is read.`,
  },
  invalidCharacters: { status: [400, 422], when: 'A path segment or query value (400), or a body field (422), holds a character text cannot store (NUL, a lone surrogate); `errors` names the field.' },
  unauthorized: { status: [401], when: 'The route needs a signed-in user and there is none (or the session has ended).' },
  forbidden: { status: [403], when: "The signed-in user's role, customer id or store may not use the route." },
  csrf: { status: [403], when: 'A mutating call carries no valid CSRF token from GET /api/csrf.' },
  notFound: { status: [404], when: "No route, or no such resource for this caller (another shopper's cart, address or list is as unknown as a missing one)." },
  conflict: { status: [409], when: 'The change clashes with what is stored (the address book is full).' },
  rateLimited: { status: [429], when: 'Too many failed sign-ins, or registrations from one address; `Retry-After` says when to try again.' },
  emailUnverified: { status: [403], when: 'Sign-in with the right password to an account whose email is not confirmed yet; the confirmation link is sent again.' },
  linkInvalid: {
    status: [409, 410],
    when: 'Confirming a registration or an email change: the link has expired, was used, or is unknown (410); or the new address has meanwhile been taken (409).',
  },
  internal: { status: [500], when: 'An unexpected error on our side.' },
  deliveryDateInvalid: { status: [422], when: 'Add to cart: the delivery date is not a calendar date.' },
  deliveryDatePast: { status: [422], when: 'Add to cart: the delivery date has passed.' },
  deliveryDateHamperSameDay: { status: [422], when: 'Variants or add to cart: a hamper cannot be delivered on the day it is ordered (`errors.deliveryDate`).' },
  deliveryDateTooSoon: { status: [422], when: "Add to cart: today's cutoff for same-day delivery has passed." },
  deliveryDateTooLate: { status: [422], when: 'Add to cart: the date is more than three months ahead.' },
  deliveryDateSunday: { status: [422], when: 'Add to cart: there are no local deliveries on Sundays.' },
  deliveryDatePublicHoliday: { status: [422], when: "Add to cart: the date is a public holiday in the destination's state." },
  deliveryDateClosed: { status: [422], when: 'Add to cart: Flowerline closed that date (the reason is in the detail).' },
  productUnavailable: { status: [422], when: 'Variants or add to cart: the product cannot be delivered to that destination on that date.' },
  productNotDeliveredThere: {
    status: [422],
    when: "Variants, add to cart or moving the cart's delivery: the product is not delivered to that state or overseas country (`errors.suburbId` or `errors.countryCode`); nothing is written.",
  },
  productNotDeliveredThatDay: {
    status: [422],
    when: "Variants, add to cart or moving the cart's delivery: the day is outside the product's delivery dates or within its days of notice (`errors.deliveryDate`); nothing is written.",
  },
  partnerDeliveryNote: { status: [], when: 'Reserved for the partner delivery note; the API sends that note as `deliveryMessage` of a successful answer, never as a problem.' },
  cartSourceConflict: { status: [409], when: 'Add to cart: the cart holds products of the other kind (partner versus florist).' },
  cartTooManyLines: {
    status: [422],
    when: `Add to cart, copying a line or adding a custom product: the cart already holds ${CART_MAX_LINE_ITEMS} lines and custom products, the most one cart holds (\`errors.lineItems\`); nothing is added.`,
  },
  cartTooManyAddons: {
    status: [422],
    when: `Add-on on a cart line: the line already holds ${LINE_MAX_ADDONS} kinds of add-on, the most one line holds (\`errors.addons\`); changing the quantity of one it holds is still allowed.`,
  },
  cartTotalTooHigh: {
    status: [422],
    when: "Add, copy, add-on, adjustment or custom product: the cart's items would add up to more than the shop's ceiling (`CART_MAX_TOTAL_DOLLARS`, $50,000 by default); `errors` names `quantity` or `price`. A merge on sign-in leaves out the guest's lines past it.",
  },
  addonUnavailable: { status: [422], when: "Add-on on a cart line: the add-on is inactive or cannot go with the line's delivery." },
  addonNotOffered: { status: [422], when: 'Add-on on a cart line: the product does not offer this add-on (the head office chose which add-ons it offers); `errors.variantId` says so.' },
  cartOrdered: { status: [409], when: 'A change to, or a second checkout of, a cart that has been ordered.' },
  promoCodeNotApplicable: { status: [422], when: 'Applying a promo code that is unknown, not active (switched off or outside its dates) or used up (`errors.code`); the cart is unchanged.' },
  checkoutDeliveryDetailsMissing: { status: [422], when: 'Checkout: the cart has items but no delivery location or date.' },
  checkoutDeliveriesDiffer: {
    status: [422],
    when: "Checkout: the cart's items are for different delivery dates or places; moving the cart to one delivery (`POST /api/carts/{cartId}/validate`) clears it.",
  },
  checkoutUnavailableItems: { status: [422], when: 'Checkout: the cart holds lines that cannot be delivered or are no longer available (`lineItemIds`).' },
  checkoutTooMuchWine: { status: [422], when: 'Checkout: the cart holds more wine than an order may (all wines together), as a merged or resumed cart can (`lineItemIds`).' },
  checkoutCardMessageMissing: { status: [422], when: 'Checkout: lines with neither a card message nor the ticked "I don\'t need a card message" (`lineItemIds`).' },
  checkoutPromoCodeDoesNotMatch: { status: [422], when: 'Checkout: a promo code does not match the products in the cart (`promoCodes`).' },
  checkoutEmptyCart: { status: [422], when: 'Checkout of a cart with nothing in it, or saving such a cart for later.' },
  paymentSignatureInvalid: { status: [400], when: 'A payment webhook without a valid signature (`Stripe-Signature`), or one older than five minutes.' },
  paymentSessionClosed: { status: [409], when: 'Paying a payment session that is already paid, failed or expired.' },
  cartSaved: { status: [409], when: 'A change to, or a checkout of, a cart saved for later: resume it (PUT /api/carts/{cartId}/resume) first.' },
  orderOfferClosed: {
    status: [409],
    when: 'A florist accepting or rejecting an order no longer offered to their store: its time ran out (it is then offered to the next store), it was withdrawn, or another store has it.',
  },
  orderNotAllocatable: { status: [409], when: 'Flowerline allocating by hand an order that is already accepted, completed or cancelled.' },
  orderActionNotAllowed: {
    status: [409],
    when: 'An order admin action the order is past: editing or re-allocating a delivered, completed or cancelled order, marking delivered an order not accepted, resolving a resolved query.',
  },
  upstreamUnavailable: { status: [502], when: 'The content API (articles, content listing) or the marketing provider did not answer.' },
  databaseUnavailable: {
    status: [503],
    when: 'Any route that reads or writes the database while it cannot be reached (a restart, a failover, the network): answered at once with `Retry-After`; nothing was changed. The shop reconnects by itself when the database is back.',
  },
  overloaded: {
    status: [503],
    when: "Any API call (but health, metrics, Web Vitals and florists' alert streams) while the process is working on as many requests as it takes at once (`API_CONCURRENCY`) and as many wait (`API_QUEUE_LENGTH`), or the call waited `API_QUEUE_TIMEOUT_MS` for its turn: answered at once with `Retry-After`; nothing was changed.",
  },
  assetTooLarge: {
    status: [413, 422],
    when: `Uploading a content image (POST /api/content/assets): the body or the file is over ${ASSET_MAX_BYTES / (1024 * 1024)} MB (413), or the image is more than ${ASSET_MAX_SIDE} pixels wide or high (422); \`errors.file\` says so.`,
  },
  assetUnsupportedType: {
    status: [415],
    when: 'Uploading a content image: by its bytes the file is not a PNG, JPEG, WebP, GIF or AVIF image (an SVG, or any other file, whatever its declared type); `errors.file` says so.',
  },
  assetUnreadable: {
    status: [422],
    when: 'Uploading a content image: the file starts as an image of a taken type, but its width and height cannot be read (cut short or corrupt); `errors.file` says so.',
  },
  pictureWidth: {
    status: [400],
    when: 'Asking GET /api/pictures/… for a size the pipeline does not make: only the layout widths (16, 160, 320, 480, 640, 960, 1280) and `share`; `errors.size` says so.',
  },
  pictureFormat: {
    status: [400],
    when: 'Asking GET /api/pictures/… for a format other than avif, webp or jpg (the share picture: jpg only); `errors.format` says so.',
  },
  catalogueImportInvalid: {
    status: [422],
    when: 'Applying a catalogue CSV import (POST /api/catalogue/imports) whose rows have errors: nothing is written; `rowErrors` lists each `{ row, column, message }` as the dry run reports them, and `errors` names each as `rows.<row>.<column>`.',
  },
  catalogueImportTooLarge: {
    status: [413, 422],
    when: `A catalogue CSV import over ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB (413) or ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows (422); \`errors.file\` says so.`,
  },
  catalogueTaken: {
    status: [409],
    when: 'Creating or copying a product (POST /api/catalogue/products) with a key, address (slug) or size key that another product already has; `errors` names the field (`key`, `slug`, `variants.<n>.key`).',
  },
  catalogueListingTaken: {
    status: [409],
    when: 'Creating a listing page (POST /api/catalogue/listings) or moving one (PATCH /api/catalogue/listings/{slug}) to an address another page has, or one the site answers itself; `errors.slug` says so.',
  },
  promoCodeTaken: {
    status: [409],
    when: 'Creating a promo code (POST /api/promotions/promo-codes) whose code another code already has, in any case; `errors.code` says so.',
  },
  promoCodeLimitBelowUses: {
    status: [422],
    when: "Changing a promo code's use limit (PATCH /api/promotions/promo-codes/{code}) to fewer than the uses it has already taken; `errors.maxApplications` says how many.",
  },
  promoCodeUnknownTarget: {
    status: [422],
    when: 'A promo code for a listing page or a product the shop does not have; `errors.listings` or `errors.products` names it.',
  },
  storeKeyTaken: {
    status: [409],
    when: 'Creating a store (POST /api/stores) whose key another store already has, in any case; `errors.storeKey` says so.',
  },
  staffInviteEmailTaken: {
    status: [409],
    when: "A florist owner invites (POST /api/my-store/staff-invites) an email that is already this store's, works for another store or belongs to head office or an editor; `errors.email` says which. Accepting such a link later is a 409 `/problems/conflict`.",
  },
  deliveryRuleInForce: {
    status: [409],
    when: 'Removing a delivery fee or same-day cutoffs that take effect today or earlier in Melbourne (the standing ones included), or a closed date or peak day before today (DELETE /api/delivery-rules/…): add a new entry from a later date instead; `errors` names the field (`effectiveFrom` or `date`).',
  },
  deliveryRuleDateOutOfRange: {
    status: [422],
    when: 'Adding a delivery rule (POST /api/delivery-rules/…) whose `effectiveFrom` or `date` is before today in Melbourne (it would be in force at once and could never be removed) or more than three years ahead; `errors` names the field.',
  },
  deliveryRuleNoDeliveries: {
    status: [422],
    when: 'Adding a peak day (POST /api/delivery-rules/peak-days) on a date with no deliveries anywhere, so its surcharge could never be charged: a Sunday or public holiday of every state that Flowerline has not opened, or a date it closed; `errors.date` says why (open the date first).',
  },
  deliveryRuleDateClash: {
    status: [409],
    when: 'A date entry that clashes with the rules in place (`errors.date`): opening a date Flowerline closed, or one that is a delivery day everywhere already; closing a date Flowerline opened; removing an opened date that a peak day is on (remove the peak day first).',
  },
};
