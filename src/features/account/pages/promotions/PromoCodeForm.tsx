import { useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox, SelectField, TextArea, TextField } from '../../../../components/FormField';
import { useErrorFocus } from '../../../../components/use-form';
import { PROMO_CODE_MAX, PROMO_DESCRIPTION_MAX, type PromoCodeDetail } from '../../../../lib/api/contracts/promotions';
import { createPromoCode, savePromoCode } from '../../api/promotions';
import { SaveFooter } from '../../ui';

type AppliesTo = 'everything' | 'listings' | 'products';

interface Draft {
  code: string;
  description: string;
  kind: string;
  value: string;
  firstDay: string;
  lastDay: string;
  maxApplications: string;
  maxApplicationsPerCustomer: string;
  minimumSpend: string;
  appliesTo: AppliesTo;
  listings: string[];
  products: string;
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

/** A limit as the API takes it: none when empty, the number when it is one, else the text (refused, naming the field). */
const limitOf = (typed: string) => (typed.trim() === '' ? null : Number.isFinite(Number(typed)) ? Number(typed) : typed);

function bodyOf(draft: Draft, isNew: boolean): Record<string, unknown> {
  return {
    ...(isNew ? { code: draft.code } : {}),
    description: draft.description,
    kind: draft.kind,
    value: draft.value.trim(),
    firstDay: draft.firstDay || null,
    lastDay: draft.lastDay || null,
    maxApplications: limitOf(draft.maxApplications),
    maxApplicationsPerCustomer: limitOf(draft.maxApplicationsPerCustomer),
    minimumSpend: draft.minimumSpend.trim() || null,
    listings: draft.appliesTo === 'listings' ? draft.listings : [],
    products:
      draft.appliesTo === 'products'
        ? draft.products
            .split(/[\s,]+/)
            .map((key) => key.trim())
            .filter(Boolean)
        : [],
    combinable: draft.combinable,
    active: draft.active,
  };
}

/** What the form can tell before sending: what is missing. */
function missing(draft: Draft, isNew: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isNew && !draft.code.trim()) errors.code = 'Code is required';
  if (!draft.value.trim()) errors.value = draft.kind === 'percentage' ? 'Percentage off is required' : 'Amount off is required';
  if (draft.appliesTo === 'listings' && !draft.listings.length) errors.listings = 'Choose at least one listing';
  if (draft.appliesTo === 'products' && !draft.products.trim()) errors.products = 'Give at least one product key';
  return errors;
}

const KINDS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off (dollars)' },
];
const APPLIES = [
  { value: 'everything', label: 'Everything in the cart' },
  { value: 'listings', label: 'Products of some listings' },
  { value: 'products', label: 'Some products' },
];

/**
 * A promo code's form (Flowerline): new (then its page opens) or an
 * existing code's (saved in place). Days are Melbourne days, both included.
 */
export function PromoCodeForm({ code, listings, onSaved }: { code: PromoCodeDetail | null; listings: { slug: string; title: string }[]; onSaved: (code: PromoCodeDetail) => void }) {
  const isNew = !code;
  const [draft, setDraft] = useState<Draft>(() => draftOf(code));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const listingsId = useId();
  const change = (next: Partial<Draft>) => {
    setSaved(false);
    setDraft({ ...draft, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const typed = missing(draft, isNew);
    setErrors(typed);
    if (Object.keys(typed).length) {
      focusError();
      return;
    }
    setSending(true);
    const body = bodyOf(draft, isNew);
    const result = code ? await savePromoCode(code.code, body) : await createPromoCode(body);
    setSending(false);
    if (!result.ok) {
      const fieldErrors = result.error.body.errors;
      if (fieldErrors && Object.keys(fieldErrors).some((field) => field !== '_')) {
        setErrors(fieldErrors);
        focusError();
      } else setFailure(result.error.message);
      return;
    }
    setSaved(true);
    onSaved(result.data);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kind" required options={KINDS} value={draft.kind} error={errors.kind} onChange={(event) => change({ kind: event.target.value })} />
        <TextField
          label={draft.kind === 'percentage' ? 'Percentage off' : 'Amount off ($)'}
          required
          inputMode="decimal"
          value={draft.value}
          error={errors.value}
          hint={draft.kind === 'percentage' ? 'A whole number from 1 to 100.' : 'Dollars, up to 2 decimal places.'}
          onChange={(event) => change({ value: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First day"
          type="date"
          value={draft.firstDay}
          error={errors.firstDay}
          hint="Melbourne time. Empty: from now."
          onChange={(event) => change({ firstDay: event.target.value })}
        />
        <TextField
          label="Last day"
          type="date"
          value={draft.lastDay}
          error={errors.lastDay}
          hint="Melbourne time, the whole day. Empty: no end."
          onChange={(event) => change({ lastDay: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
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
        <TextField
          label="Minimum spend ($)"
          inputMode="decimal"
          value={draft.minimumSpend}
          error={errors.minimumSpend}
          hint="On the products it applies to. Empty: none."
          onChange={(event) => change({ minimumSpend: event.target.value })}
        />
      </div>
      <SelectField label="Applies to" options={APPLIES} value={draft.appliesTo} error={errors.appliesTo} onChange={(event) => change({ appliesTo: event.target.value as AppliesTo })} />
      {draft.appliesTo === 'listings' && (
        <fieldset aria-describedby={errors.listings ? `${listingsId}-error` : undefined}>
          <legend className="font-semibold text-ink">Listings</legend>
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <Checkbox
                key={listing.slug}
                label={listing.title}
                checked={draft.listings.includes(listing.slug)}
                onChange={(checked) => change({ listings: checked ? [...draft.listings, listing.slug] : draft.listings.filter((s) => s !== listing.slug) })}
              />
            ))}
          </div>
          {errors.listings && (
            <p id={`${listingsId}-error`} className="mt-1 text-sm text-alert-red">
              {errors.listings}
            </p>
          )}
        </fieldset>
      )}
      {draft.appliesTo === 'products' && (
        <TextField label="Product keys" value={draft.products} error={errors.products} hint="Like WB1001, separated by commas." onChange={(event) => change({ products: event.target.value })} />
      )}
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
