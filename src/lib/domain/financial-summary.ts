import { DEFAULT_CURRENCY, includedGst, price, type CurrencyCode } from './money';
import { isStaffGroup, type DerivedRole } from './roles';
import { peakSurchargeTitle } from './peak-day-words';

/**
 * The cart's financial summary (spec 001 sections 3 and 9), built on the
 * server from integer cents. Prices are GST-inclusive, so GST is not added:
 * its line says how much of the total is tax (1/11, see `includedGst`).
 *
 * Lines, for customers and guests: Subtotal, Delivery, any peak day's
 * surcharge ("Mother's Day surcharge"), the network fee line, Discount,
 * Total, GST. For Flowerline and florists (owners and staff) Delivery and
 * the surcharges come first, then Subtotal. The fee line is titled with the fee
 * provider's name, which the spec does not give: the caller passes it. The
 * fee and Discount lines are left out when they are zero; the others always
 * show.
 */
export interface FinancialSummaryInput {
  /** The lines with their add-ons and custom items. */
  subtotalCents: number;
  /** Delivery, with any Saturday surcharge. */
  deliveryCents: number;
  /** Peak days' surcharges on the delivery fee (docs/adr/0774), each its own line titled "<name> surcharge". */
  peakSurcharges?: readonly { name: string; cents: number }[];
  /** The network's fee and the name of its provider. */
  networkFee: { providerName: string; cents: number };
  /** The promo code's discount, a positive amount; never more than the subtotal. */
  discountCents?: number;
  /** Promotions without a code (docs/adr/0765), each its own line titled with its name; they come off first. */
  promotions?: readonly { title: string; cents: number }[];
  currency?: CurrencyCode;
}

export interface FinancialSummaryAmounts {
  subtotal: number;
  delivery: number;
  /** Each peak day's surcharge; absent when there are none. */
  peakSurcharges?: number[];
  networkFee: number;
  /** The amount the codes take off (positive). */
  discount: number;
  /** The amount each promotion without a code takes off (positive), each held to what is left of the subtotal; absent when there are none. */
  promotions?: number[];
  total: number;
  gst: number;
}

export type FinancialSummaryLineKind = 'subtotal' | 'delivery' | 'peakSurcharge' | 'networkFee' | 'promotion' | 'discount' | 'total' | 'gst';

export interface FinancialSummaryLine {
  kind: FinancialSummaryLineKind;
  title: string;
  price: ReturnType<typeof price>;
}

export const SUMMARY_TITLES = { subtotal: 'Subtotal', delivery: 'Delivery', discount: 'Discount', total: 'Total', gst: 'GST' } as const;

/** The fee line's title: the provider's name, then "service fee". */
export function networkFeeTitle(providerName: string): string {
  const name = providerName.trim();
  if (name === '') throw new RangeError('The network fee line needs its provider name');
  return `${name} service fee`;
}

/** Line order for customers and guests. */
export const CUSTOMER_SUMMARY_ORDER: readonly FinancialSummaryLineKind[] = ['subtotal', 'delivery', 'peakSurcharge', 'networkFee', 'promotion', 'discount', 'total', 'gst'];
/** Line order for Flowerline, florists and florist owners: Delivery first, then Subtotal. */
export const STAFF_SUMMARY_ORDER: readonly FinancialSummaryLineKind[] = ['delivery', 'peakSurcharge', 'subtotal', 'networkFee', 'promotion', 'discount', 'total', 'gst'];

export const summaryOrderFor = (role: DerivedRole) => (isStaffGroup(role) ? STAFF_SUMMARY_ORDER : CUSTOMER_SUMMARY_ORDER);

function cents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole non-negative cents, not ${value}`);
  return value;
}

/**
 * The amounts: Total = Subtotal + Delivery + surcharges + fee − Discount, with the
 * discount held to the subtotal (a discount never pays for delivery or fees),
 * and GST = 1/11 of the total, to the nearest cent.
 */
export function financialSummaryAmounts(input: FinancialSummaryInput): FinancialSummaryAmounts {
  const subtotal = cents('subtotalCents', input.subtotalCents);
  const delivery = cents('deliveryCents', input.deliveryCents);
  const networkFee = cents('networkFee.cents', input.networkFee.cents);
  const peakSurcharges = (input.peakSurcharges ?? []).map((surcharge) => cents('peakSurcharges.cents', surcharge.cents));
  const surcharged = peakSurcharges.reduce((sum, value) => sum + value, 0);
  let left = subtotal;
  const promotions = (input.promotions ?? []).map((promotion) => {
    const off = Math.min(cents('promotions.cents', promotion.cents), left);
    left -= off;
    return off;
  });
  const discount = Math.min(cents('discountCents', input.discountCents ?? 0), left);
  const total = left + delivery + surcharged + networkFee - discount;
  return {
    subtotal,
    delivery,
    ...(peakSurcharges.length ? { peakSurcharges } : {}),
    networkFee,
    discount,
    ...(promotions.length ? { promotions } : {}),
    total,
    gst: includedGst(total),
  };
}

/**
 * The total product value, GST included, that a florist reads on an order
 * (spec 001 section 2.4): what the items (lines, add-ons, custom items) are
 * worth. Delivery is paid to the florist's own store, and the network's fee
 * and any promo discount are between the customer and the network, so none
 * of them is in it.
 */
export const productValueCents = (input: Pick<FinancialSummaryInput, 'subtotalCents'>): number => cents('subtotalCents', input.subtotalCents);

/** The summary's lines, in the order the role sees them. The Discount line's amount is negative. */
export function financialSummary(input: FinancialSummaryInput, role: DerivedRole): FinancialSummaryLine[] {
  const amounts = financialSummaryAmounts(input);
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const promotionLines = (input.promotions ?? [])
    .map((promotion, i): FinancialSummaryLine => ({ kind: 'promotion', title: promotion.title, price: price(-(amounts.promotions?.[i] ?? 0), currency) }))
    .filter((line) => line.price.centAmount < 0);
  const surchargeLines = (input.peakSurcharges ?? [])
    .map((surcharge, i): FinancialSummaryLine => ({ kind: 'peakSurcharge', title: peakSurchargeTitle(surcharge.name), price: price(amounts.peakSurcharges?.[i] ?? 0, currency) }))
    .filter((line) => line.price.centAmount > 0);
  const lines: Record<Exclude<FinancialSummaryLineKind, 'promotion' | 'peakSurcharge'>, FinancialSummaryLine | null> = {
    subtotal: { kind: 'subtotal', title: SUMMARY_TITLES.subtotal, price: price(amounts.subtotal, currency) },
    delivery: { kind: 'delivery', title: SUMMARY_TITLES.delivery, price: price(amounts.delivery, currency) },
    networkFee: amounts.networkFee > 0 ? { kind: 'networkFee', title: networkFeeTitle(input.networkFee.providerName), price: price(amounts.networkFee, currency) } : null,
    discount: amounts.discount > 0 ? { kind: 'discount', title: SUMMARY_TITLES.discount, price: price(-amounts.discount, currency) } : null,
    total: { kind: 'total', title: SUMMARY_TITLES.total, price: price(amounts.total, currency) },
    gst: { kind: 'gst', title: SUMMARY_TITLES.gst, price: price(amounts.gst, currency) },
  };
  return summaryOrderFor(role)
    .flatMap((kind) => (kind === 'promotion' ? promotionLines : kind === 'peakSurcharge' ? surchargeLines : [lines[kind]]))
    .filter((line): line is FinancialSummaryLine => line !== null);
}
