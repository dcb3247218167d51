import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSettings, sourceHash } from '../../scripts/lib/source-hash';

/** `npm start` reuses a build only when nothing it was made from changed: its sources, or the settings it bakes in. */
describe('what a build is made from', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('counts the public address: a build for another origin is built again', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com.au');
    const one = sourceHash(process.cwd());
    expect(sourceHash(process.cwd())).toBe(one);
    vi.stubEnv('SITE_URL', 'https://shop.example.com.au');
    expect(sourceHash(process.cwd())).not.toBe(one);
  });

  it('counts the PUBLIC_ variables the browser is given, and no other setting', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com.au');
    const before = buildSettings();
    vi.stubEnv('LOG_LEVEL', 'debug');
    vi.stubEnv('DATABASE_URL', 'postgresql://elsewhere/shop');
    expect(buildSettings()).toBe(before);
    vi.stubEnv('PUBLIC_LIVE_CHAT_URL', 'https://chat.example.com.au');
    expect(buildSettings()).not.toBe(before);
    expect(buildSettings()).toContain('PUBLIC_LIVE_CHAT_URL=https://chat.example.com.au');
  });
});
