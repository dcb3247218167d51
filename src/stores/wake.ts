/**
 * Islands that hydrate on first use (`client:use`, src/lib/api/client-use.ts)
 * stay as their pre-rendered HTML until the shopper reaches for them, unless
 * the browser holds something they show. These are the things they show,
 * by topic, and the signal a store sends when one of them changes in this
 * page. This module is read by the directive's inline script: it imports
 * nothing.
 */
export type WakeTopic = 'cart' | 'delivery' | 'delivery-date' | 'session' | 'search' | 'menu' | 'variant';

/** The event a store sends on `window` (its detail, the topic) when what a topic's islands show has changed. */
export const WAKE_EVENT = 'islands:wake';

/** The readable cookie the API sets at sign-in (a `__Host-` cookie: Secure, Path=/, no Domain). */
export const PROFILE_COOKIE = '__Host-wb_profile';

/** Cart identity in browser storage, kept apart for guests and signed-in shoppers. */
export const ANONYMOUS_CART_KEY = 'cart-id-anonymous';
export const CUSTOMER_CART_KEY = 'cart-id-customer';

/** The browser-storage keys whose values a topic's islands show. */
export const STORED_KEYS: Partial<Record<WakeTopic, readonly string[]>> = {
  cart: [ANONYMOUS_CART_KEY, CUSTOMER_CART_KEY],
  delivery: ['delivery-location', 'delivery-country', 'delivery-date'],
  'delivery-date': ['delivery-date'],
};

/** Whether the browser holds something a topic's islands show: a stored value, or for `session` the profile cookie. */
export function holds(topic: string, storage: Pick<Storage, 'getItem'>, cookie: string): boolean {
  if (topic === 'session') return cookie.split(/;\s*/).some((part) => part.startsWith(`${PROFILE_COOKIE}=`) && part.length > PROFILE_COOKIE.length + 1);
  return (STORED_KEYS[topic as WakeTopic] ?? []).some((key) => storage.getItem(key) !== null);
}

let quiet = false;

/** Tells the page's sleeping islands of a topic to hydrate (no-op outside the browser). */
export function wakeIslands(topic: WakeTopic): void {
  if (!quiet && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: topic }));
}

/** Makes a change the page already shows (its pre-rendered HTML was made for it) without waking anything. */
export function quietly(change: () => void): void {
  quiet = true;
  try {
    change();
  } finally {
    quiet = false;
  }
}
