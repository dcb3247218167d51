import { expect, test, type APIRequestContext } from '@playwright/test';
import { imageSize } from 'image-size';
import { config } from '../../src/server/config';
import { jsonLdOf, richResultProblems } from '../support/rich-results';
import { sitemapText } from './support/page';

/**
 * What a search engine reads, as the server sends it (no JavaScript): every
 * address in the sitemap names itself as canonical on the one origin the
 * shop is configured for (SITE_URL), links to no other origin's copy of the
 * shop, and carries structured data with what rich results require
 * (tests/support/rich-results.ts); listing and country pages carry their
 * first products.
 */
const SITE = new URL(config().SITE_URL).origin;
/** Other sites the pages may link to: social networks and schema.org's vocabulary. */
const ELSEWHERE = /^https:\/\/(schema\.org|(www\.)?(facebook\.com|instagram\.com|youtube\.com|pinterest\.com\.au|pinterest\.com|twitter\.com|x\.com|tiktok\.com|linkedin\.com))(\/|$)/;

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('every page in the sitemap is canonical on the configured origin, links to no other copy of the shop, and carries structured data search engines take', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await sitemapText(request);
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(addresses.length).toBeGreaterThan(400);
  const strays: string[] = [];
  const refused: string[] = [];
  const described = new Set<string>();
  const queue = [...addresses];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let address = queue.shift(); address; address = queue.shift()) {
        expect(new URL(address).origin, address).toBe(SITE);
        const { pathname } = new URL(address);
        const response = await request.get(pathname);
        expect(response.status(), pathname).toBe(200);
        const html = await response.text();
        const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
        expect(canonical, `${pathname}: canonical`).toBe(address);
        expect(attribute(html, /<meta property="og:url" content="([^"]+)"/), `${pathname}: og:url`).toBe(address);
        for (const data of jsonLdOf(html)) {
          described.add(String((data as { '@type'?: unknown })['@type']));
          refused.push(...richResultProblems(data).map((problem) => `${pathname}: ${problem}`));
        }
        for (const [, url] of html.matchAll(/(?:href|content|src)="(https?:\/\/[^"]+)"|"(?:url|@id|item)":"(https?:\/\/[^"]+)"/g)) {
          if (url && !url.startsWith(`${SITE}/`) && url !== SITE && !ELSEWHERE.test(url)) strays.push(`${pathname}: ${url}`);
        }
      }
    }),
  );
  expect(strays).toEqual([]);
  // The structured data passes what search engines require of it, on every page, and each kind is there.
  expect(refused).toEqual([]);
  expect([...described].sort()).toEqual(['Article', 'BreadcrumbList', 'Organization', 'Product']);
});

test('listing and country pages carry their first page of products in the HTML the server sends', async ({ request }) => {
  for (const path of ['/flowers', '/birthday', '/roses', '/overseas/nz', '/overseas/gb']) {
    const html = await (await request.get(path)).text();
    const products = new Set([...html.matchAll(/href="(\/(?:flowers|plants|hampers|gifts)\/[a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(products.size, path).toBeGreaterThanOrEqual(6);
  }
});

/** The picture at an absolute address of the shop, as the server sends it: its type and its size read from the file's header. */
async function picture(request: APIRequestContext, address: string) {
  expect(new URL(address).origin, address).toBe(SITE);
  const response = await request.get(new URL(address).pathname);
  expect(response.status(), address).toBe(200);
  const size = imageSize(new Uint8Array(await response.body()));
  return { type: response.headers()['content-type'], width: size.width, height: size.height };
}

test('share previews: the home page, a product and an article offer a 1200 × 630 PNG or JPEG, and their structured data raster pictures', async ({ request }) => {
  const gifts = await (await request.get('/gifts')).text();
  const product = /href="(\/gifts\/[a-z0-9-]+)"/.exec(gifts)?.[1];
  const blog = await (await request.get('/blog')).text();
  const article = /href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(product && article).toBeTruthy();
  for (const path of ['/', product!, article!]) {
    const html = await (await request.get(path)).text();
    const og = attribute(html, /<meta property="og:image" content="([^"]+)"/);
    expect(og, `${path}: og:image`).toMatch(/^https?:\/\//);
    expect(await picture(request, og!), `${path}: og:image ${og}`).toEqual({ type: expect.stringMatching(/^image\/(png|jpeg)$/), width: 1200, height: 630 });
    const described = jsonLdOf(html).filter((data) => ['Product', 'Article'].includes(String((data as { '@type'?: unknown })['@type'])));
    expect(described.length, path).toBe(path === '/' ? 0 : 1);
    for (const data of described) {
      for (const image of [(data as { image?: unknown }).image].flat()) {
        expect((await picture(request, String(image))).type, `${path}: structured data image ${String(image)}`).toMatch(/^image\/(png|jpeg)$/);
      }
    }
  }
});
