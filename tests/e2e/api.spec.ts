import { expect, test } from '@playwright/test';

// The built server as a client sees it (the same suite runs in-process in tests/integration).
test.describe('the running shop', () => {
  test('reports healthy on the embedded database and content API', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok', kind: 'pglite' }, content: { status: 'ok' } });
  });

  test('refuses a POST without the CSRF token with a 403 problem', async ({ request }) => {
    const response = await request.post('/api/carts', { data: {} });
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toBe('application/problem+json');
  });

  test('answers malformed JSON with a 400 problem', async ({ request }) => {
    const { _csrfSecret } = await (await request.get('/api/csrf')).json();
    const response = await request.post('/api/carts', { headers: { 'x-csrf-token': _csrfSecret.value, 'content-type': 'application/json' }, data: Buffer.from('{"oops":') });
    expect(response.status()).toBe(400);
    expect((await response.json()).detail).toBe('The request body is not valid JSON.');
  });

  test('serves pages compressed with security headers', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await request.get('/favicon.svg')).ok()).toBe(true);
  });

  test('shows the 404 page for an unknown address', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });
});
