import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { openHomeDeliveryBar, waitForIsland } from './support/shop';

/**
 * Dates follow the reader's browser language, en-AU or en-US (spec 001):
 * an American reader sees the month first, everyone else the Australian
 * day first. Prices are Australian dollars, shown with $, either way.
 */

const WEEKDAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';

/** The name the calendar gives the day that has the focus when it opens. */
async function calendarDayName(page: Page) {
  const bar = await openHomeDeliveryBar(page);
  await bar.getByRole('button', { name: /^When: choose from calendar/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a delivery date' });
  const focused = calendar.locator('button[data-day]:focus');
  await expect(focused).toHaveCount(1);
  return focused;
}

/** The customer's newest order row: its Placed and Total cells. */
async function firstOrder(page: Page) {
  await signInAs(page, 'customer');
  await page.goto('/myaccount/mypreviousorders/');
  await waitForIsland(page, 'AccountArea');
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  await expect(row).toBeVisible();
  return { placed: row.getByRole('cell').nth(1), total: row.getByRole('cell').nth(2) };
}

test.describe('a browser that prefers en-US', () => {
  test.use({ locale: 'en-US' });

  test('the calendar names its days month first', async ({ page }) => {
    const day = await calendarDayName(page);
    await expect(day).toHaveAttribute('aria-label', new RegExp(`^${WEEKDAY}, ${MONTH} \\d{1,2}, \\d{4}`));
    // The page itself is still the Australian shop's.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  });

  test('the order history shows dates month first and prices in dollars', async ({ page }) => {
    const { placed, total } = await firstOrder(page);
    await expect(placed).toHaveText(/[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(total).toHaveText(/(^|[a-z])\$[\d,]+(\.\d{2})?$/);
  });
});

test.describe('a browser that prefers en-AU', () => {
  test('the calendar names its days day first', async ({ page }) => {
    const day = await calendarDayName(page);
    await expect(day).toHaveAttribute('aria-label', new RegExp(`^${WEEKDAY} \\d{1,2} ${MONTH} \\d{4}`));
  });

  test('the order history shows dates as dd/MM/yyyy and prices in dollars', async ({ page }) => {
    const { placed, total } = await firstOrder(page);
    await expect(placed).toHaveText(/\d{2}\/\d{2}\/\d{4}$/);
    await expect(total).toHaveText(/(^|[a-z])\$[\d,]+(\.\d{2})?$/);
  });
});
