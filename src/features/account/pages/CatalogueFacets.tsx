import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/FormField';
import { EDITED_FACETS, type CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { facetDefinition } from '../../../lib/domain/products';
import { saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter } from '../ui';
import { useSaveForm } from '../use-save-form';
import { CheckGroup } from './CatalogueCheckGroup';

/** The facets in the shop's words, as the listings' filters name them. */
const LEGENDS: Record<(typeof EDITED_FACETS)[number], string> = { occasion: 'Occasions', productType: 'Kind of product', flower: 'Flowers', colour: 'Colours' };

/**
 * Where a product shows: its occasions, kind, flowers and colours (the
 * listings' filters; its price band follows its prices), its tag, and the
 * listing pages that will show it. Saved on its own, as one change.
 */
export function CatalogueFacets({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [facets, setFacets] = useState(() => product.facets);
  const [tag, setTag] = useState(product.tag ?? '');
  const { ref, errors, failure, saved, sending, send, changed } = useSaveForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send(() => saveCatalogueProduct(product.key, { facets: Object.fromEntries(EDITED_FACETS.map((name) => [name, facets[name] ?? []])), tag: tag || null }));
    if (result) onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-labelledby="facets-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="facets-heading" className="font-serif text-xl text-plum">
        Listings, occasions and tags
      </h3>
      {EDITED_FACETS.map((name) => (
        <CheckGroup
          key={name}
          legend={LEGENDS[name]}
          options={facetDefinition(name).values}
          values={facets[name] ?? []}
          error={errors[`facets.${name}`]}
          onChange={(values) => {
            changed();
            setFacets({ ...facets, [name]: values });
          }}
        />
      ))}
      <SelectField
        label="Tag"
        options={[{ value: '', label: 'None' }, ...product.choices.tags.map((choice) => ({ value: choice, label: choice }))]}
        value={tag}
        error={errors.tag}
        hint="Shown on the product's picture in the listings."
        onChange={(event) => {
          changed();
          setTag(event.target.value);
        }}
      />
      <div>
        <h4 className="font-semibold text-ink">Appears in</h4>
        {product.appearsIn.length ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Listings that show it">
            {product.appearsIn.map((listing) => (
              <li key={listing.slug} className="rounded-full bg-soft-pink px-3 py-1 text-sm text-ink">
                {listing.title}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No listing page shows it yet.</p>
        )}
        <p className="mt-1 text-sm text-ink-muted">As saved; on sale only.</p>
      </div>
      <SaveFooter failure={failure} saved={saved && 'Saved. The shop shows the change within a minute.'} sending={sending} label="Save listings and tags" />
    </form>
  );
}
