import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $wishlist, refreshWishlist, toggleWishlist } from '../../wishlist/stores/wishlist';
import { useQuery } from '../../../lib/api/useQuery';
import { Empty, Failure, Loading, Panel, secondaryButton } from '../ui';
import { nounFor } from '../../../lib/domain/count';
import Picture from '../../../components/Picture';

/** My favourites: the products saved with the heart, each with a link and a Remove button. */
export default function MyFavourites() {
  const list = useStore($wishlist);
  const [pending, setPending] = useState<string | null>(null);
  // Loaded afresh into the wishlist store, which the hearts share.
  const load = useQuery('favourites', (signal) => refreshWishlist(signal));
  const { state } = load;

  if ((state.status === 'loading' || state.status === 'idle') && !list) return <Loading rows={3} label="Loading your favourites…" />;
  if ((state.status === 'error' || (state.status === 'ok' && !state.data)) && !list) return <Failure message="We could not load your favourites." onRetry={load.reload} />;
  const items = list?.lineItems ?? [];
  if (items.length === 0)
    return (
      <Empty>
        You have no favourites yet. Tap the heart on any flower or gift to save it here.{' '}
        <a href="/" className="font-semibold text-plum">
          Start browsing
        </a>
      </Empty>
    );

  return (
    <Panel intro={`${items.length} saved ${nounFor(items.length, 'product')}`}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.lineItemId} className="flex flex-col rounded-xl border border-plum/15 bg-white p-3">
            {item.product ? (
              <>
                <Picture
                  src={item.product.thumbnailImage.url}
                  alt={item.product.thumbnailImage.altText}
                  width={480}
                  height={480}
                  layout="card"
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
                  className="aspect-square w-full rounded-lg bg-cream"
                />
                <h2 className="mt-3 font-semibold text-ink">
                  <a href={item.product.url} className="no-underline hover:underline">
                    {item.product.name}
                  </a>
                </h2>
                <p className="text-ink-muted">
                  From <span className="font-semibold text-plum">{item.product.price.formattedPrice}</span>
                </p>
              </>
            ) : (
              <p className="text-ink-muted">This product ({item.productKey}) is no longer available.</p>
            )}
            <button
              type="button"
              disabled={pending === item.productKey}
              onClick={async () => {
                setPending(item.productKey);
                try {
                  await toggleWishlist(item.productKey);
                } finally {
                  setPending(null);
                }
              }}
              aria-label={`Remove ${item.product?.name ?? item.productKey} from Wishlist`}
              className={`${secondaryButton} mt-3 self-start`}
            >
              {pending === item.productKey ? 'Removing…' : 'Remove'}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
