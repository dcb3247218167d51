import { expect, test, type APIRequestContext } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { PEOPLE } from '../support/people';
import { signInAs } from './auth-helpers';
import { sitemapText } from './support/page';
import { backOffice, LIVE_WITHIN, liveWithin } from './support/live-site';
import { freshPostgres, startSite } from './support/site-process';

/**
 * Publishing reaches the live, pre-rendered site with no build and no
 * restart (docs/adr/0602): an editor writes through the content API, and the
 * site's pages follow within 60 seconds. It changes content the other specs
 * read, so it runs on the second shop.
 */
test.use({ baseURL: journeyURL });

const SLUG = `wreaths-${Date.now().toString(36)}`;
const PATH = `/blog/flower-care/${SLUG}`;

async function editor(request: APIRequestContext, origin = '') {
  const csrf = async () => ((await (await request.get(`${origin}/api/csrf`)).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const { email, password } = PEOPLE.editor;
  expect((await request.post(`${origin}/api/auth/login`, { data: { email, password }, headers: { 'x-csrf-token': await csrf() } })).status()).toBe(200);
  const token = await csrf();
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post(`${origin}/api/graphql`, { data: { query, variables }, headers: { 'x-csrf-token': token } });
    const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(answer.errors, query).toBeUndefined();
    return answer.data!;
  };
}

/** A 1×1 PNG: the smallest image the asset store takes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the studio is for editors: a guest is asked to sign in, any other account is refused', async ({ page, request }) => {
  const guest = await request.get('/studio');
  expect(guest.status()).toBe(401);
  expect(await guest.text()).toContain('Sign in to the content studio');
  await signInAs(page, 'customer');
  const customer = await page.request.get('/studio');
  expect(customer.status()).toBe(403);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content studio is for editors');
});

test('an editor writes an article in the studio, previews it on a phone, publishes it with its listings and the sitemap, retitles, restores and unpublishes it', async ({ page, request }) => {
  test.setTimeout(5 * 60_000);
  await signInAs(page, 'editor');
  await page.goto('/studio?model=Article');
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('main');
  await editor.getByLabel('Title').fill('Wattle wreaths for the front door');
  await expect(editor.getByLabel('Slug')).toHaveValue('wattle-wreaths-for-the-front-door');
  await editor.getByLabel('Slug').fill(SLUG);
  await editor.getByLabel('Summary').fill('A wreath of golden wattle lasts a fortnight.');
  await editor.getByRole('textbox', { name: 'Body' }).fill('Cut the wattle in the cool of the morning.');
  const thumbnail = editor.getByRole('group', { name: 'Thumbnail' });
  await thumbnail.getByLabel('Upload an image').setInputFiles({ name: 'wreath.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(thumbnail.getByText('wreath.png')).toBeVisible();
  await editor.getByRole('group', { name: 'Article categories' }).getByLabel('Flower care').check();
  // Two blocks: rich text, then share buttons.
  const blockType = editor.getByLabel('Block type to add to content area');
  await blockType.selectOption({ label: 'Rich text' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const steps = editor.getByRole('listitem', { name: 'Rich text 1' });
  await steps.getByRole('textbox', { name: 'Heading' }).fill('Step by step');
  await steps.getByRole('textbox', { name: 'Text' }).fill('Bend a wire ring into shape.');
  await blockType.selectOption({ label: 'Share buttons' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  await expect(editor.getByRole('listitem', { name: 'Share buttons 2' })).toBeVisible();

  // Saving without alt text is refused, naming the field; with it, the draft is saved (and not yet on the site).
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('thumbnail.alt')).toBeVisible();
  await thumbnail.getByRole('textbox', { name: 'Alt text' }).fill('A wreath of golden wattle on a blue door');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=article-/);
  expect((await request.get(PATH)).status(), 'a draft is not on the site').toBe(404);

  // The preview pane renders the saved draft at a phone's width.
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await editor.getByRole('radio', { name: 'Phone' }).click();
  const preview = page.frameLocator('iframe[title="Preview at phone width"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Wattle wreaths for the front door');
  await expect(preview.getByRole('heading', { name: 'Step by step' })).toBeVisible();
  expect(await page.locator('iframe[title="Preview at phone width"]').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(390);

  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText(/Live on the site/)).toBeVisible({ timeout: LIVE_WITHIN });
  await liveWithin(request, PATH, (status) => status === 200);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wattle wreaths for the front door');
  await expect(page.getByRole('heading', { name: 'Step by step' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A wreath of golden wattle on a blue door' }).first()).toBeVisible();
  // The listings and the sitemap went live with it.
  for (const listing of ['/blog', '/blog/flower-care']) expect(await (await request.get(listing)).text(), listing).toContain(PATH);
  expect(await sitemapText(request)).toContain(PATH);

  // A new title, published: the page follows.
  await page.goBack();
  await editor.getByRole('tab', { name: 'Fields' }).click();
  await editor.getByLabel('Title').fill('Golden wattle wreaths');
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText(/Live on the site/)).toBeVisible({ timeout: LIVE_WITHIN });
  await liveWithin(request, PATH, (status, body) => status === 200 && body.includes('Golden wattle wreaths'));

  // The history: compare the first version with the latest, restore the first and publish it: the first title is back.
  await editor.getByRole('tab', { name: 'History' }).click();
  const versions = editor.getByRole('listitem');
  await versions.first().getByRole('checkbox').check();
  await versions.last().getByRole('checkbox').check();
  await expect(editor.getByRole('region', { name: /^Changes from version/ })).toContainText('Golden wattle wreaths');
  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(editor.getByText(/is the draft again/)).toBeVisible();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText(/Live on the site/)).toBeVisible({ timeout: LIVE_WITHIN });
  await liveWithin(request, PATH, (status, body) => status === 200 && body.includes('Wattle wreaths for the front door'));

  // Unpublished: not found, and out of the sitemap.
  await editor.getByRole('button', { name: 'Unpublish' }).click();
  await expect(editor.getByText(/Removed from the site/)).toBeVisible({ timeout: LIVE_WITHIN });
  await liveWithin(request, PATH, (status) => status === 404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(PATH);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
});

test('a change of the header reaches every page that shows it: content pages, products, sign-in, the account area and the 404 page', async ({ request }) => {
  test.setTimeout(3 * 60_000);
  const gql = await editor(request);
  const header = (await gql('{ siteHeader(where: { id: "site-header" }) { sameDayText } }')).siteHeader as { sameDayText: string };
  const text = `Same-day delivery until 2 pm (${SLUG})`;
  const publish = async (sameDayText: string) => {
    await gql('mutation($text: String) { updateSiteHeader(where: { id: "site-header" }, data: { sameDayText: $text }) { id } }', { text: sameDayText });
    await gql('mutation { publishSiteHeader(where: { id: "site-header" }, to: [PUBLISHED]) { id } }');
  };
  await publish(text);
  try {
    for (const path of ['/', '/about', '/flowers/moonlight-rose-basket', '/login', '/search', '/myaccount/mydetails']) {
      await liveWithin(request, path, (status, body) => status === 200 && body.includes(text));
    }
    await liveWithin(request, '/no-such-page', (status, body) => status === 404 && body.includes(text));
  } finally {
    await publish(header.sameDayText);
  }
  await liveWithin(request, '/login', (status, body) => status === 200 && body.includes(header.sameDayText) && !body.includes(text));
});

test('with two servers on one database, a page published on one is served by both, rendered once', async ({ request }) => {
  test.setTimeout(6 * 60_000);
  const database = await freshPostgres();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: 'two-servers-share-this-secret' };
  const port = Number(new URL(journeyURL).port) + 10;
  const first = await startSite(port, env);
  const second = await startSite(port + 1, env);
  try {
    const gql = await editor(request, first.url);
    const slug = `two-servers-${Date.now().toString(36)}`;
    await gql('mutation($data: ArticleCreateInput!) { createArticle(data: $data) { id } }', {
      data: {
        title: 'One publish, every server',
        slug,
        summary: 'Published on one server, served by both.',
        body: '<p>Shared storage.</p>',
        thumbnail: { src: '/images/blog/caring-for-roses.svg', alt: 'Roses in a vase' },
        articleCategories: ['category-flower-care'],
      },
    });
    await gql(`mutation { publishArticle(where: { slug: "${slug}" }, to: [PUBLISHED]) { id } }`);
    const path = `/blog/flower-care/${slug}`;
    for (const site of [first, second]) await liveWithin(request, `${site.url}${path}`, (status, body) => status === 200 && body.includes('One publish, every server'));
    const runs = await database.query<{ status: string; paths: string[] }>('select status, paths from render_runs');
    expect(runs.filter((run) => run.paths.includes(path))).toEqual([expect.objectContaining({ status: 'done' })]);

    // A catalogue change made on the other server: its product page is served by both, changed.
    const office = await backOffice(request, second.url);
    const renamed = `Moonlight Rose Basket (${slug})`;
    await office('WB1004', { name: renamed });
    for (const site of [first, second]) await liveWithin(request, `${site.url}/flowers/moonlight-rose-basket`, (status, body) => status === 200 && body.includes(renamed));
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await database.dispose();
  }
});
