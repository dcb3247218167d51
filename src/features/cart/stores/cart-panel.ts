import { atom } from 'nanostores';
import { openPanel } from '../../../stores/ui';

/**
 * The panel open over the cart drawer (spec 001 section 4.3), by what it
 * edits: one line's add-ons, card message or adjustments, a custom product
 * (new, or one the cart holds), the cart note, or the delivery details.
 * One at a time; the drawer under it stays open.
 */
export type CartPanel =
  | { kind: 'addons' | 'card-message' | 'adjustments'; lineItemId: string }
  | { kind: 'custom-product'; customLineItemId: string | null }
  | { kind: 'note' }
  /** The delivery editor; over another panel (`under`), it goes back to that one when saved. */
  | { kind: 'delivery'; under?: CartPanel };

export const $cartPanel = atom<CartPanel | null>(null);

/** Opens a panel over the cart drawer, opening the drawer too (the custom product banner of listing pages does this). */
export function openCartPanel(panel: CartPanel): void {
  openPanel('cart');
  $cartPanel.set(panel);
}

export const closeCartPanel = () => $cartPanel.set(null);
