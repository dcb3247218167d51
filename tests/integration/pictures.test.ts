import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentAssetModel } from '../../src/lib/api/contracts/content-assets';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { pictureSource, pictureUrl, type PictureFormat, type PictureSize } from '../../src/lib/images/pictures';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

const t = useTestApp();
const HERO = { kind: 'drawn', path: 'hero/roses' } as const;
const SHARP_FORMAT: Record<PictureFormat, string> = { avif: 'heif', webp: 'webp', jpg: 'jpeg' };
const MIME: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

async function rendition(url: string) {
  const response = await t.client().get(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, meta: response.status === 200 ? await sharp(bytes).metadata() : undefined };
}

async function expectProblem(url: string, status: number, type: string, field?: string) {
  const response = await t.client().get(url);
  const body = (await response.json()) as { type: string; errors?: Record<string, string> };
  expect({ status: response.status, contentType: response.headers.get('content-type'), type: body.type }, url).toEqual({ status, contentType: 'application/problem+json', type });
  if (field) expect(body.errors?.[field]).toEqual(expect.any(String));
}

let upload: string;
beforeAll(async () => {
  // A photo-like upload 900 × 600: noise on a gradient, so the encoders have work to do.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a3b69', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const editor = await signedInClient(t, 'editor');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'Wattle.jpg');
  const response = await editor.request('POST', '/api/content/assets', { form });
  expect([200, 201]).toContain(response.status);
  upload = ContentAssetModel.parse(await response.json()).src;
});

describe('the image pipeline serves renditions', () => {
  it.each<[PictureFormat, PictureSize]>([
    ['avif', 480],
    ['webp', 640],
    ['jpg', 320],
  ])('a drawing as %s %s px wide, kept a year, immutable', async (format, width) => {
    const { response, meta } = await rendition(pictureUrl(HERO, width, format));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(MIME[format]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect({ format: meta?.format, width: meta?.width, height: meta?.height }).toEqual({ format: SHARP_FORMAT[format], width, height: (width as number) / 2 });
  });

  it('an upload at a layout width, never enlarged past its own, and as its 1200 × 630 share picture', async () => {
    const source = pictureSource(upload)!;
    const small = await rendition(pictureUrl(source, 640, 'avif'));
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get('content-type')).toBe('image/avif');
    expect({ width: small.meta?.width, height: small.meta?.height }).toEqual({ width: 640, height: 427 });
    const wide = await rendition(pictureUrl(source, 1280, 'webp'));
    expect(wide.meta?.width).toBe(900);
    const share = await rendition(pictureUrl(source, 'share', 'jpg'));
    expect({ type: share.response.headers.get('content-type'), format: share.meta?.format, width: share.meta?.width, height: share.meta?.height }).toEqual({
      type: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('the blurred placeholder: 16 px of WebP, a few hundred bytes', async () => {
    const { response, bytes, meta } = await rendition(pictureUrl(HERO, 16, 'webp'));
    expect(response.status).toBe(200);
    expect(meta?.width).toBe(16);
    expect(bytes.length).toBeLessThan(600);
  });

  it('the same bytes again, and 304 to a browser that has them', async () => {
    const url = pictureUrl(HERO, 160, 'webp');
    const first = await rendition(url);
    const second = await rendition(url);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const etag = first.response.headers.get('etag')!;
    const again = await t.client().get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('the image pipeline refuses what it does not make', () => {
  it('a width off the list, with a typed 400 naming the size', async () => {
    await expectProblem(pictureUrl(HERO, 480, 'avif').replace('/480.avif', '/481.avif'), 400, PROBLEM_TYPES.pictureWidth, 'size');
    await expectProblem(pictureUrl(HERO, 480, 'avif').replace('/480.avif', '/100000.avif'), 400, PROBLEM_TYPES.pictureWidth, 'size');
  });

  it('a format it does not make, with a typed 400 naming the format', async () => {
    await expectProblem(pictureUrl(HERO, 480, 'avif').replace('.avif', '.png'), 400, PROBLEM_TYPES.pictureFormat, 'format');
    await expectProblem(pictureUrl(pictureSource(upload)!, 'share', 'jpg').replace('.jpg', '.webp'), 400, PROBLEM_TYPES.pictureFormat, 'format');
  });

  it('a picture it does not keep, or an address outside its pictures, with 404', async () => {
    await expectProblem(pictureUrl({ kind: 'drawn', path: 'hero/no-such-drawing' }, 480, 'avif'), 404, PROBLEM_TYPES.notFound);
    await expectProblem(pictureUrl({ kind: 'upload', id: 'AAAAAAAAAAAAAAAAAAAAAA' }, 480, 'avif'), 404, PROBLEM_TYPES.notFound);
    await expectProblem('/api/pictures/p1/images/%2e%2e/%2e%2e/package/480.avif', 404, PROBLEM_TYPES.notFound);
    await expectProblem('/api/pictures/p0/images/hero/roses/480.avif', 404, PROBLEM_TYPES.notFound);
  });
});
