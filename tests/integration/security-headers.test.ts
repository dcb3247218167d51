import { afterEach, describe, expect, it } from 'vitest';
import { API_CSP_HEADER, HSTS_VALUE } from '../../src/server/http/security-headers';
import { useTestApp } from './harness';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(url, { headers }));

describe('API security headers', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('sends no HSTS over plain HTTP, even when a caller claims X-Forwarded-Proto: https', async () => {
    expect((await get('http://localhost/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the one HSTS value over HTTPS', async () => {
    expect((await get('https://shop.example.com.au/api/health')).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await get('https://shop.example.com.au/api/nothing-here')).headers.get('strict-transport-security'), 'on problems too').toBe(HSTS_VALUE);
  });

  it('believes X-Forwarded-Proto only with TRUST_PROXY=true', async () => {
    process.env.TRUST_PROXY = 'true';
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get('http://shop.example.com.au/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers JSON and problems with a policy that allows nothing', async () => {
    for (const path of ['/api/health', '/api/csrf', '/api/nothing-here']) {
      const response = await get(`http://localhost${path}`);
      expect(response.headers.get('content-security-policy'), path).toBe(API_CSP_HEADER);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
