import { useStore } from '@nanostores/react';
import Drawer from '../../components/Drawer';
import { $cart } from '../../stores/cart';
import { $cartLineError, removeLine } from '../../stores/cart-lines';
import { $addToCartNotice } from '../../stores/cart-notice';
import { $openPanel, closePanel } from '../../stores/ui';
import CartLine from './CartLine';

/** The cart drawer's contents: lines, total and the way to checkout. Loaded on first open. */
export default function CartDrawer() {
  const open = useStore($openPanel) === 'cart';
  const cart = useStore($cart);
  const lineError = useStore($cartLineError);
  const notice = useStore($addToCartNotice);
  const lines = cart?.lineItems ?? [];
  return (
    <Drawer open={open} onClose={closePanel} title="Your cart">
      <div className="flex h-full flex-col">
        <div className="flex-1 px-4">
          {notice && (
            <p role="status" className="mt-4 rounded-md bg-sage-light px-3 py-2 text-sm text-ink">
              {notice.message}
            </p>
          )}
          {notice?.addonError && (
            <p role="alert" className="mt-2 rounded-md bg-wattle-light px-3 py-2 text-sm text-ink">
              {notice.addonError}
            </p>
          )}
          {lineError && (
            <p role="alert" className="mt-2 rounded-md bg-soft-pink px-3 py-2 text-sm text-alert-red">
              {lineError}
            </p>
          )}
          {lines.length === 0 ? (
            <div className="py-12 text-center">
              <p className="text-lg text-ink">Your cart is empty.</p>
              <button type="button" className="mt-4 rounded-full border border-plum px-5 py-2 font-semibold text-plum hover:bg-soft-pink" onClick={closePanel}>
                Continue shopping
              </button>
            </div>
          ) : (
            <ul className="divide-y divide-plum/10" aria-label="Products in your cart">
              {lines.map((line) => (
                <CartLine key={line.lineItemId} line={line} onRemove={(l) => void removeLine(l.lineItemId)} />
              ))}
            </ul>
          )}
        </div>
        {lines.length > 0 && cart && (
          <div className="sticky bottom-0 border-t border-plum/10 bg-white px-4 py-4">
            <p className="flex items-center justify-between text-lg font-semibold text-ink">
              <span>Total</span>
              <span data-testid="cart-total">{cart.totalPrice.formattedPrice}</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">Delivery fees and promo codes are applied at checkout.</p>
            <a href="/checkout" className="mt-3 block rounded-full bg-plum px-5 py-3 text-center font-semibold text-white no-underline hover:bg-plum-dark">
              Checkout
            </a>
          </div>
        )}
      </div>
    </Drawer>
  );
}
