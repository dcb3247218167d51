import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PAGES, ACCOUNT_TABS, NOT_AVAILABLE_TITLE } from '../../src/lib/domain/account';
import { ROLE_PEOPLE, type Role } from '../support/people';
import { signInAs, signInAsNewCustomer } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

async function openAccount(page: Page, path: string) {
  await page.goto(path);
  await waitForIsland(page, 'AccountArea');
}
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/** A page each role may not see, and the API call behind it that must refuse the role. */
const REFUSED: Record<Role, { path: string; api: string }> = {
  customer: { path: ACCOUNT_PAGES.customers.path, api: '/api/customers' },
  flowerline: { path: ACCOUNT_PAGES.myaddressbook.path, api: '/api/addresses' },
  floristowner: { path: ACCOUNT_PAGES.myfavourites.path, api: `/api/wishlist?customerId=${ROLE_PEOPLE.floristowner.customerId}` },
  florist: { path: ACCOUNT_PAGES.users.path, api: '/api/users' },
};

for (const role of Object.keys(ROLE_PEOPLE) as Role[]) {
  test(`${role}: sees its own tabs and pages, and is refused the rest by the page and the API`, async ({ page, isMobile }) => {
    // Every role has the same account navigation; the phone layout is walked through once, as a customer.
    test.skip(isMobile && role !== 'customer', 'the phone layout is covered by the customer');
    test.slow();
    await signInAs(page, role);
    await openAccount(page, '/myaccount');
    const nav = accountNav(page);
    for (const tab of ACCOUNT_TABS[role]) await expect(nav.getByRole('link', { name: tab.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(ACCOUNT_TABS[role].length + 1);
    for (const tab of ACCOUNT_TABS[role]) {
      await nav.getByRole('link', { name: tab.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_PAGES[tab.page].title })).toBeVisible();
      await waitForIsland(page, 'AccountArea');
      await expect(accountNav(page).getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(NOT_AVAILABLE_TITLE)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    const refused = REFUSED[role];
    await openAccount(page, refused.path);
    await expect(page.getByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeVisible();
    expect((await page.request.get(refused.api)).status()).toBe(403);
  });
}

test('account pages have no serious accessibility problems', async ({ page }) => {
  // Three pages, each signed in and then scanned by axe.
  test.slow();
  await signInAs(page, 'floristowner');
  const pages: [string, string][] = [
    [ACCOUNT_PAGES.accountdetails.path, 'Trading hours'],
    [ACCOUNT_PAGES['notification-settings'].path, 'Order alerts'],
    [ACCOUNT_PAGES.users.path, 'Last signed in'],
  ];
  for (const [path, loaded] of pages) {
    await openAccount(page, path);
    await expect(page.getByText(loaded, { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});

test('a customer keeps details and an address book', async ({ page }) => {
  // A long journey (details, then adding, editing and deleting an address): more than 30 s on a busy two-core machine.
  test.slow();
  await signInAsNewCustomer(page, 'Ruby');
  await openAccount(page, ACCOUNT_PAGES.mydetails.path);
  const details = page.getByRole('form', { name: 'My details' });
  await details.getByLabel('Mobile').fill('0312345678');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(details.getByText('Please enter a valid Australian mobile number, e.g., 04XXXXXXXX, +61XXXXXXXXX')).toBeVisible();
  await details.getByLabel('Mobile').fill('0412 345 678');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');

  await openAccount(page, ACCOUNT_PAGES['address-add'].path);
  const form = page.getByRole('form', { name: 'Add address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Street address is required')).toBeVisible();
  await form.getByLabel('First name').fill('Ruby');
  await form.getByLabel('Last name').fill('Thompson');
  await form.getByLabel('Street address').fill('88 Chapel Street');
  await form.getByLabel('Suburb').fill('Windsor');
  await form.getByLabel('State').selectOption('VIC');
  await form.getByLabel('Postcode').fill('3181');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/myaccount\/myaddressbook\/$/);
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByText('88 Chapel Street')).toBeVisible();
  await page.getByRole('link', { name: 'Edit the address 88 Chapel Street, Windsor' }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Street address')).toHaveValue('88 Chapel Street');
  await edit.getByLabel('Street address').fill('90 Chapel Street');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('90 Chapel Street')).toBeVisible();
  await page.getByRole('button', { name: 'Delete the address 90 Chapel Street, Windsor' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your address book is empty.')).toBeVisible();
});

test('a florist owner edits trading hours; staff choose the alert sound', async ({ page }) => {
  await signInAs(page, 'floristowner');
  await openAccount(page, ACCOUNT_PAGES.accountdetails.path);
  const saturday = page.getByRole('group', { name: 'Saturday' });
  await saturday.getByLabel('Closes').fill('25');
  await page.getByRole('button', { name: 'Save store details' }).click();
  await expect(saturday.getByText('Use a four-digit 24-hour time, e.g. 0900')).toBeVisible();
  await saturday.getByLabel('Closes').fill('1230');
  await page.getByRole('button', { name: 'Save store details' }).click();
  await expect(page.getByText('Your store details have been saved.')).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, 'florist');
  await openAccount(page, ACCOUNT_PAGES.accountdetails.path);
  await expect(page.getByText('Only the store owner can change these details.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save store details' })).toHaveCount(0);
  await openAccount(page, ACCOUNT_PAGES['notification-settings'].path);
  await page.getByText('Cat', { exact: true }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  const saved = (await (await page.request.get('/api/stores/VIC-001/notification-settings')).json()) as { account: { alertType: Record<string, boolean> } };
  expect(saved.account.alertType.cat).toBe(true);
});

test('Flowerline finds a customer and opens their details', async ({ page }) => {
  await signInAs(page, 'flowerline');
  await openAccount(page, ACCOUNT_PAGES.customers.path);
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('olivia');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Olivia Nguyen' }).click();
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
  await expect(page.getByText('42 Brunswick Street')).toBeVisible();
});

test('an order that is not the reader’s is not found, and never echoed', async ({ page }) => {
  await signInAs(page, 'customer');
  await openAccount(page, '/myaccount/orders/WB-100245');
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByText('We could not find this order.')).toBeVisible();
  await expect(page.getByText('WB-100245')).toHaveCount(0);
  await expect(accountNav(page).getByRole('link', { name: 'My previous orders' })).toHaveAttribute('aria-current', 'page');
});
