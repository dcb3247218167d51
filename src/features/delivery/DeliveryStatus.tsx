import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { countryName } from '../../lib/domain/country-name';
import { $deliveryCountry, $deliveryLocation } from './stores/delivery';
import { useHydrated } from '../../stores/hydrated';
import { $openPanel, openPanel } from '../../stores/ui';

const DeliveryEditor = lazy(() => import('./DeliveryEditor'));

/**
 * The header's "Delivering to {suburb}" (or the prompt; on a country's page,
 * which makes that country the choice, "Delivering to {country's name}"). Before hydration it
 * is a link to the delivery bar; once hydrated it opens the delivery editor,
 * whose code loads on first open.
 */
export default function DeliveryStatus({ pageCountry = null }: { pageCountry?: string | null }) {
  const hydrated = useHydrated();
  const location = useStore($deliveryLocation);
  const country = useStore($deliveryCountry);
  const open = useStore($openPanel) === 'delivery';
  const [loaded, setLoaded] = useState(false);
  // The editor's code loads on first open and stays loaded after.
  if (open && !loaded) setLoaded(true);

  const label = !hydrated
    ? pageCountry
      ? `Delivering to ${countryName(pageCountry)}`
      : 'Select your delivery address'
    : location
      ? `Delivering to ${location.name}`
      : country
        ? `Delivering to ${countryName(country)}`
        : 'Select your delivery address';
  return (
    <>
      <a
        href="#delivery"
        id="delivery-status"
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        className="underline decoration-white/40 hover:decoration-white"
        data-testid="delivery-status"
        onClick={(event) => {
          event.preventDefault();
          openPanel('delivery');
        }}
      >
        {label}
      </a>
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <DeliveryEditor />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
