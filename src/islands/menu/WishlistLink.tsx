import { useStore } from '@nanostores/react';
import { Icon } from '../../components/Icon';
import { deriveRole, isFloristGroup } from '../../lib/domain/roles';
import { $session } from '../../stores/session';

/** The header's wishlist link; florists have no wishlist, so they do not see it. */
export default function WishlistLink({ className = '' }: { className?: string }) {
  const session = useStore($session);
  if (isFloristGroup(deriveRole(session?.roles))) return null;
  return (
    <a href="/myaccount/myfavourites/" aria-label="Wishlist" className={className}>
      <Icon name="heart" />
    </a>
  );
}
