import { expect, test, type APIRequestContext } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { PEOPLE } from '../support/people';
import { freshPostgres, startSite } from './support/site-process';

/**
 * Publishing reaches the live, pre-rendered site with no build and no
 * restart (docs/adr/0602): an editor writes through the content API, and the
 * site's pages follow within 60 seconds. It changes content the other specs
 * read, so it runs on the second shop.
 */
test.use({ baseURL: journeyURL });

const LIVE_WITHIN = 60_000;
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

/** The address's status and body, once `ready` says the live site shows the change: at most 60 s after publishing. */
async function liveWithin(request: APIRequestContext, path: string, ready: (status: number, body: string) => boolean) {
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        return ready(response.status(), await response.text());
      },
      { timeout: LIVE_WITHIN, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

test('an article published through the content API goes live with its listings and the sitemap, changes with each publish, and goes away when unpublished', async ({ page, request }) => {
  test.setTimeout(5 * 60_000);
  const gql = await editor(request);

  await gql('mutation($data: ArticleCreateInput!) { createArticle(data: $data) { id } }', {
    data: {
      title: 'Wattle wreaths for the front door',
      slug: SLUG,
      summary: 'A wreath of golden wattle lasts a fortnight.',
      body: '<p>Cut the wattle in the cool of the morning.</p>',
      thumbnail: { src: '/images/blog/caring-for-roses.svg', alt: 'A wreath of golden wattle on a blue door', width: 600, height: 400 },
      articleCategories: ['category-flower-care'],
      contentArea: [
        { __typename: 'RichText', id: `${SLUG}-steps`, heading: 'Step by step', html: '<p>Bend a wire ring into shape.</p>', width: 'CONTAINED' },
        { __typename: 'ShareButtons', id: `${SLUG}-share`, heading: 'Share this article' },
      ],
    },
  });
  expect((await request.get(PATH)).status(), 'a draft is not on the site').toBe(404);

  await gql(`mutation { publishArticle(where: { slug: "${SLUG}" }, to: [PUBLISHED]) { id } }`);
  await liveWithin(request, PATH, (status) => status === 200);
  // Editors see the run that rendered it.
  const runs = (await gql('{ renderRuns(first: 1) { status paths error } }')).renderRuns as { status: string; paths: string[] }[];
  expect(runs[0]).toMatchObject({ status: 'done', error: null });
  expect(runs[0]!.paths).toEqual(expect.arrayContaining([PATH, '/blog', '/blog/flower-care', '/sitemap.xml']));
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wattle wreaths for the front door');
  await expect(page.getByRole('heading', { name: 'Step by step' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A wreath of golden wattle on a blue door' }).first()).toBeVisible();
  // The listings and the sitemap went live with it.
  for (const listing of ['/blog', '/blog/flower-care']) expect(await (await request.get(listing)).text(), listing).toContain(PATH);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(PATH);

  // A new title, published: the page follows.
  await gql(`mutation { updateArticle(where: { slug: "${SLUG}" }, data: { title: "Golden wattle wreaths" }) { id } }`);
  await gql(`mutation { publishArticle(where: { slug: "${SLUG}" }, to: [PUBLISHED]) { id } }`);
  await liveWithin(request, PATH, (status, body) => status === 200 && body.includes('Golden wattle wreaths'));

  // Unpublished: not found, and out of the sitemap.
  await gql(`mutation { unpublishArticle(where: { slug: "${SLUG}" }, from: [PUBLISHED]) { id } }`);
  await liveWithin(request, PATH, (status) => status === 404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(PATH);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");

  // The first version restored and published again: the first title is back.
  const history = await gql('query($id: ID!) { contentVersions(model: "Article", id: $id) { seq action } }', { id: `article-${SLUG}` });
  const first = (history.contentVersions as { seq: number; action: string }[]).find((v) => v.action === 'create')!;
  await gql('mutation($seq: Int!) { restoreContentVersion(seq: $seq) { seq } }', { seq: first.seq });
  await gql(`mutation { publishArticle(where: { slug: "${SLUG}" }, to: [PUBLISHED]) { id } }`);
  await liveWithin(request, PATH, (status, body) => status === 200 && body.includes('Wattle wreaths for the front door'));
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
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await database.dispose();
  }
});
