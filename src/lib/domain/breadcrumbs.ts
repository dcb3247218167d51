/** A step of a breadcrumb trail. The last step is the current page. */
export interface Crumb {
  name: string;
  href: string;
}

export const HOME_CRUMB: Crumb = { name: 'Home', href: '/' };
export const OVERSEAS_CRUMB: Crumb = { name: 'Overseas', href: '/overseas' };
export const BLOG_CRUMB: Crumb = { name: 'Blog', href: '/blog' };

const OVERSEAS_PREFIX = 'overseas';
const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

/** The trail of a country: base, "Overseas", then the upper-cased code. */
export function overseasTrail(countryCode: string, base: Crumb[] = [HOME_CRUMB]): Crumb[] {
  const code = countryCode.trim().toLowerCase();
  return [...base, OVERSEAS_CRUMB, { name: code.toUpperCase(), href: `/overseas/${code}` }];
}

/** A CMS page by slug: Home, then the page. */
export function pageTrail(page: { slug: string; title: string }): Crumb[] {
  const slug = trimSlashes(page.slug);
  if (slug === '' || slug === 'home') return [HOME_CRUMB];
  return [HOME_CRUMB, { name: page.title, href: `/${slug}` }];
}

/**
 * A product listing: Home, then the listing. A listing whose slug starts
 * with "overseas" ends in the upper-cased last part of its slug.
 */
export function listingTrail(listing: { slug: string; title: string }): Crumb[] {
  const slug = trimSlashes(listing.slug);
  if (!slug.toLowerCase().startsWith(OVERSEAS_PREFIX)) return pageTrail({ slug, title: listing.title });
  const parts = slug.split('/').filter(Boolean);
  const last = parts[parts.length - 1]!;
  if (parts.length === 1 && last.toLowerCase() === OVERSEAS_PREFIX) return [HOME_CRUMB, OVERSEAS_CRUMB];
  return [HOME_CRUMB, OVERSEAS_CRUMB, { name: last.toUpperCase(), href: `/${slug.toLowerCase()}` }];
}

/**
 * A product page. An overseas product (one shown for a country) follows the
 * base trail with "Overseas" (/overseas) and the upper-cased country code
 * (/overseas/{code}); others follow the base trail, then the product.
 */
export function productTrail(product: { name: string; href: string }, options: { countryCode?: string | null; base?: Crumb[] } = {}): Crumb[] {
  const base = options.base ?? [HOME_CRUMB];
  const trail = options.countryCode ? overseasTrail(options.countryCode, base) : base;
  return [...trail, { name: product.name, href: product.href }];
}

/** The blog: Home, Blog, the category, then the article. */
export function blogTrail(category?: { name: string; slug: string } | null, article?: { title: string; href: string } | null): Crumb[] {
  const trail = [HOME_CRUMB, BLOG_CRUMB];
  if (category) trail.push({ name: category.name, href: `/blog/${category.slug}` });
  if (article) trail.push({ name: article.title, href: article.href });
  return trail;
}
