import { useState, type FormEvent } from 'react';
import { Checkbox, TextField } from '../../../components/FormField';
import { PROMOTION_NAME_MAX, type AutomaticPromotionDetail } from '../../../lib/api/contracts/automatic-promotions';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchAutomaticPromotion, saveAutomaticPromotion } from '../api/promotion-batches';
import { fetchPriceChoices } from '../api/catalogue-prices';
import { Loaded, Panel, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { useSaveForm } from '../use-save-form';
import { ChangeHistory } from './ChangeHistory';
import { automaticStateBadge } from './promotions/AutomaticPromotionsList';
import { missingTerms, termsBody, TermsFields, type TermsDraft } from './promotions/TermsFields';

interface Draft extends TermsDraft {
  name: string;
  active: boolean;
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

function draftOf(promotion: AutomaticPromotionDetail | null): Draft {
  return {
    name: promotion?.name ?? '',
    kind: promotion?.kind ?? 'percentage',
    value: text(promotion?.value),
    firstDay: promotion?.firstDay ?? '',
    lastDay: promotion?.lastDay ?? '',
    minimumSpend: text(promotion?.minimumSpend),
    appliesTo: promotion?.products.length ? 'products' : promotion?.listings.length || !promotion ? 'listings' : 'everything',
    listings: promotion?.listings ?? [],
    products: promotion?.products.join(', ') ?? '',
    active: promotion?.active ?? true,
  };
}

function AutomaticForm({
  promotion,
  listings,
  onSaved,
}: {
  promotion: AutomaticPromotionDetail | null;
  listings: { slug: string; title: string }[];
  onSaved: (saved: AutomaticPromotionDetail) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const change = (next: Partial<Draft>) => {
    changed();
    setDraft({ ...draft, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse({ ...(draft.name.trim() ? {} : { name: 'Name is required' }), ...missingTerms(draft) })) return;
    const made = await send(() => saveAutomaticPromotion(promotion?.id ?? null, { name: draft.name, active: draft.active, ...termsBody(draft) }));
    if (made) onSaved(made);
  };

  return (
    <form ref={ref} noValidate aria-label={promotion ? `Promotion ${promotion.name}` : 'New promotion without a code'} className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Name"
        required
        maxLength={PROMOTION_NAME_MAX}
        value={draft.name}
        error={errors.name}
        hint="Shoppers read it on the product page and in their cart, like “10% off hampers this week”."
        onChange={(event) => change({ name: event.target.value })}
      />
      <TermsFields draft={draft} errors={errors} change={change} listings={listings} everything="The whole order" />
      <Checkbox label="Switched on (it applies by itself within its days)" checked={draft.active} onChange={(active) => change({ active })} />
      <SaveFooter failure={failure} saved={saved && !!promotion && 'Saved. The shop takes the change at once.'} sending={sending} label={promotion ? 'Save changes' : 'Create promotion'} />
    </form>
  );
}

/** A promotion without a code (?id=, or a new one): its form, its state and its history. */
export default function PromotionAutomatic() {
  const [id] = useState(() => new URLSearchParams(location.search).get('id'));
  const choices = useLoad((signal) => fetchPriceChoices(signal), []);
  const { state, reload, setData } = useLoad((signal) => (id ? fetchAutomaticPromotion(id, signal) : Promise.resolve({ ok: true as const, status: 200, data: null })), [id]);
  return (
    <Panel
      intro="A promotion without a code applies by itself to the products it is for, or to the whole order (“10% off orders over $150”): shoppers see its name on those products' pages and as its own line in their cart. It comes off before any promo code."
      actions={
        <a href={ACCOUNT_PAGES.promotions.path} className={secondaryButton}>
          Back to the promotions
        </a>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the promotion…">
        {(promotion) => (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="promotion-heading" className="grid content-start gap-4">
              <h2 id="promotion-heading" className="font-serif text-2xl text-plum">
                {promotion ? promotion.name : 'New promotion without a code'}
              </h2>
              {promotion && <p>{automaticStateBadge(promotion.state)}</p>}
              <Loaded state={choices.state} reload={choices.reload} label="Loading the listings…">
                {(listed) => (
                  <AutomaticForm
                    key={promotion?.id ?? 'new'}
                    promotion={promotion}
                    listings={listed.listings}
                    onSaved={(saved) => (promotion ? setData(saved) : location.assign(`${ACCOUNT_PAGES['promotion-automatic'].path}?id=${encodeURIComponent(saved.id)}`))}
                  />
                )}
              </Loaded>
            </section>
            {promotion && (
              <section aria-labelledby="history-heading" className="grid content-start gap-3">
                <h2 id="history-heading" className="font-serif text-xl text-plum">
                  Changes
                </h2>
                <ChangeHistory changes={promotion.changes} />
              </section>
            )}
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
