import type { CatalogueState } from '../../../lib/api/contracts/catalogue';

/** A product's availability in the back office's words, with a colour that only echoes them. */
export const AVAILABILITY: Record<CatalogueState, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'border-wattle bg-wattle-light text-ink' },
  onSale: { label: 'On sale', className: 'border-alert-green/30 bg-sage-light text-alert-green' },
  offSale: { label: 'Off sale', className: 'border-ink/20 bg-cream text-ink-muted' },
  archived: { label: 'Archived', className: 'border-ink/20 bg-white text-ink-muted line-through' },
};

export function AvailabilityBadge({ state }: { state: CatalogueState }) {
  const badge = AVAILABILITY[state];
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}>{badge.label}</span>;
}
