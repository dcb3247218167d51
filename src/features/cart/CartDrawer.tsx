import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import Drawer from '../../components/Drawer';
import SidePanel from '../../components/SidePanel';
import { copyLine, removeCustomLineItem } from './api/cart';
import type { Cart, LineItem } from '../../lib/api/contracts/cart';
import { deriveRole, isStaffGroup } from '../../lib/domain/roles';
import { $cart } from './stores/cart';
import { $cartBusy, changeCart, moveCartDelivery } from './stores/cart-actions';
import { $cartLineError, removeLine } from './stores/cart-lines';
import { $addToCartNotice } from './stores/cart-notice';
import { $cartPanel, closeCartPanel, openCartPanel, type CartPanel } from './stores/cart-panel';
import { $session } from '../auth/stores/session';
import { SaveForLater } from './SaveForLater';
import { $openPanel, closePanel } from '../../stores/ui';
import { DeliveryEditorFields } from '../delivery/DeliveryEditor';
import { formatDisplayDate } from '../../lib/domain/calendar-day';
import AddonsPanel from './AddonsPanel';
import AdjustmentsPanel from './AdjustmentsPanel';
import CardMessagePanel from './CardMessagePanel';
import CartLine from './CartLine';
import CartNotePanel from './CartNotePanel';
import CartSummary from './CartSummary';
import CustomLine from './CustomLine';
import CustomProductPanel from './CustomProductPanel';
import { PaymentStartedNotice } from './PaymentStartedNotice';

/** The panel over the drawer, for what it edits; nothing when that is gone from the cart (removed elsewhere). */
function OpenPanel({ panel, cart }: { panel: CartPanel; cart: Cart | null }) {
  const lineOf = (id: string): LineItem | undefined => cart?.lineItems.find((line) => line.lineItemId === id);
  switch (panel.kind) {
    case 'card-message': {
      const line = lineOf(panel.lineItemId);
      return line ? <CardMessagePanel line={line} onClose={closeCartPanel} /> : null;
    }
    case 'addons': {
      const line = lineOf(panel.lineItemId);
      return line ? <AddonsPanel line={line} onClose={closeCartPanel} /> : null;
    }
    case 'adjustments': {
      const line = lineOf(panel.lineItemId);
      return line ? <AdjustmentsPanel line={line} onClose={closeCartPanel} /> : null;
    }
    case 'custom-product': {
      const item = panel.customLineItemId ? cart?.customLineItems.find((custom) => custom.id === panel.customLineItemId) : null;
      return item === undefined ? null : <CustomProductPanel cart={cart} item={item} onClose={closeCartPanel} />;
    }
    case 'note':
      return <CartNotePanel note={cart?.note ?? null} onClose={closeCartPanel} />;
    case 'delivery': {
      const under = panel.under;
      return (
        <>
          {under && <OpenPanel panel={under} cart={cart} />}
          <SidePanel onClose={() => (under ? $cartPanel.set(under) : closeCartPanel())} title="Delivery details">
            <DeliveryEditorFields
              onSaved={(suburbId, day) => {
                // Saved from the drawer, the drawer closes (spec 001 section 4.3); from a panel, that panel comes back.
                if (under) $cartPanel.set(under);
                else closePanel();
                void moveCartDelivery(day, suburbId);
              }}
            />
          </SidePanel>
        </>
      );
    }
  }
}

/** The cart drawer's contents: delivery, lines and custom products with their actions and panels, the summary and the way to checkout. Loaded on first open. */
export default function CartDrawer() {
  const open = useStore($openPanel) === 'cart';
  const cart = useStore($cart);
  const busy = useStore($cartBusy);
  const lineError = useStore($cartLineError);
  const notice = useStore($addToCartNotice);
  const panel = useStore($cartPanel);
  const staff = isStaffGroup(deriveRole(useStore($session)?.roles));
  const [actionError, setActionError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) closeCartPanel();
  }, [open]);
  const lines = cart?.lineItems ?? [];
  const customs = cart?.customLineItems ?? [];
  const empty = lines.length + customs.length === 0;
  const differ = cart?.checkoutBlocks.find((block) => block.code === 'deliveries-differ');
  const missingMessage = new Set(cart?.checkoutBlocks.find((block) => block.code === 'card-message-missing')?.lineItemIds ?? []);

  const run = async (name: string, call: Parameters<typeof changeCart>[1]) => {
    setActionError(null);
    const result = await changeCart(name, call);
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
          {!empty && cart && <PaymentStartedNotice cart={cart} className="mt-4" />}
          {!empty && cart && !cart.countryCode && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-md bg-cream px-3 py-2 text-sm" data-testid="cart-delivery">
              <span className="text-ink">
                {differ ? (
                  <>
                    <span className="font-semibold">{differ.message}</span> {differ.detail}
                  </>
                ) : cart.deliveryLocation && cart.deliveryDate ? (
                  <>
                    Delivering to <span className="font-semibold">{cart.deliveryLocation.name}</span> on <span className="font-semibold">{formatDisplayDate(cart.deliveryDate)}</span>
                  </>
                ) : (
                  'No delivery details yet'
                )}
              </span>
              <button type="button" aria-haspopup="dialog" className="font-semibold text-plum underline" onClick={() => openCartPanel({ kind: 'delivery' })}>
                {differ ? 'Choose one delivery' : cart.deliveryLocation ? 'Change delivery details' : 'Add delivery details'}
              </button>
            </div>
          )}
          {empty ? (
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
                  staff={staff}
                  needsCardMessage={missingMessage.has(line.lineItemId)}
                  onRemove={(l) => void removeLine(l.lineItemId)}
                  onDuplicate={(l) => void run('duplicate', (cartId) => copyLine(cartId, l.lineItemId))}
                  onOpen={openCartPanel}
                />
              ))}
              {customs.map((item) => (
                <CustomLine
                  key={item.id}
                  item={item}
                  needsCardMessage={missingMessage.has(item.id)}
                  onEdit={(custom) => openCartPanel({ kind: 'custom-product', customLineItemId: custom.id })}
                  onRemove={(custom) => void run('custom product', (cartId) => removeCustomLineItem(cartId, custom.id))}
                />
              ))}
            </ul>
          )}
          {staff && (
            <div className="my-3 grid gap-2 border-t border-plum/10 pt-3" data-testid="staff-cart-actions">
              {cart?.note && (
                <p className="rounded-md bg-cream px-3 py-2 text-sm whitespace-pre-line text-ink">
                  <span className="font-semibold">Note: </span>
                  {cart.note}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className="rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-soft-pink"
                  onClick={() => openCartPanel({ kind: 'custom-product', customLineItemId: null })}
                >
                  Create a custom product
                </button>
                {!empty && (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    className="rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-soft-pink"
                    onClick={() => openCartPanel({ kind: 'note' })}
                  >
                    {cart?.note ? 'Edit cart note' : 'Add a cart note'}
                  </button>
                )}
              </div>
            </div>
          )}
          <SaveForLater available={!empty} className="my-3" />
        </div>
        {!empty && cart && (
          <div className="sticky bottom-0 border-t border-plum/10 bg-white px-4 py-4">
            <CartSummary cart={cart} />
          </div>
        )}
      </div>
      {open && panel && <OpenPanel panel={panel} cart={cart} />}
    </Drawer>
  );
}
