import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Drawer from '../../components/Drawer';
import { copyLine } from '../../lib/api/cart';
import type { LineItem } from '../../lib/api/contracts/cart';
import { $cart } from '../../stores/cart';
import { $cartBusy, changeCart } from '../../stores/cart-actions';
import { $cartLineError, removeLine } from '../../stores/cart-lines';
import { $addToCartNotice } from '../../stores/cart-notice';
import { $openPanel, closePanel, openPanel } from '../../stores/ui';
import CardMessagePanel from './CardMessagePanel';
import CartLine from './CartLine';
import CartSummary from './CartSummary';

/** The cart drawer's contents: lines with their actions, the summary and the way to checkout. Loaded on first open. */
export default function CartDrawer() {
  const open = useStore($openPanel) === 'cart';
  const cart = useStore($cart);
  const busy = useStore($cartBusy);
  const lineError = useStore($cartLineError);
  const notice = useStore($addToCartNotice);
  const [messageFor, setMessageFor] = useState<LineItem | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const lines = cart?.lineItems ?? [];
  const missingMessage = new Set(cart?.checkoutBlocks.find((block) => block.code === 'card-message-missing')?.lineItemIds ?? []);

  const duplicate = async (line: LineItem) => {
    setActionError(null);
    const result = await changeCart('duplicate', (cartId) => copyLine(cartId, line.lineItemId));
    if (!result.ok) setActionError(result.message);
  };

  return (
    <Drawer open={open} onClose={closePanel} title="Your cart">
      <div className="flex h-full flex-col" aria-busy={busy ? true : undefined}>
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
          {(lineError || actionError) && (
            <p role="alert" className="mt-2 rounded-md bg-soft-pink px-3 py-2 text-sm text-alert-red">
              {lineError ?? actionError}
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
                <CartLine
                  key={line.lineItemId}
                  line={line}
                  needsCardMessage={missingMessage.has(line.lineItemId)}
                  onRemove={(l) => void removeLine(l.lineItemId)}
                  onDuplicate={(l) => void duplicate(l)}
                  onCardMessage={(l) => setMessageFor(l)}
                  onChangeLocation={() => openPanel('delivery')}
                />
              ))}
            </ul>
          )}
        </div>
        {lines.length > 0 && cart && (
          <div className="sticky bottom-0 border-t border-plum/10 bg-white px-4 py-4">
            <CartSummary cart={cart} />
          </div>
        )}
      </div>
      {messageFor && <CardMessagePanel line={messageFor} onClose={() => setMessageFor(null)} />}
    </Drawer>
  );
}
