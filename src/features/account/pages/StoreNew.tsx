import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { Panel, secondaryButton } from '../ui';
import { storeHref } from './Network';
import { StoreForm } from './network/StoreForm';

/** A new store of the network (Flowerline): once made, its own page opens. Its owner sets its trading hours later. */
export default function StoreNew() {
  return (
    <Panel
      intro="A new member store. It trades Monday to Saturday, 8 am to 5 pm, until its owner sets its hours."
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
