import { expect, test } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { format } from 'date-fns';
import { journeyURL } from '../../playwright.config';
import { signInAs } from './auth-helpers';
import { backOffice, LIVE_WITHIN, liveWithin } from './support/live-site';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/**
 * Where and when a product is delivered (docs/adr/0762): Flowerline sets a
 * date window on a product's page in the back office, and the live
 * product page's calendar offers only those days. A product no other spec
 * reads, on the second shop.
 */
const KEY = 'WB1074';
test.use({ baseURL: journeyURL });

interface Product {
  key: string;
  url: string;
}

/** yyyy-MM-dd of the 12th to the 14th of next month in Melbourne: within three months, all in one month. */
function nextMonthWindow(): { first: string; last: string; before: string; after: string; days: string[] } {
  const [y, m] = formatInTimeZone(new Date(), 'Australia/Melbourne', 'yyyy-MM').split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = String(m === 12 ? 1 : m + 1).padStart(2, '0');
  const day = (d: number) => `${year}-${month}-${String(d).padStart(2, '0')}`;
  return { first: day(12), last: day(14), before: day(11), after: day(15), days: [day(12), day(13), day(14)] };
}
const shown = (iso: string) => iso.split('-').reverse().join('/');
const dayLabel = (iso: string) => format(new Date(`${iso}T00:00:00`), 'EEEE d MMMM yyyy');

test('Flowerline sets a date window on a product, and the live product page’s calendar offers only those days', async ({ page, browser }) => {
  // One product, changed once: the phone's run would change it at the same time.
  test.setTimeout(4 * LIVE_WITHIN);
  const window = nextMonthWindow();
  await signInAs(page, 'flowerline');
  const product = (await (await page.request.get(`/api/catalogue/products/${KEY}`)).json()) as Product;
  const patch = await backOffice(page.request);
  // As every product has it: no dates of its own.
  await patch(KEY, { delivery: { windows: [] } });
  try {
    await page.goto(`/myaccount/catalogue/product?key=${KEY}`);
    const form = page.getByRole('form', { name: 'Where and when it is delivered' });
    await form.getByRole('button', { name: 'Add dates' }).click();
    // A last day before the first is said under its field, and nothing is sent.
    await form.getByRole('textbox', { name: 'From (dates 1)' }).fill(shown(window.last));
    await form.getByRole('textbox', { name: 'From (dates 1)' }).press('Enter');
    await form.getByRole('textbox', { name: 'Until (dates 1)' }).fill(shown(window.first));
    await form.getByRole('textbox', { name: 'Until (dates 1)' }).press('Enter');
    await form.getByRole('button', { name: 'Save delivery' }).click();
    await expect(form.getByText('The last day must be on or after the first day')).toBeVisible();
    await form.getByRole('textbox', { name: 'From (dates 1)' }).fill(shown(window.first));
    await form.getByRole('textbox', { name: 'From (dates 1)' }).press('Enter');
    await form.getByRole('textbox', { name: 'Until (dates 1)' }).fill(shown(window.last));
    await form.getByRole('textbox', { name: 'Until (dates 1)' }).press('Enter');
    await form.getByRole('button', { name: 'Save delivery' }).click();
    await expect(form.getByText(/^Saved\./)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Delivery dates');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The live page carries the window once it is rendered again.
    await liveWithin(page.request, product.url, (status, body) => status === 200 && body.includes(window.first));

    // A shopper's calendar offers the window's days only.
    const shopper = await browser.newContext({ baseURL: journeyURL });
    const shop = await shopper.newPage();
    await shop.goto(product.url);
    await waitForIsland(shop, 'ProductPurchase');
    await expect(shop.getByTestId('product-delivery-note')).toContainText('only');
    await shop.getByRole('button', { name: /^Delivery date: choose from calendar/ }).click();
    const dialog = shop.getByRole('dialog', { name: 'Choose a delivery date' });
    await expect(dialog.getByRole('grid')).toBeVisible();
    for (const day of window.days) {
      const button = dialog.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) });
      const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
      await expect(button).toHaveAttribute('aria-disabled', sunday ? 'true' : 'false');
    }
    for (const day of [window.before, window.after]) {
      await expect(dialog.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) })).toHaveAttribute('aria-disabled', 'true');
    }
    // A day outside the window says why; one inside is taken.
    await expect(dialog.getByRole('button', { name: new RegExp(`^${dayLabel(window.before)}`) })).toHaveAttribute('title', /delivered only/);
    const open = window.days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0)!;
    await dialog.getByRole('button', { name: dayLabel(open), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(shop.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(shown(open));
    await shopper.close();
  } finally {
    await patch(KEY, { delivery: { windows: [] } });
  }
});
