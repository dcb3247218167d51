import { expect, test } from '@playwright/test';

/**
 * Real users' Web Vitals: a sampled page view (here every view, with
 * `?vitals=all`) sends its LCP and CLS to the shop as it is hidden, named
 * by its page kind, and the shop takes them (204).
 */
test('a sampled product page view reports its LCP and CLS by page kind when the page is hidden', async ({ page }) => {
  const answers: number[] = [];
  // What the page hands the browser to send (a beacon's body is not shown to the test), read as it is sent.
  await page.addInitScript(() => {
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    const kept: string[] = [];
    (window as unknown as { sentVitals: string[] }).sentVitals = kept;
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => kept.push(text));
      return sendBeacon(url, data);
    };
  });
  const sentVitals = async () =>
    ((await page.evaluate(() => (window as unknown as { sentVitals: string[] }).sentVitals)) ?? []).map((text) => JSON.parse(text) as { name: string; value: number; page: string });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/vitals')) answers.push(response.status());
  });
  const library = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await page.goto('/flowers/everlasting-rose-dome?vitals=all');
  await expect(page.locator('body')).toHaveAttribute('data-page-kind', 'product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await library;
  // The visitor touches the page, then leaves it (hidden): the final values are sent then.
  await page.keyboard.press('Tab');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await sentVitals()).map((vital) => vital.name)).toEqual(expect.arrayContaining(['CLS', 'LCP']));
  const lcp = (await sentVitals()).find((vital) => vital.name === 'LCP')!;
  expect(lcp.page).toBe('product');
  expect(lcp.value).toBeGreaterThan(0);
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 204)).toBe(true);
});

test('a view outside the sample sends nothing and does not fetch the library', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.addInitScript(() => {
    Math.random = () => 0.99;
  });
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-page-kind', 'home');
  await page.goto('/search?text=rose');
  expect(fetched.filter((url) => url.endsWith('/api/vitals') || /web-vitals/.test(url))).toEqual([]);
});
