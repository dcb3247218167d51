import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations, waitForIslands } from './support/page';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('page templates from the CMS', () => {
  test('full-width: breadcrumb, intro panel, content areas', async ({ page }) => {
    await page.goto('/about');
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb(page).getByText('About Wattle & Bloom')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Local florists, Australia-wide' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kind words from our customers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions about an order?' })).toBeVisible();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Pinterest', 'Email']) await expect(page.getByRole('link', { name: `Share on ${network}` })).toBeVisible();
    await expect(page).toHaveTitle('About us | Wattle & Bloom');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('narrow-width: centred title and accordions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const answer = page.getByText('No. Our florists deliver Monday to Saturday, and on some public holidays.');
    await expect(answer).toBeHidden();
    await page.getByText('Do you deliver on Sundays?').click();
    await expect(answer).toBeVisible();
    await page.getByText('Do you deliver on Sundays?').click();
    await expect(answer).toBeHidden();
    await page.getByText('Which countries do you deliver to?').click();
    await expect(page.getByRole('link', { name: 'full list of destinations' })).toHaveAttribute('href', '/overseas');
  });

  test('two-column: title, primary and secondary columns, bottom area', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const primary = page.locator('[data-column="primary"]');
    const secondary = page.locator('[data-column="secondary"]');
    await expect(primary.getByRole('form', { name: 'Enquiry form' })).toBeVisible();
    await expect(secondary.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(secondary.getByRole('link', { name: '1300 727 338' })).toHaveAttribute('href', 'tel:1300727338');
    await expect(secondary.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before you get in touch' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('article: breadcrumb, body and content areas', async ({ page }) => {
    await page.goto('/delivery-information');
    await expect(breadcrumb(page).getByText('Delivery information')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cut-off times' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery questions' })).toBeVisible();
  });

  test('general product: breadcrumb, product detail, content areas', async ({ page }) => {
    await page.goto('/gift-vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible();
    await expect(page.locator('#product-detail').getByRole('heading', { name: 'Let them choose' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gift voucher questions' })).toBeVisible();
  });

  test('product listing: intro panel, product grid slot, content, no custom-product banner for shoppers', async ({ page }) => {
    await page.goto('/birthday');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday flowers' })).toBeVisible();
    await expect(page.locator('#product-grid')).toHaveAttribute('data-listing-slug', 'birthday');
    await expect(page.getByRole('heading', { name: 'About our birthday flowers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions we are often asked' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a custom product' })).toHaveCount(0);
  });

  test('every listing page the header links to exists', async ({ page }) => {
    // Twelve page loads in one test: more than 30 s on a busy two-core machine.
    test.slow();
    for (const slug of ['occasions', 'flowers', 'gifts', 'roses', 'native-flowers', 'plants', 'hampers', 'sympathy', 'get-well', 'new-baby', 'thank-you', 'anniversary']) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator('#product-grid')).toHaveAttribute('data-listing-slug', slug);
    }
  });
});

test.describe('home page blocks', () => {
  test('hero slider: previous, next, pause and dots; no layout shift', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const hero = page.getByRole('region', { name: 'This season at Wattle & Bloom' });
    const before = await hero.boundingBox();
    await expect(hero.getByRole('heading', { name: 'Spring is in full bloom' })).toBeVisible();
    const pause = hero.getByRole('button', { name: /^(Pause|Play) slides$/ });
    if ((await pause.getAttribute('aria-label')) === 'Pause slides') {
      await pause.click();
      await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible();
    }
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('heading', { name: 'Proudly native' })).toBeVisible();
    await expect(hero.getByRole('heading', { name: 'Spring is in full bloom' })).toBeHidden();
    await hero.getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect(hero.getByRole('heading', { name: 'Roses for every reason' })).toBeVisible();
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(hero.getByRole('heading', { name: 'Spring is in full bloom' })).toBeVisible();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(hero.getByRole('heading', { name: 'Roses for every reason' })).toBeVisible();
    expect((await hero.boundingBox())?.height).toBe(before?.height);
    await expect(hero.locator('picture img').first()).toHaveAttribute('fetchpriority', 'high');
  });

  test('category grid: at most 4 tiles with an image and 4 without', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('[data-block="FeaturedCategoryGrid"]');
    await expect(grid.locator('picture img')).toHaveCount(4);
    await expect(grid.getByRole('link')).toHaveCount(8);
    await expect(grid.getByRole('link', { name: 'Native flowers' })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: 'Teddy bears' })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: 'Gift hampers' })).toHaveAttribute('href', '/hampers');
  });

  test('review carousel: stars from the rating, 4 wide on desktop and 1 on a phone', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForIslands(page);
    const carousel = page.getByRole('region', { name: 'What our customers say' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'Rated 3 out of 5' })).toHaveCount(1);
    const track = await carousel.locator('[data-carousel-track]').boundingBox();
    const boxes = await carousel.getByTestId('review').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    const fullyShown = boxes.filter((right) => right <= track!.x + track!.width + 1).length;
    expect(fullyShown).toBe(isMobile ? 1 : 4);
    const previous = carousel.getByRole('button', { name: 'Previous reviews' });
    await expect(previous).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next reviews' }).click();
    await expect(previous).toBeEnabled();
  });

  test('images have sizes, and those below the fold load lazily', async ({ page }) => {
    await page.goto('/');
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top,
      })),
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(Number(image.width), image.src!).toBeGreaterThan(0);
      expect(Number(image.height), image.src!).toBeGreaterThan(0);
      if (image.top > 1500) expect(image.loading, image.src!).toBe('lazy');
    }
  });
});
