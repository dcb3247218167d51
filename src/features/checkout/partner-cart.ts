import { clearCart } from '../cart/api/cart';
import { forgetCart } from '../cart/stores/cart';
import { clearDraft } from './checkout-draft';

/** Shown in the leave-checkout dialog while a partner's (third-party) cart is being checked out. */
export const PARTNER_CART_WARNING = 'Your cart holds a partner product, which is reserved only while you check out. Leaving checkout empties your cart, and you will need to add the product again.';

/** Leaving checkout in third-party mode: the cart is emptied and forgotten. A failure keeps the shopper on checkout. */
export async function abandonPartnerCart(cartId: string): Promise<void> {
  const result = await clearCart(cartId);
  if (!result.ok && result.error.status !== 404) throw result.error;
  clearDraft();
  forgetCart();
}
