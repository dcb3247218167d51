import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox, TextArea, TextField } from '../../../components/FormField';
import { useErrorFocus } from '../../../components/use-form';
import {
  LISTING_INTRO_MAX,
  LISTING_RULE_FACETS,
  LISTING_SEO_DESCRIPTION_MAX,
  LISTING_SEO_TITLE_MAX,
  LISTING_SLUG_MAX,
  LISTING_SLUG_PATTERN,
  LISTING_TAG_MAX,
  LISTING_TITLE_MAX,
  type CatalogueListing as Listing,
  type ListingRuleFacet,
} from '../../../lib/api/contracts/catalogue-listings';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { countOf } from '../../../lib/domain/count';
import { facetDefinition } from '../../../lib/domain/products';
import type { ApiResult } from '../../../lib/api/client';
import { useQuery } from '../../../lib/api/useQuery';
import { checkListingSlug, createListing, fetchListing, previewListing, saveListing } from '../api/catalogue-listings';
import { Loaded, Panel, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { ListingProductPicker, type PickedProduct } from './CatalogueListingPicker';
import { SiteStatusLine } from './CatalogueSiteStatus';

type Mode = 'address' | 'rules' | 'manual';

interface Draft {
  slug: string;
  title: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
  mode: Mode;
  rules: Record<ListingRuleFacet, string[]> & { tag: string; minPrice: string; maxPrice: string };
  picked: PickedProduct[];
}

const NO_RULES: Draft['rules'] = { occasion: [], productType: [], flower: [], colour: [], tag: '', minPrice: '', maxPrice: '' };
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(cents % 100 ? 2 : 0));

/** The form's fields of a stored listing (prices back in dollars). */
function draftOf(listing: Listing | null): Draft {
  if (!listing) return { slug: '', title: '', intro: '', seoTitle: '', seoDescription: '', mode: 'manual', rules: NO_RULES, picked: [] };
  const { products } = listing;
  return {
    slug: listing.slug,
    title: listing.title,
    intro: listing.intro,
    seoTitle: listing.seoTitle,
    seoDescription: listing.seoDescription,
    mode: products.mode,
    rules:
      products.mode === 'rules' ? { ...products.rules, tag: products.rules.tag ?? '', minPrice: dollars(products.rules.minPriceCents), maxPrice: dollars(products.rules.maxPriceCents) } : NO_RULES,
    picked: products.mode === 'manual' ? products.products : [],
  };
}

/** The choice of products as the API takes it. */
function selectionOf(draft: Draft): Record<string, unknown> {
  if (draft.mode === 'manual') return { mode: 'manual', productKeys: draft.picked.map((p) => p.key) };
  if (draft.mode === 'rules') {
    const { occasion, productType, flower, colour, tag, minPrice, maxPrice } = draft.rules;
    return { mode: 'rules', rules: { occasion, productType, flower, colour, tag, minPrice: minPrice.trim(), maxPrice: maxPrice.trim() } };
  }
  return { mode: 'address' };
}

/** Whether the address typed is free, asked a moment after typing stops. */
function useSlugCheck(slug: string, own: string): { valid: boolean; taken?: boolean } {
  const [answer, setAnswer] = useState<{ slug: string; taken: boolean } | null>(null);
  const valid = LISTING_SLUG_PATTERN.test(slug);
  useEffect(() => {
    if (!valid || slug === own) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void checkListingSlug(slug, own, controller.signal).then((result) => result.ok && setAnswer({ slug, taken: result.data.taken }));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, own, valid]);
  return { valid, taken: slug === own ? false : answer?.slug === slug ? answer.taken : undefined };
}

/** How many products the choice shows now, asked a moment after it changes. */
function usePreview(slug: string, selection: Record<string, unknown>): string {
  const body = JSON.stringify({ slug, products: selection });
  const [answer, setAnswer] = useState<{ body: string; text: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void previewListing(JSON.parse(body) as Record<string, unknown>, controller.signal).then((result) => {
        const text = result.ok
          ? `${countOf(result.data.count, 'product')} on sale now${result.data.names.length ? `: ${result.data.names.join(', ')}${result.data.count > result.data.names.length ? '…' : ''}` : ''}.`
          : 'The products can be counted once the choice is complete.';
        setAnswer({ body, text });
      });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return answer?.body === body ? answer.text : 'Counting the products…';
}

/** The last save's way to the live site, followed as the studio follows a publish. */
function ListingSiteStatus({ listing }: { listing: Listing }) {
  const following = listing.site.status === 'publishing';
  const { state, gaveUp } = useQuery(following ? `listing-site:${listing.slug}:${listing.updatedAt}` : null, (signal) => fetchListing(listing.slug, signal), {
    poll: { everyMs: 1500, until: (result) => result.ok && result.data.site.status !== 'publishing', giveUpAfterMs: 120_000 },
  });
  return <SiteStatusLine site={state.status === 'ok' ? state.data.site : listing.site} gaveUp={gaveUp} />;
}

/** One facet's values as tick boxes, in shop words. */
function FacetChoice({ name, chosen, onChange }: { name: ListingRuleFacet; chosen: string[]; onChange: (values: string[]) => void }) {
  const definition = facetDefinition(name);
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{definition.label}</legend>
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        {definition.values.map((value) => (
          <Checkbox
            key={value.key}
            label={value.label}
            checked={chosen.includes(value.key)}
            onChange={(checked) => onChange(checked ? [...chosen, value.key] : chosen.filter((key) => key !== value.key))}
          />
        ))}
      </div>
    </fieldset>
  );
}

const MODES: { mode: Mode; label: string; hint: string }[] = [
  { mode: 'manual', label: 'Chosen by hand', hint: 'The products you add, in your order.' },
  { mode: 'rules', label: 'By rules', hint: 'Every product on sale for the occasions, types, flowers, colours, tag and prices you choose.' },
  { mode: 'address', label: 'By the address', hint: "As the address says: 'red-roses' shows red roses." },
];

function ListingForm({ listing }: { listing: Listing | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing));
  const [saved, setSaved] = useState<Listing | null>(listing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const modeId = useId();
  const own = saved?.slug ?? '';
  const slug = draft.slug.trim();
  const check = useSlugCheck(slug, own);
  const selection = selectionOf(draft);
  const preview = usePreview(slug, selection);
  const change = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setJustSaved(false);
  };
  const setRules = (next: Partial<Draft['rules']>) => change({ rules: { ...draft.rules, ...next } });
  const productsError = Object.entries(errors).find(([field]) => field.startsWith('products'))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed: Record<string, string> = {};
    if (!slug) typed.slug = 'Address is required';
    if (!draft.title.trim()) typed.title = 'Title is required';
    if (draft.mode === 'manual' && !draft.picked.length) typed['products.productKeys'] = 'Add at least one product';
    if (Object.keys(typed).length) {
      setErrors(typed);
      focusError();
      return;
    }
    setSending(true);
    const body = { slug, title: draft.title, intro: draft.intro, seoTitle: draft.seoTitle, seoDescription: draft.seoDescription, products: selection };
    const result = saved ? await saveListing(saved.slug, body) : await createListing(body);
    setSending(false);
    if (!result.ok) {
      const fieldErrors = result.error.body.errors;
      if (fieldErrors && Object.keys(fieldErrors).some((field) => field !== '_')) {
        setErrors(fieldErrors);
        focusError();
      } else setFailure(result.error.message);
      return;
    }
    setErrors({});
    setSaved(result.data);
    setDraft(draftOf(result.data));
    setJustSaved(true);
    history.replaceState(null, '', `${ACCOUNT_PAGES['catalogue-listing'].path}?slug=${encodeURIComponent(result.data.slug)}`);
  };

  return (
    <form ref={ref} noValidate aria-label={saved ? `Listing page ${saved.title}` : 'New listing page'} className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      {saved && <ListingSiteStatus key={saved.updatedAt} listing={saved} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required maxLength={LISTING_TITLE_MAX} value={draft.title} error={errors.title} onChange={(event) => change({ title: event.target.value })} />
        <TextField
          label="Address"
          required
          maxLength={LISTING_SLUG_MAX}
          value={draft.slug}
          autoCapitalize="none"
          error={errors.slug ?? (slug && !check.valid ? "Lowercase letters and digits, with single '-' between words" : check.taken ? 'Another page already has this address' : undefined)}
          hint={slug && check.valid ? `The page will be at /${slug}${check.taken === false && slug !== own ? ' (free)' : ''}` : 'Like spring-flowers: lowercase words joined by -.'}
          onChange={(event) => change({ slug: event.target.value })}
        />
      </div>
      <TextArea
        label="Intro"
        rows={3}
        maxLength={LISTING_INTRO_MAX}
        value={draft.intro}
        error={errors.intro}
        hint="Shown under the title at the top of the page."
        onChange={(event) => change({ intro: event.target.value })}
      />
      <fieldset className="grid gap-4 rounded-xl border border-plum/15 p-4">
        <legend className="px-1 font-semibold text-ink">In search results</legend>
        <TextField
          label="Search title"
          maxLength={LISTING_SEO_TITLE_MAX}
          value={draft.seoTitle}
          error={errors.seoTitle}
          hint="The page's title in search engines; the title above when empty."
          onChange={(event) => change({ seoTitle: event.target.value })}
        />
        <TextArea
          label="Search description"
          rows={2}
          maxLength={LISTING_SEO_DESCRIPTION_MAX}
          value={draft.seoDescription}
          error={errors.seoDescription}
          onChange={(event) => change({ seoDescription: event.target.value })}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-plum/15 p-4" aria-describedby={`${modeId}-preview${productsError ? ` ${modeId}-error` : ''}`}>
        <legend className="px-1 font-semibold text-ink">Products</legend>
        <div role="radiogroup" aria-label="How the products are chosen" className="grid gap-2 sm:grid-cols-3">
          {MODES.map((option) => (
            <label key={option.mode} className="flex cursor-pointer gap-2 rounded-lg border border-ink/20 p-3 has-[:checked]:border-plum has-[:checked]:bg-soft-pink">
              <input type="radio" name={`${modeId}-mode`} className="mt-1" checked={draft.mode === option.mode} onChange={() => change({ mode: option.mode })} />
              <span className="font-semibold">
                {option.label}
                <span className="block text-sm font-normal text-ink-muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {draft.mode === 'manual' && <ListingProductPicker picked={draft.picked} onChange={(picked) => change({ picked })} />}
        {draft.mode === 'rules' && (
          <div className="grid gap-4">
            {LISTING_RULE_FACETS.map((name) => (
              <FacetChoice key={name} name={name} chosen={draft.rules[name]} onChange={(values) => setRules({ [name]: values })} />
            ))}
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="Tag"
                maxLength={LISTING_TAG_MAX}
                value={draft.rules.tag}
                error={errors['products.rules.tag']}
                hint="Like Limited Edition; any tag when empty."
                onChange={(event) => setRules({ tag: event.target.value })}
              />
              <TextField
                label="Lowest price ($)"
                inputMode="decimal"
                value={draft.rules.minPrice}
                error={errors['products.rules.minPrice']}
                hint="Its smallest size's price."
                onChange={(event) => setRules({ minPrice: event.target.value })}
              />
              <TextField
                label="Highest price ($)"
                inputMode="decimal"
                value={draft.rules.maxPrice}
                error={errors['products.rules.maxPrice']}
                onChange={(event) => setRules({ maxPrice: event.target.value })}
              />
            </div>
          </div>
        )}
        <p id={`${modeId}-preview`} className="text-sm text-ink" aria-live="polite">
          {preview}
        </p>
        {productsError && (
          <p id={`${modeId}-error`} className="text-sm text-alert-red" data-error>
            {productsError}
          </p>
        )}
      </fieldset>
      <SaveFooter
        failure={failure}
        saved={justSaved && saved ? `Saved. ${saved.url} is being published; it is on the site within a minute.` : false}
        sending={sending}
        label={saved ? 'Save and publish' : 'Create and publish'}
      />
    </form>
  );
}

/** A listing page (Flowerline): new, or the one at `?slug=`. */
export default function CatalogueListing() {
  const [slug] = useState(() => new URLSearchParams(location.search).get('slug') ?? '');
  const { state, reload } = useLoad(async (signal): Promise<ApiResult<Listing | null>> => (slug ? fetchListing(slug, signal) : { ok: true, data: null, status: 200 }), [slug]);
  return (
    <Panel
      intro={slug ? 'Change the page’s words or its products; saving publishes it.' : 'A new page listing products. Saving publishes it; add it to the header or footer menus in the studio.'}
      actions={
        <a href={ACCOUNT_PAGES['catalogue-listings'].path} className={secondaryButton}>
          Back to the listing pages
        </a>
      }
    >
      <Loaded state={state} reload={reload} rows={6} label="Loading the listing page…">
        {(listing) => <ListingForm listing={listing} />}
      </Loaded>
    </Panel>
  );
}
