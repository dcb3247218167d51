import { describe, expect, it } from 'vitest';
import { KnownBlock } from '../../src/lib/cms/blocks';
import { articlePath, categoryPath } from '../../src/lib/cms/articles-paths';
import { articleWhere } from '../../src/lib/cms/articles';
import { ListingQueryModel } from '../../src/lib/api/contracts/content-listing';
import { categoryTiles, ratingValue, sharePopupFeatures, shareUrl, slidesPerView } from '../../src/lib/cms/presentation';
import { sanitizeCmsHtml } from '../../src/lib/cms/sanitize';
import { TemplateModel } from '../../src/lib/cms/templates';

describe('blocks from the CMS', () => {
  it('accepts a known, complete block', () => {
    const parsed = KnownBlock.safeParse({ __typename: 'AccordionGroup', id: 'faq', heading: 'Delivery', accordions: [{ title: 'Sundays?', html: '<p>No.</p>' }] });
    expect(parsed.success).toBe(true);
  });
  it('refuses an unknown block type and a block missing fields, so they render nothing', () => {
    expect(KnownBlock.safeParse({ __typename: 'VideoEmbed', id: 'v1' }).success).toBe(false);
    expect(KnownBlock.safeParse({ __typename: 'HeroSlider', id: 'hero', slides: [] }).success).toBe(false);
    expect(KnownBlock.safeParse({ __typename: 'SmsSignUp', id: 'sms', heading: 'Texts' }).success).toBe(false);
  });
  it('knows all seven templates', () => {
    const names = TemplateModel.options.map((o) => o.shape.__typename.value).sort();
    expect(names).toEqual(['ArticleTemplate', 'FullWidthTemplate', 'GeneralProductTemplate', 'HomeTemplate', 'NarrowWidthTemplate', 'ProductListingTemplate', 'TwoColumnTemplate']);
  });
});

describe('presentation rules', () => {
  it('maps ratings One to Five to 1 to 5 stars', () => {
    expect(['One', 'Two', 'Three', 'Four', 'Five'].map((r) => ratingValue(r as never))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 4 category tiles with an image and 4 without, in order', () => {
    const tile = (text: string, image: boolean) => ({ link: { text }, image: image ? { src: `/${text}.svg` } : null });
    const tiles = [tile('a', true), tile('b', false), tile('c', true), tile('d', true), tile('e', true), tile('f', true), tile('g', false), tile('h', false), tile('i', false), tile('j', false)];
    const { withImage, withoutImage } = categoryTiles(tiles);
    expect(withImage.map((t) => t.link.text)).toEqual(['a', 'c', 'd', 'e']);
    expect(withoutImage.map((t) => t.link.text)).toEqual(['b', 'g', 'h', 'i']);
  });

  it('steps the review carousel from 4 slides down to 1', () => {
    expect([1440, 1024, 900, 768, 600, 480, 412, 320].map(slidesPerView)).toEqual([4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('builds share links for every network and a 670 × 770 pop-up', () => {
    const page = { url: 'https://shop.example/blog/a b', title: 'Roses & more' };
    expect(shareUrl('facebook', page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fblog%2Fa%20b');
    expect(shareUrl('twitter', page)).toContain('text=Roses%20%26%20more');
    expect(shareUrl('linkedin', page)).toContain('linkedin.com');
    expect(shareUrl('pinterest', { ...page, image: 'https://shop.example/i.svg' })).toContain('media=https%3A%2F%2Fshop.example%2Fi.svg');
    expect(shareUrl('email', page)).toBe('mailto:?subject=Roses%20%26%20more&body=https%3A%2F%2Fshop.example%2Fblog%2Fa%20b');
    expect(sharePopupFeatures({ width: 1670, height: 1170 })).toBe('width=670,height=770,left=500,top=200');
    expect(sharePopupFeatures({ width: 400, height: 400 })).toBe('width=670,height=770,left=0,top=0');
  });
});

describe('blog addresses and queries', () => {
  it('puts an article under its first category', () => {
    expect(
      articlePath({
        slug: 'roses',
        articleCategories: [
          { id: '1', name: 'Care', slug: 'flower-care' },
          { id: '2', name: 'Gifts', slug: 'gifting' },
        ],
      }),
    ).toBe('/blog/flower-care/roses');
    expect(articlePath({ slug: 'roses', articleCategories: [] })).toBe('/blog/article/roses');
    expect(categoryPath({ slug: 'flower-care' })).toBe('/blog/flower-care');
    expect(categoryPath(null)).toBe('/blog');
  });

  it('turns a listing query into the content API’s where', () => {
    expect(articleWhere({})).toEqual({});
    expect(articleWhere({ category: 'flower-care', q: 'rose', readingTime: { lt: 2 } })).toEqual({
      AND: [{ articleCategories_some: { slug_in: ['flower-care'] } }, { OR: [{ title_contains: 'rose' }, { summary_contains: 'rose' }] }, { readingTime_lt: 2 }],
    });
    expect(articleWhere({ category: ['a', 'b'] })).toEqual({ AND: [{ articleCategories_some: { slug_in: ['a', 'b'] } }] });
  });

  it('reads the generic listing’s query with its defaults', () => {
    expect(ListingQueryModel.parse({})).toEqual({ limit: 10, offset: 0, sort: 'date', sortDir: 'desc', category: [], readingTime: [] });
    expect(ListingQueryModel.parse({ limit: '5', sort: 'name', sortDir: 'asc', category: 'a', readingTime: ['quick', 'long'] })).toMatchObject({
      limit: 5,
      sort: 'name',
      category: ['a'],
      readingTime: ['quick', 'long'],
    });
    expect(ListingQueryModel.safeParse({ sort: 'price' }).success).toBe(false);
  });
});

describe('sanitising CMS HTML', () => {
  it('drops scripts and handlers and keeps the content', () => {
    const html = sanitizeCmsHtml('<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/roses" target="_blank">roses</a></p>');
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('<a href="/roses" target="_blank" rel="noopener noreferrer">roses</a>');
  });
});
