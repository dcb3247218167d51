import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * What a page makes the browser load, gzipped: its external and inline CSS,
 * and every JavaScript module it can load (scripts, island components and
 * renderers, and the modules those import), each counted once.
 */
export async function pageWeight(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(new URL(path, base))).text();
  let cssBytes = 0;
  for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) cssBytes += gz(css ?? '');
  for (const [tag] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)) {
    const href = attr(tag, 'href');
    if (href) cssBytes += gz(await (await fetch(new URL(href, base))).text());
  }

  const pending = new Set<string>();
  for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) pending.add(new URL(src, base).href);
  }
  for (const [tag] of html.matchAll(/<astro-island[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) pending.add(new URL(url, base).href);
    }
  }
  let jsBytes = 0;
  for (const [, js] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) jsBytes += gz(js ?? '');
  const seen = new Set<string>();
  while (pending.size) {
    const [url] = pending;
    pending.delete(url!);
    if (seen.has(url!)) continue;
    seen.add(url!);
    const code = await (await fetch(url!)).text();
    jsBytes += gz(code);
    // Static imports of the chunk (dynamic ones load only on demand).
    for (const [, spec] of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      if (spec?.startsWith('.') || spec?.startsWith('/')) pending.add(new URL(spec, url).href);
    }
  }
  return { jsBytes, cssBytes, jsFiles: seen.size };
}
