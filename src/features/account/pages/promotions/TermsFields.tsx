import { useId } from 'react';
import { Checkbox, SelectField, TextField } from '../../../../components/FormField';

/** The terms a promotion and a batch of codes share: the discount, the days, the minimum spend and what it applies to. */
export type AppliesTo = 'everything' | 'listings' | 'products';

export interface TermsDraft {
  kind: string;
  value: string;
  firstDay: string;
  lastDay: string;
  minimumSpend: string;
  appliesTo: AppliesTo;
  listings: string[];
  products: string;
}

const KINDS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off (dollars)' },
];

/** The terms as the API takes them (values as typed; the API names each bad field). */
export function termsBody(draft: TermsDraft): Record<string, unknown> {
  return {
    kind: draft.kind,
    value: draft.value.trim(),
    firstDay: draft.firstDay || null,
    lastDay: draft.lastDay || null,
    minimumSpend: draft.minimumSpend.trim() || null,
    listings: draft.appliesTo === 'listings' ? draft.listings : [],
    products:
      draft.appliesTo === 'products'
        ? draft.products
            .split(/[\s,]+/)
            .map((key) => key.trim())
            .filter(Boolean)
        : [],
  };
}

/** What the form can tell before sending: what is missing. */
export function missingTerms(draft: TermsDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.value.trim()) errors.value = draft.kind === 'percentage' ? 'Percentage off is required' : 'Amount off is required';
  if (draft.appliesTo === 'listings' && !draft.listings.length) errors.listings = 'Choose at least one listing';
  if (draft.appliesTo === 'products' && !draft.products.trim()) errors.products = 'Give at least one product key';
  return errors;
}

export function TermsFields({
  draft,
  errors,
  change,
  listings,
  everything,
}: {
  draft: TermsDraft;
  errors: Record<string, string>;
  change: (next: Partial<TermsDraft>) => void;
  listings: { slug: string; title: string }[];
  /** Whether it may apply to everything, and the words of that choice ("Everything in the cart"); false when it may not. */
  everything: string | false;
}) {
  const listingsId = useId();
  const applies = [...(everything ? [{ value: 'everything', label: everything }] : []), { value: 'listings', label: 'Products of some listings' }, { value: 'products', label: 'Some products' }];
  return (
    <>
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
      <div className="grid gap-4 sm:grid-cols-3">
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
        <TextField
          label="Minimum spend ($)"
          inputMode="decimal"
          value={draft.minimumSpend}
          error={errors.minimumSpend}
          hint={draft.appliesTo === 'everything' ? 'On the whole order, before delivery. Empty: none.' : 'On the products it applies to. Empty: none.'}
          onChange={(event) => change({ minimumSpend: event.target.value })}
        />
      </div>
      <SelectField label="Applies to" options={applies} value={draft.appliesTo} error={errors.appliesTo} onChange={(event) => change({ appliesTo: event.target.value as AppliesTo })} />
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
    </>
  );
}
