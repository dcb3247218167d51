import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The image pipeline in a browser (docs/adr/0759-one-image-pipeline.md):
 * Chromium takes the AVIF source of each <picture>, at a width from its
 * srcset, with the picture's width and height set, and no image is broken.
 */
const ROSE_BASKET = '/flowers/moonlight-rose-basket';

/** The picture's image once loaded: the address the browser chose and what it decoded. */
async function loaded(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    alt: img.getAttribute('alt'),
  }));
}

/** Every image of the page that has finished loading decoded to something (a broken one has no natural width). */
async function expectNoBrokenImages(page: Page) {
  const broken = await page.locator('img').evaluateAll((images: HTMLImageElement[]) => images.filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0).map((img) => img.currentSrc));
  expect(broken).toEqual([]);
}

test('a product card loads its picture as AVIF with its width and height, over its placeholder', async ({ page }) => {
  const avif: { url: string; type: string | null; cache: string | null }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.avif')) avif.push({ url: response.url(), type: response.headers()['content-type'] ?? null, cache: response.headers()['cache-control'] ?? null });
  });
  await page.goto('/birthday');
  const card = page.getByTestId('product-card').first();
  const image = card.locator('picture img').first();
  const shown = await loaded(image);
  expect(shown.currentSrc).toMatch(/\/api\/pictures\/p1-[0-9a-f]{8}\/images\/products\/.+\/(320|480|640|960)\.avif$/);
  expect(shown.naturalWidth).toBeGreaterThan(0);
  expect({ width: shown.width, height: shown.height }).toEqual({ width: '480', height: '480' });
  expect(shown.alt).not.toBe('');
  await expect(card.locator('picture source[type="image/avif"]').first()).toHaveAttribute('sizes', /vw/);
  await expect(card.locator('img[data-placeholder]')).toHaveAttribute('src', /\/16\.webp$/);
  expect(avif.length).toBeGreaterThan(0);
  for (const answer of avif) expect(answer).toMatchObject({ type: 'image/avif', cache: 'public, max-age=31536000, immutable' });
  await expectNoBrokenImages(page);
});

test('the product gallery leads with an eager, high-priority AVIF picture', async ({ page }) => {
  await page.goto(ROSE_BASKET);
  const main = page.locator('[data-picture="gallery"] picture img').first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  const shown = await loaded(main);
  expect(shown.currentSrc).toMatch(/\/(480|640|960|1280)\.avif$/);
  expect(shown.naturalWidth).toBeGreaterThan(0);
  expect({ width: shown.width, height: shown.height }).toEqual({ width: '720', height: '720' });
  const thumbnails = page.getByRole('list', { name: /Pictures of/ }).locator('picture img');
  if ((await thumbnails.count()) > 0) expect((await loaded(thumbnails.first())).currentSrc).toMatch(/\/(160|320)\.avif$/);
  await expectNoBrokenImages(page);
});
