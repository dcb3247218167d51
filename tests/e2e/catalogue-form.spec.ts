import { expect, test } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { facetDefinition } from '../../src/lib/domain/products';
import { signInAs } from './auth-helpers';
import { backOffice, LIVE_WITHIN, liveWithin } from './support/live-site';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/**
 * The whole product form (docs/adr/0761): occasions, a florist's guide and
 * the add-ons a product offers, set on its page in the back office and
 * seen by shoppers and florists on the live site; a new address answers
 * at once and the old one sends shoppers on (301). A product no other spec
 * reads, on the second shop.
 */
const KEY = 'WB1020';
test.use({ baseURL: journeyURL });

interface Product {
  key: string;
  url: string;
  slug: string;
  facets: Record<string, string[]>;
  variants: { key: string; name: string; guide: string }[];
  addons: { offer: string; keys: string[] };
  choices: { addons: { key: string; name: string }[] };
}

test('Flowerline sets occasions, a florist’s guide and the add-ons of a product, and the live shop shows them', async ({ page }) => {
  // One product, changed once: the phone's run would change it at the same time.
  test.setTimeout(4 * LIVE_WITHIN);
  await signInAs(page, 'flowerline');
  const before = (await (await page.request.get(`/api/catalogue/products/${KEY}`)).json()) as Product;
  // An occasion the product is not under yet.
  const occasion = facetDefinition('occasion').values.find((value) => !(before.facets.occasion ?? []).includes(value.key))!;
  const addon = before.choices.addons[0]!;
  const size = before.variants[0]!;
  const words = `Wrap in kraft with quillwort ties ${Date.now()}`;

  await page.goto(`/myaccount/catalogue/product?key=${KEY}`);
  await waitForIsland(page, 'AccountArea');
  try {
    // Occasions: ticked as the shop words them; the listings that will show it follow.
    const facets = page.getByRole('form', { name: 'Listings, occasions and tags' });
    await facets.getByRole('group', { name: 'Occasions' }).getByRole('checkbox', { name: occasion.label, exact: true }).check();
    await facets.getByRole('button', { name: 'Save listings and tags' }).click();
    await expect(facets.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Occasion');

    // The florist's guide, in the studio's editor.
    const guide = page.getByRole('form', { name: /^Sizes and florist/ });
    const editor = guide.getByRole('textbox', { name: `Florist's guide for ${size.name}` });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(words);
    await guide.getByRole('button', { name: 'Save sizes and guides' }).click();
    await expect(guide.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText(`Florist's guide for ${size.name}`);

    // Add-ons: only the one ticked; none ticked is said under the ticks.
    const addons = page.getByRole('form', { name: 'Add-ons it offers' });
    await addons.getByRole('radio', { name: 'Only the add-ons ticked below' }).check();
    await addons.getByRole('button', { name: 'Save add-ons' }).click();
    await expect(addons.getByText('Choose at least one add-on, or offer none.')).toBeVisible();
    await addons.getByRole('checkbox', { name: addon.name, exact: true }).check();
    await addons.getByRole('button', { name: 'Save add-ons' }).click();
    await expect(addons.getByText('Saved. Shoppers see the change at once.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The shop: the product's add-on picker offers only that add-on; its live page carries the guide for florists and its occasion.
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/products/${KEY}/addons?suburbId=vic-3101-kew`);
        const body = (await response.json()) as { categories: { addons: { key: string }[] }[] };
        return body.categories.flatMap((category) => category.addons.map((a) => a.key));
      })
      .toEqual([addon.key]);
    await liveWithin(page.request, before.url, (status, body) => status === 200 && body.includes(words));
    const data = (await (await page.request.get(`/api/catalog/product-pages${before.url}`)).json()) as { facets: Record<string, { key: string }[]> };
    expect(data.facets.occasion?.map((value) => value.key)).toContain(occasion.key);

    // A new address: the live site answers there, and sends the old one on (301).
    const patch = await backOffice(page.request);
    const moved = await patch<Product>(KEY, { slug: `${before.slug}-moved` });
    await liveWithin(page.request, moved.url, (status) => status === 200);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(before.url, { maxRedirects: 0 });
          return `${response.status()} ${response.headers().location ?? ''}`;
        },
        { timeout: LIVE_WITHIN },
      )
      .toBe(`301 ${moved.url}`);
  } finally {
    // Put back as it was, for the next run on this shop.
    const patch = await backOffice(page.request);
    await patch(KEY, {
      slug: before.slug,
      facets: { occasion: before.facets.occasion ?? [] },
      addons: before.addons,
      variants: [{ key: size.key, guide: size.guide }],
    });
  }
});
