import { ASSET_PATH_PREFIX } from '../api/contracts/content-assets';

/**
 * Share pictures: social networks and search engines do not show SVG, so
 * every drawn picture that a page offers them (og:image, structured data) has
 * a PNG rendition of 1200 × 630, made at build time from the same drawing
 * (scripts/share-images.ts) at /images/share/<the SVG's path>.png.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The picture pages without their own share the home page's first slide. */
export const DEFAULT_SHARE_SOURCE = '/images/hero/spring-bouquet.svg';

const RASTER = /\.(png|jpe?g|webp|gif)$/i;
const DRAWN = /^\/images\/(?!share\/)(.+)\.svg$/;

/** The path of the PNG rendition of a drawn picture under /images, or null for anything else. */
export function renditionOf(src: string): string | null {
  const match = DRAWN.exec(src);
  return match ? `/images/share/${match[1]}.png` : null;
}

/**
 * The picture to share for `src`: its rendition when it is drawn (SVG under
 * /images), itself when it is a raster picture (uploads are: the asset store refuses
 * SVG), else the default.
 */
export function shareImage(src: string | null | undefined): { url: string; rendition: boolean } {
  const path = src ? src.split(/[?#]/)[0]! : '';
  const rendition = renditionOf(path);
  if (rendition) return { url: rendition, rendition: true };
  if (src && (RASTER.test(path) || path.startsWith(ASSET_PATH_PREFIX))) return { url: src, rendition: false };
  return { url: renditionOf(DEFAULT_SHARE_SOURCE)!, rendition: true };
}
