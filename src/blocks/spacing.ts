import type { Spacing } from '../lib/cms/models';

/** Spacing tokens from the CMS as Tailwind classes (never raw classes from the CMS). */
const scale = { NONE: '0', SM: '4', MD: '8', LG: '12', XL: '16' } as const;
type Size = keyof typeof scale;

const margins = { marginTop: 'mt', marginBottom: 'mb', paddingTop: 'pt', paddingBottom: 'pb' } as const;

// Literal class names so Tailwind finds them: mt-0 mt-4 mt-8 mt-12 mt-16 mb-0 mb-4 mb-8 mb-12 mb-16
// pt-0 pt-4 pt-8 pt-12 pt-16 pb-0 pb-4 pb-8 pb-12 pb-16
export function spacingClasses(spacing: Spacing): string {
  if (!spacing) return '';
  return (Object.keys(margins) as (keyof typeof margins)[])
    .map((key) => {
      const size = spacing[key] as Size | null | undefined;
      return size && size in scale ? `${margins[key]}-${scale[size]}` : '';
    })
    .filter(Boolean)
    .join(' ');
}

/** Tone tokens as background classes. */
export const toneClass: Record<string, string> = {
  WHITE: 'bg-white',
  CREAM: 'bg-cream',
  SOFT_PINK: 'bg-soft-pink',
  SAGE: 'bg-sage-light',
  PLUM: 'bg-plum text-white',
};

export const widthClass: Record<string, string> = {
  NARROW: 'mx-auto max-w-3xl px-4',
  CONTAINED: 'mx-auto max-w-site px-4',
  FULL: 'w-full',
};
