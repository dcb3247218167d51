/** One product in an analytics event (GA4 item fields). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

export interface AddToCartEvent {
  event: 'add_to_cart';
  ecommerce: { currency: string; value: number; items: AnalyticsItem[] };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** The GA4 add_to_cart event; value is the sum of price times quantity, in dollars. */
export function addToCartEvent(items: AnalyticsItem[], currency = 'AUD'): AddToCartEvent {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { event: 'add_to_cart', ecommerce: { currency, value: cents / 100, items } };
}

/** Pushes onto the tag manager's data layer, creating it when the tag manager has not loaded. */
export function pushToDataLayer(entry: object, target: DataLayerWindow = globalThis as DataLayerWindow) {
  target.dataLayer ??= [];
  // GA4 asks for the previous ecommerce object to be cleared first.
  if ('ecommerce' in entry) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(entry);
}
