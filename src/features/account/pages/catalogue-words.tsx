import type { CatalogueState } from '../../../lib/api/contracts/catalogue';
import { CATALOGUE_STATE_WORDS as WORDS } from '../../../lib/domain/catalogue-states';

/** A product's availability in the back office's words, with a colour that only echoes them. */
export const AVAILABILITY: Record<CatalogueState, { label: string; className: string }> = {
  draft: { label: WORDS.draft, className: 'border-wattle bg-wattle-light text-ink' },
  onSale: { label: WORDS.onSale, className: 'border-alert-green/30 bg-sage-light text-alert-green' },
  offSale: { label: WORDS.offSale, className: 'border-ink/20 bg-cream text-ink-muted' },
  archived: { label: WORDS.archived, className: 'border-ink/20 bg-white text-ink-muted line-through' },
};

export function AvailabilityBadge({ state }: { state: CatalogueState }) {
  const badge = AVAILABILITY[state];
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}>{badge.label}</span>;
}

/** What each availability does, said under the product's availability choice. */
export const AVAILABILITY_HINTS: Record<CatalogueState, string> = {
  draft: 'Draft: not on the site; its address shows nothing.',
  onSale: 'On sale: in its listings and search, and shoppers can buy it.',
  offSale: 'Off sale: the page stays and says it is not available right now; it leaves the listings, search and carts.',
  archived: 'Archived: the page answers that the product is gone, and it leaves the sitemap.',
};

/** A new product starts as a draft or on sale. */
export const NEW_STATE_OPTIONS = (['draft', 'onSale'] as const).map((value) => ({ value, label: AVAILABILITY[value].label }));
