import AxeBuilder from '@axe-core/playwright';
import { STATUS_CODES } from 'node:http';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sitemapPartPaths } from '../../../src/lib/seo/sitemap-parts';

/**
 * Waits until every island on the page has hydrated, but for those that
 * hydrate on first use and have not been reached for. Islands further down
 * hydrate when they come into view, so each one still waiting is scrolled to
 * in turn, as a shopper reading down the page would (one with nothing shown
 * at this viewport cannot come into view, and is left).
 */
export async function waitForIslands(page: Page) {
  for (;;) {
    // An island is `display: contents`: what comes into view is the first thing in it with a box.
    const next = await page.locator('astro-island[ssr][client="visible"]').evaluateAll((islands) => {
      for (const island of islands) {
        const boxed = [...island.querySelectorAll('*')].find((child) => child.getClientRects().length > 0);
        if (boxed) {
          boxed.scrollIntoView({ block: 'center' });
          return island.getAttribute('uid');
        }
      }
      return null;
    });
    if (!next) break;
    await expect(page.locator(`astro-island[uid="${next}"]`)).not.toHaveAttribute('ssr');
  }
  // Islands that hydrate on first use (`client:use`) are waited for only once on their way: the rest wait for the shopper.
  await expect(page.locator('astro-island[ssr]:not([client="visible"]):not([client="use"]), astro-island[ssr][data-waking]')).toHaveCount(0);
}

/** Axe violations a shopper would feel: serious and critical ones. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
}

/** A route answer like the API's failures: problem+json with the status's title and this detail. */
export function problemReply(status: number, detail?: string) {
  const title = STATUS_CODES[status] ?? 'Error';
  return { status, contentType: 'application/problem+json', body: JSON.stringify({ title, status, ...(detail ? { detail } : {}) }) };
}

/** Fills text boxes by their accessible names. */
export async function fillTextboxes(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await scope.getByRole('textbox', { name, exact: true }).fill(value);
}

/** The site's sitemap as one text: /sitemap.xml, or when it is an index, the files it names. */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const parts = sitemapPartPaths(sitemap);
  if (!parts.length) return sitemap;
  return (await Promise.all(parts.map(async (path) => (await request.get(path)).text()))).join('\n');
}
