import { GIF } from 'image-size/types/gif';
import { HEIF } from 'image-size/types/heif';
import type { IImage } from 'image-size/types/interface';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';
import type { AssetContentType } from '../../lib/domain/content-assets';

/**
 * What an uploaded file is, from its own bytes: the declared type and the
 * file name are never trusted (docs/adr/0603-content-asset-store.md).
 */

const ascii = (bytes: Uint8Array, start: number, end: number) => (bytes.length < end ? '' : String.fromCharCode(...bytes.subarray(start, end)));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** An ISO-BMFF file (the `ftyp` box first) whose major or a compatible brand is AVIF (still `avif` or sequence `avis`). */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The image type by its magic bytes, or undefined for anything else (SVG, HTML, PDF, HEIC, BMP, TIFF…). */
export function sniffImageType(bytes: Uint8Array): AssetContentType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return undefined;
}

/** The header reader of each type (the maintained `image-size` package). */
const READERS: Record<AssetContentType, IImage> = {
  'image/png': PNG,
  'image/jpeg': JPG,
  'image/gif': GIF,
  'image/webp': WEBP,
  'image/avif': HEIF,
};

/** EXIF orientations 5 to 8 turn the picture a quarter: it shows `height` wide. */
const TURNED = new Set([5, 6, 7, 8]);

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The width and height an image of `type` shows at, read from its header;
 * undefined when the header is cut short or does not hold them.
 */
export function imageDimensions(bytes: Uint8Array, type: AssetContentType): ImageSize | undefined {
  const reader = READERS[type];
  // The readers look through the whole underlying buffer: give them one that ends where the file ends.
  const exact = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  try {
    // AVIF's brands were checked by the sniff; image-size's own check knows only `avif`, not `avis`.
    if (type !== 'image/avif' && !reader.validate(exact)) return undefined;
    const { width, height, orientation } = reader.calculate(exact);
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return undefined;
    return orientation && TURNED.has(orientation) ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
