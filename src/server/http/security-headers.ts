import type { MiddlewareHandler } from 'hono';
import { setting } from '../config';
import { setAnswerHeader } from './headers';

/**
 * The security headers of every answer, pages and API alike, decided here
 * once (docs/adr/0406-content-security-policy.md).
 */

/** The one HSTS policy: a year, subdomains included. Sent only over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The pages' policy besides script-src and style-src. Astro writes it into a
 * `<meta http-equiv="content-security-policy">` in each page, followed by
 * script-src and style-src with `'self'` and the hashes of the inline scripts
 * and styles it emitted into that page (astro.config.mjs, `security.csp`).
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * The header sent with pages and files: what a `<meta>` policy cannot carry
 * (frame-ancestors) and what should hold before the `<meta>` is read. It
 * names no script-src, style-src nor default-src: a browser enforces every
 * policy it is given, so a script rule here without the page's hashes would
 * block the page's inline scripts.
 */
export const PAGE_CSP_HEADER = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The header of editors' previews: the studio frames them, on this site, and nobody else may. */
export const PREVIEW_CSP_HEADER = PAGE_CSP_HEADER.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

const FRAME_ANCESTORS = /(?:^|;)\s*(frame-ancestors(?:\s[^;]*)?)/i;

/**
 * `policy` with the frame-ancestors of `framing` (a policy that has one,
 * `PAGE_CSP_HEADER` by default) when it names none itself. A page rendered
 * on request comes from Astro with a policy of its own (its script and style
 * hashes) that replaces the server's header: without this, such a page
 * could be framed by any site.
 */
export function withFrameAncestors(policy: string, framing: string = PAGE_CSP_HEADER): string {
  const directive = FRAME_ANCESTORS.exec(framing)?.[1];
  if (!directive || FRAME_ANCESTORS.test(policy)) return policy;
  const rest = policy.replace(/[\s;]+$/, '');
  return rest ? `${rest}; ${directive}` : directive;
}

/** API answers (JSON) load nothing and are never framed. */
export const API_CSP_HEADER = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries, whatever it is. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

export interface RequestTransport {
  /** The scheme the server itself saw: `https` when TLS ended in this process. */
  protocol: string;
  /** The X-Forwarded-Proto header as received (a proxy chain may list several, first is the client's). */
  forwardedProto: string | string[] | undefined;
  /** TRUST_PROXY: a proxy in front sets X-Forwarded-Proto, and nobody else can reach this server. */
  trustProxy: boolean;
}

/** Whether the browser reached us over HTTPS: our own TLS, or a trusted proxy's word for it. */
export function cameOverHttps({ protocol, forwardedProto, trustProxy }: RequestTransport): boolean {
  if (protocol.replace(/:$/, '').toLowerCase() === 'https') return true;
  if (!trustProxy || forwardedProto === undefined) return false;
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

/** The Strict-Transport-Security value for this request, or undefined when it came over plain HTTP. */
export function strictTransportSecurity(transport: RequestTransport): string | undefined {
  return cameOverHttps(transport) ? HSTS_VALUE : undefined;
}

/**
 * The API's part: HSTS over HTTPS (the same value the pages get), and the
 * strict policy on everything but an HTML answer (GraphiQL in development),
 * which gets the pages' header, or keeps a policy of its own with
 * frame-ancestors added.
 */
export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const url = c.req.url;
  const hsts = strictTransportSecurity({ protocol: url.slice(0, url.indexOf(':')), forwardedProto: c.req.header('x-forwarded-proto'), trustProxy: setting('trustProxy') });
  if (hsts) setAnswerHeader(c, 'Strict-Transport-Security', hsts);
  else c.res.headers.delete('Strict-Transport-Security');
  if (!(c.res.headers.get('Content-Type') ?? '').includes('text/html')) setAnswerHeader(c, 'Content-Security-Policy', API_CSP_HEADER);
  else setAnswerHeader(c, 'Content-Security-Policy', withFrameAncestors(c.res.headers.get('Content-Security-Policy') ?? PAGE_CSP_HEADER));
};
