import { expect, test } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { apiCall, placeOrderOnAccount } from './support/checkout';
import { waitForIsland } from './support/shop';

/**
 * The florist network as Flowerline runs it, in the browser against the
 * real API: a new store is made from the form (a bad field is said under
 * it), an order is offered to it, Flowerline pauses it, and the order moves
 * on to the next store.
 */
test('Flowerline makes a store, pauses it, and sees its offered order move to the next store', async ({ page }) => {
  test.slow();
  await signInAs(page, 'flowerline');
  const storeKey = `E2E-${Date.now() % 1_000_000}`;

  await page.goto('/myaccount/network/new');
  await waitForIsland(page, 'AccountArea');
  const form = page.getByRole('form', { name: 'New store' });
  await form.getByRole('button', { name: 'Create store' }).click();
  await expect(form.getByText('Store key is required')).toBeVisible();
  await expect(form.getByLabel('Store key')).toBeFocused();

  await form.getByLabel('Store key').fill(storeKey);
  await form.getByLabel('Store name').fill('Fitzroy Stems');
  await form.getByLabel('Street address').fill('100 Brunswick Street');
  await form.getByLabel('Find the suburb').fill('Fitzroy');
  await form.getByRole('button', { name: 'Choose Fitzroy, VIC, 3065' }).click();
  await expect(form.getByText('Suburb: Fitzroy, VIC, 3065')).toBeVisible();
  await expect(form.getByLabel('Postcode')).toHaveValue('3065');
  await form.getByLabel('Phone').fill('call me');
  await form.getByLabel('Email').fill('stems@example.com');
  // A small area at the metro fee: the suburbs it covers cost shoppers of other tests the same as before.
  await form.getByLabel('Distance (km)').fill('1');
  await form.getByLabel('Delivery fee ($)').fill('14.95');
  await form.getByRole('button', { name: 'Create store' }).click();
  // The API refuses the phone number: its message is under the field.
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Phone').fill('03 9417 1234');
  await form.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(new RegExp(`/myaccount/network/store\\?storeKey=${storeKey}`));
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { name: new RegExp('Fitzroy Stems') })).toBeVisible();

  // An order to Fitzroy is offered to the new store.
  const order = await placeOrderOnAccount(page);
  await apiCall(page, 'POST', `/orders/${order.orderId}/manual-allocation`, { storeKey });
  await page.reload();
  await waitForIsland(page, 'AccountArea');
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers).toContainText('1 open offer');

  await offers.getByRole('button', { name: 'Pause offers' }).click();
  await expect(offers.getByRole('status')).toContainText('Paused. Its open offer has passed on to the next store.');
  await expect(offers).toContainText('0 open offers');
  await expect(offers.getByRole('button', { name: 'Resume offers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Taking offers: Yes → Paused');

  // The order's allocations: withdrawn from the paused store, awaiting the next one.
  await page.goto(`/myaccount/orders/${order.orderId}`);
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('tab', { name: 'Allocations' }).click();
  const allocations = page.getByRole('table', { name: 'Allocations' });
  await expect(allocations.getByRole('row').filter({ hasText: storeKey }).last()).toContainText('withdrawn');
  const last = allocations.getByRole('row').last();
  await expect(last).toContainText('awaiting');
  await expect(last).not.toContainText(storeKey);

  // The network table says the store is paused.
  await page.goto('/myaccount/network/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('searchbox').fill(storeKey);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Stores of the network' }).getByRole('row').filter({ hasText: storeKey });
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('Fitzroy Stems');
});

test('the allocation settings say a bad value under its field', async ({ page }) => {
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/network/allocation-settings');
  await waitForIsland(page, 'AccountArea');
  const form = page.getByRole('form', { name: 'Allocation settings' });
  const minutes = form.getByLabel('Time to answer an offer (minutes)');
  await expect(minutes).toHaveValue('30');
  await minutes.fill('2');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Time to answer must be at least 5 minutes')).toBeVisible();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  await minutes.fill('30');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toContainText('Saved');
});

test('Flowerline sees at a glance the stores whose order alerts are off, in shop words, on any screen', async ({ page }) => {
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/network/');
  await waitForIsland(page, 'AccountArea');
  const table = page.getByRole('table', { name: 'Stores of the network' });
  await page.getByLabel('Show').selectOption({ label: 'Order alerts switched off' });
  // Melbourne Florist's owner switched its alerts off (the seed).
  const melbourne = table.getByRole('row').filter({ hasText: 'Melbourne Florist' });
  await expect(melbourne).toContainText('Switched off');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const row of await rows.all()) await expect(row).toContainText('Switched off');

  // Every store, those with alerts off first.
  await page.getByLabel('Show').selectOption({ label: 'Every store' });
  await page.getByLabel('Sort by').selectOption({ label: 'Order alerts' });
  await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Highest first (Z to A)' });
  await expect(rows.first()).toContainText('Switched off');
  // Shop words: no database ids, and nothing wider than the screen.
  expect(await table.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
