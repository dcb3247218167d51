import type { CalendarDay } from './calendar-day';
import { deliveryFees, type Destination, type ProductSourceInfo } from './availability';
import type { DeliveryRuleBook } from './delivery-rule-book';

/**
 * What a cart pays for delivery (docs/adr/0500): one delivery per
 * destination and date, however many lines go in it. Each delivery costs
 * the highest delivery fee, Saturday surcharge and service fee among its
 * lines (a partner's and a florist's fees differ; a cart never mixes the
 * two, but custom products may join either).
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
  /** The network's service fee. */
  serviceFeeCents: number;
  /** How many separate deliveries. */
  deliveries: number;
}

export function deliveryCharges(items: readonly ChargedDelivery[], book?: DeliveryRuleBook): DeliveryCharges {
  const groups = new Map<string, { delivery: number; extra: number; service: number }>();
  for (const item of items) {
    const fees = deliveryFees(item.product, item.destination, item.date, book);
    const key = `${item.destinationKey}|${item.date}`;
    const group = groups.get(key) ?? { delivery: 0, extra: 0, service: 0 };
    group.delivery = Math.max(group.delivery, fees.deliveryFee);
    group.extra = Math.max(group.extra, fees.extraDeliveryFee);
    group.service = Math.max(group.service, fees.serviceFee);
    groups.set(key, group);
  }
  let deliveryCents = 0;
  let serviceFeeCents = 0;
  for (const group of groups.values()) {
    deliveryCents += group.delivery + group.extra;
    serviceFeeCents += group.service;
  }
  return { deliveryCents, serviceFeeCents, deliveries: groups.size };
}
