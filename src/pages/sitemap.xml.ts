import type { APIRoute } from 'astro';
import { isRenderRequest, nothingToRender } from '../lib/cms/rendering';
import { sitemapXml } from '../lib/seo/sitemap';

/** /sitemap.xml: every page, from the sitemap providers; rendered at build time and again after each publish (docs/adr/0602). */
export const prerender = false;

export const GET: APIRoute = async ({ site, url, request }) => {
  if (!isRenderRequest(request)) return nothingToRender();
  return new Response(await sitemapXml(site ?? url.origin), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
