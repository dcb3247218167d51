import { useEffect, useRef, useState } from 'react';
import { $needsDeliveryChoice, internationalPath, leaveLocalDelivery } from './stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import DeliveryForm from './DeliveryForm';
import { findFlowersPath } from './find-flowers';

/**
 * The home page's delivery-selector bar: Deliver to, When, FIND FLOWERS and
 * Send overseas. Shown only while no location or country is stored. On large
 * screens it becomes fixed at the bottom of the viewport once scrolled past.
 */
export default function DeliveryBar() {
  const visible = useClientStore($needsDeliveryChoice, true);
  const anchor = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(false);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = anchor.current;
    if (!visible || !element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const scrolledPast = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      if (scrolledPast) setHeight(element.offsetHeight);
      setPinned(scrolledPast);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;
  return (
    <div ref={anchor} style={pinned ? { minHeight: height } : undefined} data-testid="delivery-bar-anchor">
      <section
        aria-labelledby="delivery-bar-heading"
        data-pinned={pinned || undefined}
        className={`bg-cream ${pinned ? 'lg:fixed lg:inset-x-0 lg:bottom-0 lg:z-30 lg:border-t lg:border-plum/20 lg:shadow-[0_-4px_16px_rgba(0,0,0,0.12)]' : ''}`}
      >
        <div className="mx-auto max-w-site px-4 py-5">
          <h2 id="delivery-bar-heading" className={`mb-3 font-display text-xl text-plum ${pinned ? 'lg:sr-only' : ''}`}>
            Where and when should we deliver?
          </h2>
          <DeliveryForm
            layout="bar"
            submitLabel="Find flowers"
            onSaved={() => window.location.assign(findFlowersPath(window.location.pathname))}
            onSendOverseas={() => {
              leaveLocalDelivery();
              window.location.assign(internationalPath());
            }}
          />
        </div>
      </section>
    </div>
  );
}
