import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { ContentListingResponseModel } from '../../src/lib/api/contracts/content-listing';
import { ArticlePageModel } from '../../src/lib/cms/articles';
import { readAs, readProblem } from './read';

const t = useTestApp();

describe('GET /api/articles', () => {
  it('returns 9 articles, newest first, with the categories and the total', async () => {
    const response = await t.client().get('/api/articles?first=9&skip=0');
    expect(response.status).toBe(200);
    const body = await readAs(response, ArticlePageModel);
    expect(body.articles).toHaveLength(9);
    expect(body.articlesConnection.aggregate.count).toBeGreaterThanOrEqual(24);
    const dates = body.articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.articleCategories.map((c) => c.slug)).toEqual(['flower-care', 'gifting-guides', 'seasonal-flowers', 'australian-natives', 'florist-stories', 'weddings-and-events']);
  });

  it('pages with skip without repeating articles', async () => {
    const first = await readAs(await t.client().get('/api/articles?first=9&skip=0'), ArticlePageModel);
    const second = await readAs(await t.client().get('/api/articles?first=9&skip=9'), ArticlePageModel);
    const overlap = second.articles.filter((a) => first.articles.some((b) => b.slug === a.slug));
    expect(second.articles).toHaveLength(9);
    expect(overlap).toEqual([]);
  });

  it('filters by category', async () => {
    const body = await readAs(await t.client().get('/api/articles?category=weddings-and-events'), ArticlePageModel);
    expect(body.articles.length).toBe(body.articlesConnection.aggregate.count);
    expect(body.articles.every((a) => a.articleCategories.some((c) => c.slug === 'weddings-and-events'))).toBe(true);
  });

  it('searches titles and summaries with q', async () => {
    const body = await readAs(await t.client().get('/api/articles?q=waratah'), ArticlePageModel);
    expect(body.articles.map((a) => a.slug)).toContain('guide-to-waratahs');
  });

  it('answers 204 with no body when nothing matches', async () => {
    const unknown = await t.client().get('/api/articles?category=no-such-category');
    expect(unknown.status).toBe(204);
    expect(await unknown.text()).toBe('');
    const pastTheEnd = await t.client().get('/api/articles?skip=900');
    expect(pastTheEnd.status).toBe(204);
  });

  it.each(['first=0', 'first=abc', 'skip=-1', 'category=Not%20a%20slug', `q=${'x'.repeat(101)}`])('rejects %s with a 400 problem naming the parameter', async (query) => {
    const response = await t.client().get(`/api/articles?${query}`);
    expect(response.status).toBe(400);
    const body = await readProblem(response);
    expect(Object.keys(body.errors)).toEqual([query.split('=')[0]]);
  });
});

describe('GET /api/content-listing', () => {
  const get = async (query: string) => await readAs(await t.client().get(`/api/content-listing?${query}`), ContentListingResponseModel);

  it('returns 10 results with the count, the offset and the facets', async () => {
    const { data } = await get('limit=10&offset=0');
    expect(data.results).toHaveLength(10);
    expect(data.offset).toBe(0);
    expect(data.count).toBeGreaterThanOrEqual(24);
    expect(data.facets.map((f) => f.name)).toEqual(['category', 'readingTime']);
    expect(data.results[0]!.url).toMatch(/^\/blog\/[a-z-]+\/[a-z-]+$/);
  });

  it('sorts by name and by date, both ways', async () => {
    const nameAsc = (await get('sort=name&sortDir=asc&limit=50')).data.results.map((r) => r.title);
    expect(nameAsc).toEqual([...nameAsc].sort((a, b) => (a < b ? -1 : 1)));
    const nameDesc = (await get('sort=name&sortDir=desc&limit=50')).data.results.map((r) => r.title);
    expect(nameDesc).toEqual([...nameAsc].reverse());
    const dateAsc = (await get('sort=date&sortDir=asc&limit=50')).data.results.map((r) => r.date);
    expect(dateAsc).toEqual([...dateAsc].sort());
  });

  it('pages with offset', async () => {
    const { data } = await get('limit=10&offset=20');
    expect(data.offset).toBe(20);
    expect(data.results.length).toBe(Math.min(10, data.count - 20));
  });

  it('filters by several categories and by reading time', async () => {
    const both = await get('category=weddings-and-events&category=florist-stories&limit=50');
    const weddings = await get('category=weddings-and-events&limit=50');
    expect(both.data.count).toBeGreaterThan(weddings.data.count);
    expect(both.data.results.every((r) => r.tags.some((tag) => tag === 'Weddings and events' || tag === 'Florist stories'))).toBe(true);
    const quick = await get('readingTime=quick&limit=50');
    expect(quick.data.results.every((r) => r.meta === '1 min read')).toBe(true);
  });

  it('answers an empty result with count 0', async () => {
    const { data } = await get('q=zzzzzz');
    expect(data).toMatchObject({ results: [], count: 0, offset: 0 });
  });

  it.each(['sort=price', 'sortDir=up', 'limit=0', 'offset=-5', 'readingTime=forever', 'category=BAD!'])('rejects %s with a 400 problem', async (query) => {
    const response = await t.client().get(`/api/content-listing?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys((await readProblem(response)).errors)[0]).toMatch(new RegExp(`^${query.split('=')[0]}`));
  });
});
