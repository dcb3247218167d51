import { Agent, request } from 'node:http';

/** An answer as `Shopper.send` reads it: whole. */
export interface ReadAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** One shopper (a browser of the load benchmarks): a cookie jar, a CSRF token and a cart. */
export class Shopper {
  private cookies = new Map<string, string>();
  private token = '';
  /** One kept-alive connection, as a browser reuses its own (for `send`). */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cartId = '';
  constructor(private readonly base: string) {}

  /** The headers this shopper's browser sends: its cookies, and its CSRF token for changes. */
  headers(method = 'GET'): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-csrf-token'] = this.token;
    return headers;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers = this.headers(method);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    this.keepCookies(response.headers.getSetCookie());
    return response;
  }

  /**
   * `request`, read whole, over node:http rather than fetch: the load generator shares the machine with the server
   * it measures, and fetch's streams cost it about 1.7 times the CPU. For answers that end (not event streams).
   */
  send(method: string, path: string, body?: unknown): Promise<ReadAnswer> {
    const headers = this.headers(method);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const sent = request(`${this.base}${path}`, { method, headers, agent: this.agent, timeout: 30_000 }, (res) => {
        this.keepCookies(res.headers['set-cookie'] ?? []);
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, ok: res.statusCode! >= 200 && res.statusCode! < 300, text }));
        res.on('error', reject);
      });
      sent.on('timeout', () => sent.destroy(new Error(`${method} ${path} took over 30 s`)));
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  private keepCookies(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  /** Fetches the CSRF token (again after signing in, which binds a new one to the session). */
  async csrf() {
    const csrf = await this.request('GET', '/api/csrf');
    this.token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  }

  async start() {
    await this.csrf();
    const cart = await this.request('POST', '/api/carts', {});
    this.cartId = ((await cart.json()) as { cartId: string }).cartId;
  }

  async signIn(email: string, password: string) {
    await this.csrf();
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
    await this.csrf();
  }
}
