import type { APIRoute } from 'astro';

/** /robots.txt, with the sitemap's full address. */
export const GET: APIRoute = ({ site, url }) => {
  const sitemap = new URL('/sitemap.xml', site ?? url.origin).href;
  const body = ['User-agent: *', 'Disallow: /api/', 'Disallow: /myaccount/', 'Disallow: /checkout', 'Disallow: /preview/', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
