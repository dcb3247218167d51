import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { signInAs } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { displayDate, upcomingDeliveryDate, waitForIsland } from './support/shop';

/** "Monday 1 February 2027", as the Delivery screen reads a Melbourne date out. */
const inWords = (day: string) => format(new Date(`${day}T00:00:00`), 'EEEE d MMMM yyyy');

/** Removes an entry whatever is left of it, so no other test meets it (a 404 when the test removed it already). */
async function removeQuietly(page: Page, path: string) {
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  await page.request.fetch(`/api/delivery-rules/${path}`, { method: 'DELETE', headers: { 'x-csrf-token': csrf } });
}

/**
 * Flowerline's Delivery tab (docs/adr/0774), in the browser against the
 * real API: a peak day and a closed date are added from the forms (a bad
 * value is said under its field), both show in their tables and in the
 * history, and the closed date is removed.
 */
test('Flowerline adds a peak day and a closed date, sees them in the tables and the history, and removes the closed date', async ({ page }) => {
  test.slow();
  // Weekdays more than two months ahead, which no other browser test delivers on; names of this run alone.
  const peakDay = upcomingDeliveryDate(75);
  const closedDay = upcomingDeliveryDate(82);
  const run = Date.now().toString(36);
  const peakName = `Spring rush ${run}`;
  const reason = `Closed for stocktake ${run}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/delivery\/$/);
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery rules' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Delivery fees' })).toContainText('Saturday surcharge');
  // Each zone says under its field what it is charged on (docs/adr/0783).
  await expect(page.getByRole('table', { name: 'Delivery fees' })).toContainText('Courier delivery fee');
  const feeForm = page.getByRole('form', { name: 'Add a delivery fee' });
  await expect(feeForm.getByText(/capital cities' metropolitan areas/)).toBeVisible();
  await feeForm.getByLabel('Zone').selectOption('regional');
  await expect(feeForm.getByText(/every other suburb in Australia/)).toBeVisible();

  try {
    // A surcharge over the limit is refused by the API and said under its field, which takes focus.
    const peakForm = page.getByRole('form', { name: 'Add a peak day' });
    await peakForm.getByLabel('Date').fill(peakDay);
    await peakForm.getByLabel('Name').fill(peakName);
    const surcharge = peakForm.getByLabel('Surcharge in dollars');
    await surcharge.fill('1000');
    await peakForm.getByRole('button', { name: 'Add peak day' }).click();
    await expect(surcharge).toHaveAttribute('aria-invalid', 'true');
    await expect(peakForm.getByText(/^Surcharge must be/)).toBeVisible();
    await expect(surcharge).toBeFocused();
    await surcharge.fill('12.50');
    await peakForm.getByRole('button', { name: 'Add peak day' }).click();
    await expect(peakForm.getByRole('status')).toContainText('Added.');
    const peakRow = page.getByRole('table', { name: 'Peak days' }).getByRole('row').filter({ hasText: peakName });
    await expect(peakRow).toContainText(inWords(peakDay));
    await expect(peakRow).toContainText('$12.50');
    await expect(peakRow).toContainText('Coming up');

    const closedForm = page.getByRole('form', { name: 'Add a closed date' });
    await closedForm.getByLabel('Date').fill(closedDay);
    await closedForm.getByLabel('Reason').fill(reason);
    await closedForm.getByRole('button', { name: 'Add closed date' }).click();
    const closedTable = page.getByRole('table', { name: 'Closed dates' });
    const closedRow = closedTable.getByRole('row').filter({ hasText: reason });
    await expect(closedRow).toContainText(inWords(closedDay));

    const history = page.getByRole('list', { name: 'Changes' });
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: `Peak day ${displayDate(peakDay)}` })
        .first(),
    ).toContainText(`${peakName}: +$12.50`);
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: `Closed on ${displayDate(closedDay)}` })
        .first(),
    ).toContainText(reason);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await closedRow.getByRole('button', { name: `Remove the closed date ${inWords(closedDay)}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Removed the closed date ${inWords(closedDay)}.` })).toBeVisible();
    await expect(closedTable.getByText(reason)).toHaveCount(0);
    await expect(history.getByRole('listitem').first()).toContainText(`Closed on ${displayDate(closedDay)}: ${reason} → Removed`);
    // The peak day stays until the end of the test.
    await expect(peakRow).toBeVisible();
  } finally {
    // The days are left as they were for everyone else.
    await removeQuietly(page, `peak-days/${peakDay}`);
    await removeQuietly(page, `closed-dates/${closedDay}`);
  }
});
