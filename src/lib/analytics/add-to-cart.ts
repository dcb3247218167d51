import { $session } from '../../features/auth/stores/session';
import { addToCartEvent, type AnalyticsItem, pushToDataLayer } from './data-layer';
import { trackMarketingEvent } from './marketing';

/** The marketing tracker only hears about shoppers who are signed in. */
export const isIdentified = () => $session.get() !== null;

/**
 * Reports products added to the cart: always to the analytics data layer,
 * and to the marketing tracker when the shopper is identified.
 */
export function trackAddToCart(items: AnalyticsItem[], currency = 'AUD') {
  const event = addToCartEvent(items, currency);
  pushToDataLayer(event);
  trackMarketingEvent('Added to Cart', { value: event.ecommerce.value, currency, items }, isIdentified());
}
