import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_CSP_HEADER } from '../../src/server/http/security-headers';
import { CONTENT_PATHS_FILE, NOT_FOUND_PATH, ON_DEMAND_PREFIXES, SHELL_PATHS_FILE } from '../../src/server/node/site-server';
import { signInAs, signInAsNewCustomer } from './auth-helpers';
import { e2eDataDir, e2eServerEnv } from './support/server-env';
import { waitForIslands } from './support/page';
import { waitForIsland } from './support/shop';

/** A page of each kind: home, a listing, a product, and sign-in. */
const PAGES = ['/', '/flowers', '/flowers/moonlight-rose-basket', '/login'];

/** Collects CSP violations from the first script on: the events in the page, and the browser's console errors about them. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|refused to (execute|load|apply)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** A policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]+)"/i
    .exec(html)?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe('content security policy', () => {
  for (const path of PAGES) {
    test(`${path}: islands hydrate and nothing is refused by the policy`, async ({ page, isMobile }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForIslands(page);
      if (path === '/' && !isMobile) {
        // The mega menu's bundled script runs: the toggle opens its panel.
        const toggle = page.locator('[data-menu-toggle]').first();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      expect(await violations()).toEqual([]);
    });
  }

  test('the built pages hash every inline script and allow no unsafe-inline script or style', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      const header = response.headers()['content-security-policy'];
      expect(header, path).toBe(PAGE_CSP_HEADER);
      expect(directives(header!).has('script-src'), `${path}: the header leaves scripts to the page's own policy`).toBe(false);
      const html = await response.text();
      const policy = directives(metaPolicy(html) ?? '');
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(policy.get('style-src') ?? [], path).not.toContain("'unsafe-inline'");
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      // Every inline script the browser would run has its hash in the policy (JSON-LD is data, not run).
      const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , body] of inline) expect(scriptSrc, `${path}: ${body!.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      expect(html, `${path}: no inline style attributes, which style-src would refuse`).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    }
  });

  test('API answers carry the strict policy of their own', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

/** The shop's preview token, derived from the secret in its data folder as the server derives it. */
function previewToken(): string {
  if (process.env.CONTENT_PREVIEW_TOKEN) return process.env.CONTENT_PREVIEW_TOKEN;
  const secret = readFileSync(join(e2eDataDir, 'secret'), 'utf8').trim();
  return createHash('sha256').update(`preview:${secret}`).digest('base64url');
}

/** An address list the build wrote beside the site (scripts/prerender-content.ts). */
const builtPaths = (file: string) => JSON.parse(readFileSync(join(e2eServerEnv.DIST_DIR, file), 'utf8')) as string[];

test.describe('frame-ancestors', () => {
  test('every page the shop serves says who may frame it: pre-rendered, rendered on request, not found and refused', async ({ request, isMobile }) => {
    test.skip(isMobile, 'headers do not depend on the device');
    const prerendered = [...builtPaths(SHELL_PATHS_FILE), ...builtPaths(CONTENT_PATHS_FILE)];
    expect(prerendered.length).toBeGreaterThan(20);
    // Each route rendered on request: its own address, something beneath it (a page or Astro's not-found), and the answers it gives.
    const onDemand = ON_DEMAND_PREFIXES.filter((prefix) => prefix !== '/api/').flatMap((prefix) => [prefix.slice(0, -1), `${prefix}no-such-thing`]);
    const token = encodeURIComponent(previewToken());
    const answers = [
      '/search?text=rose',
      `/search?text=${'a'.repeat(101)}`,
      '/myaccount/orders/WB-100245',
      `/preview/about?token=${token}`,
      `/preview/blog/flower-care/caring-for-roses?token=${token}`,
      `/preview/no-such-page?token=${token}`,
      '/preview/about?token=wrong',
      NOT_FOUND_PATH,
      '/no-such-page',
      '/flowers/no-such-product',
    ];
    const statuses = new Set<number>();
    const lacking: string[] = [];
    const paths = [...new Set(['/', ...prerendered, ...onDemand, ...answers])];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          statuses.add(response.status());
          const framing = directives(response.headers()['content-security-policy'] ?? '')
            .get('frame-ancestors')
            ?.join(' ');
          const wanted = path.startsWith('/preview/') ? "'self'" : "'none'";
          if (framing !== wanted) lacking.push(`${response.status()} ${path}: frame-ancestors ${framing ?? 'missing'}, not ${wanted}`);
        }),
      );
    }
    expect(lacking, 'pages without the frame-ancestors they should have').toEqual([]);
    // The walk met a page, a refusal, a bad request and a not-found page.
    for (const status of [200, 400, 401, 404]) expect([...statuses]).toContain(status);
  });
});

test.describe('HSTS', () => {
  test('is not sent over plain HTTP, nor for an X-Forwarded-Proto nobody configured to trust', async ({ request }) => {
    for (const path of ['/', '/api/health']) {
      expect((await request.get(path)).headers()['strict-transport-security'], path).toBeUndefined();
      expect((await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});

test.describe('cookies', () => {
  test('are __Host- cookies the browser keeps on this machine, and the profile one is read by the islands', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/myaccount');
    await waitForIsland(page, 'AccountArea');
    const cookies = await page.context().cookies();
    const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of ['__Host-wb_session', '__Host-wb_profile', '__Host-csrf_id']) {
      const cookie = byName.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatchObject({ secure: true, path: '/' });
    }
    expect(byName.get('__Host-wb_session')?.httpOnly).toBe(true);
    expect(byName.get('__Host-wb_profile')?.httpOnly).toBe(false);
    expect(cookies.filter((cookie) => !cookie.name.startsWith('__Host-')).map((cookie) => cookie.name)).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toContain('__Host-wb_profile=');
  });

  test('a mutation after signing in again in another tab fetches a new CSRF token and goes through', async ({ page }) => {
    const customer = await signInAsNewCustomer(page, 'Mia');
    await page.goto('/myaccount/mydetails');
    await waitForIsland(page, 'AccountArea');
    const details = page.getByRole('form', { name: 'My details' });
    await details.getByLabel('Mobile').fill('0412 345 678');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
    // A new session for this browser (as a sign-in in another tab makes): the page's token belonged to the old one.
    const csrf = ((await (await page.request.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    const again = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password }, headers: { 'x-csrf-token': csrf } });
    expect(again.status()).toBe(200);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/account/details') answers.push(response.status());
    });
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/details' && response.status() === 200);
    await details.getByLabel('Mobile').fill('0412 345 679');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await saved;
    await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
    expect(answers, 'the old token was refused once, then the call went through').toEqual([403, 200]);
  });
});
