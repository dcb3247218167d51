import { ASSET_PATH_PREFIX } from '../../lib/api/contracts/content-assets';
import { assetSrc, assetStore, type ListedAsset } from './assets';
import { CONTENT_MODELS } from './models';
import type { ContentStore } from './store';

/** One image of the media library, as the studio lists it. */
export interface LibraryImage {
  src: string;
  filename: string;
  width: number;
  height: number;
  uploadedAt: string;
  uploadedBy: string;
  /** The alt texts the image has been given in documents' drafts, most used first. */
  alts: string[];
}

/** Every uploaded image's alt texts in the drafts, by address: images are found by what they show as well as by file name. */
export function altTextsByImage(store: ContentStore): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const fields = value as Record<string, unknown>;
    if (typeof fields.src === 'string' && fields.src.startsWith(ASSET_PATH_PREFIX) && typeof fields.alt === 'string' && fields.alt.trim()) {
      const alts = found.get(fields.src) ?? new Map<string, number>();
      alts.set(fields.alt.trim(), (alts.get(fields.alt.trim()) ?? 0) + 1);
      found.set(fields.src, alts);
    }
    Object.values(fields).forEach(visit);
  };
  for (const { type } of CONTENT_MODELS) store.list(type, 'DRAFT').forEach(visit);
  return found;
}

/**
 * The uploaded images, newest first, each with the alt texts it has been
 * given; `search` keeps those whose file name or an alt text holds every
 * word of it (any case).
 */
export async function mediaLibrary(store: ContentStore, search: string | null | undefined, first: number): Promise<LibraryImage[]> {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const alts = altTextsByImage(store);
  const images = (await assetStore().list()).map((asset: ListedAsset): LibraryImage => {
    const src = assetSrc(asset.id);
    const used = [...(alts.get(src) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]).map(([alt]) => alt);
    return { src, filename: asset.filename, width: asset.width, height: asset.height, uploadedAt: asset.uploadedAt.toISOString(), uploadedBy: asset.uploadedBy, alts: used };
  });
  const matching = words.length ? images.filter((image) => words.every((word) => [image.filename, ...image.alts].join(' ').toLowerCase().includes(word))) : images;
  return matching.slice(0, first);
}
