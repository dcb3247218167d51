import { describe, expect, it } from 'vitest';
import { previewToken } from '../../src/server/content/yoga';
import { useTestApp } from './harness';

const t = useTestApp();

const graphql = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.client().request('POST', '/api/graphql', { body: { query }, headers });
  // Each query answers a different shape; the assertions below read into it directly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
};

describe('content model', () => {
  it('serves every page template', async () => {
    const { data } = await graphql('{ pages(first: 100) { slug template { __typename } } }');
    const templates = new Set(data!.pages.map((p: { template: { __typename: string } }) => p.template.__typename));
    expect([...templates].sort()).toEqual(['ArticleTemplate', 'FullWidthTemplate', 'GeneralProductTemplate', 'HomeTemplate', 'NarrowWidthTemplate', 'ProductListingTemplate', 'TwoColumnTemplate']);
  });

  it('keeps CMS page slugs to a single segment', async () => {
    const { data } = await graphql('{ pages(first: 100, stage: PUBLISHED) { slug } }');
    expect(data!.pages.every((p: { slug: string }) => /^[a-z0-9-]+$/.test(p.slug))).toBe(true);
  });

  it('has the product listing pages the header links to', async () => {
    const slugs = ['birthday', 'anniversary', 'sympathy', 'get-well', 'new-baby', 'thank-you', 'roses', 'native-flowers', 'plants', 'hampers', 'flowers', 'gifts', 'occasions'];
    const { data } = await graphql(`{ pages(where: { slug_in: ${JSON.stringify(slugs)} }) { slug template { __typename } } }`);
    expect(data!.pages).toHaveLength(slugs.length);
    expect(data!.pages.every((p: { template: { __typename: string } }) => p.template.__typename === 'ProductListingTemplate')).toBe(true);
  });

  it('has at least 24 articles in at least 4 categories, and 40 countries', async () => {
    const { data } = await graphql('{ articlesConnection { aggregate { count } } articleCategories { slug } countriesConnection { aggregate { count } } }');
    expect(data!.articlesConnection.aggregate.count).toBeGreaterThanOrEqual(24);
    expect(data!.articleCategories.length).toBeGreaterThanOrEqual(4);
    expect(data!.countriesConnection.aggregate.count).toBeGreaterThanOrEqual(40);
  });

  it('resolves article categories and filters articles by them', async () => {
    const { data } = await graphql('{ articles(where: { articleCategories_some: { slug: "australian-natives" } }, orderBy: title_ASC) { title articleCategories { name slug } } }');
    expect(data!.articles.length).toBeGreaterThan(3);
    expect(data!.articles.every((a: { articleCategories: { slug: string }[] }) => a.articleCategories.some((c) => c.slug === 'australian-natives'))).toBe(true);
  });

  it('compares numbers as numbers', async () => {
    const { data } = await graphql('{ articles(where: { readingTime_gte: 2 }, first: 100) { readingTime } }');
    expect(data!.articles.length).toBeGreaterThan(0);
    expect(data!.articles.every((a: { readingTime: number }) => a.readingTime >= 2)).toBe(true);
  });

  it('finds a country by ISO code with its flag', async () => {
    const { data } = await graphql('{ country(where: { isoCode: "NZ" }) { name slug flag { src width height } } }');
    expect(data!.country).toEqual({ name: 'New Zealand', slug: 'overseas/nz', flag: { src: '/images/flags/nz.svg', width: 40, height: 30 } });
  });

  it('resolves reviews referenced by a review carousel, rated One to Five', async () => {
    const { data } = await graphql('{ page(where: { slug: "home" }) { template { ... on HomeTemplate { mainArea { __typename ... on ReviewCarousel { reviews { author rating } } } } } } }');
    const carousel = data!.page.template.mainArea.find((b: { __typename: string }) => b.__typename === 'ReviewCarousel');
    expect(carousel.reviews.length).toBe(8);
    expect(carousel.reviews.every((r: { rating: string }) => ['One', 'Two', 'Three', 'Four', 'Five'].includes(r.rating))).toBe(true);
  });

  it('hides unpublished pages and drafts without the preview token', async () => {
    const published = await graphql('{ page(where: { slug: "christmas" }) { title } about: page(where: { slug: "about" }) { title } }');
    expect(published.data).toEqual({ page: null, about: { title: 'About Wattle & Bloom' } });
    const refused = await graphql('{ page(where: { slug: "christmas" }, stage: DRAFT) { title } }', { authorization: 'Bearer wrong' });
    expect(refused.errors?.[0]?.message).toBe('The DRAFT stage needs the preview token.');
  });

  it('shows drafts to holders of the preview token', async () => {
    const { data } = await graphql('{ page(where: { slug: "christmas" }, stage: DRAFT) { title } about: page(where: { slug: "about" }, stage: DRAFT) { title } }', {
      authorization: `Bearer ${previewToken()}`,
    });
    expect(data).toEqual({ page: { title: 'Christmas flowers' }, about: { title: 'About Wattle & Bloom (new story draft)' } });
  });
});
