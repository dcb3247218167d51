import { atom, map } from 'nanostores';
import { removeAddon, setAddonQuantity } from '../api/cart';
import { changeCart } from './cart-actions';

/** Quantity clicks within this long of each other go to the server as one change. */
export const ADDON_CHANGE_DELAY_MS = 300;

/** Add-on quantities chosen and not yet answered, by `lineItemId/addonId`: the panel shows these at once. */
export const $pendingAddonQuantities = map<Record<string, number | undefined>>({});

/** The last add-on change the server refused, or null. */
export const $addonError = atom<string | null>(null);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const keyOf = (lineItemId: string, addonId: string) => `${lineItemId}/${addonId}`;

async function send(lineItemId: string, addonId: string, quantity: number): Promise<void> {
  const key = keyOf(lineItemId, addonId);
  const result = await changeCart('add-on', (cartId) => (quantity === 0 ? removeAddon(cartId, lineItemId, addonId) : setAddonQuantity(cartId, lineItemId, addonId, quantity)));
  // A newer choice for the same add-on keeps showing until its own answer.
  if (!timers.has(key) && $pendingAddonQuantities.get()[key] === quantity) $pendingAddonQuantities.setKey(key, undefined);
  $addonError.set(result.ok ? null : result.message);
}

/**
 * Sets an add-on's quantity on a line (0 removes it). The new quantity
 * shows at once; quick clicks are coalesced into one request sent
 * ADDON_CHANGE_DELAY_MS after the last, and only the latest answer is
 * applied to the cart.
 */
export function chooseAddonQuantity(lineItemId: string, addonId: string, quantity: number): void {
  const key = keyOf(lineItemId, addonId);
  $pendingAddonQuantities.setKey(key, quantity);
  $addonError.set(null);
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void send(lineItemId, addonId, quantity);
    }, ADDON_CHANGE_DELAY_MS),
  );
}

/** Removes an add-on from a line at once, dropping any quantity change still waiting. */
export function dropAddon(lineItemId: string, addonId: string): Promise<void> {
  const key = keyOf(lineItemId, addonId);
  clearTimeout(timers.get(key));
  timers.delete(key);
  $pendingAddonQuantities.setKey(key, 0);
  return send(lineItemId, addonId, 0);
}

/** The quantity to show for an add-on: the one waiting to be sent, else the cart's. */
export const shownAddonQuantity = (pending: Record<string, number | undefined>, lineItemId: string, addonId: string, held: number) => pending[keyOf(lineItemId, addonId)] ?? held;
