import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './auth-helpers';
import { apiCall, cartThroughApi, openCartWithBouquet } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { storeDelivery, waitForIsland } from './support/shop';

test('a customer saves their cart for later, finds it under saved orders, and resumes it into checkout', async ({ page }) => {
  await signInAsNewCustomer(page, 'Zara');
  const { drawer } = await openCartWithBouquet(page, { signedIn: true });
  await drawer.getByRole('button', { name: 'Save order for later' }).click();
  await expect(drawer.getByText('Your order is saved for later.')).toBeVisible();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await drawer.getByRole('link', { name: 'See your saved orders' }).click();
  await waitForIsland(page, 'AccountArea');
  const saved = page.getByRole('table', { name: 'Saved orders' });
  await expect(saved.getByRole('row')).toHaveCount(2);
  await expect(saved.getByRole('row').nth(1)).toContainText('Zara Thompson');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The order history has the saved orders too, as its last tab, sorted by date saved.
  await page.goto('/myaccount/mypreviousorders/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('tablist', { name: 'Order lists' }).getByRole('tab', { name: 'Saved orders' }).click();
  await expect(page.getByLabel('Sort by')).toHaveValue('desc');
  const row = page.getByRole('table', { name: 'Saved orders' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: /Resume order S[0-9A-F]{8}/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('resuming an order saved with a sender starts checkout with that sender', async ({ page }) => {
  await signInAsNewCustomer(page, 'Ava');
  const cart = await cartThroughApi(page, { signedIn: true });
  await cart.add('WB1001', 'WB1001-STD');
  await storeDelivery(page, cart.day);
  await apiCall(page, 'POST', `${cart.path}/save`, { sender: { firstName: 'Mia', lastName: 'Rossi', email: 'mia.rossi@example.com', mobile: '0412 345 678' } });

  await page.goto('/myaccount/mypreviousorders/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('tablist', { name: 'Order lists' }).getByRole('tab', { name: 'Saved orders' }).click();
  const row = page.getByRole('table', { name: 'Saved orders' }).getByRole('row').nth(1);
  await expect(row).toContainText('Mia Rossi');
  await row.getByRole('button', { name: /Resume order S[0-9A-F]{8}/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(form.getByLabel('First name')).toHaveValue('Mia');
  await expect(form.getByLabel('Last name')).toHaveValue('Rossi');
  await expect(form.getByLabel('Email')).toHaveValue('mia.rossi@example.com');
  await expect(form.getByLabel('Mobile')).toHaveValue(/412\s?345\s?678$/);
});
