import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import type { CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { PRODUCT_KEY_MAX, PRODUCT_KEY_PATTERN, PRODUCT_SLUG_MAX, PRODUCT_SLUG_PATTERN } from '../../../lib/domain/product-naming';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter } from '../ui';
import { useSaveForm } from '../use-save-form';
import { useTaken } from './use-catalogue-taken';

const SLUG_RULE = "Lowercase letters, digits and single '-' between them";

/**
 * The product's address (the last part of its page's) and its key, each
 * said to be free or taken as it is typed. A product that was ever on the
 * site keeps answering at its old address (sent on to the new one) and
 * keeps its key.
 */
export function CatalogueAddress({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [slug, setSlug] = useState(product.slug);
  const [key, setKey] = useState(product.key);
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const prefix = product.url.slice(0, product.url.length - product.slug.length);
  const taken = useTaken(key.trim() !== product.key ? key.trim() : '', slug.trim() !== product.slug ? slug.trim() : '', product.key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (!PRODUCT_SLUG_PATTERN.test(slug.trim())) typed.slug = slug.trim() ? SLUG_RULE : 'Address is required';
    if (product.keyEditable && !PRODUCT_KEY_PATTERN.test(key.trim())) typed.key = key.trim() ? "Key may hold letters, digits and '-' only" : 'Key is required';
    if (refuse(typed)) return;
    const result = await send(() => saveCatalogueProduct(product.key, { slug: slug.trim(), ...(product.keyEditable ? { key: key.trim() } : {}) }));
    if (!result) return;
    if (result.key !== product.key) history.replaceState(null, '', `${ACCOUNT_PAGES['catalogue-product'].path}?key=${encodeURIComponent(result.key)}`);
    onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-labelledby="address-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="address-heading" className="font-serif text-xl text-plum">
        Address and key
      </h3>
      <TextField
        label="Address"
        required
        maxLength={PRODUCT_SLUG_MAX}
        value={slug}
        error={errors.slug ?? (taken.slug ? 'Another product already has this address.' : undefined)}
        hint={`The page is at ${prefix}${slug.trim() || '…'}${taken.slug === false ? ' (free)' : ''}. Its old address keeps working once it has been on the site.`}
        onChange={(event) => {
          changed();
          setSlug(event.target.value);
        }}
      />
      <TextField
        label="Key"
        required
        maxLength={PRODUCT_KEY_MAX}
        disabled={!product.keyEditable}
        value={key}
        error={errors.key ?? (taken.key ? 'Another product already has this key.' : undefined)}
        hint={
          product.keyEditable
            ? `Letters, digits and '-'${taken.key === false ? ' (free)' : ''}. It can change only while the product is a draft that has never been on sale.`
            : 'It has been on the site: carts, orders and wishlists know it by this key, so it stays.'
        }
        onChange={(event) => {
          changed();
          setKey(event.target.value);
        }}
      />
      <SaveFooter failure={failure} saved={saved && 'Saved. The shop shows the change within a minute.'} sending={sending} label="Save address and key" />
    </form>
  );
}
