import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, weekdayOf } from '../../src/lib/domain/calendar-day';
import { todayInMelbourne } from '../../src/lib/domain/delivery';
import { signInAs } from './auth-helpers';
import { apiCall } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { displayDate, pickSuburb, upcomingDeliveryDate, waitForIsland, waitForProductPage } from './support/shop';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';

/** "Sunday 7 February 2027", as the calendar and the Delivery screen read a date out. */
const inWords = (day: string) => format(new Date(`${day}T00:00:00`), 'EEEE d MMMM yyyy');

/** Removes an entry whatever is left of it, so no other test meets it (a 404 when the test removed it already). */
async function removeQuietly(page: Page, path: string) {
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  await page.request.fetch(`/api/delivery-rules/${path}`, { method: 'DELETE', headers: { 'x-csrf-token': csrf } });
}

/** Opens the product's calendar and moves on to the month holding the day's button; answers the dialog and the button. */
async function calendarDay(panel: Locator, page: Page, label: string) {
  await panel.getByRole('button', { name: /^Delivery date: choose from calendar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a delivery date' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  const button = dialog.getByRole('button', { name: label, exact: true });
  for (let i = 0; i < 4 && !(await button.isVisible()); i++) await dialog.getByRole('button', { name: 'Next month' }).click();
  return { dialog, button };
}

/** A shopper of their own: a new browser with no cookies. */
async function shopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/**
 * A peak day's surcharge (docs/adr/0774): Flowerline sets one; a shopper
 * sees it marked in the product's calendar, named in the delivery fees, and
 * as its own line of the cart's summary before checkout.
 */
test("Flowerline adds a peak-day surcharge; a shopper sees it in the calendar, the fees and the cart's summary", async ({ page, browser }) => {
  test.slow();
  // A weekday some seven weeks ahead that no other browser test delivers on.
  const day = upcomingDeliveryDate(47);
  const name = `Peak ${Date.now().toString(36)}`;
  await signInAs(page, 'flowerline');
  await apiCall(page, 'POST', '/delivery-rules/peak-days', { date: day, name, surcharge: '10' });

  try {
    const buyer = await shopper(browser);
    await buyer.goto(ROSE_BASKET);
    await waitForProductPage(buyer);
    const panel = buyer.getByTestId('product-purchase');
    await pickSuburb(panel, 'Fitzroy', 'Fitzroy, VIC, 3065');

    // The calendar marks the day, says what it costs, and lists the month's peak days under the grid.
    await panel.getByRole('button', { name: /^Delivery date: choose from calendar/ }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Choose a delivery date' });
    await expect(dialog.getByRole('grid')).toBeVisible();
    const label = `${format(new Date(`${day}T00:00:00`), 'EEEE d MMMM yyyy')}, ${name}, +$10 peak day`;
    for (let i = 0; i < 4 && !(await dialog.getByRole('button', { name: label, exact: true }).isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(dialog.getByTestId('calendar-notes')).toContainText(`${name}, +$10 peak day`);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(displayDate(day));
    await expect(panel.getByTestId('date-note')).toHaveText(`${name}, +$10 peak day`);

    // The product's fees name it; the cart's summary has it as its own line, in the total.
    const fees = panel.getByRole('definition').filter({ hasText: '$10' });
    await expect(panel.getByText(`${name} surcharge`, { exact: true })).toBeVisible();
    await expect(fees.first()).toBeVisible();
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = buyer.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    const line = drawer.locator('[data-summary="peakSurcharge"]');
    await expect(line).toContainText(`${name} surcharge`);
    await expect(line).toContainText('$10');
  } finally {
    // The day is left as it was for everyone else.
    await apiCall(page, 'DELETE', `/delivery-rules/peak-days/${day}`);
  }
});

/**
 * Mother's Day on a Sunday (docs/adr/0782): on the Delivery screen
 * Flowerline is told a surcharge needs the Sunday opened, opens it, and puts
 * the surcharge on it; a shopper then chooses the Sunday in the product's
 * calendar, sees the surcharge there, in the product's fees and as its own
 * line of the cart's summary. The shop runs on the real clock, so the
 * Sunday is one some eight weeks ahead that no other test delivers on.
 */
test("Flowerline opens Mother's Day Sunday and puts a surcharge on it; a shopper chooses the Sunday and pays the surcharge", async ({ page, browser }) => {
  test.slow();
  // Each project its own Sunday, two weeks apart: the Sundays between stay closed for both.
  let sunday = addDays(todayInMelbourne(new Date()), 56);
  while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
  sunday = addDays(sunday, test.info().project.name === 'mobile' ? 14 : 0);
  const name = `Mother's Day ${Date.now().toString(36)}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/delivery/');
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery rules' })).toBeVisible();

  try {
    // A surcharge on the closed Sunday is refused under its date, saying to open the date first.
    const peakForm = page.getByRole('form', { name: 'Add a peak day' });
    const peakDate = peakForm.getByLabel('Date');
    await peakDate.fill(sunday);
    await peakForm.getByLabel('Name').fill(name);
    await peakForm.getByLabel('Surcharge in dollars').fill('15');
    await peakForm.getByRole('button', { name: 'Add peak day' }).click();
    await expect(peakDate).toHaveAttribute('aria-invalid', 'true');
    await expect(peakForm.getByText(`${inWords(sunday)} is a Sunday, when the shop does not deliver`, { exact: false })).toBeVisible();
    await expect(peakDate).toBeFocused();

    // Opened under Open dates, with the Saturday cutoff.
    const openForm = page.getByRole('form', { name: 'Open a date for deliveries' });
    await openForm.getByLabel('Date').fill(sunday);
    await openForm.getByLabel('Reason').fill(name);
    await openForm.getByRole('button', { name: 'Open date' }).click();
    await expect(openForm.getByRole('status')).toContainText('Opened.');
    const openRow = page.getByRole('table', { name: 'Open dates' }).getByRole('row').filter({ hasText: name });
    await expect(openRow).toContainText(inWords(sunday));
    await expect(openRow).toContainText('Sunday');
    await expect(openRow).toContainText('as on Saturdays');

    // The same peak day is taken now.
    await peakForm.getByRole('button', { name: 'Add peak day' }).click();
    await expect(peakForm.getByRole('status')).toContainText('Added.');
    const peakRow = page.getByRole('table', { name: 'Peak days' }).getByRole('row').filter({ hasText: name });
    await expect(peakRow).toContainText(inWords(sunday));
    await expect(peakRow).toContainText('$15');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A shopper chooses the Sunday in the product's calendar, marked with the surcharge.
    const buyer = await shopper(browser);
    await buyer.goto(ROSE_BASKET);
    await waitForProductPage(buyer);
    const panel = buyer.getByTestId('product-purchase');
    await pickSuburb(panel, 'Fitzroy', 'Fitzroy, VIC, 3065');
    const { dialog, button } = await calendarDay(panel, buyer, `${inWords(sunday)}, ${name}, +$15 peak day`);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(dialog.getByTestId('calendar-notes')).toContainText(`${name}, +$15 peak day`);
    // Another Sunday of the month, a week off, stays closed.
    const otherSunday = addDays(sunday, sunday.slice(0, 7) === addDays(sunday, -7).slice(0, 7) ? -7 : 7);
    await expect(dialog.getByRole('button', { name: `${inWords(otherSunday)}, unavailable`, exact: true })).toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(displayDate(sunday));
    await expect(panel.getByTestId('date-note')).toHaveText(`${name}, +$15 peak day`);

    // The product's fees name it, and the cart's summary has it as its own line.
    await expect(panel.getByText(`${name} surcharge`, { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = buyer.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    const line = drawer.locator('[data-summary="peakSurcharge"]');
    await expect(line).toContainText(`${name} surcharge`);
    await expect(line).toContainText('$15');
  } finally {
    // The Sunday is left as it was for everyone else: the peak day first, then the opening.
    await removeQuietly(page, `peak-days/${sunday}`);
    await removeQuietly(page, `open-dates/${sunday}`);
  }
});
