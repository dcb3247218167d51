import { useId, useState, type FormEvent } from 'react';
import type { CatalogueAddonsOffered, CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter } from '../ui';
import { useSaveForm } from '../use-save-form';
import { CheckGroup } from './CatalogueCheckGroup';

const OFFERS: { value: CatalogueAddonsOffered['offer']; label: string }[] = [
  { value: 'all', label: 'Every add-on' },
  { value: 'chosen', label: 'Only the add-ons ticked below' },
  { value: 'none', label: 'No add-ons' },
];

/**
 * The add-ons shoppers may put with the product (chocolates, a vase, a
 * bear…): every one, those ticked, or none. Saved on its own, as one change.
 */
export function CatalogueAddons({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [offer, setOffer] = useState(product.addons.offer);
  const [keys, setKeys] = useState(() => product.addons.keys);
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const name = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse(offer === 'chosen' && !keys.length ? { 'addons.keys': 'Choose at least one add-on, or offer none.' } : {})) return;
    const result = await send(() => saveCatalogueProduct(product.key, { addons: { offer, keys: offer === 'chosen' ? keys : [] } }));
    if (result) onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-labelledby="addons-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="addons-heading" className="font-serif text-xl text-plum">
        Add-ons it offers
      </h3>
      <fieldset>
        <legend className="sr-only">Add-ons it offers</legend>
        {OFFERS.map((choice) => (
          <label key={choice.value} className="flex items-center gap-3 py-1.5 text-ink">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={offer === choice.value}
              className="h-5 w-5 accent-plum"
              onChange={() => {
                changed();
                setOffer(choice.value);
              }}
            />
            {choice.label}
          </label>
        ))}
        {errors['addons.offer'] && <p className="mt-1 text-sm text-alert-red">{errors['addons.offer']}</p>}
      </fieldset>
      {offer === 'chosen' && (
        <CheckGroup
          legend="Add-ons"
          options={product.choices.addons.map((addon) => ({ key: addon.key, label: addon.name }))}
          values={keys}
          error={errors['addons.keys']}
          onChange={(values) => {
            changed();
            setKeys(values);
          }}
        />
      )}
      <SaveFooter failure={failure} saved={saved && 'Saved. Shoppers see the change at once.'} sending={sending} label="Save add-ons" />
    </form>
  );
}
