import { expect, test, type APIRequestContext } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { signInAs } from './auth-helpers';
import { pngOf } from '../support/images';
import { backOffice, LIVE_WITHIN, liveWithin } from './support/live-site';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/**
 * A back-office change reaches the live, pre-rendered site with no build
 * (docs/adr/0755): the product's page, the listing pages that show it and the
 * sitemap are rendered again, and search answers from the new catalogue, all
 * within 60 s. It changes a product other specs do not read, on the second shop.
 */
test.use({ baseURL: journeyURL });
test.describe.configure({ mode: 'serial' });

const LISTING = '/sympathy';

interface Card {
  key: string;
  name: string;
  url: string;
}
interface Product {
  key: string;
  url: string;
  variants: { key: string; name: string; price: { amount: number; formattedPrice: string } }[];
}

/** A product of the listing's first page (rendered into the listing's HTML): the last for the desktop run, the one before for the phone's, which runs at once. */
async function listedProduct(request: APIRequestContext, project: string): Promise<Card> {
  const listing = (await (await request.get(`/api/catalog/listings${LISTING}`)).json()) as { firstPage: { results: Card[] } };
  return listing.firstPage.results.at(project === 'mobile' ? -2 : -1)!;
}

const money = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;
/** Whether a product page's HTML says "From" the price. */
const showsFrom = (body: string, amount: number) => body.replace(/<strong[^>]*>/g, '<strong>').includes(`From <strong>${money(amount)}</strong>`);

test('a price change, off sale, archived and back on sale each reach the product page, its listing, search and the sitemap within 60 s', async ({ request }, testInfo) => {
  // Calls and pages as any client reads them: once is enough.
  test.skip(testInfo.project.name === 'mobile');
  test.setTimeout(5 * 60_000);
  const card = await listedProduct(request, testInfo.project.name);
  const patch = await backOffice(request);
  const product = (await (await request.get(`/api/catalogue/products/${card.key}`)).json()) as Product;
  const cheapest = product.variants.reduce((low, variant) => (variant.price.amount < low.price.amount ? variant : low));
  const before = cheapest.price.amount;
  // A price no other product has: the pages can only show it once they are rendered again.
  const after = Math.round((before - 0.63) * 100) / 100;
  try {
    await patch<Product>(card.key, { variants: [{ key: cheapest.key, price: after.toFixed(2) }] });
    await liveWithin(request, card.url, (status, body) => status === 200 && showsFrom(body, after));
    await liveWithin(request, LISTING, (status, body) => status === 200 && body.includes(money(after)));
    const search = (await (await request.get(`/api/search?text=${encodeURIComponent(card.name)}`)).json()) as { results: { key: string; price: { amount: number } }[] };
    expect(search.results.find((result) => result.key === card.key)?.price.amount).toBe(after);

    // Off sale: the page stays at its address and in the sitemap, and leaves the listing.
    await patch(card.key, { state: 'offSale' });
    await liveWithin(request, LISTING, (status, body) => status === 200 && !body.includes(`href="${card.url}"`));
    await liveWithin(request, card.url, (status) => status === 200);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(card.url);

    // Archived: the address answers 410 Gone and leaves the sitemap.
    await patch(card.key, { state: 'archived' });
    await liveWithin(request, card.url, (status) => status === 410);
    await liveWithin(request, '/sitemap.xml', (status, body) => status === 200 && !body.includes(card.url));
  } finally {
    await patch(card.key, { state: 'onSale', variants: [{ key: cheapest.key, price: before.toFixed(2) }] });
  }
  await liveWithin(request, card.url, (status, body) => status === 200 && showsFrom(body, before));
  await liveWithin(request, LISTING, (status, body) => status === 200 && body.includes(`href="${card.url}"`));
  await liveWithin(request, '/sitemap.xml', (status, body) => status === 200 && body.includes(card.url));
});

test('the product form says when a saved change is live on the site', async ({ page, request }, testInfo) => {
  test.setTimeout(3 * 60_000);
  const card = await listedProduct(request, testInfo.project.name);
  await signInAs(page, 'flowerline');
  await page.goto(`/myaccount/catalogue/product?key=${card.key}`);
  await waitForIsland(page, 'AccountArea');
  const form = page.getByRole('form', { name: 'Product details' });
  const name = form.getByRole('textbox', { name: 'Name' });
  const original = await name.inputValue();
  await name.fill(`${original} (Spring)`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Publishing|Live on the site/ });
  await expect(status).toHaveText(/Live on the site since/, { timeout: LIVE_WITHIN });
  expect(await (await request.get(card.url)).text()).toContain(`${original} (Spring)`);
  await name.fill(original);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await expect(status).toHaveText(/Live on the site since/, { timeout: LIVE_WITHIN });
});

test('a picture uploaded on the product form, with its alt text, is the first picture of the live product page', async ({ page, request }, testInfo) => {
  test.setTimeout(3 * 60_000);
  const card = await listedProduct(request, testInfo.project.name);
  await signInAs(page, 'flowerline');
  await page.goto(`/myaccount/catalogue/product?key=${card.key}`);
  await waitForIsland(page, 'AccountArea');
  const pictures = page.getByRole('form', { name: 'Pictures' });
  const list = pictures.getByRole('list', { name: "The product's pictures" });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await list.getByRole('listitem').count();
  // Bytes of this run's own: the library keeps one copy of each image, and a picture already on the product is not added twice.
  await pictures.getByLabel('Upload a picture').setInputFiles({ name: 'white-peonies.png', mimeType: 'image/png', buffer: pngOf(60 + (Date.now() % 500), 40, 200) });
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  // Saved without alt text: said under the field, which takes focus.
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  const alt = pictures.getByRole('textbox', { name: `Alt text of picture ${before + 1}` });
  await expect(pictures.getByText('Say what the picture shows, or mark it decorative.')).toBeVisible();
  await expect(alt).toBeFocused();
  await alt.fill('White peonies in a stoneware jug');
  for (let position = before; position > 0; position--) await pictures.getByRole('button', { name: `Move up picture ${position + 1}` }).click();
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  await expect(pictures.getByText('Pictures saved.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await liveWithin(request, card.url, (status, body) => status === 200 && body.includes('alt="White peonies in a stoneware jug"'));

  // Put back as it was.
  await pictures.getByRole('button', { name: 'Remove picture 1' }).click();
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  await expect(pictures.getByText('Pictures saved.')).toBeVisible();
});
