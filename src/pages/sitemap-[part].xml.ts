import type { APIRoute } from 'astro';
import { isRenderRequest, nothingToRender } from '../lib/cms/rendering';
import { sitemapPartXml } from '../lib/seo/sitemap';

/** /sitemap-{n}.xml: the n-th file of a sitemap too large for one (its index is /sitemap.xml); rendered with it (docs/adr/0602). */
export const prerender = false;

export const GET: APIRoute = async ({ site, url, request, params }) => {
  if (!isRenderRequest(request)) return nothingToRender();
  const xml = /^[1-9]\d{0,5}$/.test(params.part ?? '') ? await sitemapPartXml(Number(params.part), site ?? url.origin) : null;
  if (xml === null) return nothingToRender();
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
