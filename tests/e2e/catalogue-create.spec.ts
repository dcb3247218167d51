import { expect, test } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { backOffice, liveWithin } from './support/live-site';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/** A new product in the head office's catalogue: made with two sizes in a listing, on sale at once, then copied as a draft. */
test('Flowerline creates a product with two sizes in the Birthday listing, on sale, and duplicates it', async ({ page }, testInfo) => {
  // A key of its own for each run and width: the shop's database outlives a run.
  const suffix = `${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const key = `WB-E2E-${suffix}`;
  const name = `Golden Hour ${suffix}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/catalogue/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New product' });

  // A key another product has is said as it is typed.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Key', exact: true }).fill('WB1001');
  await expect(form.getByText('Another product already has this key.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  await expect(form.getByText(`…/golden-hour-${suffix.toLowerCase()} (free)`)).toBeVisible();

  // Nothing is sent without a listing: the error is said under the listings.
  await form.getByRole('textbox', { name: 'Size 1 price ($)' }).fill('79.95');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Choose at least one listing')).toBeVisible();

  await form.getByRole('checkbox', { name: 'Birthday flowers' }).check();
  await form.getByRole('button', { name: 'Add a size' }).click();
  await form.getByRole('textbox', { name: 'Size 2 name' }).fill('Deluxe');
  await form.getByRole('textbox', { name: 'Size 2 price ($)' }).fill('119');
  await expect(form.getByRole('textbox', { name: 'Size 2 key' })).toHaveValue(`${key}-DLX`);
  await form.getByRole('combobox', { name: 'Availability' }).selectOption({ label: 'On sale' });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create product' }).click();

  // The product's page opens, its creation in its history; the shop sells both sizes.
  await expect(page).toHaveURL(new RegExp(`/myaccount/catalogue/product\\?key=${key}$`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Created: On sale');
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/products/${key}/variants`);
      return response.ok() ? ((await response.json()) as { variants: { price: { amount: number } }[] }).variants.map((v) => v.price.amount) : [];
    })
    .toEqual([79.95, 119]);

  // A copy: a draft with its own key, the form open on it.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(new RegExp(`/myaccount/catalogue/product\\?key=${key}-COPY$`));
  await expect(page.getByRole('heading', { level: 2, name: `${name} (copy)` })).toBeVisible();
  const copy = page.getByRole('form', { name: 'Product details' });
  await expect(copy.getByRole('combobox', { name: 'Availability' })).toHaveValue('draft');
  await expect(copy.getByRole('textbox', { name: /^Price of / })).toHaveCount(2);
  expect((await page.request.get(`/api/products/${key}-COPY/variants`)).status()).toBe(404);
});

test("an off sale product's page says it is not available; an archived one answers 410 with the listings to shop instead", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the pages are the same HTML at every width');
  test.setTimeout(4 * 60_000);
  const patch = await backOffice(request);
  const token = ((await (await request.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const suffix = `S${Date.now().toString(36).toUpperCase()}`;
  const name = `Evening Glow ${suffix}`;
  const created = await request.post('/api/catalogue/products', {
    data: { name, key: `WB-E2E-${suffix}`, description: '', listings: ['birthday'], variants: [{ key: `WB-E2E-${suffix}-STD`, name: 'Standard', price: 70 }], state: 'onSale' },
    headers: { 'x-csrf-token': token },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { key, url } = (await created.json()) as { key: string; url: string };
  await liveWithin(request, url, (status, body) => status === 200 && body.includes(name) && !body.includes('Not available right now'));

  await patch(key, { state: 'offSale' });
  await liveWithin(request, url, (status, body) => status === 200 && body.includes(name) && body.includes('Not available right now'));

  await patch(key, { state: 'archived' });
  await liveWithin(request, url, (status, body) => status === 410 && body.includes('This product is no longer available') && body.includes('href="/birthday"'));
});
