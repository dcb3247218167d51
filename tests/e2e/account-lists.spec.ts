import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_PAGES, type AccountPageId } from '../../src/lib/domain/account';
import type { Person } from '../support/people';
import { signInAs } from './auth-helpers';
import { waitForIsland } from './support/shop';

/**
 * Every list of the account area, laid out at a desktop's 1280 x 800 and a
 * phone's 390 x 844: no control lies over another, nothing runs past the
 * page's padding, and the columns a reader looks for stay on screen.
 */

interface ListPage {
  page: AccountPageId;
  /** What shows once the list has loaded. */
  loaded: (page: Page) => Locator;
  /** The columns whose first-row values must be on screen at every width. */
  keyColumns?: string[];
}

const table = (name: string) => (page: Page) => page.getByRole('table', { name });

const LISTS: Record<'customer' | 'flowerline' | 'floristowner', ListPage[]> = {
  customer: [
    { page: 'mypreviousorders', loaded: table('Orders'), keyColumns: ['Order', 'Placed', 'Total', 'Status'] },
    { page: 'saved-orders', loaded: (page) => page.getByLabel('Sort by') },
  ],
  flowerline: [
    { page: 'mypreviousorders', loaded: table('Orders'), keyColumns: ['Order', 'Delivery', 'Status'] },
    { page: 'customers', loaded: table('Customers'), keyColumns: ['Customer', 'Joined'] },
    { page: 'members', loaded: table('Members'), keyColumns: ['Store', 'Phone'] },
    { page: 'users', loaded: table('Users'), keyColumns: ['Name', 'Role'] },
    { page: 'saved-orders', loaded: (page) => page.getByLabel('Sort by') },
    { page: 'payments', loaded: (page) => page.getByRole('heading', { name: 'Recent refunds' }) },
    { page: 'messages', loaded: (page) => page.getByText('Notices from head office.') },
  ],
  // A florist's orders come under three tabs.
  floristowner: [
    { page: 'mypreviousorders', loaded: table('Received orders'), keyColumns: ['Order', 'Delivery', 'Status'] },
    { page: 'members', loaded: table('Members'), keyColumns: ['Store', 'Phone'] },
    { page: 'users', loaded: table('Users'), keyColumns: ['Name', 'Role'] },
  ],
};

/**
 * The page's content box (inside its padding), and the boxes of the controls
 * and table cells in it that are shown (visually hidden ones excluded).
 */
async function layoutOf(page: Page) {
  return page.locator('h1').evaluate((heading) => {
    const area = heading.parentElement!;
    const style = getComputedStyle(area);
    const rect = area.getBoundingClientRect();
    const content = { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Visually hidden: inside a box of a pixel or less that hides what overflows it (the sr-only pattern).
    const clipped = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(at).overflow !== 'visible') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      if (clipped(el)) return false;
      const box = el.getBoundingClientRect();
      // The account navigation is a strip of its own that scrolls sideways on a phone; the lists are what is checked.
      return box.width > 1 && box.height > 1 && !el.closest('nav[aria-label="My account"]') && getComputedStyle(el).visibility !== 'hidden';
    };
    const boxes = (selector: string) =>
      [...area.querySelectorAll(selector)].filter(shown).map((el) => {
        const box = el.getBoundingClientRect();
        return { what: name(el), left: box.left, right: box.right, top: box.top, bottom: box.bottom, el };
      });
    const controls = boxes('input, select, textarea, button, a, [role="tab"]');
    // Controls nested in one another (a link inside a tab) are one control.
    const overlaps: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${a.what} overlaps ${b.what}`);
      }
    }
    const outside = [...controls, ...boxes('table, th, td, li, label')]
      .filter((box) => box.left < content.left - 0.5 || box.right > content.right + 0.5)
      .map((box) => `${box.what} spans ${Math.round(box.left)}–${Math.round(box.right)}, the page ${Math.round(content.left)}–${Math.round(content.right)}`);
    return { overlaps, outside, pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth };
  });
}

/** The first row's value in each named column is shown inside the viewport. */
async function expectKeyColumnsShown(page: Page, list: Locator, columns: string[]) {
  const headers = (await list.locator('thead th').allTextContents()).map((text) => text.trim());
  const firstRow = list.locator('tbody tr').first();
  for (const column of columns) {
    const index = headers.indexOf(column);
    expect(index, `${column} is a column`).toBeGreaterThanOrEqual(0);
    const cell = firstRow.locator('td').nth(index);
    // Scrolled down to, the row's value is wholly on screen: not cut off or beyond the right edge.
    await cell.scrollIntoViewIfNeeded();
    await expect(cell, `${column} is shown`).toBeInViewport({ ratio: 1 });
  }
}

for (const [role, lists] of Object.entries(LISTS) as [Person & keyof typeof LISTS, ListPage[]][]) {
  test(`${role}: the account lists fit the screen, with no control over another`, async ({ page, isMobile }) => {
    test.slow();
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await signInAs(page, role);
    for (const list of lists) {
      const { path } = ACCOUNT_PAGES[list.page];
      await page.goto(path);
      await waitForIsland(page, 'AccountArea');
      const loaded = list.loaded(page);
      await expect(loaded, path).toBeVisible();
      const layout = await layoutOf(page);
      expect(layout.overlaps, `${path}: controls overlapping`).toEqual([]);
      expect(layout.outside, `${path}: past the page's padding`).toEqual([]);
      expect(layout.pageScrolls, `${path}: the page scrolls sideways`).toBe(false);
      if (list.keyColumns) await expectKeyColumnsShown(page, loaded, list.keyColumns);
      if (list.page === 'mypreviousorders') {
        // The custom range brings in two more controls.
        await page.getByRole('search', { name: 'Filter orders' }).getByLabel('Delivery date').selectOption('Custom');
        await expect(page.getByLabel('From')).toBeVisible();
        const custom = await layoutOf(page);
        expect(custom.overlaps, `${path} (custom range): controls overlapping`).toEqual([]);
        expect(custom.outside, `${path} (custom range): past the page's padding`).toEqual([]);
      }
    }
  });
}
