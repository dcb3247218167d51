/**
 * What the asset store takes from an editor (docs/adr/0603-content-asset-store.md):
 * the limits and the image types, shared by the upload route and any island
 * that checks a file before sending it.
 */

/** The largest image file taken: 5 MB. A photograph for the web is well under it. */
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;

/** The widest or tallest image taken, in pixels. */
export const ASSET_MAX_SIDE = 8000;

/** The image types taken, known by their bytes: no SVG (it can carry script), nothing else. */
export const ASSET_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export type AssetContentType = (typeof ASSET_CONTENT_TYPES)[number];

/** The form field an upload sends its file in. */
export const ASSET_FILE_FIELD = 'file';

export const assetTooLargeMessage = (max: number = ASSET_MAX_BYTES) => `The image is larger than ${Math.round(max / (1024 * 1024))} MB.`;
export const assetTooManyPixelsMessage = (max: number = ASSET_MAX_SIDE) => `The image is more than ${max} pixels wide or high.`;
export const ASSET_UNSUPPORTED_MESSAGE = 'The file is not a PNG, JPEG, WebP, GIF or AVIF image (SVG is not taken).';
