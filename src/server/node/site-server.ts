import { timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setting } from '../config';
import { RENDER_HEADER, renderToken } from '../content/preview-token';
import { normalisedPath, siteBridge } from '../content/render/bridge';
import { NO_READS, PAGE_READS_HEADER, renderRecorded, type PageReads } from '../content/render/page-reads';
import { COMMON_SECURITY_HEADERS, PAGE_CSP_HEADER, PREVIEW_CSP_HEADER, strictTransportSecurity, withFrameAncestors } from '../http/security-headers';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { logger } from '../logger';
import { httpDuration, httpRequests } from '../metrics/registry';
import { isStaticFile, serveCompressedStatic, serveNotFoundPage, servePage } from './static-files';
import { isPrivatePath, keyHeaders, pageCacheControl, pageKeys, PRIVATE_CACHE_CONTROL } from './http-caching';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void | Promise<void>;

/**
 * The routes rendered on demand for anyone: the API, editors' previews and
 * studio, an order's page, the search page (its first page of results is in
 * the HTML). Any other address is a file of the build, or a
 * page publishing rendered since (docs/adr/0602), or not found: content
 * routes render only for the site's own renderer.
 */
export const ON_DEMAND_PREFIXES = ['/api/', '/preview/', '/myaccount/orders/', '/studio/', '/search/'];

/** Whether a path is rendered on demand: under one of the prefixes, or the prefix itself (`/studio`), never a neighbour (`/studio-ideas`). */
export const isOnDemandPath = (pathname: string) => ON_DEMAND_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));

const API_PREFIX = '/api/';

/** Editors' previews are framed by the studio on the same site; every other page refuses to be framed. */
const PREVIEW_PREFIX = '/preview/';

/** How long an idle kept-alive connection is held open. */
const KEEP_ALIVE_MS = 65_000;

/** The content addresses the build rendered (written by scripts/prerender-content.ts). */
export const CONTENT_PATHS_FILE = 'content-paths.json';
/** The build's other pages with the site's header and footer (products, sign-in, checkout, the account area, the 404 page). */
export const SHELL_PATHS_FILE = 'shell-paths.json';
/** The build's pages that answer 410 Gone (archived products): written as files like the rest, served with that status. */
export const GONE_PATHS_FILE = 'gone-paths.json';
/** The build's earlier product addresses, each to the address it answers 301 to (docs/adr/0761). */
export const REDIRECT_PATHS_FILE = 'redirect-paths.json';
/** What each of the build's pages showed and read as it was rendered (docs/adr/0784): its surrogate keys. */
export const PAGE_READS_FILE = 'page-reads.json';
/** The address the site's "page not found" page renders at (status 404), in the build as 404.html. */
export const NOT_FOUND_PATH = '/404';

const readBuildFile = (distDir: string, name: string) => {
  try {
    return { text: readFileSync(join(distDir, name), 'utf8'), at: statSync(join(distDir, name)).mtime };
  } catch {
    return undefined;
  }
};

/** One of the build's lists of addresses (none when the build has no such file). */
function buildList(distDir: string, name: string): string[] {
  const file = readBuildFile(distDir, name);
  return file ? (JSON.parse(file.text) as string[]) : [];
}

/** One of the build's maps of addresses (empty when the build has no such file). */
function buildMap(distDir: string, name: string): Record<string, string> {
  const file = readBuildFile(distDir, name);
  return file ? (JSON.parse(file.text) as Record<string, string>) : {};
}

function buildInfo(distDir: string): { buildId: string; builtAt: Date; buildPaths: string[]; shellPaths: string[]; buildReads: Map<string, PageReads> } {
  const read = (name: string) => readBuildFile(distDir, name);
  const list = (name: string) => buildList(distDir, name);
  const hash = read('.source-hash');
  const reads = read(PAGE_READS_FILE);
  return {
    buildId: hash?.text ?? 'unbuilt',
    builtAt: hash?.at ?? new Date(0),
    buildPaths: list(CONTENT_PATHS_FILE),
    shellPaths: list(SHELL_PATHS_FILE),
    buildReads: new Map(Object.entries(reads ? (JSON.parse(reads.text) as Record<string, PageReads>) : {})),
  };
}

/** An absolute-form request target's path and query; any other target as it is (`*`, or what does not parse). */
function originForm(target: string): string {
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : target;
  } catch {
    return target;
  }
}

/**
 * What Astro's handler leaves out of a page it renders on request. It sends
 * the page's statusText as the reason phrase, and that is `OK` unless the
 * page names another: a page that sets only its status (401, a 400 search)
 * would answer `400 OK`; such an answer gets its status's own phrase. It
 * types a page `text/html` with no charset, which the pre-rendered pages
 * name. And its Content-Security-Policy (the page's hashes) replaces the
 * header the server set, frame-ancestors and all: the server's
 * frame-ancestors is added to it (none when the server set no policy, for
 * the renderer, which puts the policy into the page's `<meta>`, where
 * frame-ancestors has no effect).
 */
function completeAstroAnswer(res: ServerResponse): ServerResponse {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 200 && this.statusMessage === 'OK') this.statusMessage = STATUS_CODES[status] ?? '';
    const headers = rest.find((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value));
    if (headers?.['content-type'] === 'text/html') headers['content-type'] = 'text/html; charset=utf-8';
    const framing = this.getHeader('Content-Security-Policy');
    const policy = headers?.['content-security-policy'];
    if (headers && typeof policy === 'string' && typeof framing === 'string') headers['content-security-policy'] = withFrameAncestors(policy, framing);
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
  } as ServerResponse['writeHead'];
  return res;
}

/** Whether a request is the site's own renderer's: it shows the render token (compared in constant time). */
function fromRenderer(req: IncomingMessage): boolean {
  const given = Buffer.from(String(req.headers[RENDER_HEADER] ?? ''));
  const expected = Buffer.from(renderToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const problem = (status: 400 | 500, type: string, title: string, detail: string) =>
  new Response(JSON.stringify({ type, title, status, detail }), { status, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } });

/**
 * A request whose target or Host cannot make an address (`Host: a b`, an
 * absolute target) is a 400 problem, answered before any route; any other
 * failure of the API's handler (it answers its own errors) is a 500 one.
 */
function apiFailure(error: unknown): Response {
  if (error instanceof RequestError) return problem(400, PROBLEM_TYPES.validation, 'Bad Request', 'The request’s address (its target and Host header) is not valid.');
  logger.error({ err: error }, 'the API failed to answer');
  return problem(500, PROBLEM_TYPES.internal, 'Internal Server Error', 'Something went wrong on our side. Please try again.');
}

/** The kinds of answer the site server counts in the request metrics (the API counts its own, by route). */
type SiteAnswer = 'page' | 'file' | 'on-demand' | 'redirect' | 'not-found' | 'refused';

/** Counts and times a site answer once it has been sent (or its connection closed), as `site:<kind>` beside the API's routes. */
function countAnswer(req: IncomingMessage, res: ServerResponse, kind: () => SiteAnswer): void {
  const started = performance.now();
  res.once('close', () => {
    const route = `site:${kind()}`;
    const method = req.method ?? 'GET';
    httpRequests.inc({ route, method, status: String(res.statusCode) });
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
  });
}

/**
 * The shop's Node server: pre-rendered files (served compressed), pages
 * re-rendered by publishing, the API's own handler for /api (docs/adr/0712),
 * and the built Astro handler for every page rendered on demand (previews,
 * an order's page, the renderer's own requests).
 */
export async function createSiteServer(distDir: string, { publishes = true } = {}): Promise<Server> {
  const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as { handler: Handler };
  const clientDir = join(distDir, 'client');
  const gone = new Set(buildList(distDir, GONE_PATHS_FILE));
  const moved = new Map(Object.entries(buildMap(distDir, REDIRECT_PATHS_FILE)));
  const built = buildInfo(distDir).buildReads;
  const shownByBuild = (path: string | undefined) => (path ? built.get(path) : undefined)?.shows ?? NO_READS.shows;
  const bridge = siteBridge();
  // The API answers from its own handler (registered by the app as it starts: the first /api request, which serveSite's health check makes, goes through Astro).
  // The process's Request and Response stay the platform's: Astro's pipeline checks them. A request with no Host (HTTP/1.0) is addressed to localhost.
  const api = getRequestListener((request, env) => bridge.api!(request, env), { overrideGlobalObjects: false, errorHandler: apiFailure, hostname: 'localhost' });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    // Pages bring the rest of their policy in a <meta> with their script hashes; the API answers with its own (a header it sets wins over these).
    res.setHeader('Content-Security-Policy', PAGE_CSP_HEADER);
    const hsts = strictTransportSecurity({
      protocol: 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http',
      forwardedProto: req.headers['x-forwarded-proto'],
      trustProxy: setting('trustProxy'),
    });
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    // A target in absolute form (`GET http://shop/about`, which a server must accept) is served as its path and query.
    if (req.url && !req.url.startsWith('/')) req.url = originForm(req.url);
    const pathname = (req.url ?? '/').split('?')[0]!;
    // The API answers for itself: its own headers, methods and problems.
    if (bridge.api && pathname.startsWith(API_PREFIX)) return void api(req, res);
    // The renderer asking for a page (the page itself checks the token too): the page's own policy, with its script hashes,
    // for the renderer to put into the page. Anyone else showing the header gets the server's frame-ancestors as well.
    if (req.headers[RENDER_HEADER]) {
      const renderer = fromRenderer(req);
      if (renderer) res.removeHeader('Content-Security-Policy');
      // The renderer's own request, asking for a record of what the page reads (its surrogate keys, docs/adr/0784).
      const recordId = req.headers[PAGE_READS_HEADER];
      if (renderer && typeof recordId === 'string') return void renderRecorded(recordId, () => entry.handler(req, completeAstroAnswer(res)));
      return void entry.handler(req, completeAstroAnswer(res));
    }
    const reads = req.method === 'GET' || req.method === 'HEAD';
    countAnswer(req, res, () => kind);
    // What the answer was, for the metrics: a page, a file of the build, a page rendered on request, a redirect, not found, refused.
    let kind: SiteAnswer = /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html') ? 'file' : 'page';
    const path = normalisedPath(pathname);
    const page = path ? bridge.renderedPage?.(path) : undefined;
    if (reads) {
      // A page re-rendered since the build: itself (410 Gone included: an archived product says so), or the 404 page.
      if (page?.status === 200 || page?.status === 410 || page?.status === 301) return servePage(page, req, res, path);
      if (page) return notFound();
      const to = path && moved.get(path);
      if (to) {
        kind = 'redirect';
        res.writeHead(301, { Location: to, 'Content-Length': 0, 'Cache-Control': pageCacheControl(path), ...keyHeaders(pageKeys(path)) });
        return void res.end();
      }
      if (serveCompressedStatic(clientDir, req, res, path && gone.has(path) ? 410 : 200, undefined, path, shownByBuild(path))) return;
    }
    // Pages and files are read, never sent to: anything but GET and HEAD is refused (before rendering; the API answers for itself).
    const onDemand = isOnDemandPath(pathname);
    if (!reads && !pathname.startsWith(API_PREFIX) && (onDemand || page?.status === 200 || page?.status === 410 || isStaticFile(clientDir, pathname))) {
      kind = 'refused';
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end('Method not allowed: this page can only be read.');
    }
    if (onDemand) {
      kind = 'on-demand';
      // An order's page, a preview, the studio: never held by a shared cache (the page may name its own, stricter, policy).
      if (isPrivatePath(pathname) || !reads) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      if (pathname.startsWith(PREVIEW_PREFIX)) {
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        res.setHeader('Content-Security-Policy', PREVIEW_CSP_HEADER);
      }
      return void entry.handler(req, completeAstroAnswer(res));
    }
    notFound();

    /** The 404 page as publishing last rendered it (with the current header and footer), else the build's. */
    function notFound() {
      kind = 'not-found';
      const page = bridge.renderedPage?.(NOT_FOUND_PATH);
      if (page && (page.body?.length || page.gz)) return servePage(page, req, res, path);
      serveNotFoundPage(clientDir, req, res, path, shownByBuild(NOT_FOUND_PATH));
    }
  });
  // An idle kept-alive connection stays open longer than a load balancer's or a client's own idle timeout
  // (60 s is common), so the server never closes one just as a request is sent on it (a reset, not an answer).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const register = ({ address, port }: AddressInfo) => {
    // The renderer calls this server itself: on the address it listens on (any address: the loopback one).
    const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
    bridge.site = { origin: `http://${host}:${port}`, publishes, distDir, ...buildInfo(distDir) };
  };
  registrations.set(server, register);
  server.on('listening', () => register(server.address() as AddressInfo));
  return server;
}

const registrations = new WeakMap<Server, (address: AddressInfo) => void>();

/**
 * Registers the site of `server` as answering at `address` before `server`
 * itself listens (which registers its own address): the app reads the site
 * as it starts, to serve the pages publishing rendered, so a caller that
 * starts the app through another server first (a warm-up) registers that
 * one's address meanwhile.
 */
export function registerSiteAt(server: Server, address: AddressInfo): void {
  registrations.get(server)?.(address);
}
