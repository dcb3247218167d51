import { describe, expect, it } from 'vitest';
import { PROFILE_COOKIE as SERVER_PROFILE_COOKIE } from '../../src/server/http/auth-cookies';
import { cameOverHttps, HSTS_VALUE, PAGE_CSP_DIRECTIVES, PAGE_CSP_HEADER, strictTransportSecurity } from '../../src/server/http/security-headers';
import { PROFILE_COOKIE as BROWSER_PROFILE_COOKIE, sessionFromCookies } from '../../src/features/auth/stores/session';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('HSTS', () => {
  it('is sent over HTTPS: our own TLS, or a trusted proxy that says so', () => {
    expect(strictTransportSecurity({ protocol: 'https:', forwardedProto: undefined, trustProxy: false })).toBe(HSTS_VALUE);
    expect(strictTransportSecurity({ protocol: 'http', forwardedProto: 'https', trustProxy: true })).toBe(HSTS_VALUE);
    expect(strictTransportSecurity({ protocol: 'http', forwardedProto: 'HTTPS, http', trustProxy: true })).toBe(HSTS_VALUE);
    expect(strictTransportSecurity({ protocol: 'http', forwardedProto: ['https'], trustProxy: true })).toBe(HSTS_VALUE);
  });

  it('is not sent over plain HTTP, nor on the word of a proxy nobody trusted', () => {
    expect(strictTransportSecurity({ protocol: 'http:', forwardedProto: undefined, trustProxy: true })).toBeUndefined();
    expect(strictTransportSecurity({ protocol: 'http:', forwardedProto: 'https', trustProxy: false })).toBeUndefined();
    expect(cameOverHttps({ protocol: 'http:', forwardedProto: 'http, https', trustProxy: true })).toBe(false);
    expect(cameOverHttps({ protocol: 'http:', forwardedProto: '', trustProxy: true })).toBe(false);
    expect(cameOverHttps({ protocol: 'http:', forwardedProto: [], trustProxy: true })).toBe(false);
  });

  it('is one value of at least a year, subdomains included', () => {
    expect(HSTS_VALUE).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(HSTS_VALUE)![1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('content security policy', () => {
  it('leaves script-src and style-src to the pages’ hashes: no unsafe-inline anywhere', () => {
    expect(PAGE_CSP_DIRECTIVES.join(';')).not.toContain('unsafe-inline');
    expect(PAGE_CSP_HEADER).not.toContain('unsafe-inline');
  });

  it('sends as a header only what does not touch scripts and styles, so it cannot block the hashed ones', () => {
    const header = directives(PAGE_CSP_HEADER);
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'style-src', 'style-src-elem']) expect(header.has(name), name).toBe(false);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('puts nothing in the <meta> a browser ignores there', () => {
    for (const directive of PAGE_CSP_DIRECTIVES) expect(directive).not.toMatch(/^(frame-ancestors|report-uri|sandbox)\b/);
  });
});

describe('profile cookie', () => {
  it('has the same __Host- name on the server and in the storefront, which reads it', () => {
    expect(BROWSER_PROFILE_COOKIE).toBe(SERVER_PROFILE_COOKIE);
    expect(BROWSER_PROFILE_COOKIE.startsWith('__Host-')).toBe(true);
    const hint = Buffer.from(JSON.stringify({ roles: ['customer'], email: 'a@example.com', customerId: 'c1', storeKey: null, name: 'A' })).toString('base64url');
    expect(sessionFromCookies(`other=1; ${SERVER_PROFILE_COOKIE}=${hint}`)).toMatchObject({ roles: ['customer'], name: 'A' });
    expect(sessionFromCookies(`wb_profile=${hint}`), 'the old name is not read').toBeNull();
  });
});
