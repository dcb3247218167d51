import { problemReply } from './support/page';
import { expect, test } from '@playwright/test';
import { addDays, knownDay } from '../../src/lib/domain/calendar-day';
import { todayInMelbourne } from '../../src/lib/domain/delivery';
import { chooseDeliveryOnHome, displayDate, openHomeDeliveryBar, pickSuburb, storeDelivery, upcomingDeliveryDate, waitForHeader, waitForIsland } from './support/shop';

const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Where and when should we deliver?' });

test.describe('delivery bar and selector', () => {
  test('looks suburbs up from the third character, after a pause, shown as name, state, postcode', async ({ page }) => {
    const keywords: string[] = [];
    page.on('request', (r) => r.url().includes('/api/delivery/suburbs') && keywords.push(new URL(r.url()).searchParams.get('keyword') ?? ''));
    await openHomeDeliveryBar(page);
    const field = bar(page).getByRole('combobox', { name: 'Deliver to' });
    await field.pressSequentially('Fitzroy', { delay: 30 });
    await expect(bar(page).getByRole('option', { name: 'Fitzroy, VIC, 3065' })).toBeVisible();
    expect(keywords).toEqual(['Fitzroy']);
    const options = bar(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const second = (await options.nth(1).textContent())!;
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await field.press('Enter');
    await expect(field).toHaveValue(second);
    await expect(options).toHaveCount(0);
  });

  test('a failing suburb lookup leaves the list empty without an error', async ({ page }) => {
    let answered = 0;
    await page.route('**/api/delivery/suburbs**', async (route) => {
      await route.fulfill(problemReply(503));
      answered++;
    });
    await openHomeDeliveryBar(page);
    await bar(page).getByRole('combobox', { name: 'Deliver to' }).fill('Fitzroy');
    // The first try and its two retries have all failed.
    await expect.poll(() => answered).toBe(3);
    await expect(bar(page).getByRole('option')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('names the missing fields when FIND FLOWERS is pressed too early', async ({ page }) => {
    await openHomeDeliveryBar(page);
    await bar(page).getByRole('button', { name: 'Find flowers' }).click();
    await expect(bar(page).getByText('Suburb is required')).toBeVisible();
    await expect(bar(page).getByText('Delivery Date is required')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the calendar starts tomorrow, works from the keyboard and fills dd/MM/yyyy', async ({ page }) => {
    await openHomeDeliveryBar(page);
    await bar(page)
      .getByRole('button', { name: /^When: choose from calendar/ })
      .click();
    const calendar = page.getByRole('dialog', { name: 'Choose a delivery date' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    const today = todayInMelbourne(new Date());
    await expect(calendar.getByRole('button', { name: 'Today' })).toBeDisabled();
    await expect(calendar.locator(`[data-day="${today}"]`)).toHaveAttribute('aria-disabled', 'true');
    const focused = calendar.locator('button[data-day]:focus');
    await expect(focused).toHaveCount(1);
    const start = (await focused.getAttribute('data-day'))!;
    await page.keyboard.press('ArrowDown');
    await expect(calendar.locator('button[data-day]:focus')).toHaveAttribute('data-day', addDays(knownDay(start), 7));
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(bar(page).getByRole('button', { name: /^When: choose from calendar/ })).toBeFocused();

    const day = upcomingDeliveryDate(5);
    await bar(page).getByRole('textbox', { name: 'When' }).fill(displayDate(day));
    await bar(page).getByRole('textbox', { name: 'When' }).press('Tab');
    await expect(bar(page).getByRole('textbox', { name: 'When' })).toHaveValue(displayDate(day));
    await expect(bar(page).getByRole('button', { name: new RegExp(`${displayDate(day)} selected`) })).toBeVisible();
  });

  test('refuses a typed date that cannot be delivered', async ({ page }) => {
    await openHomeDeliveryBar(page);
    const today = todayInMelbourne(new Date());
    await bar(page).getByRole('textbox', { name: 'When' }).fill(displayDate(today));
    await bar(page).getByRole('textbox', { name: 'When' }).press('Enter');
    await expect(bar(page).getByText(`We cannot deliver on ${displayDate(today)}. Please choose another date.`)).toBeVisible();
  });

  test('FIND FLOWERS stores the suburb and date, goes to the products and hides the bar', async ({ page }) => {
    const day = await chooseDeliveryOnHome(page);
    await expect(page).toHaveURL(/\/flowers$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('delivery-date'), JSON.parse(localStorage.getItem('delivery-location') ?? 'null')?.suburbId, localStorage.getItem('delivery-country')]),
    ).toEqual([JSON.stringify(day), 'vic-3065-fitzroy', null]);
    await expect(page.getByRole('banner').getByText('Delivering to Fitzroy')).toBeVisible();
    await page.goto('/');
    await page.locator('#delivery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'DeliveryBar');
    await expect(bar(page)).toHaveCount(0);
  });

  test('Send overseas clears the local location and goes to the international page', async ({ page }) => {
    await storeDelivery(page);
    await page.goto('/search');
    await waitForHeader(page);
    await page.getByRole('banner').getByText('Delivering to Fitzroy').click();
    const editor = page.getByRole('dialog', { name: 'Delivery details' });
    await editor.getByRole('button', { name: 'Send overseas' }).click();
    await expect(page).toHaveURL(/\/overseas$/);
    expect(await page.evaluate(() => localStorage.getItem('delivery-location'))).toBeNull();
  });

  test('the header text opens the delivery editor, which saves a new suburb', async ({ page }) => {
    await storeDelivery(page);
    await page.goto('/search');
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'Delivering to Fitzroy' }).click();
    const editor = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('Fitzroy, VIC, 3065');
    await pickSuburb(editor, 'Kew', 'Kew, VIC, 3101');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('banner').getByText('Delivering to Kew')).toBeVisible();
  });

  test('a stored location whose date has passed expires', async ({ page }) => {
    await storeDelivery(page, addDays(todayInMelbourne(new Date()), -1));
    await openHomeDeliveryBar(page);
    await expect(page.getByRole('banner').getByText('Select your delivery address')).toBeVisible();
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('delivery-location'))).toBeNull();
  });

  test('the bar becomes fixed at the bottom once scrolled past on large screens, not on phones', async ({ page, isMobile }) => {
    await openHomeDeliveryBar(page);
    const section = bar(page);
    await expect(section).not.toHaveAttribute('data-pinned');
    await page.mouse.wheel(0, 4000);
    await expect(section).toHaveAttribute('data-pinned', 'true');
    const position = await section.evaluate((el) => getComputedStyle(el).position);
    if (isMobile) {
      expect(position).toBe('static');
    } else {
      expect(position).toBe('fixed');
      const box = (await section.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
    }
  });
});
