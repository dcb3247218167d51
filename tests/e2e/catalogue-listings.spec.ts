import { expect, test } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { liveWithin } from './support/live-site';
import { seriousA11yViolations, sitemapText } from './support/page';
import { waitForIsland } from './support/shop';

/** The listings editor (docs/adr/0760): a new listing page with products chosen by hand, live on the site within a minute in that order. */
test('Flowerline creates a listing page with two products chosen by hand and sees it on the live site', async ({ page, request }, testInfo) => {
  test.setTimeout(3 * 60_000);
  // An address of its own for each run: the shop's database outlives a run.
  const suffix = Date.now().toString(36);
  const slug = `spring-picks-${suffix}`;
  const title = `Spring picks ${suffix}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/catalogue/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('link', { name: 'Listing pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listing pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Birthday flowers' })).toBeVisible();
  await page.getByRole('link', { name: 'New listing page' }).click();
  const form = page.getByRole('form', { name: 'New listing page' });

  // An address another page has is said as it is typed.
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('birthday');
  await expect(form.getByText('Another page already has this address')).toBeVisible();
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(slug);
  await expect(form.getByText(`The page will be at /${slug} (free)`)).toBeVisible();
  await form.getByRole('textbox', { name: 'Intro', exact: true }).fill('Our florists’ favourites this spring.');

  // Nothing is sent without a product: the error is said under the products.
  await form.getByRole('button', { name: 'Create and publish' }).click();
  await expect(form.getByText('Add at least one product')).toBeVisible();

  const search = form.getByRole('searchbox', { name: 'Find a product to add' });
  for (const key of ['WB1002', 'WB1008']) {
    await search.fill(key);
    await form.getByRole('list', { name: 'Products found' }).getByRole('button', { name: /^Add / }).first().click();
  }
  const chosen = form.getByRole('list', { name: 'Products on the page, in order' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  const nameOf = async (index: number) => ((await chosen.nth(index).locator('span.font-semibold').textContent()) ?? '').replace(/^\d+\.\s*/, '').trim();
  const [first, second] = [await nameOf(0), await nameOf(1)];
  const inHtml = (name: string) => name.replaceAll('&', '&amp;');
  await form.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(chosen.first()).toContainText(second);
  await expect(form.getByText(/^2 products on sale now/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create and publish' }).click();
  const savedAt = Date.now();
  await expect(page.getByText(/Saved\. .* is being published/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/myaccount/catalogue/listing\\?slug=${slug}$`));

  // The live site shows the page with the two products, in the order chosen; the back office then says it is live, as the studio does.
  await liveWithin(request, `/${slug}`, (status, body) => status === 200 && body.includes(title) && body.includes(inHtml(first)) && body.indexOf(inHtml(second)) < body.indexOf(inHtml(first)));
  testInfo.annotations.push({ type: 'save to live', description: `${Date.now() - savedAt} ms` });
  expect(await sitemapText(request)).toContain(`/${slug}<`);
  await expect(page.getByRole('status').filter({ hasText: 'Live on the site since' })).toBeVisible({ timeout: 30_000 });
});
