/** The marketing provider's event names. */
export type MarketingEventName = 'Added to Cart' | 'Back in Stock';

export type MarketingCommand = ['track', MarketingEventName, Record<string, unknown>];

type MarketingWindow = { marketingEvents?: MarketingCommand[] };

/**
 * Queues an event for the marketing provider's script (window.marketingEvents,
 * drained by the provider once loaded), only for an identified shopper:
 * anonymous visitors are never tracked.
 */
export function trackMarketingEvent(name: MarketingEventName, properties: Record<string, unknown>, identified: boolean, target: MarketingWindow = globalThis as MarketingWindow): boolean {
  if (!identified) return false;
  target.marketingEvents ??= [];
  target.marketingEvents.push(['track', name, properties]);
  return true;
}
