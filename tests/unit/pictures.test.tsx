import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Picture from '../../src/components/Picture';
import { ASSET_PATH_PREFIX } from '../../src/lib/api/contracts/content-assets';
import { chosenWidth, parsePictureAddress, PICTURE_LAYOUTS, pictureSource, pictureSrcset, pictureUrl, slotWidth, UPLOAD_PATH_PREFIX } from '../../src/lib/images/pictures';

const ASSET = 'AbCdEfGhIjKlMnOpQrStUv';

describe('picture addresses', () => {
  it('knows the drawings under /images and the uploads, and nothing else', () => {
    expect(UPLOAD_PATH_PREFIX).toBe(ASSET_PATH_PREFIX);
    expect(pictureSource('/images/products/classic-teddy-bear.svg')).toEqual({ kind: 'drawn', path: 'products/classic-teddy-bear' });
    expect(pictureSource('/images/hero/roses.svg?v=2')).toEqual({ kind: 'drawn', path: 'hero/roses' });
    expect(pictureSource(`/api/content/assets/${ASSET}`)).toEqual({ kind: 'upload', id: ASSET });
    for (const other of ['/images/share/hero/roses.svg', '/images/../secret.svg', '/images/Roses.svg', '/images/logo.png', 'https://cdn.example/a.svg', '/api/content/assets/short', '', null]) {
      expect(pictureSource(other), String(other)).toBeNull();
    }
  });

  it('addresses a rendition by version, source, width and format, and reads the address back', () => {
    const drawn = pictureUrl({ kind: 'drawn', path: 'products/classic-teddy-bear' }, 480, 'avif');
    expect(drawn).toMatch(/^\/api\/pictures\/p1-[0-9a-f]{8}\/images\/products\/classic-teddy-bear\/480\.avif$/);
    expect(parsePictureAddress(drawn.slice('/api/pictures/'.length))).toEqual({ ok: true, source: { kind: 'drawn', path: 'products/classic-teddy-bear' }, size: 480, format: 'avif' });
    const upload = pictureUrl({ kind: 'upload', id: ASSET }, 'share', 'jpg');
    expect(upload).toBe(`/api/pictures/p1/assets/${ASSET}/share.jpg`);
    expect(parsePictureAddress(upload.slice('/api/pictures/'.length))).toMatchObject({ ok: true, size: 'share', format: 'jpg' });
  });

  it('refuses widths, formats and sources it does not make, naming the part', () => {
    const field = (rest: string) => {
      const parsed = parsePictureAddress(rest);
      return parsed.ok ? 'ok' : parsed.field;
    };
    expect(field('p1-0123abcd/images/hero/roses/481.avif')).toBe('size');
    expect(field('p1-0123abcd/images/hero/roses/99999.avif')).toBe('size');
    expect(field('p1-0123abcd/images/hero/roses/480.png')).toBe('format');
    expect(field(`p1/assets/${ASSET}/share.webp`)).toBe('format');
    expect(field('p1-0123abcd/images/../roses/480.avif')).toBe('source');
    expect(field('p1-0123abcd/images/share/roses/480.avif')).toBe('source');
    expect(field(`p1-0123abcd/assets/${ASSET}/480.avif`)).toBe('source');
    expect(field('p9-0123abcd/images/hero/roses/480.avif')).toBe('version');
    expect(field('p1-0123abcd/images/hero/roses/16.webp')).toBe('ok');
  });
});

describe('picture widths', () => {
  it('reads the slot width from sizes at a viewport', () => {
    const { sizes } = PICTURE_LAYOUTS.card;
    expect(slotWidth(sizes, 412)).toBeCloseTo(193.64);
    expect(slotWidth(sizes, 800)).toBeCloseTo(248);
    expect(slotWidth(sizes, 1350)).toBe(300);
    expect(slotWidth('88px', 412)).toBe(88);
  });

  it('takes the narrowest width that covers the slot at the density, else the widest', () => {
    expect(chosenWidth(PICTURE_LAYOUTS.card, 412, 2.6)).toBe(640);
    expect(chosenWidth(PICTURE_LAYOUTS.card, 1350, 1)).toBe(320);
    expect(chosenWidth(PICTURE_LAYOUTS.hero, 412, 2.6)).toBe(1280);
    expect(chosenWidth(PICTURE_LAYOUTS.hero, 1350, 1)).toBe(640);
    expect(chosenWidth(PICTURE_LAYOUTS.thumb, 412, 2.6)).toBe(320);
    expect(chosenWidth(PICTURE_LAYOUTS.gallery, 3000, 3)).toBe(1280);
  });

  it('offers each layout width in srcset', () => {
    expect(pictureSrcset({ kind: 'upload', id: ASSET }, [160, 320], 'webp')).toBe(`/api/pictures/p1/assets/${ASSET}/160.webp 160w, /api/pictures/p1/assets/${ASSET}/320.webp 320w`);
  });
});

describe('<Picture>', () => {
  it('draws AVIF and WebP sources, a JPEG fallback with width and height, and the placeholder behind', () => {
    const html = renderToStaticMarkup(
      <Picture src="/images/products/classic-teddy-bear.svg" alt="A teddy bear" width={480} height={480} layout="card" loading="eager" fetchPriority="high" className="h-full w-full" />,
    );
    expect(html).toContain('<source type="image/avif" srcSet="/api/pictures/p1-');
    expect(html).toContain('<source type="image/webp"');
    expect(html).toMatch(
      /<img src="\/api\/pictures\/[^"]+\/480\.jpg" srcSet="[^"]+320\.jpg 320w[^"]+" sizes="[^"]+" alt="A teddy bear" width="480" height="480" loading="eager" decoding="async" fetchPriority="high"/,
    );
    expect(html).toMatch(/<img src="[^"]+\/16\.webp" alt="" aria-hidden="true" width="480" height="480" loading="eager"/);
    expect(html).not.toContain('style=');
  });

  it('draws any other address as a plain image', () => {
    const html = renderToStaticMarkup(<Picture src="https://cdn.example/roses.jpg" alt="Roses" width={600} height={400} layout="tile" className="w-full" />);
    expect(html).toBe('<img src="https://cdn.example/roses.jpg" alt="Roses" width="600" height="400" loading="lazy" decoding="async" class="w-full object-cover"/>');
  });
});
