import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentAsset } from '../../lib/api/contracts/content-assets';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { ASSET_FILE_FIELD, ASSET_MAX_BYTES, ASSET_UNSUPPORTED_MESSAGE, assetTooLargeMessage, assetTooManyPixelsMessage } from '../../lib/domain/content-assets';
import { forbiddenForRole, requireUser, unauthorized } from '../http/auth';
import { boundedBody } from '../http/body-limit';
import { csrfTokenMatches } from '../http/csrf';
import { fieldProblem, forbidden, malformedBody, notFound, Problem } from '../http/problem';
import { assetSrc, assetStore, checkImage, sanitiseFilename, type AssetInfo, type ImageRefusal } from './assets';
import { personName } from '../accounts/users';
import { database } from '../db/client';
import { sessionEditor } from './editor-session';
import { editorToken } from './preview-token';
import { bearerIs } from './yoga';

/**
 * The asset store's routes (docs/adr/0603-content-asset-store.md): editors
 * upload images, anyone fetches them by the address the upload answered.
 */
export const CONTENT_ASSETS_PATH = '/api/content/assets';

/** Room for the multipart framing around the file (boundaries, part headers). */
const MULTIPART_FRAMING = 64 * 1024;

const tooLarge = (message: string) => new Problem(PROBLEM_TYPES.assetTooLarge, 413, 'Content Too Large', message, { [ASSET_FILE_FIELD]: message });

/**
 * Refuses a body over the largest image and its framing as it streams in
 * (at once when Content-Length says so), before anything buffers it whole.
 * app.ts runs it ahead of the guards that read JSON bodies.
 */
export const assetUploadLimit = boundedBody(ASSET_MAX_BYTES + MULTIPART_FRAMING, () => {
  throw tooLarge(assetTooLargeMessage());
});

/**
 * Who is uploading: the editor token as a bearer token, or a signed-in
 * editor or Flowerline person whose request carries the session's CSRF
 * token (checked first, as the middleware checks every other write). Guests
 * get 401, other roles 403.
 */
async function uploader(c: Context): Promise<string> {
  if (c.req.header('authorization') !== undefined) {
    if (bearerIs(c.req.raw, editorToken())) return 'editor token';
    throw unauthorized('The editor token is not valid.');
  }
  if (!(await csrfTokenMatches(c))) {
    throw forbidden('A valid CSRF token is required: fetch one from GET /api/csrf and send it in the x-csrf-token header.', PROBLEM_TYPES.csrf);
  }
  const user = requireUser(c);
  // The head office adds products' pictures to the same library (docs/adr/0755).
  if (user.role === 'flowerline') return (await personName((await database()).db, user.userId)) ?? 'Flowerline';
  const editor = await sessionEditor(c);
  if (!editor) throw forbiddenForRole('Only content editors and the head office may upload images.');
  return editor.name;
}

const REFUSALS: Record<ImageRefusal, () => Problem> = {
  empty: () => fieldProblem(ASSET_FILE_FIELD, 'The file is empty.'),
  'too-large': () => tooLarge(assetTooLargeMessage()),
  'unsupported-type': () => new Problem(PROBLEM_TYPES.assetUnsupportedType, 415, 'Unsupported Media Type', ASSET_UNSUPPORTED_MESSAGE, { [ASSET_FILE_FIELD]: ASSET_UNSUPPORTED_MESSAGE }),
  unreadable: () => fieldProblem(ASSET_FILE_FIELD, 'The image is damaged or cut short: its width and height cannot be read.', PROBLEM_TYPES.assetUnreadable),
  'too-many-pixels': () => fieldProblem(ASSET_FILE_FIELD, assetTooManyPixelsMessage(), PROBLEM_TYPES.assetTooLarge),
};

/** The one file of a multipart/form-data body. */
async function uploadedFile(c: Context): Promise<File> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw malformedBody(`Send the image as multipart/form-data, in a field named ${ASSET_FILE_FIELD}.`);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw malformedBody('The multipart body does not parse.');
  }
  const files = form.getAll(ASSET_FILE_FIELD);
  if (files.length === 0) throw fieldProblem(ASSET_FILE_FIELD, 'Choose an image file to upload.');
  if (files.length > 1) throw fieldProblem(ASSET_FILE_FIELD, 'Upload one image at a time.');
  const [file] = files;
  if (!(file instanceof File)) throw fieldProblem(ASSET_FILE_FIELD, `${ASSET_FILE_FIELD} must be a file, with a file name.`);
  return file;
}

const answerOf = (asset: AssetInfo): ContentAsset => ({ src: assetSrc(asset.id), width: asset.width, height: asset.height, contentType: asset.contentType, byteSize: asset.byteSize });

/** A year, never revalidated: an asset's bytes never change under its id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const etagMatches = (header: string | undefined, etag: string) => !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

export const contentAssetRoutes = new Hono()
  .post('/content/assets', async (c) => {
    const uploadedBy = await uploader(c);
    const file = await uploadedFile(c);
    if (file.size > ASSET_MAX_BYTES) throw REFUSALS['too-large']();
    const checked = checkImage(new Uint8Array(await file.arrayBuffer()));
    if ('refusal' in checked) throw REFUSALS[checked.refusal]();
    const { asset, created } = await assetStore().put(checked.image, { filename: sanitiseFilename(file.name), uploadedBy });
    c.header('Location', assetSrc(asset.id));
    return c.json(answerOf(asset), created ? 201 : 200);
  })
  .get('/content/assets/:id', async (c) => {
    const asset = await assetStore().get(c.req.param('id'));
    if (!asset) throw notFound('No image has this address.');
    const etag = `"${asset.sha256}"`;
    // The API's strict Content-Security-Policy (default-src 'none') is added to every answer by apiSecurityHeaders.
    const headers = { ETag: etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(asset.bytes, 200, { ...headers, 'Content-Type': asset.contentType, 'Content-Length': String(asset.byteSize) });
  });
