import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { ASSET_PATH_PREFIX } from '../../lib/api/contracts/content-assets';
import { ASSET_MAX_BYTES, ASSET_MAX_SIDE, type AssetContentType } from '../../lib/domain/content-assets';
import { database, type Db } from '../db/client';
import { contentAssets } from '../db/schema/index';
import { imageDimensions, sniffImageType } from './asset-image';

/**
 * The asset store: images editors upload for content, kept by id
 * (docs/adr/0603-content-asset-store.md). The database is the embedded
 * default; object storage behind a CDN is another `AssetStore`.
 */

/** An image that passed every check, ready to keep. */
export interface CheckedImage {
  bytes: Uint8Array;
  contentType: AssetContentType;
  width: number;
  height: number;
  /** Hex SHA-256 of the bytes: the same bytes are the same asset. */
  sha256: string;
}

/** What is known of a kept image, without its bytes. */
export interface AssetInfo extends Omit<CheckedImage, 'bytes'> {
  id: string;
  byteSize: number;
  filename: string;
}

/** A kept image as the media library lists it. */
export interface ListedAsset extends AssetInfo {
  uploadedAt: Date;
  uploadedBy: string;
}

export interface StoredAsset extends AssetInfo {
  bytes: Uint8Array<ArrayBuffer>;
}

export interface AssetStore {
  /** Keeps the image; the same bytes kept before answer the asset already there (`created: false`). */
  put(image: CheckedImage, from: { filename: string; uploadedBy: string }): Promise<{ asset: AssetInfo; created: boolean }>;
  /** The image with this id, or undefined. */
  get(id: string): Promise<StoredAsset | undefined>;
  /** Every kept image, newest first, without its bytes. */
  list(): Promise<ListedAsset[]>;
}

/** Why an upload is refused. */
export type ImageRefusal = 'empty' | 'too-large' | 'unsupported-type' | 'unreadable' | 'too-many-pixels';

/** Checks an upload's bytes: its size, its type by magic bytes, and the dimensions in its header. */
export function checkImage(bytes: Uint8Array): { image: CheckedImage } | { refusal: ImageRefusal } {
  if (bytes.length === 0) return { refusal: 'empty' };
  if (bytes.length > ASSET_MAX_BYTES) return { refusal: 'too-large' };
  const contentType = sniffImageType(bytes);
  if (!contentType) return { refusal: 'unsupported-type' };
  const size = imageDimensions(bytes, contentType);
  if (!size) return { refusal: 'unreadable' };
  if (size.width > ASSET_MAX_SIDE || size.height > ASSET_MAX_SIDE) return { refusal: 'too-many-pixels' };
  return { image: { bytes, contentType, ...size, sha256: createHash('sha256').update(bytes).digest('hex') } };
}

/** A new asset id: 16 random bytes, base64url (22 characters). */
export const newAssetId = () => randomBytes(16).toString('base64url');
const ASSET_ID = /^[\w-]{22}$/;
export const isAssetId = (id: string) => ASSET_ID.test(id);

/** Where the site serves an asset: a path on this site, as a content `Image.src` takes it. */
export const assetSrc = (id: string) => `${ASSET_PATH_PREFIX}${id}`;

const FILENAME_MAX = 120;
/**
 * The uploaded file's name as kept: its last path segment, letters, digits
 * and `. _ - ( )` and spaces only, at most 120 characters; `image` when
 * nothing is left. It is only shown, never used as a path.
 */
export function sanitiseFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._ ()-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s-]+$/g, '');
  return clean.slice(0, FILENAME_MAX) || 'image';
}

const INFO = {
  id: contentAssets.id,
  contentType: contentAssets.contentType,
  byteSize: contentAssets.byteSize,
  width: contentAssets.width,
  height: contentAssets.height,
  sha256: contentAssets.sha256,
  filename: contentAssets.filename,
};

type InfoRow = { [K in keyof typeof INFO]: (typeof contentAssets.$inferSelect)[K] };
const infoOf = ({ id, contentType, byteSize, width, height, sha256, filename }: InfoRow): AssetInfo => ({
  id,
  contentType: contentType as AssetContentType,
  byteSize,
  width,
  height,
  sha256,
  filename,
});

/** The embedded default: images in the `content_assets` table of the shop's database. */
export function databaseAssetStore(db: () => Promise<Db> = async () => (await database()).db): AssetStore {
  const bySha = async (sha256: string) => (await (await db()).select(INFO).from(contentAssets).where(eq(contentAssets.sha256, sha256)))[0];
  return {
    async put(image, { filename, uploadedBy }) {
      const existing = await bySha(image.sha256);
      if (existing) return { asset: infoOf(existing), created: false };
      const [inserted] = await (
        await db()
      )
        .insert(contentAssets)
        .values({
          id: newAssetId(),
          contentType: image.contentType,
          bytes: Buffer.from(image.bytes),
          byteSize: image.bytes.length,
          width: image.width,
          height: image.height,
          sha256: image.sha256,
          filename,
          uploadedBy,
        })
        .onConflictDoNothing({ target: contentAssets.sha256 })
        .returning(INFO);
      if (inserted) return { asset: infoOf(inserted), created: true };
      // The same bytes uploaded at the same moment: the other upload's asset.
      const raced = await bySha(image.sha256);
      if (!raced) throw new Error('An asset with these bytes was neither kept nor found.');
      return { asset: infoOf(raced), created: false };
    },
    async get(id) {
      if (!isAssetId(id)) return undefined;
      const [row] = await (await db()).select().from(contentAssets).where(eq(contentAssets.id, id));
      return row ? { ...infoOf(row), bytes: new Uint8Array(row.bytes) } : undefined;
    },
    async list() {
      const rows = await (
        await db()
      )
        .select({ ...INFO, uploadedAt: contentAssets.createdAt, uploadedBy: contentAssets.uploadedBy })
        .from(contentAssets)
        .orderBy(desc(contentAssets.createdAt), desc(contentAssets.id));
      return rows.map(({ uploadedAt, uploadedBy, ...info }) => ({ ...infoOf(info), uploadedAt, uploadedBy }));
    },
  };
}

let shared: AssetStore | undefined;
/** The process's asset store. */
export function assetStore(): AssetStore {
  shared ??= databaseAssetStore();
  return shared;
}
