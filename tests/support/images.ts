import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny images of each type the asset store takes, made from bytes: a real
 * PNG of any size and colour, and the headers of the others (all an image
 * reader looks at for the dimensions).
 */

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/** A valid RGBA PNG of one colour; a different `shade` makes different bytes. */
export function pngOf(width: number, height: number, shade = 0): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x++) row.set([shade & 0xff, (shade >> 8) & 0xff, 0x80, 0xff], 1 + x * 4);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A baseline JPEG's markers up to its frame header (SOF0), which holds the size. */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a with its logical screen size and an empty one-pixel image. */
export function gifOf(width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.from([0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b])]);
}

/** An extended WebP (VP8X) header with the canvas size. */
export function webpOf(width: number, height: number): Buffer {
  const vp8x = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), Buffer.from([0, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([vp8x.length + 4, 0, 0, 0]), Buffer.from('WEBP'), vp8x]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), Buffer.from(type, 'ascii'), body]);
};
const FULL_BOX = Buffer.alloc(4);

/** An ISO-BMFF image: `ftyp` with the brands, and `meta` › `iprp` › `ipco` › `ispe` with the size. */
export function isoImageOf(width: number, height: number, majorBrand = 'avif', compatible: string[] = ['mif1', 'miaf']): Buffer {
  const ftyp = box('ftyp', Buffer.from(majorBrand), Buffer.alloc(4), ...compatible.map((brand) => Buffer.from(brand)));
  const ispe = box('ispe', FULL_BOX, u32be(width), u32be(height));
  return Buffer.concat([ftyp, box('meta', FULL_BOX, box('iprp', box('ipco', ispe)))]);
}

export const avifOf = (width: number, height: number) => isoImageOf(width, height);

/** A drawing as SVG: text, and refused whatever it is declared as. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
