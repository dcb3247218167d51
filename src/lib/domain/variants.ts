/** Size variants, always shown in this order (spec 000 section 9). */
export const VARIANT_LABELS = ['Petite', 'Standard', 'Premium', 'Deluxe'] as const;
export type VariantLabel = (typeof VARIANT_LABELS)[number];

export const variantRank = (label: string): number => {
  const index = VARIANT_LABELS.indexOf(label as VariantLabel);
  return index === -1 ? VARIANT_LABELS.length : index;
};

/** Sorts variants Petite, Standard, Premium, Deluxe (unknown labels last, in their given order). */
export function sortVariants<T extends { label: string }>(variants: readonly T[]): T[] {
  return variants
    .map((variant, index) => ({ variant, index }))
    .sort((a, b) => variantRank(a.variant.label) - variantRank(b.variant.label) || a.index - b.index)
    .map(({ variant }) => variant);
}

/** The workroom guide shown for a variant, matched on the lower-cased label. */
export function workroomGuideFor<T extends { variant: string }>(guides: readonly T[], label: string): T | undefined {
  const wanted = label.toLowerCase();
  return guides.find((guide) => guide.variant.toLowerCase() === wanted);
}

/** Add-on quantity bounds (spec 001 sections 5.5 and 9). */
export const ADDON_MAX_QUANTITY = 9999;
export const WINE_MAX_QUANTITY = 2;
export const addonMaxQuantity = (addonType: string) => (addonType === 'wine' ? WINE_MAX_QUANTITY : ADDON_MAX_QUANTITY);
export const LINE_ITEM_MAX_QUANTITY = 9999;
/** Wine is sold only to adults: its add-ons show this age (spec 001 section 9). */
export const AGE_RESTRICTION = 18;
export const isAgeRestrictedAddon = (addonType: string) => addonType === 'wine';
