import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { Panel, secondaryButton } from '../ui';
import { storeHref } from './Network';
import { StoreForm } from './network/StoreForm';

/** A new store of the network (Flowerline): once made, its own page opens, where its owner is invited. */
export default function StoreNew() {
  return (
    <Panel
      intro="A new member store: where it is, how to reach it, where it delivers and when it trades. Once it is made, invite its owner from its page."
      actions={
        <a href={ACCOUNT_PAGES.network.path} className={secondaryButton}>
          Back to the network
        </a>
      }
    >
      <StoreForm store={null} onSaved={(made) => location.assign(storeHref(made.storeKey))} />
    </Panel>
  );
}
