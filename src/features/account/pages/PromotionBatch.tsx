import { useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, TextArea, TextField } from '../../../components/FormField';
import { BATCH_PREFIX_MAX, BATCH_SIZE_MAX, type PromoCodeBatchRow } from '../../../lib/api/contracts/promo-code-batches';
import { PROMO_DESCRIPTION_MAX } from '../../../lib/api/contracts/promotions';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { batchCodesCsvHref, createCodeBatch } from '../api/promotion-batches';
import { fetchPriceChoices } from '../api/catalogue-prices';
import { Loaded, Panel, primaryButton, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { useSaveForm } from '../use-save-form';
import { BatchDetail } from './promotions/BatchDetail';
import { discountWords } from './promotions/promo-words';
import { missingTerms, termsBody, TermsFields, type TermsDraft } from './promotions/TermsFields';

interface Draft extends TermsDraft {
  prefix: string;
  count: string;
  description: string;
  combinable: boolean;
}

const EMPTY: Draft = {
  prefix: '',
  count: '',
  description: '',
  combinable: false,
  kind: 'percentage',
  value: '',
  firstDay: '',
  lastDay: '',
  minimumSpend: '',
  appliesTo: 'everything',
  listings: [],
  products: '',
};

function BatchForm({ listings, onMade }: { listings: { slug: string; title: string }[]; onMade: (batch: PromoCodeBatchRow) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { ref, errors, failure, sending, refuse, send } = useSaveForm();
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = missingTerms(draft);
    if (!draft.prefix.trim()) typed.prefix = 'Prefix is required';
    if (!draft.count.trim()) typed.count = 'How many codes is required';
    if (refuse(typed)) return;
    // A number only when written in digits (0x10 is not 16): anything else is sent as typed, and refused naming the field.
    const count = /^\d{1,9}$/.test(draft.count.trim()) ? Number(draft.count) : draft.count;
    const made = await send(() =>
      createCodeBatch({
        prefix: draft.prefix,
        count,
        description: draft.description,
        combinable: draft.combinable,
        ...termsBody(draft),
      }),
    );
    if (made) onMade(made);
  };

  return (
    <form ref={ref} noValidate aria-label="New batch of single-use codes" className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prefix"
          required
          maxLength={BATCH_PREFIX_MAX}
          autoCapitalize="characters"
          value={draft.prefix}
          error={errors.prefix}
          hint="For the partner or the newsletter, like SPRINGNEWS: letters and digits. Each code is the prefix, a dash and ten random letters and digits."
          onChange={(event) => change({ prefix: event.target.value })}
        />
        <TextField
          label="How many codes"
          required
          inputMode="numeric"
          value={draft.count}
          error={errors.count}
          hint={`From 1 to ${BATCH_SIZE_MAX.toLocaleString('en-AU')}. Each code can be used once.`}
          onChange={(event) => change({ count: event.target.value })}
        />
      </div>
      <TextArea
        label="Description"
        rows={2}
        maxLength={PROMO_DESCRIPTION_MAX}
        value={draft.description}
        error={errors.description}
        hint="Shown to shoppers in their cart."
        onChange={(event) => change({ description: event.target.value })}
      />
      <TermsFields draft={draft} errors={errors} change={change} listings={listings} everything="Everything in the cart" />
      <Checkbox label="Combines with other codes that combine and with promotions without a code" checked={draft.combinable} onChange={(combinable) => change({ combinable })} />
      <SaveFooter failure={failure} saved={false} sending={sending} label={sending ? 'Making the codes…' : 'Make the codes'} />
    </form>
  );
}

/** A batch of single-use codes (Flowerline): one batch's page (?id=), or a new batch, whose CSV file is offered for download once made. */
export default function PromotionBatch() {
  const [id] = useState(() => new URLSearchParams(location.search).get('id'));
  const back = (
    <a href={ACCOUNT_PAGES.promotions.path} className={secondaryButton}>
      Back to the promotions
    </a>
  );
  if (id) {
    return (
      <Panel intro="A batch's codes share their terms and are switched off or on together." actions={back}>
        <BatchDetail id={id} />
      </Panel>
    );
  }
  return <NewBatch back={back} />;
}

function NewBatch({ back }: { back: ReactNode }) {
  const { state, reload } = useLoad((signal) => fetchPriceChoices(signal), []);
  const [made, setMade] = useState<PromoCodeBatchRow | null>(null);
  return (
    <Panel intro="Many codes at once for a partner or a newsletter, each usable once, all with the same terms. They are listed together as one batch." actions={back}>
      {made ? (
        <section aria-labelledby="made-heading" className="grid max-w-2xl gap-4" role="status">
          <h2 id="made-heading" className="font-serif text-2xl text-plum">
            {made.size.toLocaleString('en-AU')} codes made with the prefix {made.prefix}
          </h2>
          <p>{discountWords(made)}, each usable once. Shoppers can use them as soon as they are made, within their days.</p>
          <p className="flex flex-wrap gap-3">
            <a href={batchCodesCsvHref(made.id)} download className={primaryButton}>
              Download the codes (CSV)
            </a>
            <a href={`${ACCOUNT_PAGES['promotion-batch'].path}?id=${encodeURIComponent(made.id)}`} className={secondaryButton}>
              Open the batch
            </a>
            <a href={ACCOUNT_PAGES.promotions.path} className={secondaryButton}>
              Back to the promotions
            </a>
          </p>
        </section>
      ) : (
        <Loaded state={state} reload={reload} label="Loading the listings…">
          {(choices) => <BatchForm listings={choices.listings} onMade={setMade} />}
        </Loaded>
      )}
    </Panel>
  );
}
