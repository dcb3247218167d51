import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/seo/sitemap';

/** /sitemap.xml: every pre-rendered page, from the sitemap providers. */
export const GET: APIRoute = async ({ site, url }) => new Response(await sitemapXml(site ?? url.origin), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
