import type { MouseEvent } from 'react';
import { countOf } from '../../lib/domain/count';
import { countryName } from '../../lib/domain/country-name';
import { DEFAULT_INTERNATIONAL_SLUG, isInternationalPath, isLocalCountry } from '../../lib/domain/delivery-storage';
import { $cartCount } from '../cart/stores/cart';
import { useClientStore } from '../../stores/hydrated';
import { $deliveryCountry, $internationalSlug, chooseAustralianDelivery } from './stores/delivery';

/**
 * The header's band in international mode (an overseas country is the
 * delivery choice, docs/adr/0745-overseas-mode-said-in-the-header.md): which
 * country, why search and the cart are not shown (and that a local cart
 * keeps its items), and one way back to delivery in Australia. Renders
 * nothing in local mode.
 *
 * The way back is a link home, which is also the path without script. Once
 * hydrated it clears the stored country; on the overseas pages it then goes
 * home, elsewhere the shopper stays on the page and focus moves to the
 * delivery status, which now asks for a suburb. A tap before hydration is
 * held until the island has hydrated (`data-in-page`, src/lib/api/client-use.ts).
 */
export default function OverseasNotice({ pageCountry = null }: { pageCountry?: string | null }) {
  const country = useClientStore($deliveryCountry, pageCountry);
  const cartCount = useClientStore($cartCount, 0);
  if (country === null || isLocalCountry(country)) return null;

  const backToAustralia = (event: MouseEvent<HTMLAnchorElement>) => {
    chooseAustralianDelivery();
    const onOverseasPage = pageCountry !== null || isInternationalPath(location.pathname, $internationalSlug.get() ?? DEFAULT_INTERNATIONAL_SLUG);
    if (onOverseasPage) return;
    event.preventDefault();
    document.getElementById('delivery-status')?.focus();
  };

  return (
    <section aria-label="Overseas delivery" className="border-b border-sage/20 bg-sage-light text-sm text-ink">
      <div className="mx-auto flex max-w-site flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <p>
          <strong className="font-semibold">Overseas delivery to {countryName(country)}.</strong> Search and the cart are for delivery in Australia.
          {cartCount > 0 && <> Your cart keeps its {countOf(cartCount, 'item')} for delivery in Australia.</>}
        </p>
        <a href="/" data-in-page className="font-semibold text-plum underline hover:decoration-2" onClick={backToAustralia}>
          Switch to Australian delivery
        </a>
      </div>
    </section>
  );
}
