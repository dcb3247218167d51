import { expect, test } from '@playwright/test';
import { cartThroughApi } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { openHomeDeliveryBar, waitForHeader, waitForIsland } from './support/shop';

test.describe('where focus lands first', () => {
  test('the first invalid submit of each checkout step moves focus to its first error', async ({ page }) => {
    const cart = await cartThroughApi(page);
    await cart.add('WB1001', 'WB1001-STD');
    await page.goto('/checkout');
    await waitForIsland(page, 'CheckoutApp');

    const sender = page.getByRole('form', { name: 'Your details' });
    await sender.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(sender.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(sender.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await sender.getByRole('textbox', { name: 'First name' }).fill('Jane');
    await sender.getByRole('textbox', { name: 'Last name' }).fill('Citizen');
    await sender.getByRole('textbox', { name: 'Email' }).fill('jane.citizen@example.com');
    await sender.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
    await sender.getByRole('button', { name: 'Continue to delivery' }).click();

    const recipient = page.getByRole('form', { name: 'Delivery details' });
    await recipient.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(recipient.getByRole('textbox', { name: "Recipient's first name" })).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the mobile menu takes focus when it opens', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The slide menu is the phone’s.');
    await page.goto('/');
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the delivery calendar opens on the first day that can be chosen, not on a Sunday', async ({ page }) => {
    // Saturday 5 December 2026, 8 pm in Melbourne: tomorrow is a Sunday, so Monday the 7th is the first day.
    await page.clock.setFixedTime(new Date('2026-12-05T09:00:00Z'));
    const bar = await openHomeDeliveryBar(page);
    await bar.getByRole('button', { name: /^When: choose from calendar/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a delivery date' });
    await expect(calendar.locator('[data-day="2026-12-06"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.locator('button[data-day]:focus')).toHaveAttribute('data-day', '2026-12-07');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a count of one takes the singular', async ({ page }) => {
    await page.goto('/search?text=lilies');
    await expect(page.getByText(/^We found \d+ products?\.$/)).toBeVisible();
    await expect(page.getByText(/^We found 1 products\.$/)).toHaveCount(0);
    const cart = await cartThroughApi(page);
    await cart.add('WB1001', 'WB1001-STD');
    await page.goto('/contact-us');
    await waitForHeader(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  });
});
