import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { apiCall, placeOrderOnAccount } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

const ORDERS = '/myaccount/mypreviousorders/';

async function openOrders(page: Page) {
  await page.goto(ORDERS);
  await waitForIsland(page, 'AccountArea');
}

test.describe('order history', () => {
  test('a customer reads their orders in a simple table and opens one', async ({ page }) => {
    await signInAs(page, 'customer');
    await openOrders(page);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('columnheader')).toHaveText(['Order', 'Placed', 'Total', 'Status']);
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(page.getByRole('navigation', { name: 'Orders pages' })).toContainText('1–25 of');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const first = table.getByRole('link').first();
    const number = (await first.textContent())!;
    expect(number).toMatch(/^WB\d{7}$/);
    await first.click();
    await expect(page).toHaveURL(/\/myaccount\/orders\/[0-9a-f-]{36}$/);
  });

  test('a florist switches between received and sent orders, and the filters persist until cleared', async ({ page }) => {
    await signInAs(page, 'floristowner');
    await openOrders(page);
    const tabs = page.getByRole('tablist', { name: 'Order lists' });
    await expect(tabs.getByRole('tab', { name: 'Received orders' })).toHaveAttribute('aria-selected', 'true');
    const received = page.getByRole('table', { name: 'Received orders' });
    await expect(received.getByRole('columnheader')).toHaveText(['Order', 'Recipient', 'Delivery', 'Florist', 'Total', 'Status']);
    await expect(received.getByRole('row').nth(1)).toBeVisible();

    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Status').selectOption('Delivered');
    await filters.getByLabel('Sort by').selectOption('total desc');
    await expect(received.getByRole('row').nth(1).getByText('Completed')).toBeVisible();
    await page.reload();
    await waitForIsland(page, 'AccountArea');
    await expect(filters.getByLabel('Status')).toHaveValue('Delivered');
    await expect(filters.getByLabel('Sort by')).toHaveValue('total desc');
    await filters.getByRole('button', { name: 'Clear All' }).click();
    await expect(filters.getByLabel('Status')).toHaveValue('');

    await tabs.getByRole('tab', { name: 'Sent orders' }).click();
    await expect(page.getByRole('table', { name: 'Sent orders' }).getByRole('row').nth(1)).toBeVisible();
    await filters.getByRole('searchbox').fill('no order is called this');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('There are no records to display')).toBeVisible();
  });
});

test('Flowerline reads a customer’s orders on the customer’s details, without tabs, filters or paging', async ({ page }) => {
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/customers');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('searchbox').fill('olivia.nguyen');
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().click();
  await waitForIsland(page, 'AccountArea');
  const orders = page.getByRole('table', { name: 'Customer orders' });
  await expect(orders.getByRole('columnheader')).toHaveText(['Order', 'Recipient', 'Delivery', 'Florist', 'Total', 'Status', 'Case(s)']);
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filter orders' })).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /pages/ })).toHaveCount(0);
});

test('the store an order is offered to accepts it on the order’s page, and the customer-facing status follows', async ({ page, browser }) => {
  test.slow();
  await signInAs(page, 'flowerline');
  const order = await placeOrderOnAccount(page);
  await apiCall(page, 'POST', `/orders/${order.orderId}/manual-allocation`, { storeKey: 'VIC-001' });

  // The florist signs in in a browser of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const florist = await context.newPage();
  await signInAs(florist, 'floristowner');
  await florist.goto(`/myaccount/orders/${order.orderId}`);
  await waitForIsland(florist, 'AccountArea');
  await expect(florist.getByTestId('order-number')).toHaveText(order.orderNumber);
  const offer = florist.getByRole('region', { name: 'Offered to your store' });
  await expect(offer.getByRole('button', { name: 'Reject order' })).toBeDisabled();
  expect(await seriousA11yViolations(florist)).toEqual([]);
  await offer.getByRole('button', { name: 'Accept order' }).click();
  await expect(offer).toHaveCount(0);
  await expect(florist.getByText('Accepted Order', { exact: true })).toBeVisible();
  await expect(florist.getByText('The delivery fee is paid to your store directly.')).toBeVisible();
  // The product value is the items' subtotal: neither delivery nor the network's fee is in it.
  const summary = ((await (await page.request.get(`/api/orders/${order.orderId}`)).json()) as { financialSummary: { kind: string; price: { formattedPrice: string } }[] }).financialSummary;
  const subtotal = summary.find((line) => line.kind === 'subtotal')!.price.formattedPrice;
  expect(summary.some((line) => line.kind === 'networkFee')).toBe(true);
  await expect(florist.getByText('Total product value (incl. GST):')).toHaveText(`Total product value (incl. GST): ${subtotal}`);
  await florist.getByRole('tab', { name: 'Allocations' }).click();
  await expect(florist.getByRole('table', { name: 'Allocations' })).toContainText('accepted');
  await context.close();

  await page.goto(`/myaccount/orders/${order.orderId}`);
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByText('Accepted Order', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Allocations' }).click();
  await expect(page.getByRole('table', { name: 'Allocations' })).toContainText('by hand');
});

test('Flowerline works an order from its admin tab: a note, a refused price, a query raised and resolved', async ({ page }) => {
  await signInAs(page, 'flowerline');
  const order = await placeOrderOnAccount(page);
  await page.goto(`/myaccount/orders/${order.orderId}`);
  await waitForIsland(page, 'AccountArea');
  const tabs = page.getByRole('tablist', { name: 'Order' });
  await expect(tabs.getByRole('tab')).toHaveText(['Order details', 'Cases', 'Admin', 'Allocations', 'Messages']);
  // Arrow keys move between the tabs.
  await tabs.getByRole('tab', { name: 'Order details' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Admin' })).toBeFocused();
  await expect(page.getByText('No admin actions on this order yet.')).toBeVisible();

  const action = page.getByLabel('Action');
  await action.selectOption('Internal note');
  const note = page.getByRole('form', { name: 'Internal note' });
  await note.getByRole('button', { name: 'Internal note' }).click();
  await expect(note.getByText('Note is required')).toBeVisible();
  await note.getByLabel('Note').fill('Recipient works night shifts: deliver after 2pm.');
  await note.getByRole('button', { name: 'Internal note' }).click();
  await expect(page.getByText('Internal note: saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText('Recipient works night shifts');

  await action.selectOption('Line item');
  const item = page.getByRole('form', { name: 'Line item' });
  await item.getByLabel('Title').fill('Glass vase');
  await item.getByLabel('Description').fill('Tall and clear');
  await item.getByLabel('Price ($, incl. GST)').fill('12.345');
  await item.getByRole('button', { name: 'Line item' }).click();
  await expect(item.getByText('Price can have at most 2 decimal places')).toBeVisible();
  await expect(item.getByLabel('Price ($, incl. GST)')).toBeFocused();

  await action.selectOption('Create query');
  const query = page.getByRole('form', { name: 'Create query' });
  await query.getByLabel('Subject').fill('Wrong street number?');
  await query.getByLabel('Query').fill('The sender says 21, not 12.');
  await query.getByRole('button', { name: 'Create query' }).click();
  await expect(page.getByText('Inquery', { exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Cases (1)' }).click();
  const cases = page.getByRole('list', { name: 'Cases' });
  await expect(cases).toContainText('Wrong street number?');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await cases.getByLabel('Resolution').fill('Confirmed 21 with the sender.');
  await cases.getByRole('button', { name: 'Resolve query' }).click();
  await expect(cases).toContainText('Resolved by Priya Sharma');
  await expect(tabs.getByRole('tab', { name: 'Cases', exact: true })).toBeVisible();
  await expect(page.getByText('Inquery', { exact: true })).toHaveCount(0);
});
