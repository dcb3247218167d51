import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $cartCount, $storedCart, refreshCart } from './stores/cart';
import { isLocalCountry } from '../../lib/domain/delivery-storage';
import { $isInternational } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import { $openPanel, openPanel } from '../../stores/ui';
import { countOf } from '../../lib/domain/count';
import { onHover, useIdlePrefetch } from '../../components/usePrefetch';

const loadDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(loadDrawer);
/** The drawer's code starts loading when a mouse or the keyboard reaches the button, or in idle time while the cart holds something, so a tap opens it without waiting for the network. */
const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * The header's cart button with its count badge (from the cart store). It
 * loads the stored cart, and opens the cart drawer, whose code loads on
 * first reach of the button (a mouse's hover, focus), in idle time while the
 * cart holds something, or on first open. Hidden in international mode.
 */
export default function CartButton({ pageCountry = null }: { pageCountry?: string | null }) {
  const count = useClientStore($cartCount, 0);
  // A country's page is rendered in international mode (it makes the country the delivery choice).
  const international = useClientStore($isInternational, !isLocalCountry(pageCountry));
  const stored = useStore($storedCart);
  const open = useStore($openPanel) === 'cart';
  const [loaded, setLoaded] = useState(false);

  useIdlePrefetch(prefetchDrawer, count > 0);
  const cartId = stored?.cartId;
  useEffect(() => {
    if (cartId) void refreshCart();
  }, [cartId]);
  // The drawer's contents load on first open and stay loaded after.
  if (open && !loaded) setLoaded(true);

  if (international) return null;
  const label = `Cart, ${countOf(count, 'item')}`;
  return (
    <>
      <button
        type="button"
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-plum hover:bg-soft-pink"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => openPanel('cart')}
        onPointerEnter={onHover(prefetchDrawer)}
        onFocus={prefetchDrawer}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M5 7h14l-1.2 12.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 7Z" />
          <path d="M9 7V6a3 3 0 0 1 6 0v1" />
        </svg>
        {count > 0 && (
          <span data-testid="cart-count" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-plum px-1 text-center text-xs font-semibold leading-5 text-white">
            {count}
          </span>
        )}
      </button>
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
