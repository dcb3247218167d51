import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $deliveryCountry, $deliveryLocation } from '../../stores/delivery';
import { useHydrated } from '../../stores/hydrated';
import { $openPanel, openPanel } from '../../stores/ui';

const DeliveryEditor = lazy(() => import('./DeliveryEditor'));

/**
 * The header's "Delivering to {suburb}" (or the prompt). The header wraps it
 * in a link to the delivery bar; once hydrated, that link opens the delivery
 * editor instead, whose code loads on first open.
 */
export default function DeliveryStatus() {
  const hydrated = useHydrated();
  const location = useStore($deliveryLocation);
  const country = useStore($deliveryCountry);
  const open = useStore($openPanel) === 'delivery';
  const [loaded, setLoaded] = useState(false);
  const text = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const trigger = text.current?.closest('a');
    if (!trigger) return;
    trigger.setAttribute('role', 'button');
    trigger.setAttribute('aria-haspopup', 'dialog');
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      openPanel('delivery');
    };
    trigger.addEventListener('click', onClick);
    return () => trigger.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  const label = !hydrated ? 'Select your delivery address' : location ? `Delivering to ${location.name}` : country ? `Delivering to ${country}` : 'Select your delivery address';
  return (
    <>
      <span ref={text} data-testid="delivery-status">
        {label}
      </span>
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
