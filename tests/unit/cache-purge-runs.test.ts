import { describe, expect, it } from 'vitest';
import { changedKeys, runPurgeKeys, type StoredPage } from '../../src/server/content/render/run-purge';

const SHELL = ['header', 'footer'];
const reads = (...shows: string[]) => ({ shows: [...shows, ...SHELL].sort(), reads: [] });
const productAt = (path: string) => ({ '/flowers/red-roses': 'WB1001', '/flowers/tulips': 'WB1002' })[path];
const nothingShown = () => [];

/** What a publish or a catalogue change purges (docs/adr/0784): the keys of what changed, and only the addresses whose copies carry none. */
describe('the keys a render run purges', () => {
  const productPage: StoredPage = { path: '/flowers/red-roses', before: reads('product:WB1001'), after: reads('product:WB1001'), copiesChanged: true };
  const roses: StoredPage = { path: '/roses', before: reads('listing:roses', 'product:WB1001'), after: reads('listing:roses', 'product:WB1001'), copiesChanged: true };
  const listingPages = [
    { slug: 'roses', shows: reads('listing:roses', 'doc:page-roses').shows },
    { slug: 'plants', shows: reads('listing:plants', 'doc:page-plants').shows },
  ];

  it("a price change purges the product's key, the catalogue-wide reads and the listings holding it: no page by its address, no other listing", () => {
    const changed = changedKeys([{ model: 'Product', id: '/flowers/red-roses' }], productAt, nothingShown);
    expect([...changed.products]).toEqual(['WB1001']);
    const keys = runPurgeKeys({
      changed,
      stored: [productPage, roses],
      listingPages,
      membersNow: new Map([
        ['roses', ['WB1001', 'WB1003']],
        ['plants', ['WB2001']],
      ]),
    });
    expect(keys).toEqual(['catalogue', 'listing:roses', 'product:WB1001']);
  });

  it('a listing whose page changed with it (a facet count) is purged too, one holding the product further on though its page did not change, and one that neither holds it nor changed is not', () => {
    const changed = changedKeys([{ model: 'Product', id: '/flowers/red-roses' }], productAt, nothingShown);
    const birthday: StoredPage = { path: '/birthday', before: reads('listing:birthday'), after: reads('listing:birthday'), copiesChanged: true };
    const keys = runPurgeKeys({
      changed,
      stored: [productPage, birthday],
      listingPages: [...listingPages, { slug: 'birthday', shows: birthday.before!.shows }],
      membersNow: new Map([
        ['birthday', ['WB2002']],
        ['roses', ['WB1003', 'WB1004', 'WB1001']],
        ['plants', ['WB2001']],
      ]),
    });
    expect(keys).toEqual(['catalogue', 'listing:birthday', 'listing:roses', 'product:WB1001']);
  });

  it('names the product a page at the address showed when the address has none now (moved or gone)', () => {
    const changed = changedKeys([{ model: 'Product', id: '/flowers/old-name' }], productAt, (path) => (path === '/flowers/old-name' ? reads('product:WB1009').shows : []));
    expect([...changed.keys].sort()).toEqual(['catalogue', 'product:WB1009']);
  });

  it("a content publish purges the document's key, and by address only a changed page that does not show it", () => {
    const changed = changedKeys([{ model: 'Page', id: 'page-about' }], productAt, nothingShown);
    const about: StoredPage = { path: '/about', before: reads('doc:page-about'), after: reads('doc:page-about'), copiesChanged: true };
    const sitemap: StoredPage = { path: '/sitemap.xml', before: { shows: [], reads: [] }, after: { shows: [], reads: [] }, copiesChanged: true };
    const sameBytes: StoredPage = { path: '/faq', before: reads('doc:page-faq'), after: { shows: reads('doc:page-faq').shows, reads: ['doc:page-about'] }, copiesChanged: false };
    expect(runPurgeKeys({ changed, stored: [about, sitemap, sameBytes], listingPages, membersNow: new Map() })).toEqual(['doc:page-about', 'path:/sitemap.xml']);
  });

  it('a page at a new address is purged by its address (the not-found copies held there)', () => {
    const changed = changedKeys([{ model: 'Article', id: 'article-new' }], productAt, nothingShown);
    const article: StoredPage = { path: '/blog/care/new', after: reads('doc:article-new'), copiesChanged: true };
    expect(runPurgeKeys({ changed, stored: [article], listingPages, membersNow: new Map() })).toEqual(['doc:article-new', 'path:/blog/care/new']);
  });

  it("a listing page's publish (its choice of products) purges the listing's reads, even when its page did not change", () => {
    const changed = changedKeys([{ model: 'Page', id: 'page-roses' }], productAt, nothingShown);
    expect(runPurgeKeys({ changed, stored: [], listingPages, membersNow: new Map() })).toEqual(['doc:page-roses', 'listing:roses']);
  });

  it('a header change purges the header, not each page, nor the API', () => {
    const changed = changedKeys([{ model: 'SiteHeader', id: 'site-header' }], productAt, nothingShown);
    const pages = ['/', '/about', '/flowers/red-roses', '/roses', '/login'].map((path): StoredPage => ({ path, before: reads(), after: reads(), copiesChanged: true }));
    expect(runPurgeKeys({ changed, stored: [...pages, { ...roses, copiesChanged: true }], listingPages, membersNow: new Map() })).toEqual(['doc:site-header', 'header']);
  });
});
