import sharp from 'sharp';
import { PLACEHOLDER_WIDTH, SHARE_RENDITION, type PictureFormat, type PictureSize } from '../../lib/images/pictures';

/**
 * The encoders' settings (docs/adr/0759-one-image-pipeline.md), measured on
 * this shop's pictures on two cores:
 * - AVIF quality 50, effort 2: 60 to 180 ms a rendition; effort 4 saves a
 *   fifth of the bytes but takes five times as long, too slow to make on a
 *   first request.
 * - WebP quality 75, effort 4: 25 to 110 ms.
 * - JPEG quality 78 through mozjpeg (progressive, optimised tables): 20 to 80 ms.
 * Every rendition is flattened on white and converted to sRGB, its metadata
 * dropped (EXIF orientation applied first), so it is opaque: the placeholder
 * behind it never shows through.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const;

/** The placeholder: 16 px wide, blurred a little more, at low quality; some 150 bytes. */
const PLACEHOLDER = { blurSigma: 1, quality: 40 } as const;

export interface RenditionInput {
  bytes: Uint8Array;
  /** A drawing: rasterised at the density that makes it `size` wide, never enlarged from a small bitmap. */
  svg: boolean;
}

/** The width an SVG says it is drawn at (its viewBox), to rasterise it at the density that gives the wanted width. */
function svgWidth(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('utf8');
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(text);
  const width = Number(box?.[1] ?? /\swidth="([\d.]+)"/.exec(text)?.[1] ?? 0);
  return width > 0 ? width : 300;
}

/** One rendition's bytes. A raster upload narrower than the width asked for is served at its own width, not enlarged. */
export async function renderPicture(input: RenditionInput, size: PictureSize, format: PictureFormat): Promise<Buffer> {
  const target = size === 'share' ? SHARE_RENDITION.width : size;
  const density = input.svg ? Math.max(1, Math.min(2400, (72 * target * 1.05) / svgWidth(input.bytes))) : undefined;
  let image = sharp(input.bytes, { density, animated: false, limitInputPixels: 60_000_000 }).rotate();
  image = size === 'share' ? image.resize(SHARE_RENDITION.width, SHARE_RENDITION.height, { fit: 'cover', position: 'centre' }) : image.resize({ width: target, withoutEnlargement: !input.svg });
  image = image.flatten({ background: '#ffffff' }).toColourspace('srgb');
  const placeholder = size === PLACEHOLDER_WIDTH;
  if (placeholder) image = image.blur(PLACEHOLDER.blurSigma);
  const settings = placeholder ? { ...ENCODERS[format], quality: PLACEHOLDER.quality } : ENCODERS[format];
  if (format === 'avif') return image.avif(settings).toBuffer();
  if (format === 'webp') return image.webp(settings).toBuffer();
  return image.jpeg(settings).toBuffer();
}
