import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/** Sends raw bytes to the shop's server and answers its status line and body: for requests no HTTP client will send. */
function rawRequest(baseURL: string, text: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    const answered = () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      return { statusLine: head!.split('\r\n')[0]!, body };
    };
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const [head, body = ''] = answer.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head!)?.[1];
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) {
        socket.destroy();
        resolve(answered());
      }
    });
    // An answer without a length (a page rendered on request, sent in chunks) ends when the server closes the connection.
    socket.on('end', () => resolve(answered()));
    socket.on('error', reject);
  });
}

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

  test('refuses anything but GET and HEAD to a page or file with a 405', async ({ request, baseURL }) => {
    for (const path of ['/about', '/flowers', '/favicon.svg']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await request.fetch(path, { method, headers: { origin: baseURL! }, data: 'x=1' });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
      expect((await request.head(path)).status(), `HEAD ${path}`).toBe(200);
    }
    const unknown = await request.fetch('/no-such-page-here', { method: 'PUT', headers: { origin: baseURL! }, data: 'x=1' });
    expect(unknown.status()).toBe(404);
  });

  test("gives a page rendered on request its status's own reason phrase, and its charset", async ({ request, baseURL }) => {
    const search = await rawRequest(baseURL!, `GET /search?text=${'a'.repeat(101)} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`);
    expect(search.statusLine).toBe('HTTP/1.1 400 Bad Request');
    const studio = await rawRequest(baseURL!, 'GET /studio HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect(studio.statusLine).toBe('HTTP/1.1 401 Unauthorized');
    const found = await rawRequest(baseURL!, 'GET /search?text=roses HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect(found.statusLine).toBe('HTTP/1.1 200 OK');
    expect((await request.get('/search?text=roses')).headers()['content-type']).toBe('text/html; charset=utf-8');
  });

  test('answers a request the API cannot address with a 400 problem, and one with no Host as any other', async ({ baseURL }) => {
    for (const host of ['a b', '[::1', 'shop.example:99999']) {
      const { statusLine, body } = await rawRequest(baseURL!, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusLine, host).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(body), host).toMatchObject({ type: '/problems/validation', status: 400 });
    }
    const { statusLine, body } = await rawRequest(baseURL!, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
  });

  test('serves a request target in absolute form as its path: the API and a page', async ({ baseURL }) => {
    const api = await rawRequest(baseURL!, 'GET http://shop.example/api/health?probe=1 HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(api.statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(api.body)).toMatchObject({ status: 'ok' });
    const page = await rawRequest(baseURL!, 'GET https://shop.example/about HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(page.statusLine).toBe('HTTP/1.1 200 OK');
    expect(page.body).toContain('<h1');
  });

  test('bounds a body sent without Content-Length, and takes a DELETE with none', async ({ request, baseURL }) => {
    const big = 'a'.repeat(1024 * 1024 + 1);
    const { statusLine, body } = await rawRequest(
      baseURL!,
      `POST /api/carts HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(body)).toMatchObject({ type: '/problems/body-too-large' });
    const { _csrfSecret } = await (await request.get('/api/csrf')).json();
    const headers = { 'x-csrf-token': _csrfSecret.value };
    const cart = (await (await request.post('/api/carts', { headers })).json()) as { cartId: string; anonymousId: string };
    const emptied = await request.delete(`/api/carts/${cart.cartId}`, { headers: { ...headers, 'x-anonymous-id': cart.anonymousId } });
    expect(emptied.status()).toBe(200);
    expect(await emptied.json()).toMatchObject({ cartId: cart.cartId, lineItems: [] });
  });

  test('shows the 404 page for an unknown address', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });
});
