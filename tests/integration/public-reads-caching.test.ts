import { describe, expect, it } from 'vitest';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

const t = useTestApp();

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

/** The API's public reads: shared caches may hold a guest's, each carries an ETag and answers 304 to it (docs/adr/0772). */
describe('public API reads and shared caches', () => {
  it('shares listings, sizes, search and suburbs asked for without a cookie, tagged with what they answer, and answers 304 to their ETag or Last-Modified', async () => {
    const client = t.client();
    const listing = await client.get('/api/products?sort=featured');
    const key = ((await listing.clone().json()) as { results: { key: string }[] }).results[0]!.key;
    // Each names what it answers (docs/adr/0784): a listing its listing, sizes their product, search and bare filters the whole catalogue.
    for (const [path, tag] of [
      ['/api/products?sort=featured', 'catalogue api-catalogue site'],
      ['/api/products?listing=sympathy&sort=featured', 'listing:sympathy api-catalogue site'],
      [`/api/products/${key}/variants`, `product:${key} api-catalogue site`],
      ['/api/search?text=rose', 'catalogue api-catalogue site'],
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
      // Last-Modified: a copy from then on is current, one from before is not.
      const lastModified = first.headers.get('last-modified');
      expect(Date.parse(lastModified ?? ''), path).toBeLessThanOrEqual(Date.now());
      expect((await client.get(path, { 'if-modified-since': lastModified! })).status, path).toBe(304);
      const before = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      expect((await client.get(path, { 'if-modified-since': before })).status, path).toBe(200);
    }
  });

  it("starts a read's Last-Modified afresh when its answer changes, so a copy from before the change is not current", async () => {
    const client = t.client();
    const path = '/api/products/WB1002/variants';
    const before = await client.get(path);
    const lastModified = before.headers.get('last-modified')!;
    const office = await signedInClient(t, 'flowerline');
    const changed = await office.patch('/api/catalogue/products/WB1002', { variants: [{ key: 'WB1002-STD', price: '123.00' }] });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await expect.poll(async () => (await client.get(path)).headers.get('etag')).not.toBe(before.headers.get('etag'));
    const after = await client.get(path, { 'if-modified-since': lastModified });
    expect(after.status).toBe(200);
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
    expect((await client.get(path, { 'if-modified-since': after.headers.get('last-modified')! })).status).toBe(304);
  });

  it('shares a read asked for by a guest who holds a cart and a CSRF token: their cookies change nothing it answers', async () => {
    const guest = t.client();
    expect((await guest.post('/api/carts', {})).status).toBe(201);
    const listing = await guest.get('/api/products?sort=featured');
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toMatch(SHARED);
    expect(listing.headers.get('surrogate-key')).toBeTruthy();
    // The same answer as a reader with no cookie at all, so one shared copy serves both.
    expect(listing.headers.get('etag')).toBe((await t.client().get('/api/products?sort=featured')).headers.get('etag'));
  });

  it('keeps a read asked for signed in private to that browser, and every other answer unstored', async () => {
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
