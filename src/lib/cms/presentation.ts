import type { CategoryTile } from './blocks';
import type { ReviewRating } from './models';

/** Pure rules of how blocks present their content (spec 000 section 9). */

const RATINGS: Record<ReviewRating, number> = { One: 1, Two: 2, Three: 3, Four: 4, Five: 5 };

/** A review's rating One to Five as 1 to 5 stars. */
export const ratingValue = (rating: ReviewRating): number => RATINGS[rating];

export const MAX_TILES_WITH_IMAGE = 4;
export const MAX_TILES_WITHOUT_IMAGE = 4;

/** The featured category grid shows at most 4 tiles with an image and at most 4 without, in the CMS's order. */
export function categoryTiles(tiles: CategoryTile[]): { withImage: CategoryTile[]; withoutImage: CategoryTile[] } {
  return {
    withImage: tiles.filter((t) => t.image).slice(0, MAX_TILES_WITH_IMAGE),
    withoutImage: tiles.filter((t) => !t.image).slice(0, MAX_TILES_WITHOUT_IMAGE),
  };
}

/** Review carousel: 4 slides on wide screens stepping down to 1 on narrow ones (Tailwind's lg, md, sm). */
export function slidesPerView(viewportWidth: number): 1 | 2 | 3 | 4 {
  if (viewportWidth >= 1024) return 4;
  if (viewportWidth >= 768) return 3;
  if (viewportWidth >= 480) return 2;
  return 1;
}

/** The share pop-up window (spec 000 section 9). */
export const SHARE_POPUP = { width: 670, height: 770 } as const;
export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'pinterest' | 'email';
export const SHARE_NETWORKS: { network: ShareNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'pinterest', label: 'Pinterest' },
  { network: 'email', label: 'Email' },
];

/** Where sharing a page on a network goes. */
export function shareUrl(network: ShareNetwork, page: { url: string; title: string; image?: string | null }): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${title}${page.image ? `&media=${encodeURIComponent(page.image)}` : ''}`;
    case 'email':
      return `mailto:?subject=${title}&body=${url}`;
  }
}

/** The features string of the centred share pop-up. */
export function sharePopupFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}

/** Letters of the A-Z filter, and which of them have countries. */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export function lettersWithCountries(names: string[]): Set<string> {
  return new Set(names.map((n) => n.trim().charAt(0).toUpperCase()));
}

/** "14 October 2026" in Melbourne. */
export function articleDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date(iso));
}
