import { useState, type FormEvent } from 'react';
import { SelectField, TextArea, TextField } from '../../../components/FormField';
import type { CatalogueProduct as Product } from '../../../lib/api/contracts/catalogue';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchCatalogueProduct, saveCatalogueProduct } from '../api/catalogue';
import { Failure, Loading, Panel, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { useSaveForm } from '../use-save-form';
import { AVAILABILITY, AVAILABILITY_HINTS } from './catalogue-words';
import { DuplicateButton } from './CatalogueDuplicate';
import { CataloguePictures } from './CataloguePictures';
import { CatalogueAddons } from './CatalogueAddons';
import { CatalogueAddress } from './CatalogueAddress';
import { CatalogueDelivery } from './CatalogueDelivery';
import { CatalogueSchedule } from './CatalogueSchedule';
import { CatalogueFacets } from './CatalogueFacets';
import { CatalogueGuide } from './CatalogueGuide';
import { CatalogueSiteStatus } from './CatalogueSiteStatus';
import { ChangeHistory } from './ChangeHistory';

const STATE_OPTIONS = Object.entries(AVAILABILITY).map(([value, { label }]) => ({ value, label }));

interface Draft {
  name: string;
  description: string;
  state: string;
  prices: string[];
}
const draftOf = (product: Product): Draft => ({
  name: product.name,
  description: product.description,
  state: product.state,
  prices: product.variants.map((variant) => variant.price.amount.toFixed(2)),
});

/** The product's form: name, description, availability and each size's price (dollars, GST included). */
function ProductForm({ product, onSaved }: { product: Product; onSaved: (product: Product) => void }) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const change = (next: Partial<Draft>) => {
    changed();
    setDraft({ ...draft, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (!draft.name.trim()) typed.name = 'Name is required';
    draft.prices.forEach((price, index) => {
      if (!price.trim()) typed[`variants.${index}.price`] = 'Price is required';
    });
    if (refuse(typed)) return;
    const result = await send(() =>
      saveCatalogueProduct(product.key, {
        name: draft.name,
        description: draft.description,
        state: draft.state,
        variants: product.variants.map((variant, index) => ({ key: variant.key, price: draft.prices[index]!.trim() })),
      }),
    );
    if (!result) return;
    setDraft(draftOf(result));
    onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-label="Product details" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <TextField label="Name" required maxLength={120} value={draft.name} error={errors.name} onChange={(event) => change({ name: event.target.value })} />
      <TextArea label="Description" rows={5} maxLength={5000} value={draft.description} error={errors.description} onChange={(event) => change({ description: event.target.value })} />
      <SelectField
        label="Availability"
        options={STATE_OPTIONS}
        value={draft.state}
        error={errors.state}
        hint={AVAILABILITY_HINTS[draft.state as Product['state']]}
        onChange={(event) => change({ state: event.target.value })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold text-ink">Prices (GST included)</legend>
        {product.variants.map((variant, index) => (
          <TextField
            key={variant.key}
            label={`Price of ${variant.name} ($)`}
            required
            inputMode="decimal"
            value={draft.prices[index] ?? ''}
            error={errors[`variants.${index}.price`] ?? errors[`variants.${index}.key`]}
            onChange={(event) => change({ prices: draft.prices.map((price, i) => (i === index ? event.target.value : price)) })}
          />
        ))}
      </fieldset>
      <SaveFooter failure={failure} saved={saved && 'Saved. The shop shows the change within a minute.'} sending={sending} label="Save changes" />
    </form>
  );
}

/** One product of the catalogue (?key=) for Flowerline: its form and its history. */
export default function CatalogueProduct() {
  const [key] = useState(() => new URLSearchParams(location.search).get('key') ?? '');
  const { state, reload, setData } = useLoad((signal) => fetchCatalogueProduct(key, signal), [key]);
  const back = (
    <a href={ACCOUNT_PAGES.catalogue.path} className={secondaryButton}>
      Back to the catalogue
    </a>
  );
  const actions = (
    <div className="flex flex-wrap gap-3">
      {back}
      {state.status === 'ok' && <DuplicateButton productKey={state.data.key} />}
    </div>
  );
  if (state.status === 'loading') return <Loading rows={6} label="Loading the product…" />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  const product = state.data;
  return (
    <Panel actions={actions}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="product-heading" className="grid content-start gap-4">
          <div>
            <h2 id="product-heading" className="font-serif text-2xl text-plum">
              {product.name}
            </h2>
            <p className="text-sm text-ink-muted">
              {product.key} · SKU {product.sku} ·{' '}
              <a href={product.url} className="text-plum underline">
                See it in the shop
              </a>
            </p>
          </div>
          <CatalogueSiteStatus product={product} />
          <ProductForm key={product.key} product={product} onSaved={setData} />
          <CataloguePictures key={`pictures-${product.key}`} product={product} onSaved={setData} />
          <CatalogueGuide key={`guide-${product.key}`} product={product} onSaved={setData} />
          <CatalogueFacets key={`facets-${product.key}`} product={product} onSaved={setData} />
          <CatalogueAddons key={`addons-${product.key}`} product={product} onSaved={setData} />
          <CatalogueAddress key={`address-${product.key}`} product={product} onSaved={setData} />
          <CatalogueDelivery key={`delivery-${product.key}`} product={product} onSaved={setData} />
          <CatalogueSchedule key={`schedule-${product.key}`} product={product} onSaved={setData} />
        </section>
        <section aria-labelledby="history-heading" className="grid content-start gap-3">
          <h2 id="history-heading" className="font-serif text-xl text-plum">
            Changes
          </h2>
          <ChangeHistory changes={product.changes} summarised={['description']} />
        </section>
      </div>
    </Panel>
  );
}
