import { expect, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { addDays } from '../../../src/lib/domain/calendar-day';
import { isDeliveryDay, todayInMelbourne } from '../../../src/lib/domain/delivery';

/**
 * Waits until the named island (its component file name) has hydrated; for
 * pages whose other islands hydrate only when scrolled to. One that hydrates
 * on first use is reached for first, as a shopper would (focus moving in).
 */
export async function waitForIsland(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await expect(island).toBeAttached();
  if ((await island.getAttribute('client')) === 'use') await island.dispatchEvent('focusin');
  await expect(island).not.toHaveAttribute('ssr');
}

/** The header's islands: delivery status, search and cart buttons. */
export async function waitForHeader(page: Page) {
  for (const component of ['DeliveryStatus', 'SearchButton', 'CartButton']) await waitForIsland(page, component);
}

/** The home page with its delivery bar scrolled into view and hydrated. */
export async function openHomeDeliveryBar(page: Page) {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Where and when should we deliver?' });
  await bar.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'DeliveryBar');
  await waitForHeader(page);
  return bar;
}

export const FITZROY = { name: 'Fitzroy', suburbId: 'vic-3065-fitzroy', latitude: -37.7998, longitude: 144.9783, state: 'VIC', postcode: '3065' };

/** A weekday delivery date a few days ahead (never a Sunday or a Victorian public holiday). */
export function upcomingDeliveryDate(daysAhead = 3, now = new Date()): string {
  let day = addDays(todayInMelbourne(now), daysAhead);
  while (!isDeliveryDay(day, 'VIC')) day = addDays(day, 1);
  return day;
}

export const displayDate = (day: string) => day.split('-').reverse().join('/');

/** Stores a delivery location and date before the page loads, as a returning shopper has them. */
export async function storeDelivery(page: Page, date = upcomingDeliveryDate(), location: object = FITZROY) {
  await page.addInitScript(
    ([loc, day]) => {
      if (sessionStorage.getItem('e2e-delivery-stored')) return;
      sessionStorage.setItem('e2e-delivery-stored', '1');
      localStorage.setItem('delivery-location', JSON.stringify(loc));
      localStorage.setItem('delivery-date', JSON.stringify(day));
    },
    [location, date] as const,
  );
}

/** Types into the "Deliver to" field and picks the suburb shown as 'name, state, postcode'. */
export async function pickSuburb(scope: Page | Locator, typed: string, label: string) {
  const field = scope.getByRole('combobox', { name: 'Deliver to' });
  await field.fill(typed);
  await scope.getByRole('option', { name: label }).click();
}

/** Opens the calendar of a date field and chooses `day` (yyyy-MM-dd), moving month by month. */
export async function pickDate(scope: Page | Locator, fieldLabel: string, day: string) {
  await scope.getByRole('button', { name: new RegExp(`^${fieldLabel}: choose from calendar`) }).click();
  const dialog = scope.getByRole('dialog', { name: 'Choose a delivery date' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  const label = format(new Date(`${day}T00:00:00`), 'EEEE d MMMM yyyy');
  for (let i = 0; i < 4 && !(await dialog.getByRole('button', { name: label, exact: true }).isVisible()); i++) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The home page's delivery bar: suburb, date, then FIND FLOWERS. */
export async function chooseDeliveryOnHome(page: Page, day = upcomingDeliveryDate()) {
  const bar = await openHomeDeliveryBar(page);
  await pickSuburb(bar, 'Fitzroy', 'Fitzroy, VIC, 3065');
  await pickDate(bar, 'When', day);
  await bar.getByRole('button', { name: 'Find flowers' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  return day;
}

/** A product page's buying panel and the header, hydrated. */
export async function waitForProductPage(page: Page) {
  await waitForIsland(page, 'ProductPurchase');
  await waitForHeader(page);
}

/** A listing page's grid and the header, hydrated. */
export async function waitForListing(page: Page) {
  await waitForIsland(page, 'ProductListing');
  await waitForHeader(page);
}

/** Opens a product page from a listing card by name. */
export async function openProduct(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForProductPage(page);
}

/** Chooses a size and adds the product to the cart; waits for the drawer. */
export async function addToCart(page: Page, size = 'Standard') {
  const panel = page.getByTestId('product-purchase');
  await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
  await panel.getByText(size, { exact: true }).click();
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  // The drawer opens once the server has taken the line and each add-on in turn (one call each), which a busy shop takes its time over.
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  return drawer;
}
