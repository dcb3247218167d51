/** One shopper (a browser of the load benchmarks): a cookie jar, a CSRF token and a cart. */
export class Shopper {
  private cookies = new Map<string, string>();
  private token = '';
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
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
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
