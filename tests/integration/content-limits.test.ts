import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { previewToken } from '../../src/server/content/yoga';
import { startTestApp, type TestApp } from './harness';

// The config is read once, when the first module imports it: set the origins before any import.
vi.hoisted(() => {
  process.env.CONTENT_API_CORS_ORIGINS = 'https://shop.example.com.au, https://preview.example.com.au';
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql(body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await t.client().request('POST', '/api/graphql', { body, headers });
  const text = await response.text();
  return { response, status: response.status, ms: performance.now() - started, bytes: text.length, json: JSON.parse(text) as GraphQLAnswer };
}

describe('content API bounds', () => {
  it('refuses thousands of aliases quickly, with a small answer', async () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}: pages(first: 100) { id title }`).join(' ');
    const { status, ms, bytes, json } = await graphql({ query: `{ ${aliases} }` });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json.data ?? undefined).toBeUndefined();
    expect(json.errors?.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(2_000);
    expect(ms).toBeLessThan(1_000);
  });

  it('refuses more aliases than the limit even when the document is small', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: siteHeaders(first: 1) { id }`).join(' ');
    const { status, json } = await graphql({ query: `{ ${aliases} }` });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a selection deeper than the limit', async () => {
    const nested = Array.from({ length: 12 }, () => 'pages(first: 1) {').join(' ');
    const { status, json } = await graphql({ query: `{ ${nested} id ${'}'.repeat(12)} }` });
    expect(status).toBe(400);
    expect(json.errors?.some((error) => /depth/i.test(error.message))).toBe(true);
  });

  it('refuses first above 100 and skip above 10,000 with a GraphQL error naming the bound', async () => {
    // The cost rule already counts `first` as a multiplier: the largest int is refused before it runs.
    const huge = await graphql({ query: '{ pages(first: 2147483647) { id } }' });
    expect(huge.status).toBe(400);
    expect(huge.json.errors?.length).toBeGreaterThan(0);
    for (const args of ['first: 101', 'skip: 10001']) {
      const { status, json } = await graphql({ query: `{ pages(${args}) { id } }` });
      expect(status, args).toBeLessThan(500);
      expect(json.errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
      expect(json.errors?.[0]?.message, args).toMatch(/at most/);
    }
    const { json } = await graphql({ query: '{ pages(first: 100, skip: 0) { id } }' });
    expect(json.errors).toBeUndefined();
  });

  it('answers a where nested 2,000 levels deep with a 4xx, in variables and in the document', async () => {
    let where: Record<string, unknown> = { slug: 'about' };
    for (let i = 0; i < 2000; i++) where = { AND: [where] };
    const inVariables = await graphql({ query: 'query Q($where: PageWhereInput) { pages(where: $where) { id } }', variables: { where } });
    expect(inVariables.status).toBeLessThan(500);
    expect(inVariables.json.errors?.[0]?.message).toMatch(/nested|deep|depth|token/i);

    const literal = `${'{ AND: ['.repeat(2000)}{ slug: "about" }${'] }'.repeat(2000)}`;
    const inDocument = await graphql({ query: `{ pages(where: ${literal}) { id } }` });
    expect(inDocument.status).toBeGreaterThanOrEqual(400);
    expect(inDocument.status).toBeLessThan(500);
    expect(inDocument.json.errors?.length).toBeGreaterThan(0);
  });

  it('still answers a where nested a few levels deep', async () => {
    const { json } = await graphql({ query: '{ pages(where: { AND: [{ OR: [{ slug: "about" }] }] }) { slug } }' });
    expect(json).toEqual({ data: { pages: [{ slug: 'about' }] } });
  });
});

describe("the site's own content queries fit inside the bounds", () => {
  it('loads the layout, pages, articles, categories and countries', async () => {
    const { getLayout, getPublishedPages, getPage } = await import('../../src/lib/cms/queries');
    const { getAllArticles, getArticleCategories, findArticles, getArticle } = await import('../../src/lib/cms/articles');
    const { getCountries } = await import('../../src/lib/cms/countries');
    const layout = await getLayout();
    expect(layout).toBeTruthy();
    const pages = await getPublishedPages();
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(await getPage(page.slug), page.slug).toBeTruthy();
    const articles = await getAllArticles();
    expect(articles.length).toBeGreaterThan(20);
    expect(await getArticle(articles[0]!.slug)).toBeTruthy();
    expect((await getArticleCategories()).length).toBeGreaterThan(3);
    expect((await findArticles({})).ok).toBe(true);
    expect((await getCountries()).length).toBeGreaterThanOrEqual(40);
  });
});

describe('content API CORS', () => {
  const preflight = (origin: string) =>
    t.client().request('OPTIONS', '/api/graphql', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers a configured origin, without credentials', async () => {
    const response = await preflight('https://shop.example.com.au');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.com.au');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await graphql({ query: '{ pages(first: 1) { id } }' }, { origin: 'https://preview.example.com.au' });
    expect(post.response.headers.get('access-control-allow-origin')).toBe('https://preview.example.com.au');
    expect(post.response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin no CORS headers at all', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://shop.example.com.au.evil.example']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const post = await graphql({ query: '{ pages(first: 1) { id } }' }, { origin });
      expect(post.response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(post.response.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('keeps drafts behind the bearer preview token only, never a cookie', async () => {
    const query = { query: '{ page(where: { slug: "christmas" }, stage: DRAFT) { title } }' };
    const withCookie = await graphql(query, { cookie: `preview=${previewToken()}; session=${previewToken()}` });
    expect(withCookie.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const withBearer = await graphql(query, { authorization: `Bearer ${previewToken()}` });
    expect(withBearer.json.data).toEqual({ page: { title: 'Christmas flowers' } });
  });
});
