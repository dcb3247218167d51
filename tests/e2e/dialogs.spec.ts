import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHeader, waitForIsland } from './support/shop';

type Closer = 'Escape' | 'close button' | 'backdrop';

/** Where the keyboard focus is: inside the dialog, on an element outside it, or on no element of the page (the browser's own controls). */
const focusIn = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'browser';
    return element.contains(active) ? 'inside' : 'outside';
  });

/**
 * Opens a modal from its opener by keyboard, checks that focus goes into it
 * and, when `walk`, that Tab (forwards and back) never reaches the page
 * behind; closes it the given way and checks that focus is back on the opener.
 */
async function openAndClose(page: Page, opener: Locator, dialog: Locator, closer: Closer, walk: boolean) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIn(dialog)).toBe('inside');
  // Past each of the dialog's stops and on: more focus moves inside it than it has stops means focus came round into it again.
  const stops = walk ? await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])').count() : 0;
  for (const key of walk ? ['Tab', 'Shift+Tab'] : []) {
    let left = 0;
    let inside = 0;
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press(key);
      const where = await focusIn(dialog);
      expect(where, `${key} ${i + 1} moves focus to the page behind`).not.toBe('outside');
      // A modal's Tab order runs through the dialog and the browser's own controls, and back into the dialog.
      left = where === 'browser' ? left + 1 : 0;
      if (where === 'inside') inside++;
      expect(left, `${key} ${i + 1} leaves focus outside the dialog`).toBeLessThan(2);
    }
    expect(inside, `${key} goes round the dialog`).toBeGreaterThan(stops);
  }
  // The page behind is inert: not even a script can move focus there.
  const behind = page.locator('footer a[href]').first();
  expect(await behind.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link)), 'the page behind takes focus').toBe(false);
  if (closer === 'Escape') await page.keyboard.press('Escape');
  else if (closer === 'close button') await dialog.getByRole('button', { name: 'Close' }).first().click();
  else {
    // A point of the dimmed page beside the panel.
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    const x = box.x > 40 ? 10 : viewport.width - 10;
    const y = box.y > 40 ? 10 : viewport.height / 2;
    await page.mouse.click(x, y);
  }
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The ways to close a panel that covers the phone's screen (no backdrop to tap) or leaves some of it dimmed. */
const closers = (backdrop: boolean): Closer[] => (backdrop ? ['Escape', 'close button', 'backdrop', 'Escape', 'close button'] : ['Escape', 'close button', 'Escape', 'close button', 'Escape']);

/**
 * Opens and closes a modal five times, each of the ways to close it. The
 * Tab walk is made at the first opening and at the last: a modal's focus
 * trap is the browser's (showModal), the same at every opening, and the
 * walk's key presses and focus reads are most of the test's time (on a
 * loaded two-core machine, a walk at every opening outran the test's 30 s).
 */
async function fiveTimesOver(page: Page, opener: Locator, dialog: Locator, backdrop: boolean) {
  const ways = closers(backdrop);
  for (const [i, closer] of ways.entries()) await openAndClose(page, opener, dialog, closer, i === 0 || i === ways.length - 1);
}

test.describe('modal dialogs', () => {
  test('the cart drawer takes focus, keeps Tab inside and gives focus back, five times over', async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitForHeader(page);
    const opener = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    // On a phone the drawer covers the screen: there is no backdrop beside it.
    await fiveTimesOver(page, opener, drawer, !isMobile);
  });

  test('the search dialog takes focus, keeps Tab inside and gives focus back, five times over', async ({ page }) => {
    await page.goto('/about');
    await waitForHeader(page);
    const opener = page.getByRole('banner').getByRole('link', { name: 'Search' });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await fiveTimesOver(page, opener, dialog, true);
  });

  test('the mobile menu takes focus, keeps Tab inside and gives focus back, five times over', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide menu is the phone’s');
    await page.goto('/about');
    await waitForIsland(page, 'MobileMenu');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu leaves a strip of the page beside it on a phone's screen only when narrower than it; it is full width.
    await fiveTimesOver(page, opener, menu, false);
  });

  test('Escape in the delivery drawer closes its calendar or suburb list first, then the drawer', async ({ page }) => {
    await page.goto('/about');
    await waitForHeader(page);
    const opener = page.getByTestId('delivery-status');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /^When: choose from calendar/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a delivery date' });
    await expect(calendar.locator('button[data-day]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(drawer).toBeVisible();
    const suburb = drawer.getByRole('combobox', { name: 'Deliver to' });
    await suburb.fill('Fitz');
    await expect(drawer.getByRole('option').first()).toBeVisible();
    await suburb.press('Escape');
    await expect(drawer.getByRole('option')).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the page behind an open drawer takes no focus and does not scroll', async ({ page }) => {
    await page.goto('/about');
    await waitForHeader(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, / })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    const footerLink = page.locator('footer a[href]').first();
    expect(await footerLink.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Once the page has the wheel and has drawn two frames after it, a scroll would have begun.
    const wheeled = page.evaluate(() => new Promise<void>((resolve) => addEventListener('wheel', () => resolve(), { once: true, capture: true, passive: true })));
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 600);
    await wheeled;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrollY()).toBe(0);
    // The same wheel scrolls the page once the drawer has closed.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });
});
