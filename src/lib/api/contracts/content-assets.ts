import { z } from 'zod';
import { ASSET_CONTENT_TYPES } from '../../domain/content-assets';

/** Where the API serves an uploaded image: `ASSET_PATH_PREFIX` + its id. */
export const ASSET_PATH_PREFIX = '/api/content/assets/';

/**
 * The answer of POST /api/content/assets (multipart/form-data, one `file`):
 * 201 for a new image, 200 when the same bytes were uploaded before (the
 * existing image). `src`, `width` and `height` go into a content document's
 * `Image` as they are.
 */
export const ContentAssetModel = z.object({
  src: z.string().startsWith(ASSET_PATH_PREFIX),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: z.enum(ASSET_CONTENT_TYPES),
  byteSize: z.number().int().positive(),
});
export type ContentAsset = z.infer<typeof ContentAssetModel>;
