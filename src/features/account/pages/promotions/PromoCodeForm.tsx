import { useState, type FormEvent } from 'react';
import { Checkbox, TextArea, TextField } from '../../../../components/FormField';
import { PROMO_CODE_MAX, PROMO_DESCRIPTION_MAX, type PromoCodeDetail } from '../../../../lib/api/contracts/promotions';
import { createPromoCode, savePromoCode } from '../../api/promotions';
import { SaveFooter } from '../../ui';
import { useSaveForm } from '../../use-save-form';
import { missingTerms, termsBody, TermsFields, type TermsDraft } from './TermsFields';

/** A promo code's fields: the terms it shares with promotions and batches, and its own. */
interface Draft extends TermsDraft {
  code: string;
  description: string;
  maxApplications: string;
  maxApplicationsPerCustomer: string;
  combinable: boolean;
  active: boolean;
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

function draftOf(code: PromoCodeDetail | null): Draft {
  return {
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: code?.kind ?? 'percentage',
    value: text(code?.value),
    firstDay: code?.firstDay ?? '',
    lastDay: code?.lastDay ?? '',
    maxApplications: text(code?.maxApplications),
    maxApplicationsPerCustomer: text(code?.maxApplicationsPerCustomer),
    minimumSpend: text(code?.minimumSpend),
    appliesTo: code?.listings.length ? 'listings' : code?.products.length ? 'products' : 'everything',
    listings: code?.listings ?? [],
    products: code?.products.join(', ') ?? '',
    combinable: code?.combinable ?? false,
    active: code?.active ?? true,
  };
}

/** A limit as the API takes it: none when empty, the number when it is written in digits, else the text (refused, naming the field; 0x10 is not 16). */
const limitOf = (typed: string) => (typed.trim() === '' ? null : /^\d{1,9}$/.test(typed.trim()) ? Number(typed) : typed);

function bodyOf(draft: Draft, isNew: boolean): Record<string, unknown> {
  return {
    ...(isNew ? { code: draft.code } : {}),
    description: draft.description,
    ...termsBody(draft),
    maxApplications: limitOf(draft.maxApplications),
    maxApplicationsPerCustomer: limitOf(draft.maxApplicationsPerCustomer),
    combinable: draft.combinable,
    active: draft.active,
  };
}

/** What the form can tell before sending: what is missing. */
function missing(draft: Draft, isNew: boolean): Record<string, string> {
  return { ...(isNew && !draft.code.trim() ? { code: 'Code is required' } : {}), ...missingTerms(draft) };
}

/**
 * A promo code's form (Flowerline): new (then its page opens) or an
 * existing code's (saved in place). Days are Melbourne days, both included.
 */
export function PromoCodeForm({ code, listings, onSaved }: { code: PromoCodeDetail | null; listings: { slug: string; title: string }[]; onSaved: (code: PromoCodeDetail) => void }) {
  const isNew = !code;
  const [draft, setDraft] = useState<Draft>(() => draftOf(code));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const change = (next: Partial<Draft>) => {
    changed();
    setDraft({ ...draft, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse(missing(draft, isNew))) return;
    const body = bodyOf(draft, isNew);
    const made = await send(() => (code ? savePromoCode(code.code, body) : createPromoCode(body)));
    if (made) onSaved(made);
  };

  return (
    <form ref={ref} noValidate aria-label={isNew ? 'New promo code' : `Promo code ${code.code}`} className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      {isNew && (
        <TextField
          label="Code"
          required
          maxLength={PROMO_CODE_MAX}
          autoCapitalize="characters"
          value={draft.code}
          error={errors.code}
          hint="What shoppers type, like SPRING15: letters, digits, '-' and '_'. Upper and lower case are the same."
          onChange={(event) => change({ code: event.target.value })}
        />
      )}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Use limit"
          inputMode="numeric"
          value={draft.maxApplications}
          error={errors.maxApplications}
          hint="Uses in all. Empty: no limit."
          onChange={(event) => change({ maxApplications: event.target.value })}
        />
        <TextField
          label="Limit per customer"
          inputMode="numeric"
          value={draft.maxApplicationsPerCustomer}
          error={errors.maxApplicationsPerCustomer}
          hint="Per account or email. Empty: no limit."
          onChange={(event) => change({ maxApplicationsPerCustomer: event.target.value })}
        />
      </div>
      <div>
        <Checkbox
          label="Combines with other codes that combine (a cart may then hold two) and with promotions without a code"
          checked={draft.combinable}
          onChange={(combinable) => change({ combinable })}
        />
        <Checkbox label="Switched on (shoppers can use it within its days)" checked={draft.active} onChange={(active) => change({ active })} />
      </div>
      <SaveFooter failure={failure} saved={saved && !isNew && 'Saved. The shop takes the change at once.'} sending={sending} label={isNew ? 'Create promo code' : 'Save changes'} />
    </form>
  );
}
