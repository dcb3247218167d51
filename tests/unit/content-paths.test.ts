import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { affectedPaths, contentPaths, type ContentIndex } from '../../src/lib/cms/content-paths';
import { withCspMeta } from '../../src/server/content/render/csp-meta';
import { normalisedPath } from '../../src/server/content/render/bridge';
import { contentAddressesServed } from '../../src/server/content/render/pages';
import { isOnDemandPath, ON_DEMAND_PREFIXES } from '../../src/server/node/site-server';

const INDEX: ContentIndex = {
  pages: [
    { id: 'page-home', slug: 'home' },
    { id: 'page-blog', slug: 'blog' },
    { id: 'page-about', slug: 'about' },
    { id: 'page-overseas', slug: 'overseas' },
  ],
  articles: [
    { id: 'article-roses', slug: 'caring-for-roses', articleCategories: [{ slug: 'flower-care' }] },
    { id: 'article-waratahs', slug: 'guide-to-waratahs', articleCategories: [{ slug: 'australian-natives' }] },
  ],
  articleCategories: [
    { id: 'category-flower-care', slug: 'flower-care' },
    { id: 'category-natives', slug: 'australian-natives' },
  ],
  countries: [{ id: 'country-nz', isoCode: 'NZ' }],
};
const ALL = contentPaths(INDEX);
const known = new Set(ALL);
const nothingShown = () => [] as string[];

describe('the addresses content routes render', () => {
  it('lists the home page, the sitemap, pages, blog categories, articles and countries once each', () => {
    expect(ALL).toEqual([
      '/',
      '/sitemap.xml',
      '/blog',
      '/about',
      '/overseas',
      '/blog/flower-care',
      '/blog/australian-natives',
      '/blog/flower-care/caring-for-roses',
      '/blog/australian-natives/guide-to-waratahs',
      '/overseas/nz',
    ]);
  });
});

/** The build's other pages with the header and footer. */
const SHELL = ['/login', '/checkout', '/myaccount', '/roses/red-roses'];

describe('what a publish re-renders', () => {
  it('an article: its page, the blog and its categories, the sitemap, and the pages showing articles', () => {
    const paths = affectedPaths({ changes: [{ model: 'Article', id: 'article-roses' }], index: INDEX, known, pagesShowing: () => ['/'], shell: SHELL });
    expect(paths.sort()).toEqual(['/', '/blog', '/blog/australian-natives', '/blog/flower-care', '/blog/flower-care/caring-for-roses', '/sitemap.xml']);
  });

  it('a new article: its new address too; an unpublished one: its old address, to answer 404', () => {
    const added = { ...INDEX, articles: [...INDEX.articles, { id: 'article-new', slug: 'wreaths', articleCategories: [{ slug: 'flower-care' }] }] };
    expect(affectedPaths({ changes: [{ model: 'Article', id: 'article-new' }], index: added, known, pagesShowing: nothingShown, shell: SHELL })).toContain('/blog/flower-care/wreaths');
    const removed = { ...INDEX, articles: INDEX.articles.slice(1) };
    expect(affectedPaths({ changes: [{ model: 'Article', id: 'article-roses' }], index: removed, known, pagesShowing: nothingShown, shell: SHELL })).toContain('/blog/flower-care/caring-for-roses');
  });

  it('a page whose slug changed: the new address and the old one', () => {
    const moved = { ...INDEX, pages: INDEX.pages.map((p) => (p.id === 'page-about' ? { ...p, slug: 'our-florists' } : p)) };
    const paths = affectedPaths({ changes: [{ model: 'Page', id: 'page-about' }], index: moved, known, pagesShowing: nothingShown, shell: SHELL });
    expect(paths.sort()).toEqual(['/about', '/our-florists', '/sitemap.xml']);
  });

  it('a country: its page and the overseas page; a review: only the pages showing it', () => {
    expect(affectedPaths({ changes: [{ model: 'Country', id: 'country-nz' }], index: INDEX, known, pagesShowing: nothingShown, shell: SHELL }).sort()).toEqual([
      '/overseas',
      '/overseas/nz',
      '/sitemap.xml',
    ]);
    expect(affectedPaths({ changes: [{ model: 'Review', id: 'review-1' }], index: INDEX, known, pagesShowing: () => ['/'], shell: SHELL }).sort()).toEqual(['/', '/sitemap.xml']);
  });

  it('a category: every blog address; with a hosted CMS, every CMS page as well', () => {
    const paths = affectedPaths({ changes: [{ model: 'ArticleCategory', id: 'category-natives' }], index: INDEX, known, pagesShowing: () => 'all', shell: SHELL });
    expect(paths.sort()).toEqual(
      ['/', '/about', '/blog', '/blog/australian-natives', '/blog/australian-natives/guide-to-waratahs', '/blog/flower-care', '/blog/flower-care/caring-for-roses', '/overseas', '/sitemap.xml'].sort(),
    );
  });

  it('the header or footer: every content page, and every other page that shows them', () => {
    expect(affectedPaths({ changes: [{ model: 'SiteHeader', id: 'header' }], index: INDEX, known, pagesShowing: nothingShown, shell: SHELL }).sort()).toEqual([...ALL, ...SHELL].sort());
  });

  it('the shell only for the header or footer', () => {
    expect(affectedPaths({ changes: [{ model: 'Page', id: 'page-about' }], index: INDEX, known, pagesShowing: nothingShown, shell: SHELL })).not.toContain('/login');
  });

  it('an article after a header change: still only its own addresses, though the header’s run served the shell again', () => {
    const site = { buildPaths: ALL, shellPaths: SHELL };
    // What a header publish left served: every content page and the shell, re-rendered; an unpublished article, gone.
    const rendered = new Map([...ALL, ...SHELL].map((path) => [path, { status: 200 }]));
    rendered.set('/blog/australian-natives/guide-to-waratahs', { status: 404 });
    const served = contentAddressesServed(site, rendered);
    expect([...served].sort()).toEqual(ALL.filter((path) => path !== '/blog/australian-natives/guide-to-waratahs').sort());
    const paths = affectedPaths({ changes: [{ model: 'Article', id: 'article-roses' }], index: INDEX, known: served, pagesShowing: nothingShown, shell: SHELL });
    expect(paths.sort()).toEqual(['/blog', '/blog/australian-natives', '/blog/australian-natives/guide-to-waratahs', '/blog/flower-care', '/blog/flower-care/caring-for-roses', '/sitemap.xml']);
  });
});

describe('the policy of a rendered page', () => {
  it('goes into a <meta> right after the charset, escaped', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title><script src="/a.js"></script></head></html>';
    expect(withCspMeta(html, `script-src 'self' "x"`)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src \'self\' &quot;x&quot;"><title>x</title><script src="/a.js"></script></head></html>',
    );
  });

  it('is not added twice, nor without a policy', () => {
    const html = '<head><meta http-equiv="content-security-policy" content="a"></head>';
    expect(withCspMeta(html, 'b')).toBe(html);
    expect(withCspMeta('<head></head>', null)).toBe('<head></head>');
  });
});

describe('the site server', () => {
  it('looks pages up without a trailing slash, and refuses malformed escapes', () => {
    expect(normalisedPath('/blog/')).toBe('/blog');
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('/%E0%A4%A')).toBeUndefined();
  });

  it('sends to the renderer every page rendered on demand for everyone, and only those', () => {
    const pagesDir = join(process.cwd(), 'src/pages');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const onDemand = files(pagesDir).filter((file) => /export const prerender = false/.test(readFileSync(file, 'utf8')));
    // The 404 page renders for anyone, but only where nothing else matched (the site server serves its file).
    const forEveryone = onDemand.filter((file) => !readFileSync(file, 'utf8').includes('isRenderRequest') && !file.endsWith('/404.astro'));
    const routes = forEveryone.map((file) => `/${relative(pagesDir, file).replace(/\.(astro|ts)$/, '')}`);
    for (const route of routes) expect(isOnDemandPath(route), route).toBe(true);
    expect(routes.length).toBe(ON_DEMAND_PREFIXES.length);
  });

  it('renders the studio on demand at /studio and below, but not a page that merely starts with its name', () => {
    expect(isOnDemandPath('/studio')).toBe(true);
    expect(isOnDemandPath('/studio/')).toBe(true);
    expect(isOnDemandPath('/studio-ideas')).toBe(false);
    expect(isOnDemandPath('/apiary')).toBe(false);
  });
});
