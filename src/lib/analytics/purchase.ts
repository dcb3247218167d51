import type { Order } from '../api/contracts/checkout';
import type { AnalyticsItem } from './data-layer';

/** The GA4 purchase event (spec 001 section 7.4): transaction, value, tax from GST, shipping from Delivery, currency, coupon and items. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    shipping: number;
    currency: string;
    coupon?: string;
    items: AnalyticsItem[];
  };
}

/** The purchase event of an order; amounts in dollars, from the order's own summary. */
export function purchaseEvent(order: Order): PurchaseEvent {
  const coupon = order.promoCodes.map((promo) => promo.code).join(',');
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      value: order.totalPrice.amount,
      tax: order.gst.amount,
      shipping: order.delivery.amount,
      currency: order.currencyCode,
      ...(coupon ? { coupon } : {}),
      items: order.lines.map((line) => ({
        item_id: line.sku ?? line.id,
        item_name: line.name,
        ...(line.variantLabel ? { item_variant: line.variantLabel } : {}),
        price: line.price.amount,
        quantity: line.quantity,
      })),
    },
  };
}

const REPORTED_KEY = 'purchase-reported';

/**
 * Pushes the purchase once per order in this browser: a reload of the
 * confirmation page must not count the sale twice.
 */
export function reportPurchaseOnce(order: Order, push: (entry: object) => void, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  const reported = (storage.getItem(REPORTED_KEY) ?? '').split(',').filter(Boolean);
  if (reported.includes(order.orderId)) return false;
  push(purchaseEvent(order));
  storage.setItem(REPORTED_KEY, [...reported.slice(-19), order.orderId].join(','));
  return true;
}
