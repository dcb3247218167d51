import { useState } from 'react';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchPriceChoices } from '../api/catalogue-prices';
import { fetchPromoCode } from '../api/promotions';
import { Loaded, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { PromoCodeForm } from './promotions/PromoCodeForm';
import { ChangeHistory } from './ChangeHistory';
import { discountWords, PromoStateBadge, usesWords } from './promotions/promo-words';

/** One promo code (?code=) for Flowerline: its form, its state and uses, and its history. */
export default function PromotionEdit() {
  const [code] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const { state, reload, setData } = useLoad((signal) => fetchPromoCode(code, signal), [code]);
  const choices = useLoad((signal) => fetchPriceChoices(signal), []);
  return (
    <Panel
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_PAGES.promotions.path} className={secondaryButton}>
            Back to the promo codes
          </a>
          <a href={`${ACCOUNT_PAGES['promotion-usage'].path}?code=${encodeURIComponent(code)}`} className={secondaryButton}>
            Usage report
          </a>
        </div>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the promo code…">
        {(promo) => (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="promo-heading" className="grid content-start gap-4">
              <h2 id="promo-heading" className="font-serif text-2xl text-plum">
                {promo.code}
              </h2>
              <p className="flex flex-wrap items-center gap-3">
                <PromoStateBadge state={promo.state} /> <span>{discountWords(promo)}</span> <span>Uses: {usesWords(promo)}</span>
              </p>
              <Loaded state={choices.state} reload={choices.reload} label="Loading the listings…">
                {(listed) => <PromoCodeForm key={promo.updatedAt} code={promo} listings={listed.listings} onSaved={setData} />}
              </Loaded>
            </section>
            <section aria-labelledby="history-heading" className="grid content-start gap-3">
              <h2 id="history-heading" className="font-serif text-xl text-plum">
                Changes
              </h2>
              <ChangeHistory changes={promo.changes} />
            </section>
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
