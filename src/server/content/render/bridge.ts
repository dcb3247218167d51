import type { PageReads } from './page-reads';

/** A page rendered since the build, as every server serves it. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** Null when kept compressed only. */
  body: Buffer | null;
  br: Buffer | null;
  gz: Buffer | null;
  /** A strong validator of the stored bytes, worked out once as the page is loaded (src/server/node/http-caching.ts). */
  etag?: string;
  /** When it was rendered: its Last-Modified. */
  renderedAt?: Date;
  /** What it showed and read as it was rendered: its surrogate keys (docs/adr/0784). */
  reads?: PageReads;
}

/** The site the process serves, as the site server registers it once it listens. */
export interface SiteInfo {
  /** Where the renderer asks for pages: this process's own server. */
  origin: string;
  /** Where the build is (its pages are files under `client/`). */
  distDir: string;
  /** The build's source hash: rendered pages belong to one build. */
  buildId: string;
  /** When the build finished: pages rendered before it are older than the build's own. */
  builtAt: Date;
  /** The content addresses the build rendered. */
  buildPaths: readonly string[];
  /** The build's other pages with the header and footer, rendered again when either is published. */
  shellPaths: readonly string[];
  /** What each of the build's pages showed and read as the build rendered it (docs/adr/0784). */
  buildReads: ReadonlyMap<string, PageReads>;
  /** False while building: the build renders every page itself. */
  publishes: boolean;
}

/**
 * What the site server (loaded by Node) and the built app (bundled by Astro)
 * share in one process: two copies of the same modules, so they meet on one
 * global object. The site server says where it listens; the app answers
 * which pages publishing has re-rendered, and lends its API's handler.
 */
export interface SiteBridge {
  site?: SiteInfo;
  renderedPage?: (path: string) => RenderedPage | undefined;
  /** The API's own handler, once the app has started: the site server hands it /api requests without Astro's rendering pipeline. */
  api?: (request: Request, env: unknown) => Response | Promise<Response>;
}

const KEY = Symbol.for('wattle-and-bloom.site-bridge');

export function siteBridge(): SiteBridge {
  const holder = globalThis as unknown as Record<symbol, SiteBridge | undefined>;
  holder[KEY] ??= {};
  return holder[KEY];
}

/** The form every server looks a page up by: decoded, without a trailing slash (but `/`). */
export function normalisedPath(pathname: string): string | undefined {
  try {
    const path = decodeURIComponent(pathname);
    return path.length > 1 ? path.replace(/\/+$/, '') : '/';
  } catch {
    return undefined;
  }
}
