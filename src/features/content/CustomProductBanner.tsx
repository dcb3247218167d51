import { Icon } from '../../components/Icon';
import { showsCustomProductBanner } from '../../lib/domain/roles';
import { openCartPanel } from '../cart/stores/cart-panel';
import { $isInternational } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';

/**
 * The create-custom-product banner of listing pages: for the three
 * florist-type roles, and never in international mode. Its button opens
 * the custom product panel over the cart drawer.
 */
export default function CustomProductBanner() {
  // Stored values only after hydration, so the server's HTML (no banner) matches the first render.
  const session = useClientStore($session, null);
  const international = useClientStore($isInternational, false);
  if (!showsCustomProductBanner(session?.roles, international)) return null;
  return (
    <aside aria-label="Custom product" className="mx-auto mt-6 flex max-w-site flex-wrap items-center justify-between gap-4 rounded-xl bg-wattle-light px-5 py-4">
      <div className="flex items-center gap-3">
        <Icon name="flower" className="h-8 w-8 text-plum" />
        <div>
          <p className="font-display text-xl text-plum">Can’t find what your customer wants?</p>
          <p className="text-ink-muted">Create a custom product with your own title, description and price.</p>
        </div>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openCartPanel({ kind: 'custom-product', customLineItemId: null })}
        className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark"
      >
        Create a custom product
      </button>
    </aside>
  );
}
