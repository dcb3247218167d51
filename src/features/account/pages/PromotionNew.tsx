import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchPriceChoices } from '../api/catalogue-prices';
import { Loaded, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { PromoCodeForm } from './promotions/PromoCodeForm';

/** A new promo code (Flowerline): once made, its own page opens. */
export default function PromotionNew() {
  const { state, reload } = useLoad((signal) => fetchPriceChoices(signal), []);
  return (
    <Panel
      intro="A new promo code. Shoppers can use it as soon as it is made, within its days."
      actions={
        <a href={ACCOUNT_PAGES.promotions.path} className={secondaryButton}>
          Back to the promo codes
        </a>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the listings…">
        {(choices) => <PromoCodeForm code={null} listings={choices.listings} onSaved={(made) => location.assign(`${ACCOUNT_PAGES['promotion-edit'].path}?code=${encodeURIComponent(made.code)}`)} />}
      </Loaded>
    </Panel>
  );
}
