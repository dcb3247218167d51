import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import type { CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter } from '../ui';
import { useSaveForm } from '../use-save-form';

/** The studio's rich-text editor (Tiptap, most of its weight) loads with this section. */
const RichTextInput = lazy(() => import('../../studio/RichTextInput').then((m) => ({ default: m.RichTextInput })));

interface Size {
  name: string;
  guide: string;
}
const sizesOf = (product: CatalogueProduct): Size[] => product.variants.map((variant) => ({ name: variant.name, guide: variant.guide }));

/**
 * Each size's name and its florist's guide (how the florists make it up:
 * shown to them on the product's page and on its orders), written in the
 * studio's editor. Saved on their own, as one change.
 */
export function CatalogueGuide({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [sizes, setSizes] = useState(() => sizesOf(product));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const id = useId();
  const update = (index: number, next: Partial<Size>) => {
    changed();
    setSizes(sizes.map((size, i) => (i === index ? { ...size, ...next } : size)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    const names = new Set<string>();
    sizes.forEach((size, index) => {
      const name = size.name.trim().toLowerCase();
      if (!name) typed[`variants.${index}.name`] = 'Size name is required';
      else if (names.has(name)) typed[`variants.${index}.name`] = 'Each size needs its own name.';
      names.add(name);
    });
    if (refuse(typed)) return;
    const result = await send(() =>
      saveCatalogueProduct(product.key, { variants: product.variants.map((variant, index) => ({ key: variant.key, name: sizes[index]!.name.trim(), guide: sizes[index]!.guide })) }),
    );
    if (!result) return;
    setSizes(sizesOf(result));
    onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-labelledby="guide-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="guide-heading" className="font-serif text-xl text-plum">
        Sizes and florist&rsquo;s guides
      </h3>
      <p className="text-sm text-ink-muted">The guide tells the florists how to make each size up; only florists see it, on the product&rsquo;s page and on its orders.</p>
      {product.variants.map((variant, index) => (
        <fieldset key={variant.key} className="grid gap-3 rounded-xl border border-plum/15 bg-white p-4">
          <legend className="px-1 font-semibold text-ink">{variant.name}</legend>
          <TextField label="Size name" required maxLength={40} value={sizes[index]!.name} error={errors[`variants.${index}.name`]} onChange={(event) => update(index, { name: event.target.value })} />
          <Suspense fallback={<p className="text-sm text-ink-muted">Loading the editor…</p>}>
            <RichTextInput
              id={`${id}-guide-${index}`}
              label={`Florist's guide for ${variant.name}`}
              required={false}
              error={errors[`variants.${index}.guide`]}
              value={sizes[index]!.guide}
              onChange={(html) => update(index, { guide: html })}
            />
          </Suspense>
        </fieldset>
      ))}
      <SaveFooter failure={failure} saved={saved && 'Saved. The shop shows the change within a minute.'} sending={sending} label="Save sizes and guides" />
    </form>
  );
}
