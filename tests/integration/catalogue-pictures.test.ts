import { describe, expect, it } from 'vitest';
import { CatalogueProductModel } from '../../src/lib/api/contracts/catalogue';
import { LibraryImageModel } from '../../src/lib/api/contracts/media-library';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { pngOf } from '../support/images';
import { signedInClient } from './auth-fixtures';
import { expectRefused } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** A product's pictures in the back office (docs/adr/0755): from the studio's media library, or uploaded into it; alt text unless decorative. */
const t = useTestApp();
const KEY = 'WB1007';
const path = `/api/catalogue/products/${KEY}`;

async function upload(client: ApiClient, shade: number, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngOf(40, 30, shade))], { type: 'image/png' }), name);
  const response = await client.request('POST', '/api/content/assets', { form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { src: string }).src;
}

describe("a product's pictures", () => {
  it('uploads a picture into the media library, puts it first with its alt text, keeps the seeded one second, and records the change', async () => {
    const office = await signedInClient(t, 'flowerline');
    const src = await upload(office, 90, 'peonies-in-a-jar.png');
    const library = (await (await office.get('/api/catalogue/pictures?search=peonies')).json()) as { results: unknown[] };
    expect(library.results.map((image) => LibraryImageModel.parse(image).src)).toEqual([src]);

    const before = await readAs(await office.get(path), CatalogueProductModel);
    const seeded = before.pictures[0]!;
    const saved = await readAs(
      await office.patch(path, {
        pictures: [
          { src, alt: 'Pink peonies in a glass jar' },
          { src: seeded.src, alt: seeded.alt },
        ],
      }),
      CatalogueProductModel,
    );
    expect(saved.pictures).toEqual([
      { src, alt: 'Pink peonies in a glass jar' },
      { src: seeded.src, alt: seeded.alt },
    ]);
    expect(saved.changes[0]!.fields).toEqual([expect.objectContaining({ field: 'pictures', label: 'Pictures', after: `1. Pink peonies in a glass jar; 2. ${seeded.alt}` })]);

    // The product page and the listings' cards show the first picture.
    const page = (await (await t.client().get(`/api/catalog/product-pages${saved.url}`)).json()) as { images: { url: string; altText: string }[] };
    expect(page.images[0]).toEqual({ url: src, altText: 'Pink peonies in a glass jar' });

    // Decorative: no alt text, whatever was typed.
    const decorative = await readAs(await office.patch(path, { pictures: [{ src, alt: 'ignored', decorative: true }] }), CatalogueProductModel);
    expect(decorative.pictures).toEqual([{ src, alt: '' }]);
    // Saving the same pictures again records nothing.
    const again = await readAs(await office.patch(path, { pictures: [{ src, alt: '', decorative: true }] }), CatalogueProductModel);
    expect(again.changes).toHaveLength(decorative.changes.length);
  });

  it.each<[string, string, unknown[]]>([
    ['an address not in the library', 'pictures.0.src', [{ src: '/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA', alt: 'Roses' }]],
    ['an address elsewhere', 'pictures.0.src', [{ src: 'https://example.com/rose.jpg', alt: 'Roses' }]],
    ['no alt text and not decorative', 'pictures.0.alt', [{ src: 'SEEDED', alt: '  ' }]],
    [
      'the same picture twice',
      'pictures.1.src',
      [
        { src: 'SEEDED', alt: 'Roses' },
        { src: 'SEEDED', alt: 'Roses again' },
      ],
    ],
    ['no pictures', 'pictures', []],
    ['nine pictures', 'pictures', Array.from({ length: 9 }, (_, n) => ({ src: `SEEDED${n}`, alt: 'Roses' }))],
    ['a picture that is not an object', 'pictures.0', ['SEEDED']],
    ['alt text of 201 characters', 'pictures.0.alt', [{ src: 'SEEDED', alt: 'x'.repeat(201) }]],
  ])('refuses %s with a 422 naming %s, and changes nothing', async (_, field, given) => {
    const office = await signedInClient(t, 'flowerline');
    const seeded = (await readAs(await office.get('/api/catalogue/products/WB1008'), CatalogueProductModel)).pictures[0]!.src;
    const pictures = given.map((picture) => (typeof picture === 'object' && picture && 'src' in picture ? { ...picture, src: String(picture.src).replace(/^SEEDED.*/, seeded) } : picture));
    await expectRefused(t, () => office.patch('/api/catalogue/products/WB1008', { pictures }), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('the media library is the head office’s to read; shoppers and florists are refused', async () => {
    expect((await t.client().get('/api/catalogue/pictures')).status).toBe(401);
    expect((await (await signedInClient(t, 'florist')).get('/api/catalogue/pictures')).status).toBe(403);
    expect((await (await signedInClient(t, 'flowerline')).get(`/api/catalogue/pictures?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
