import { describe, expect, it } from 'vitest';
import { ASSET_MAX_BYTES } from '../../src/lib/domain/content-assets';
import { checkImage, isAssetId, newAssetId, sanitiseFilename } from '../../src/server/content/assets';
import { avifOf, gifOf, isoImageOf, jpegOf, pngOf, SVG, webpOf } from '../support/images';

const EXIF_TURNED = (width: number, height: number) => {
  // A JPEG whose EXIF says "rotate 90°" (orientation 6): it shows height wide.
  const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  const jpeg = jpegOf(width, height);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
};

describe('what an uploaded file is, from its bytes', () => {
  it.each([
    ['PNG', pngOf(3, 2), 'image/png', 3, 2],
    ['JPEG', jpegOf(640, 480), 'image/jpeg', 640, 480],
    ['JPEG turned by EXIF', EXIF_TURNED(640, 480), 'image/jpeg', 480, 640],
    ['GIF', gifOf(16, 9), 'image/gif', 16, 9],
    ['WebP', webpOf(1200, 800), 'image/webp', 1200, 800],
    ['AVIF', avifOf(300, 200), 'image/avif', 300, 200],
    ['AVIF image sequence', isoImageOf(64, 48, 'avis', ['avif', 'msf1']), 'image/avif', 64, 48],
    ['AVIF by a compatible brand', isoImageOf(10, 20, 'mif1', ['avif']), 'image/avif', 10, 20],
  ])('takes a %s with its size', (_name, bytes, contentType, width, height) => {
    expect(checkImage(bytes)).toMatchObject({ image: { contentType, width, height, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });

  it.each([
    ['SVG', SVG],
    ['SVG behind a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), SVG])],
    ['HTML', Buffer.from('<!doctype html><p>hello</p>')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['HEIC', isoImageOf(10, 10, 'heic', ['mif1', 'heic'])],
    ['BMP', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
    ['TIFF', Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])],
    ['a short file', Buffer.from([0x89])],
  ])('refuses %s as an unsupported type', (_name, bytes) => {
    expect(checkImage(bytes)).toEqual({ refusal: 'unsupported-type' });
  });

  it.each([
    ['a PNG signature alone', pngOf(1, 1).subarray(0, 8)],
    ['a PNG cut inside its header', pngOf(1, 1).subarray(0, 20)],
    ['a JPEG without a frame header', jpegOf(1, 1).subarray(0, 22)],
    ['a GIF cut before its size', gifOf(1, 1).subarray(0, 7)],
    ['a GIF of no pixels', gifOf(0, 0)],
    ['a WebP without a VP8 chunk', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPJUNK'), Buffer.alloc(20)])],
    ['an AVIF without its size', isoImageOf(1, 1).subarray(0, 40)],
  ])('refuses %s as unreadable', (_name, bytes) => {
    expect(checkImage(bytes)).toEqual({ refusal: 'unreadable' });
  });

  it('refuses an empty file, a file over 5 MB and an image over 8000 pixels a side', () => {
    expect(checkImage(new Uint8Array())).toEqual({ refusal: 'empty' });
    expect(checkImage(Buffer.concat([pngOf(1, 1), Buffer.alloc(ASSET_MAX_BYTES)]))).toEqual({ refusal: 'too-large' });
    expect(checkImage(pngOf(8001, 1))).toEqual({ refusal: 'too-many-pixels' });
    expect(checkImage(webpOf(10, 8001))).toEqual({ refusal: 'too-many-pixels' });
    expect(checkImage(pngOf(8000, 1))).toMatchObject({ image: { width: 8000, height: 1 } });
  });
});

describe('asset ids and file names', () => {
  it('makes random url-safe ids and knows their shape', () => {
    const id = newAssetId();
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(newAssetId()).not.toBe(id);
    expect(isAssetId(id)).toBe(true);
    for (const bad of ['', 'short', `${id}x`, '../../etc/passwd'.padEnd(22, 'a'), 'a'.repeat(21) + '.']) expect(isAssetId(bad)).toBe(false);
  });

  it.each([
    ['wattle.png', 'wattle.png'],
    ['C:\\Users\\ella\\Golden wattle (2).jpg', 'Golden wattle (2).jpg'],
    ['../../etc/passwd', 'passwd'],
    ['.htaccess', 'htaccess'],
    ['<b>alert(1)<b>.png', 'b-alert(1)-b-.png'],
    ['<script>alert(1)</script>.png', 'script-.png'],
    ['bad\u0000name\u202e.png', 'bad-name-.png'],
    ['Café\u0301 fleurs.webp', 'Café́ fleurs.webp'.normalize('NFC')],
    ['', 'image'],
    ['...', 'image'],
    ['a'.repeat(300), 'a'.repeat(120)],
  ])('keeps %j as %j', (name, kept) => {
    expect(sanitiseFilename(name)).toBe(kept);
  });
});
