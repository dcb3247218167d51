import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import { deriveRole, showsWishlist } from '../../lib/domain/roles';
import { useClientStore } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';
import { $wishlistKeys, loadWishlist, toggleWishlist } from './stores/wishlist';

const LoginPrompt = lazy(() => import('./LoginPrompt'));

interface Props {
  productKey: string;
  productName: string;
  thirdPartySource?: string | null;
  /** icon: the heart on a product card; button: the labelled button of a product page. */
  look?: 'icon' | 'button';
}

/**
 * The favourite toggle. Hidden for florist roles and third-party products.
 * A guest is asked to sign in; a signed-in shopper adds or removes the
 * product, the control disabled while the call is pending.
 */
export default function WishlistToggle({ productKey, productName, thirdPartySource = null, look = 'icon' }: Props) {
  const session = useClientStore($session, null);
  const keys = useStore($wishlistKeys);
  const [pending, setPending] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const role = deriveRole(session?.roles);
  const visible = showsWishlist(role, thirdPartySource);

  useEffect(() => {
    if (session && visible) void loadWishlist();
  }, [session, visible]);
  if (!visible) return null;

  const saved = keys.has(productKey);
  const label = saved ? 'Remove from Wishlist' : 'Save to Wishlist';
  const onClick = async () => {
    if (!session) {
      setPrompting(true);
      return;
    }
    setPending(true);
    try {
      await toggleWishlist(productKey);
    } finally {
      setPending(false);
    }
  };
  const heart = <Icon name="heart" className={`h-6 w-6 ${saved ? 'fill-current' : ''}`} />;

  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          onClick={onClick}
          disabled={pending}
          aria-pressed={saved}
          aria-label={`${label}: ${productName}`}
          title={label}
          className="relative z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-plum shadow hover:bg-soft-pink disabled:opacity-60"
        >
          {heart}
        </button>
      ) : (
        <button
          type="button"
          onClick={onClick}
          disabled={pending}
          aria-pressed={saved}
          className="inline-flex items-center gap-2 rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink disabled:opacity-60"
        >
          {heart}
          {label}
        </button>
      )}
      {prompting && (
        <Suspense fallback={null}>
          <LoginPrompt open onClose={() => setPrompting(false)} />
        </Suspense>
      )}
    </>
  );
}
