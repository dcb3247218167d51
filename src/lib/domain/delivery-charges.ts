import type { CalendarDay } from './calendar-day';
import { deliveryFees, type Destination, type ProductSourceInfo } from './availability';
import type { DeliveryRuleBook } from './delivery-rule-book';

/**
 * What a cart pays for delivery (docs/adr/0500): one delivery per
 * destination and date, however many lines go in it. Each delivery costs
 * the highest delivery fee, Saturday surcharge and service fee among its
 * lines (a partner's and a florist's fees differ; a cart never mixes the
 * two, but custom products may join either). A peak day's surcharge
 * (docs/adr/0774) is charged once per delivery on that day and shown as its
 * own line, one per peak day named.
 */
export interface ChargedDelivery {
  product: ProductSourceInfo;
  destination: Destination;
  /** The destination's key (suburb id or country code): deliveries to the same key and date are one. */
  destinationKey: string;
  date: CalendarDay;
}

export interface DeliveryCharges {
  /** Delivery with any Saturday surcharge. */
  deliveryCents: number;
  /** Each peak day's surcharge over the deliveries on it ("Mother's Day"), in date order; absent when none. */
  peakSurcharges?: { name: string; cents: number }[];
  /** The network's service fee. */
  serviceFeeCents: number;
  /** How many separate deliveries. */
  deliveries: number;
}

export function deliveryCharges(items: readonly ChargedDelivery[], book?: DeliveryRuleBook): DeliveryCharges {
  const groups = new Map<string, { date: CalendarDay; delivery: number; extra: number; service: number; peak: { name: string; cents: number } | null }>();
  for (const item of items) {
    const fees = deliveryFees(item.product, item.destination, item.date, book);
    const key = `${item.destinationKey}|${item.date}`;
    const group = groups.get(key) ?? { date: item.date, delivery: 0, extra: 0, service: 0, peak: null };
    group.delivery = Math.max(group.delivery, fees.deliveryFee);
    group.extra = Math.max(group.extra, fees.extraDeliveryFee);
    group.service = Math.max(group.service, fees.serviceFee);
    if (fees.peakDay && (!group.peak || fees.peakDay.cents > group.peak.cents)) group.peak = fees.peakDay;
    groups.set(key, group);
  }
  let deliveryCents = 0;
  let serviceFeeCents = 0;
  const peaks = new Map<string, { name: string; cents: number }>();
  for (const group of [...groups.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    deliveryCents += group.delivery + group.extra;
    serviceFeeCents += group.service;
    if (!group.peak) continue;
    const line = peaks.get(group.peak.name) ?? { name: group.peak.name, cents: 0 };
    line.cents += group.peak.cents;
    peaks.set(group.peak.name, line);
  }
  return { deliveryCents, ...(peaks.size ? { peakSurcharges: [...peaks.values()] } : {}), serviceFeeCents, deliveries: groups.size };
}
