import type { CataloguePatch, CataloguePicture } from '../../lib/api/contracts/catalogue';
import type { LibraryImage } from '../../lib/api/contracts/media-library';
import { ASSET_PATH_PREFIX } from '../../lib/api/contracts/content-assets';
import type { StoredImage } from '../db/schema/index';
import { assetStore } from '../content/assets';
import { mediaLibrary } from '../content/media-library';
import { contentSnapshot } from '../content/repository';
import { fieldProblem } from '../http/problem';
import type { FieldChange } from './change';

/** The most images the back office's picker lists (newest first; a search narrows them). */
const LISTED = 500;

/** GET /api/catalogue/pictures: the media library the studio uses, for the back office to pick from. */
export async function listPictures(search: string): Promise<{ results: LibraryImage[] }> {
  return { results: await mediaLibrary(await contentSnapshot(), search, LISTED) };
}

export const picturesOf = (images: StoredImage[]): CataloguePicture[] => images.map((image) => ({ src: image.url, alt: image.altText }));

const describe = (images: readonly { url: string; altText: string }[]) => images.map((image, index) => `${index + 1}. ${image.altText || 'decorative'}`).join('; ');

/**
 * Which of the given addresses are images of the media library: read before
 * a change's transaction (the asset store reads through its own connection,
 * which PGlite's one connection would wait for).
 */
export async function libraryAddresses(given: CataloguePatch['pictures']): Promise<Set<string>> {
  const found = new Set<string>();
  for (const picture of given ?? []) {
    const id = picture.src.startsWith(ASSET_PATH_PREFIX) ? picture.src.slice(ASSET_PATH_PREFIX.length) : '';
    if (id && !found.has(picture.src) && (await assetStore().get(id))) found.add(picture.src);
  }
  return found;
}

/**
 * The product's new pictures, checked: each is an image of the media
 * library or one the product has now (its seeded art), said at most once,
 * with alt text unless marked decorative. The first becomes the listing's
 * card picture and the second its hover picture, as the seed has them.
 */
export function pictureChange(current: StoredImage[], given: NonNullable<CataloguePatch['pictures']>, library: ReadonlySet<string>): { field: FieldChange; images: StoredImage[] } | null {
  const kept = new Set(current.map((image) => image.url));
  const seen = new Set<string>();
  const images: StoredImage[] = [];
  for (const [index, picture] of given.entries()) {
    if (seen.has(picture.src)) throw fieldProblem(`pictures.${index}.src`, 'This picture is already on the product.');
    seen.add(picture.src);
    if (!kept.has(picture.src) && !library.has(picture.src)) throw fieldProblem(`pictures.${index}.src`, 'Choose a picture from the media library, or upload one.');
    if (!picture.decorative && !picture.alt) throw fieldProblem(`pictures.${index}.alt`, 'Say what the picture shows, or mark it decorative.');
    images.push({ url: picture.src, altText: picture.decorative ? '' : picture.alt });
  }
  if (JSON.stringify(images) === JSON.stringify(current.map(({ url, altText }) => ({ url, altText })))) return null;
  return { field: { field: 'pictures', label: 'Pictures', before: describe(current), after: describe(images) }, images };
}
