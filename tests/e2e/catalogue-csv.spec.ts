import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { signInAs } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/** The catalogue as a CSV file: export a product, change a price in the file, check it, apply it, see the new price. */
test('Flowerline exports the catalogue, changes a price in the file, checks and applies the import', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'One product changed on one shop; the layout is the list page’s at both widths.');
  const key = 'WB1013';
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/catalogue/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('searchbox', { name: 'Search by name, key or SKU' }).fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const [headings, ...rows] = parse(await readFile((await download.path())!), { bom: true }) as string[][];
  expect(rows.map((row) => row[0])).toEqual(rows.map(() => key));
  const before = Number(rows[0]![7]);
  const after = (before + 1.5).toFixed(2);
  rows[0]![7] = after;
  const file = { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify([headings!, ...rows])) };

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText(`${rows.length} rows read. 1 product and 1 size would change.`)).toBeVisible();
  const changes = page.getByRole('list', { name: 'Changes the import makes' });
  await expect(changes).toContainText(`→ $${after.replace(/\.00$/, '')}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Imported: 1 product and 1 size changed.')).toBeVisible();

  // The product's page shows the new price and the change in its history.
  await page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1).getByRole('link').click();
  const form = page.getByRole('form', { name: 'Product details' });
  await expect(form.getByRole('textbox', { name: /^Price of / }).first()).toHaveValue(after);
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Priya Sharma');

  // Put back as it was, for the next run on this shop.
  const price = form.getByRole('textbox', { name: /^Price of / }).first();
  await price.fill(before.toFixed(2));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
});

test('a file with an error cannot be applied: its problems are listed by row and column, at both widths', async ({ page }) => {
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/catalogue/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = 'Handle,Title,Variant SKU,Variant Price\r\nWB1013,Some name,WB1013-STD,12.345\r\n';
  await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems).toContainText('Variant Price can have at most 2 decimal places.');
  await expect(problems.getByRole('row').nth(1)).toContainText('2');
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
