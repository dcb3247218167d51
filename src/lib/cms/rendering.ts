import { timingSafeEqual } from 'node:crypto';
import { RENDER_HEADER, renderToken } from './client';

/**
 * Content pages are rendered on demand only for the site's renderer: at
 * build time, and again when publishing changes them (docs/adr/0602). The
 * public gets the rendered files; a content route asked directly answers
 * 404, so no request from outside can make the server render. `astro dev`
 * renders every request.
 */
export function isRenderRequest(request: Request): boolean {
  if (import.meta.env.DEV) return true;
  const given = Buffer.from(request.headers.get(RENDER_HEADER) ?? '');
  const expected = Buffer.from(renderToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a content route answers when it has nothing to render: 404, which the renderer takes as "this page is gone". */
export const nothingToRender = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
