import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One JavaScript file and its gzipped size. */
export interface ScriptFile {
  url: string;
  bytes: number;
}

export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** The JavaScript files, largest first (inline scripts are one entry, `inline`). */
  scripts: ScriptFile[];
}

const gz = (text: string | Buffer) => gzipSync(typeof text === 'string' ? Buffer.from(text) : text, { level: 9 }).length;
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const byteSum = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/**
 * JavaScript budgets by page type (docs/adr/0703), gzipped KB: what a phone
 * loads before interaction, and everything a page can load.
 */
export const JS_BUDGETS_KB = {
  content: { firstLoad: 75, everything: 110 },
  listing: { firstLoad: 85, everything: 120 },
  checkout: { firstLoad: 110, everything: Infinity },
} as const;
export type PageType = keyof typeof JS_BUDGETS_KB;

/** A page's inline scripts (not its JSON-LD), gzipped, as one entry, or none. */
function inlineScripts(html: string): ScriptFile[] {
  let bytes = 0;
  for (const [, js] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) bytes += gz(js ?? '');
  return bytes ? [{ url: 'inline', bytes }] : [];
}

/** A file's static imports (dynamic ones load only on demand), as absolute addresses. */
const staticImports = (code: string, url: string) =>
  [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].flatMap(([, spec]) => (spec?.startsWith('.') || spec?.startsWith('/') ? [new URL(spec, url).href] : []));

/** Gzipped sizes and imports of fetched modules, kept across pages (the files are content-hashed). */
const moduleCache = new Map<string, Promise<{ bytes: number; imports: string[] }>>();
const fetchModule = (url: string) => {
  let entry = moduleCache.get(url);
  if (!entry) {
    entry = fetch(url).then(async (response) => {
      const code = await response.text();
      return { bytes: gz(code), imports: staticImports(code, url) };
    });
    moduleCache.set(url, entry);
  }
  return entry;
};

/**
 * Everything a page's HTML can make the browser load, gzipped: its inline
 * and external CSS, and every JavaScript module (scripts, island components
 * and renderers, and the modules those import statically), each counted
 * once. Modules an island imports on demand (a panel opened by a click) are
 * not counted.
 */
export async function pageWeight(base: string, path: string, html?: string): Promise<PageWeight> {
  html ??= await (await fetch(new URL(path, base))).text();
  let cssBytes = 0;
  for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) cssBytes += gz(css ?? '');
  for (const [tag] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)) {
    const href = attr(tag, 'href');
    if (href) cssBytes += gz(await (await fetch(new URL(href, base))).text());
  }

  const pending: string[] = [];
  for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) pending.push(new URL(src, base).href);
  }
  for (const [tag] of html.matchAll(/<astro-island[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) pending.push(new URL(url, base).href);
    }
  }
  const scripts = inlineScripts(html);
  const seen = new Set<string>();
  for (let url = pending.shift(); url; url = pending.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const { bytes, imports } = await fetchModule(url);
    scripts.push({ url, bytes });
    pending.push(...imports);
  }
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { jsBytes: byteSum(scripts), cssBytes, jsFiles: seen.size, scripts };
}

/**
 * The JavaScript a browser loads before anyone touches the page: `page`
 * (opened at the viewport wanted, a phone's for the budgets) goes to `url`
 * and waits until the network is idle, so islands that hydrate on load, on
 * idle and on being visible in the first screen are counted, and those
 * hydrating on interaction or further down are not. Inline scripts count.
 */
export async function firstLoadScripts(page: Page, url: string): Promise<{ jsBytes: number; scripts: ScriptFile[] }> {
  const loaded = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || loaded.has(response.url())) return;
    loaded.set(
      response.url(),
      response.body().then(gz, () => 0),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const scripts = [...inlineScripts(html), ...(await Promise.all([...loaded].map(async ([file, bytes]) => ({ url: file, bytes: await bytes }))))];
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { jsBytes: byteSum(scripts), scripts };
}
