import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { parsePictureAddress, PICTURE_FORMATS, PIPELINE_VERSION } from '../../lib/images/pictures';
import { setting } from '../config';
import { notFound, Problem } from '../http/problem';
import { diskRenditionCache, type RenditionCache } from './cache';
import { renderPicture } from './render';
import { knownPicture } from './sources';

/**
 * The image pipeline's one route (docs/adr/0759-one-image-pipeline.md):
 * GET /api/pictures/<version>/<source>/<size>.<format>, addresses made by
 * src/lib/images/pictures.ts. A rendition is made on its first request and
 * kept on disk; every answer is kept a year, immutable.
 */
export const PICTURES_PATH = '/api/pictures/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const Address = z.string().min(1).max(300);

let cache: { dir: string; store: RenditionCache } | undefined;
/** The renditions kept under DATA_DIR/pictures (made again when DATA_DIR changes, as tests switch it). */
function renditions(): RenditionCache {
  const dir = join(setting('dataDir'), 'pictures');
  if (cache?.dir !== dir) cache = { dir, store: diskRenditionCache(dir) };
  return cache.store;
}

export const pictureRoutes = new Hono().get('/pictures/*', async (c) => {
  const rest = Address.safeParse(c.req.path.slice(PICTURES_PATH.length));
  if (!rest.success) throw notFound('No picture has this address.');
  const parsed = parsePictureAddress(rest.data);
  if (!parsed.ok) {
    if (parsed.field === 'size') throw new Problem(PROBLEM_TYPES.pictureWidth, 400, 'Bad Request', parsed.message, { size: parsed.message });
    if (parsed.field === 'format') throw new Problem(PROBLEM_TYPES.pictureFormat, 400, 'Bad Request', parsed.message, { format: parsed.message });
    throw notFound(parsed.message);
  }
  const picture = await knownPicture(parsed.source);
  if (!picture) throw notFound('No picture has this address.');
  const key = createHash('sha256').update(`${PIPELINE_VERSION}|${picture.key}|${parsed.size}|${parsed.format}`).digest('hex');
  const etag = `"${key.slice(0, 32)}"`;
  const headers = { ETag: etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
  if (c.req.header('if-none-match')?.includes(etag)) return c.body(null, 304, headers);
  const bytes = await renditions().get(key, async () => {
    try {
      return await renderPicture(await picture.input(), parsed.size, parsed.format);
    } catch {
      // An upload whose header read well but whose pixels do not decode.
      throw new Problem(PROBLEM_TYPES.assetUnreadable, 422, 'Unprocessable Content', 'The picture cannot be decoded: it is damaged or cut short.');
    }
  });
  return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': PICTURE_FORMATS[parsed.format], 'Content-Length': String(bytes.length) });
});
