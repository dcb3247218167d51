import type { AustralianState } from './constants';
import { weekdayOf, type CalendarDay } from './calendar-day';
import { PARTNER_DELIVERY_NOTE, PRODUCT_UNAVAILABLE_MESSAGE } from './availability-messages';
import { deliveryDateProblem, type DeliveryDateProblem, type ShopperRole } from './delivery';
import { productDateProblem, productPlaceProblem, type ProductDeliveryProblem, type ProductDeliveryRule } from './product-delivery';
import { DEFAULT_RULE_BOOK, openDateOn, peakDayOn, saturdaySurchargeCents, zoneFeeCents, type DeliveryRuleBook } from './delivery-rule-book';
import type { SuburbZone } from './suburb-zone';

/**
 * Whether a product can be delivered to a destination on a date, and what
 * the delivery costs. Florist-made products need a store that serves the
 * suburb and is open that weekday (on a date Flowerline opened, any store
 * serving the suburb: docs/adr/0782); partner products go through their
 * partner: walwater and giftbaskets anywhere in Australia, gfs and
 * britishHampers to the overseas countries they serve.
 */
export const THIRD_PARTY_SOURCES = ['walwater', 'britishHampers', 'giftbaskets', 'gfs'] as const;
export type ThirdPartySource = (typeof THIRD_PARTY_SOURCES)[number];
export const DOMESTIC_PARTNERS: readonly ThirdPartySource[] = ['walwater', 'giftbaskets'];
export const OVERSEAS_PARTNERS: readonly ThirdPartySource[] = ['gfs', 'britishHampers'];

export { PARTNER_DELIVERY_NOTE, PRODUCT_UNAVAILABLE_MESSAGE };

/** Fees in cents. */
export const SATURDAY_SURCHARGE_CENTS = 500;
export const LOCAL_SERVICE_FEE_CENTS = 295;
export const DOMESTIC_PARTNER_DELIVERY_CENTS = 1295;
export const OVERSEAS_DELIVERY_CENTS = 2495;
export const OVERSEAS_SERVICE_FEE_CENTS = 995;

export interface ProductSourceInfo {
  thirdPartySource: string | null;
  isHamper: boolean;
  /** Where and when this product can be delivered (docs/adr/0762); null or absent: as every product. */
  delivery?: ProductDeliveryRule | null;
}

/** A local suburb with what its stores offer, or an overseas country with its partner. */
export type Destination =
  | {
      kind: 'suburb';
      state: AustralianState;
      /** Weekdays some store serving the suburb is open, bit 0 = Sunday … bit 6 = Saturday. */
      openDays: number;
      /** The serving stores' lowest delivery fee in cents. */
      deliveryFeeCents: number;
      /** Metropolitan or regional (./suburb-zone.ts): which zone's fee a florist's delivery there pays. */
      zone: SuburbZone;
    }
  | { kind: 'country'; isoCode: string; partner: string };

export interface AvailabilityRequest {
  product: ProductSourceInfo;
  destination?: Destination | null;
  date?: CalendarDay | null;
  now: Date;
  role?: ShopperRole;
  /** Flowerline's delivery rules (docs/adr/0774); the standing rules when absent. */
  rules?: DeliveryRuleBook;
}

export type Availability =
  | { available: true; deliveryMessage: string | null }
  | { available: false; reason: 'date' | 'location'; message: string; /** The product's own rule that refuses it, when one does. */ productRule?: ProductDeliveryProblem };

export const isOverseasPartner = (source: string | null) => !!source && (OVERSEAS_PARTNERS as readonly string[]).includes(source);
export const isDomesticPartner = (source: string | null) => !!source && (DOMESTIC_PARTNERS as readonly string[]).includes(source);

/** Seven-bit mask of the weekdays in `days` (0 = Sunday). */
export const weekdayMask = (days: Iterable<number>) => [...days].reduce((mask, day) => mask | (1 << day), 0);
export const isOpenOn = (openDays: number, date: CalendarDay) => (openDays & (1 << weekdayOf(date))) !== 0;

/** Whether a store serving the suburb delivers on `date`: one open that weekday, or on a date Flowerline opened, any (docs/adr/0782). */
const storeDelivers = (openDays: number, date: CalendarDay, book: DeliveryRuleBook = DEFAULT_RULE_BOOK) => isOpenOn(openDays, date) || (openDays !== 0 && openDateOn(book, date) !== null);

function locationServes(product: ProductSourceInfo, destination: Destination): boolean {
  const source = product.thirdPartySource;
  if (destination.kind === 'country') return isOverseasPartner(source) && destination.partner === source;
  if (isOverseasPartner(source)) return false;
  if (isDomesticPartner(source)) return true;
  return destination.openDays !== 0;
}

/** Whether the product can be delivered as asked; with no date or no destination, only what is given is checked. */
export function checkAvailability(request: AvailabilityRequest): Availability {
  const { product, destination, date } = request;
  const unavailable = (reason: 'date' | 'location', message = PRODUCT_UNAVAILABLE_MESSAGE): Availability => ({ available: false, reason, message });
  if (destination && !locationServes(product, destination)) return unavailable('location');
  const place = destination ? productPlaceProblem(product.delivery, destination.kind === 'suburb' ? destination : { kind: 'country', isoCode: destination.isoCode }) : null;
  if (place) return { available: false, reason: 'location', message: place.message, productRule: place };
  const partner = product.thirdPartySource !== null;
  if (date) {
    const problem = dateRuleProblem({ ...request, date });
    if (problem) return unavailable('date', problem.code === 'hamper-same-day' ? problem.message : PRODUCT_UNAVAILABLE_MESSAGE);
    const day = productDateProblem(product.delivery, date, request.now);
    if (day) return { available: false, reason: 'date', message: day.message, productRule: day };
    if (destination?.kind === 'suburb' && !partner && !storeDelivers(destination.openDays, date, request.rules)) return unavailable('location');
  }
  return { available: true, deliveryMessage: partner ? PARTNER_DELIVERY_NOTE : null };
}

/** Which rule of the delivery-date window refuses the date (its code and message), or null. */
export function dateRuleProblem(request: AvailabilityRequest & { date: CalendarDay }): DeliveryDateProblem | null {
  const state = request.destination?.kind === 'suburb' ? request.destination.state : null;
  return deliveryDateProblem(request.date, {
    now: request.now,
    role: request.role,
    state,
    isLocal: request.destination?.kind !== 'country',
    isHamper: request.product.isHamper,
    partner: request.product.thirdPartySource !== null,
    rules: request.rules,
  });
}

/** Why a date is refused, for messages that name the rule (add to cart). */
export const dateRuleMessage = (request: AvailabilityRequest & { date: CalendarDay }): string | null => dateRuleProblem(request)?.message ?? null;

export interface DeliveryFees {
  deliveryFee: number;
  /** The Saturday surcharge. */
  extraDeliveryFee: number;
  /** The peak day's surcharge, named ("Mother's Day"), shown as its own line; null on other days. */
  peakDay: { name: string; cents: number } | null;
  serviceFee: number;
}

/**
 * Delivery, extra (the Saturday surcharge), peak-day and service fees in
 * cents for an available delivery, under Flowerline's delivery rules in
 * force on the delivery date (docs/adr/0774); the standing rules by default.
 * A florist's delivery pays its suburb's zone fee (metro or regional,
 * docs/adr/0783), or the serving store's own fee where Flowerline has set
 * none; a partner's courier the courier fee; overseas the country's fee or
 * the overseas one.
 */
export function deliveryFees(product: ProductSourceInfo, destination: Destination, date?: CalendarDay | null, book: DeliveryRuleBook = DEFAULT_RULE_BOOK): DeliveryFees {
  const peak = date ? peakDayOn(book, date) : null;
  const peakDay = peak && peak.cents > 0 ? { name: peak.name, cents: peak.cents } : null;
  if (destination.kind === 'country') {
    const fee = date ? (zoneFeeCents(book, `country:${destination.isoCode.toUpperCase()}`, date) ?? OVERSEAS_DELIVERY_CENTS) : OVERSEAS_DELIVERY_CENTS;
    return { deliveryFee: fee, extraDeliveryFee: 0, peakDay, serviceFee: OVERSEAS_SERVICE_FEE_CENTS };
  }
  if (isDomesticPartner(product.thirdPartySource)) {
    const fee = date ? (zoneFeeCents(book, 'courier', date) ?? DOMESTIC_PARTNER_DELIVERY_CENTS) : DOMESTIC_PARTNER_DELIVERY_CENTS;
    return { deliveryFee: fee, extraDeliveryFee: 0, peakDay, serviceFee: 0 };
  }
  const zoneFee = date ? zoneFeeCents(book, destination.zone, date) : null;
  const saturday = date ? saturdaySurchargeCents(book, date) : 0;
  return { deliveryFee: zoneFee ?? destination.deliveryFeeCents, extraDeliveryFee: saturday, peakDay, serviceFee: LOCAL_SERVICE_FEE_CENTS };
}
