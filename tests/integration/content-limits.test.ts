import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_LIMITS } from '../../src/server/content/limits';
import { editorToken } from '../../src/server/content/preview-token';
import { previewToken } from '../../src/server/content/yoga';
import { signedInClient } from './auth-fixtures';
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

describe('bounded lists and variables', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `page-${String(i).padStart(9, '0')}`);
  const byIds = 'query Q($ids: [ID!]) { pages(where: { id_in: $ids }, first: 100) { id } }';
  const asEditor = { authorization: `Bearer ${editorToken()}` };

  it('refuses 40,000 ids in the variables before anything runs, naming the list and the bound', async () => {
    const { status, ms, json } = await graphql({ query: byIds, variables: { ids: ids(40_000) } });
    expect(status).toBe(400);
    expect(json.data ?? undefined).toBeUndefined();
    expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(json.errors?.[0]?.message).toBe('variables.ids has 40000 items; a list may hold at most 100.');
    expect(ms).toBeLessThan(1_000);
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: pages(where: { slug_in: $slugs }, first: 100) { id }`).join(' ');
    const slugs = await graphql({ query: `query Q($slugs: [String!]) { ${aliases} }`, variables: { slugs: ids(40_000) } });
    expect(slugs.status).toBe(400);
    expect(slugs.json.errors?.[0]?.message).toMatch(/at most 100/);
  });

  it('refuses more than 100 items written in the document, in any list argument', async () => {
    const quoted = ids(101).map((id) => `"${id}"`);
    for (const where of [`{ id_in: [${quoted.join(', ')}] }`, `{ slug_in: [${quoted.join(', ')}] }`, `{ OR: [${quoted.map((id) => `{ id: ${id} }`).join(' ')}] }`]) {
      const { status, json } = await graphql({ query: `{ pages(where: ${where}) { id } }` });
      expect(status, where.slice(0, 20)).toBe(400);
      expect(json.errors?.[0]?.message, where.slice(0, 20)).toBe('A list in the query has 101 items; a list may hold at most 100.');
    }
  });

  it('answers a list of exactly 100, in the variables and in the document', async () => {
    const list = [...ids(99), 'page-about'];
    const inVariables = await graphql({ query: byIds, variables: { ids: list } });
    expect(inVariables.json).toEqual({ data: { pages: [{ id: 'page-about' }] } });
    const inDocument = await graphql({ query: `{ pages(where: { id_in: [${list.map((id) => `"${id}"`).join(', ')}] }) { id } }` });
    expect(inDocument.json).toEqual({ data: { pages: [{ id: 'page-about' }] } });
    // One value given for a list is a list of one.
    expect((await graphql({ query: byIds, variables: { ids: 'page-about' } })).json).toEqual({ data: { pages: [{ id: 'page-about' }] } });
  });

  it(`refuses a reader's variables over ${CONTENT_LIMITS.maxVariablesLength} characters of JSON, even without a long list`, async () => {
    const query = 'query Q($text: String) { pages(where: { title_contains: $text }) { id } }';
    const long = await graphql({ query, variables: { text: 'x'.repeat(CONTENT_LIMITS.maxVariablesLength) } });
    expect(long.status).toBe(400);
    expect(long.json.errors?.[0]?.message).toBe(`Variables must be at most ${CONTENT_LIMITS.maxVariablesLength} characters of JSON.`);
    const manyKeys = await graphql({ query, variables: { text: 'rose', ...Object.fromEntries(ids(2_000).map((id) => [id, 1])) } });
    expect(manyKeys.status).toBe(400);
    expect((await graphql({ query, variables: { text: 'x'.repeat(CONTENT_LIMITS.maxVariablesLength - 100) } })).json).toEqual({ data: { pages: [] } });
  });

  it("holds editors' lists to the bound by the schema's types, but not their variables to a reader's length", async () => {
    const query = 'query Q($text: String) { pages(where: { title_contains: $text }) { id } }';
    const long = await graphql({ query, variables: { text: 'x'.repeat(CONTENT_LIMITS.maxVariablesLength * 4) } }, asEditor);
    expect(long.json).toEqual({ data: { pages: [] } });
    const listed = await graphql({ query: byIds, variables: { ids: ids(101) } }, asEditor);
    expect(listed.status).toBe(400);
    expect(listed.json.errors?.[0]?.message).toBe('$ids has 101 items; a list may hold at most 100.');
    const nested = await graphql({ query: 'query Q($where: PageWhereInput) { pages(where: $where) { id } }', variables: { where: { OR: [{ slug: 'about' }, { id_in: ids(101) }] } } }, asEditor);
    expect(nested.status).toBe(400);
    expect(nested.json.errors?.[0]?.message).toBe('$where.OR[1].id_in has 101 items; a list may hold at most 100.');
  });
});

describe('the schema is hidden from strangers in production', () => {
  const given = process.env.NODE_ENV;
  afterEach(() => {
    if (given === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = given;
  });
  const introspection = { query: '{ __schema { queryType { name } } __type(name: "Page") { name } }' };
  const misspelt = [
    { query: '{ pages(first: 1) { titel } }' },
    { query: '{ pages(frist: 1) { id } }' },
    { query: '{ pages(stage: PUBLISHD) { id } }' },
    { query: 'query Q($stage: Stage!) { pages(stage: $stage) { id } }', variables: { stage: 'PUBLISHD' } },
    { query: 'query Q($where: PageWhereInput) { pages(where: $where) { id } }', variables: { where: { slugg: 'about' } } },
    { query: 'query Q($where: PageWhereInpt) { pages(where: $where) { id } }' },
  ];
  const messages = async (headers: Record<string, string>) => {
    const answers = await Promise.all(misspelt.map((body) => graphql(body, headers)));
    for (const answer of answers) expect(answer.status).toBe(400);
    return answers.map(({ json }) => json.errors?.map((error) => error.message).join(' ') ?? '');
  };

  it('refuses introspection and leaves suggestions out of errors with NODE_ENV=production', async () => {
    process.env.NODE_ENV = 'production';
    const { status, json } = await graphql(introspection);
    expect(status).toBe(400);
    expect(json.data ?? undefined).toBeUndefined();
    expect(json.errors?.map((error) => error.message).join(' ')).toMatch(/introspection has been disabled.*__schema.*__type/s);
    for (const message of await messages({})) {
      expect(message).toMatch(/Cannot query|Unknown|not exist|not defined/);
      expect(message).not.toMatch(/did you mean/i);
    }
    // __typename is not introspection: unions' members still say what they are.
    expect((await graphql({ query: '{ pages(first: 1) { __typename } }' })).json).toEqual({ data: { pages: [{ __typename: 'Page' }] } });
  });

  it('shows both to the preview and editor tokens in production, and to everyone in development', async () => {
    process.env.NODE_ENV = 'production';
    for (const token of [previewToken(), editorToken()]) {
      const { json } = await graphql(introspection, { authorization: `Bearer ${token}` });
      expect(json).toEqual({ data: { __schema: { queryType: { name: 'Query' } }, __type: { name: 'Page' } } });
      for (const message of await messages({ authorization: `Bearer ${token}` })) expect(message).toMatch(/Did you mean/);
    }
    // An editor signed in to the studio (the session's cookie and CSRF token) too.
    const editor = await signedInClient(t, 'editor');
    const signedIn = await editor.post('/api/graphql', { ...misspelt[3] });
    expect(((await signedIn.json()) as GraphQLAnswer).errors?.[0]?.message).toMatch(/Did you mean the enum value "PUBLISHED"\?/);
    process.env.NODE_ENV = 'development';
    expect((await graphql(introspection)).json.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { name: 'Page' } });
    for (const message of await messages({})) expect(message).toMatch(/Did you mean/);
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
    // A category (a `slug_in` list) and words to match, as the blog listing's API asks.
    const category = (await getArticleCategories())[0]!.slug;
    expect((await findArticles({ category, q: 'flowers', readingTime: { lt: 10 } })).ok).toBe(true);
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
