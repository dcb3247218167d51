import { useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/FormField';
import { useErrorFocus } from '../../../components/use-form';
import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_NAME_MAX } from '../../../lib/api/contracts/catalogue';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { PRODUCT_KEY_MAX, PRODUCT_SLUG_MAX, SIZE_KEY_MAX, sizeKey, slugFromName } from '../../../lib/domain/product-naming';
import { createCatalogueProduct } from '../api/catalogue-new';
import { fetchPriceChoices } from '../api/catalogue-prices';
import { Loaded, Panel, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { AVAILABILITY_HINTS, NEW_STATE_OPTIONS } from './catalogue-words';
import { useTaken } from './use-catalogue-taken';

interface Size {
  name: string;
  price: string;
  key: string;
  /** The key as typed; until then it follows the product's key and the size's name. */
  keyTyped: boolean;
}

interface Draft {
  name: string;
  key: string;
  slug: string;
  description: string;
  listings: string[];
  sizes: Size[];
  state: string;
}

const newSize = (name = ''): Size => ({ name, price: '', key: '', keyTyped: false });
const sizeKeyOf = (draft: Pick<Draft, 'key'>, size: Size) => (size.keyTyped ? size.key : draft.key.trim() ? sizeKey(draft.key.trim(), size.name) : '');

/** What the form can tell before sending: what is missing. */
function missing(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.key.trim()) errors.key = 'Key is required';
  if (!draft.listings.length) errors.listings = 'Choose at least one listing';
  draft.sizes.forEach((size, index) => {
    if (!size.name.trim()) errors[`variants.${index}.name`] = 'Size name is required';
    if (!size.price.trim()) errors[`variants.${index}.price`] = 'Price is required';
  });
  return errors;
}

/** One size's row: its name, price and key (made from the product's key and the name until typed). */
function SizeRow({
  draft,
  size,
  index,
  errors,
  onChange,
  onRemove,
}: {
  draft: Draft;
  size: Size;
  index: number;
  errors: Record<string, string>;
  onChange: (size: Size) => void;
  onRemove?: () => void;
}) {
  const number = index + 1;
  return (
    <li className="grid gap-3 rounded-xl border border-plum/15 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start">
      <TextField
        label={`Size ${number} name`}
        required
        maxLength={40}
        value={size.name}
        error={errors[`variants.${index}.name`]}
        onChange={(event) => onChange({ ...size, name: event.target.value })}
      />
      <TextField
        label={`Size ${number} price ($)`}
        required
        inputMode="decimal"
        value={size.price}
        error={errors[`variants.${index}.price`]}
        onChange={(event) => onChange({ ...size, price: event.target.value })}
      />
      <TextField
        label={`Size ${number} key`}
        maxLength={SIZE_KEY_MAX}
        value={sizeKeyOf(draft, size)}
        error={errors[`variants.${index}.key`]}
        onChange={(event) => onChange({ ...size, key: event.target.value, keyTyped: true })}
      />
      {onRemove && (
        <button type="button" className={`${secondaryButton} sm:mt-6`} onClick={onRemove}>
          Remove size {number}
        </button>
      )}
    </li>
  );
}

/** The form of a new product (Flowerline): on success, the product's own page opens. */
function NewProductForm({ listings }: { listings: { slug: string; title: string }[] }) {
  const [draft, setDraft] = useState<Draft>({ name: '', key: '', slug: '', description: '', listings: [], sizes: [newSize('Standard')], state: 'draft' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const listingsId = useId();
  const slug = draft.slug.trim() || slugFromName(draft.name);
  const taken = useTaken(draft.key.trim(), slug);
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const setSize = (index: number, size: Size) => change({ sizes: draft.sizes.map((s, i) => (i === index ? size : s)) });
  const listingsError = errors.listings ?? Object.entries(errors).find(([field]) => field.startsWith('listings.'))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = missing(draft);
    if (Object.keys(typed).length) {
      setErrors(typed);
      focusError();
      return;
    }
    setSending(true);
    const result = await createCatalogueProduct({
      name: draft.name,
      key: draft.key.trim(),
      slug: draft.slug.trim() || undefined,
      description: draft.description,
      listings: draft.listings,
      variants: draft.sizes.map((size) => ({ key: sizeKeyOf(draft, size), name: size.name, price: size.price.trim() })),
      state: draft.state,
    });
    if (!result.ok) {
      setSending(false);
      const fieldErrors = result.error.body.errors;
      if (fieldErrors && Object.keys(fieldErrors).some((field) => field !== '_')) {
        setErrors(fieldErrors);
        focusError();
      } else setFailure(result.error.message);
      return;
    }
    location.assign(`${ACCOUNT_PAGES['catalogue-product'].path}?key=${encodeURIComponent(result.data.key)}`);
  };

  return (
    <form ref={ref} noValidate aria-label="New product" className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      <TextField label="Name" required maxLength={CATALOGUE_NAME_MAX} value={draft.name} error={errors.name} onChange={(event) => change({ name: event.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Key"
          required
          maxLength={PRODUCT_KEY_MAX}
          autoCapitalize="characters"
          value={draft.key}
          error={errors.key ?? (taken.key ? 'Another product already has this key.' : undefined)}
          hint="Letters, digits and '-', like WB2001. It is also the product's SKU."
          onChange={(event) => change({ key: event.target.value })}
        />
        <TextField
          label="Address"
          maxLength={PRODUCT_SLUG_MAX}
          value={draft.slug}
          placeholder={slugFromName(draft.name) || 'made from the name'}
          error={errors.slug ?? (taken.slug ? 'Another product already has this address.' : undefined)}
          hint={slug ? `The page will be …/${slug}${taken.slug === false ? ' (free)' : ''}` : 'Lowercase words joined by -; made from the name when left empty.'}
          onChange={(event) => change({ slug: event.target.value })}
        />
      </div>
      <TextArea
        label="Description"
        rows={5}
        maxLength={CATALOGUE_DESCRIPTION_MAX}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <fieldset aria-describedby={listingsError ? `${listingsId}-error` : undefined}>
        <legend className="font-semibold text-ink">
          Listings <span className="font-normal text-ink-muted">(the product appears in each one ticked)</span>
        </legend>
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
        {listingsError && (
          <p id={`${listingsId}-error`} className="mt-1 text-sm text-alert-red">
            {listingsError}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-ink">Sizes and prices (GST included)</legend>
        <ol className="grid gap-3">
          {draft.sizes.map((size, index) => (
            <SizeRow
              key={index}
              draft={draft}
              size={size}
              index={index}
              errors={errors}
              onChange={(next) => setSize(index, next)}
              onRemove={draft.sizes.length > 1 ? () => change({ sizes: draft.sizes.filter((_, i) => i !== index) }) : undefined}
            />
          ))}
        </ol>
        {errors.variants && <p className="text-sm text-alert-red">{errors.variants}</p>}
        {draft.sizes.length < 20 && (
          <div>
            <button type="button" className={secondaryButton} onClick={() => change({ sizes: [...draft.sizes, newSize()] })}>
              Add a size
            </button>
          </div>
        )}
      </fieldset>
      <SelectField
        label="Availability"
        options={NEW_STATE_OPTIONS}
        value={draft.state}
        error={errors.state}
        hint={AVAILABILITY_HINTS[draft.state as 'draft' | 'onSale']}
        onChange={(event) => change({ state: event.target.value })}
      />
      <SaveFooter failure={failure} saved={false} sending={sending} label="Create product" />
    </form>
  );
}

/** A new product of the catalogue (Flowerline): name, key, address, description, listings, sizes and availability. */
export default function CatalogueNew() {
  const { state, reload } = useLoad((signal) => fetchPriceChoices(signal), []);
  return (
    <Panel
      intro="A new product with its sizes. Save it as a draft to finish it later, or put it on sale at once."
      actions={
        <a href={ACCOUNT_PAGES.catalogue.path} className={secondaryButton}>
          Back to the catalogue
        </a>
      }
    >
      <Loaded state={state} reload={reload} rows={6} label="Loading the listings…">
        {(choices) => <NewProductForm listings={choices.listings} />}
      </Loaded>
    </Panel>
  );
}
