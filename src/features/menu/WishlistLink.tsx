import { Icon } from '../../components/Icon';
import { deriveRole, showsWishlist } from '../../lib/domain/roles';
import { useClientStore } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';

/** The header's wishlist link; florists have no wishlist, so they do not see it. */
export default function WishlistLink({ className = '' }: { className?: string }) {
  // As a guest until hydrated, so the pre-rendered header always matches.
  const session = useClientStore($session, null);
  if (!showsWishlist(deriveRole(session?.roles))) return null;
  return (
    <a href="/myaccount/myfavourites/" aria-label="Wishlist" className={className}>
      <Icon name="heart" />
    </a>
  );
}
