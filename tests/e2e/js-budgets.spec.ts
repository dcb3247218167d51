import { expect, test } from '@playwright/test';
import { firstLoadScripts, JS_BUDGETS_KB, pageWeight, type PageType, type ScriptFile } from '../../scripts/lib/page-weight';
import { sitemapText } from './support/page';

/**
 * JavaScript budgets per page type, gzipped (docs/adr/0703-javascript-budgets.md):
 * what a phone loads before anyone touches the page, and everything the
 * page's HTML can make the browser load. Byte counts do not vary between
 * runs, so going over is a failure naming the page, the budget and the
 * three largest files.
 *
 * Where a page is still over its target, its budget is today's figure
 * (CEILINGS): it may shrink, never grow, and once the page meets the
 * target its entry must go.
 */
const KB = 1024;
const BUDGETS = Object.fromEntries(Object.entries(JS_BUDGETS_KB).map(([type, kb]) => [type, { firstLoad: kb.firstLoad * KB, everything: kb.everything * KB }])) as Record<
  PageType,
  { firstLoad: number; everything: number }
>;

/**
 * Pages over their target, with the figure they may not pass (none now:
 * islands hydrate on first use, docs/adr/0705, and the search page comes
 * with its first results, docs/adr/0706).
 */
const CEILINGS: Record<string, number> = {};

/** Product pages carry a product's purchase island, listing pages the product grid; country pages are content pages with a grid. */
function pageTypeOf(path: string, html: string): { type: PageType; kind: string } {
  if (/<astro-island[^>]+ProductPurchase/.test(html)) return { type: 'listing', kind: 'product' };
  if (/^\/overseas\/[a-z]{2}$/.test(path)) return { type: 'content', kind: 'country' };
  if (/<astro-island[^>]+ProductListing/.test(html)) return { type: 'listing', kind: 'listing' };
  return { type: 'content', kind: path };
}

/** The budget a figure is held to: the target, or the page's ceiling while it is over. */
function budgetOf(measure: string, target: number): { budget: number; note: string } {
  const ceiling = CEILINGS[measure];
  return ceiling === undefined ? { budget: target, note: '' } : { budget: ceiling, note: ` (the target is ${kb(target)})` };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const largestFiles = (scripts: ScriptFile[]) =>
  scripts
    .slice(0, 3)
    .map((file) => `${file.url.replace(/^https?:\/\/[^/]+/, '')} (${kb(file.bytes)})`)
    .join(', ');
const overBudget = (path: string, what: string, bytes: number, budget: number, note: string, scripts: ScriptFile[]) =>
  `${path}: ${what} is ${kb(bytes)}, over its budget of ${kb(budget)}${note}; the largest files: ${largestFiles(scripts)}`;

/** A page of each type the shop has, as a shopper's phone first opens it. */
const FIRST_LOAD_PAGES: { name: string; path: string | RegExp; from?: string; type: PageType }[] = [
  { name: '/', path: '/', type: 'content' },
  { name: '/about', path: '/about', type: 'content' },
  { name: '/contact-us', path: '/contact-us', type: 'content' },
  { name: '/blog', path: '/blog', type: 'content' },
  { name: 'article', path: /href="(\/blog\/[^"#?]+\/[^"#?]+)"/, from: '/blog', type: 'content' },
  { name: '/overseas', path: '/overseas', type: 'content' },
  { name: '/overseas/gb', path: '/overseas/gb', type: 'content' },
  { name: '/birthday', path: '/birthday', type: 'listing' },
  { name: 'product', path: /href="(\/(?:flowers|plants|hampers|gifts)\/[^"#?]+)"/, from: '/birthday', type: 'listing' },
  { name: '/search?text=rose', path: '/search?text=rose', type: 'listing' },
  { name: '/checkout', path: '/checkout', type: 'checkout' },
  { name: '/login', path: '/login', type: 'checkout' },
  { name: '/register', path: '/register', type: 'checkout' },
];

// Measured at a phone viewport: the phone project runs this file, the desktop one does not (playwright.config.ts).
test.describe('JavaScript budgets', () => {
  test('no page in the sitemap can load more JavaScript than its page type allows', async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const sitemap = await sitemapText(request);
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(400);
    const over: string[] = [];
    /** The largest figure of each ceiling's pages, to tell when a ceiling is no longer needed. */
    const largest = new Map<string, { bytes: number; target: number }>();
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const html = await (await request.get(path)).text();
          const { type, kind } = pageTypeOf(path, html);
          const measure = `everything ${kind}`;
          const { budget, note } = budgetOf(measure, BUDGETS[type].everything);
          const weight = await pageWeight(baseURL!, path, html);
          if (weight.jsBytes > budget) over.push(overBudget(path, 'the JavaScript it can load', weight.jsBytes, budget, note, weight.scripts));
          if (CEILINGS[measure]) largest.set(measure, { bytes: Math.max(largest.get(measure)?.bytes ?? 0, weight.jsBytes), target: BUDGETS[type].everything });
        }
      }),
    );
    expect(over, over.join('\n')).toEqual([]);
    for (const [measure, { bytes, target }] of largest) expect(bytes, `${measure} now meets its target: take its ceiling out`).toBeGreaterThan(target);
  });

  for (const { name, path, from, type } of FIRST_LOAD_PAGES) {
    test(`a phone opening ${typeof path === 'string' ? path : `a ${name} page linked from ${from}`} loads at most the ${type} page budget before interaction`, async ({ page, request }) => {
      let address = path as string;
      if (path instanceof RegExp) {
        address = path.exec(await (await request.get(from!)).text())?.[1] ?? '';
        expect(address, `a link on ${from}`).not.toBe('');
      }
      const { jsBytes, scripts } = await firstLoadScripts(page, address);
      const target = BUDGETS[type].firstLoad;
      const { budget, note } = budgetOf(`first load ${name}`, target);
      expect(jsBytes, overBudget(address, 'the JavaScript loaded before interaction', jsBytes, budget, note, scripts)).toBeLessThanOrEqual(budget);
      if (budget !== target) expect(jsBytes, `${name} now meets its target: take its ceiling out`).toBeGreaterThan(target);
    });
  }
});
