import { ASSET_PATH_PREFIX } from '../api/contracts/content-assets';
import { pictureSource, pictureUrl, SHARE_RENDITION } from '../images/pictures';

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

/** A share picture: a 1200 × 630 rendition of the type given, or a raster picture as it is (its size unknown). */
export type SharePicture = { url: string; rendition: true; type: 'image/png' | 'image/jpeg' } | { url: string; rendition: false };

/**
 * The picture to share for `src`: its PNG rendition when it is drawn (SVG
 * under /images), the image pipeline's 1200 × 630 JPEG when it is an upload
 * (docs/adr/0759), itself when it is another raster picture, else the default.
 */
export function shareImage(src: string | null | undefined): SharePicture {
  const path = src ? src.split(/[?#]/)[0]! : '';
  const rendition = renditionOf(path);
  if (rendition) return { url: rendition, rendition: true, type: SHARE_IMAGE.type };
  const source = pictureSource(path);
  if (source?.kind === 'upload') return { url: pictureUrl(source, 'share', 'jpg'), rendition: true, type: SHARE_RENDITION.type };
  if (src && (RASTER.test(path) || path.startsWith(ASSET_PATH_PREFIX))) return { url: src, rendition: false };
  return { url: renditionOf(DEFAULT_SHARE_SOURCE)!, rendition: true, type: SHARE_IMAGE.type };
}
