import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureSource } from '../../lib/images/pictures';
import { setting } from '../config';
import { assetStore } from '../content/assets';
import type { RenditionInput } from './render';

/** A picture the pipeline can make renditions of: the key its renditions are kept under, and its bytes when they are needed. */
export interface KnownPicture {
  /** Changes whenever the bytes could: a drawing's content hash, an upload's id (its bytes never change). */
  key: string;
  input(): Promise<RenditionInput>;
}

/**
 * The drawing's file: the built site's copy (dist/client/images) when there
 * is one, else public/images (a server started from the sources, the tests).
 * The path was checked by pictureSource: letters, digits, `_`, `-` and `/` only.
 */
async function drawing(path: string): Promise<Buffer | undefined> {
  for (const base of [join(setting('distDir'), 'client'), join(setting('root'), 'public')]) {
    const bytes = await readFile(join(base, 'images', `${path}.svg`)).catch(() => undefined);
    if (bytes) return bytes;
  }
  return undefined;
}

/** The picture behind a source, or undefined when there is none. */
export async function knownPicture(source: PictureSource): Promise<KnownPicture | undefined> {
  if (source.kind === 'drawn') {
    const bytes = await drawing(source.path);
    if (!bytes) return undefined;
    return { key: `drawn:${createHash('sha256').update(bytes).digest('hex')}`, input: async () => ({ bytes, svg: true }) };
  }
  const asset = await assetStore().get(source.id);
  if (!asset) return undefined;
  return { key: `upload:${asset.id}:${asset.sha256}`, input: async () => ({ bytes: asset.bytes, svg: false }) };
}
