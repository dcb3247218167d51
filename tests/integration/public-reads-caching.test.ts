import { describe, expect, it } from 'vitest';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

const t = useTestApp();

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

/** The API's public reads: shared caches may hold a guest's, each carries an ETag and answers 304 to it (docs/adr/0772). */
describe('public API reads and shared caches', () => {
  it('shares listings, sizes, search and suburbs asked for without a cookie, tagged for a purge, and answers 304 to their ETag', async () => {
    const client = t.client();
    const listing = await client.get('/api/products?sort=featured');
    const key = ((await listing.clone().json()) as { results: { key: string }[] }).results[0]!.key;
    for (const [path, tag] of [
      ['/api/products?sort=featured', 'api-catalogue site'],
      [`/api/products/${key}/variants`, 'api-catalogue site'],
      ['/api/search?text=rose', 'api-catalogue site'],
      ['/api/delivery/suburbs?keyword=kew', 'api-delivery site'],
    ] as const) {
      const first = await client.get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toMatch(SHARED);
      expect(first.headers.get('surrogate-key'), path).toBe(tag);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await client.get(path, { 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toMatch(SHARED);
    }
  });

  it('keeps a read asked for with a cookie private to that browser, and every other answer unstored', async () => {
    const shopper = await signedInClient(t, 'customer');
    const listing = await shopper.get('/api/products?sort=featured');
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('private, no-cache');
    expect(listing.headers.get('surrogate-key')).toBeNull();
    expect((await shopper.get('/api/csrf')).headers.get('cache-control')).toBe('no-store');
    const write = await shopper.post('/api/products', {});
    expect(write.headers.get('cache-control') ?? 'no-store').not.toMatch(/public/);
  });
});
