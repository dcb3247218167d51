import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { renderShareImage, shareSources } from '../../scripts/share-images';
import { DEFAULT_SHARE_SOURCE, renditionOf, shareImage } from '../../src/lib/seo/share-image';

describe('share pictures', () => {
  it('shares a drawn picture as its PNG rendition, an upload or photo as it is, and anything else as the default picture', () => {
    expect(shareImage('/images/products/classic-teddy-bear.svg')).toEqual({ url: '/images/share/products/classic-teddy-bear.png', rendition: true, type: 'image/png' });
    expect(shareImage('/images/blog/caring-for-roses.svg?v=2')).toEqual({ url: '/images/share/blog/caring-for-roses.png', rendition: true, type: 'image/png' });
    expect(shareImage('/api/content/assets/0f3a')).toEqual({ url: '/api/content/assets/0f3a', rendition: false });
    // An upload: the image pipeline's 1200 × 630 JPEG.
    expect(shareImage('/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ url: '/api/pictures/p1/assets/AAAAAAAAAAAAAAAAAAAAAA/share.jpg', rendition: true, type: 'image/jpeg' });
    expect(shareImage('https://cdn.example/roses.jpg')).toEqual({ url: 'https://cdn.example/roses.jpg', rendition: false });
    const fallback = { url: renditionOf(DEFAULT_SHARE_SOURCE), rendition: true, type: 'image/png' };
    expect(shareImage(undefined)).toEqual(fallback);
    expect(shareImage('/elsewhere/logo.svg')).toEqual(fallback);
  });

  it('makes a rendition of every picture a page can share: content, articles, the default and each product', () => {
    const sources = new Set(shareSources(process.cwd()));
    for (const src of [DEFAULT_SHARE_SOURCE, '/images/blog/caring-for-roses.svg', '/images/content/featured/classic-teddy-bear.svg', '/images/products/classic-teddy-bear.svg']) {
      expect(sources.has(src), src).toBe(true);
    }
    expect([...sources].some((src) => src.startsWith('/images/share/'))).toBe(false);
  });

  it('draws 1200 × 630 PNGs, a square picture centred on its own background', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fbe3e8"/><circle cx="200" cy="200" r="100" fill="#c8102e"/></svg>');
    const png = await renderShareImage(svg);
    expect(imageSize(new Uint8Array(png))).toMatchObject({ type: 'png', width: 1200, height: 630 });
  });
});
