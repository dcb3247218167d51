import { expect, test } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/** The head office's catalogue in the account area: find a product, change a price, see the change recorded and sold. */
test('Flowerline finds a product, changes a size price, sees the change in its history and in the shop', async ({ page }, testInfo) => {
  // Each width changes a product of its own: the two run at once against one shop.
  const key = testInfo.project.name === 'mobile' ? 'WB1011' : 'WB1010';
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/catalogue/');
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, key or SKU' }).fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('On sale');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await table.getByRole('row').nth(1).getByRole('link').click();

  const form = page.getByRole('form', { name: 'Product details' });
  const price = form.getByRole('textbox', { name: /^Price of / }).first();
  await expect(price).toHaveValue(/^\d+\.\d{2}$/);
  const before = Number(await price.inputValue());
  const after = (before + 1).toFixed(2);

  // A price the shop cannot take is said under its field, which takes focus; nothing is saved.
  await price.fill('12.345');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Price can have at most 2 decimal places')).toBeVisible();
  await expect(price).toBeFocused();

  await price.fill(after);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Changes' });
  await expect(history.getByRole('listitem').first()).toContainText('Priya Sharma');
  await expect(history.getByRole('listitem').first()).toContainText(`→ $${after.replace(/\.00$/, '')}`);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The shop sells the size at the new price.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/products/${key}/variants`)).json()) as { variants: { price: { amount: number } }[] }).variants.map((v) => v.price.amount))
    .toContain(Number(after));

  // Put back as it was, for the next run on this shop.
  await price.fill(before.toFixed(2));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
});
