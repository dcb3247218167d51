import { atom, computed } from 'nanostores';

export interface CartLineSummary {
  lineItemId: string;
  quantity: number;
}

export interface CartSummary {
  cartId: string;
  lineItems: CartLineSummary[];
}

/** The shopper's cart as last returned by the commerce API. */
export const $cart = atom<CartSummary | null>(null);

/** The count on the header's cart button. */
export const $cartCount = computed($cart, (cart) => cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0);
