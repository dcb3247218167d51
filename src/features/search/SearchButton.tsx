import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/Icon';
import { isLocalCountry } from '../../lib/domain/delivery-storage';
import { $isInternational } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import { $openPanel, openPanel } from '../../stores/ui';

const SearchModal = lazy(() => import('./SearchModal'));

/**
 * The header's search button. Without JavaScript it is a link to the search
 * page; with it, it opens the search modal, whose code loads on first open.
 * A tap before hydration is held until the island has hydrated and then
 * opens the modal (`data-in-page`, src/lib/api/client-use.ts). Hidden in
 * international mode.
 */
export default function SearchButton({
  className = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-plum hover:bg-soft-pink',
  pageCountry = null,
}: {
  className?: string;
  /** The country a country's page makes the delivery choice (rendered in international mode). */
  pageCountry?: string | null;
}) {
  const international = useClientStore($isInternational, !isLocalCountry(pageCountry));
  const open = useStore($openPanel) === 'search';
  const [loaded, setLoaded] = useState(false);
  // The search dialog's code loads on first open and stays loaded after.
  if (open && !loaded) setLoaded(true);
  if (international) return null;
  return (
    <>
      <a
        href="/search"
        aria-label="Search"
        aria-haspopup="dialog"
        data-in-page
        className={className}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openPanel('search');
        }}
      >
        <Icon name="search" />
      </a>
      {loaded && (
        <Suspense fallback={null}>
          <SearchModal />
        </Suspense>
      )}
    </>
  );
}
