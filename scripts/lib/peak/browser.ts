import { Agent, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** An answer read whole. */
export interface Answer {
  status: number;
  ok: boolean;
  text: string;
  headers: IncomingHttpHeaders;
}

/** How long a call may take before the rehearsal counts it failed. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * One visitor's browser: a cookie jar, the CSRF token for changes and a few
 * kept-alive connections (node:http, which costs the load generator less
 * CPU than fetch on a machine it shares with the shop).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  private token = '';
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });
  constructor(readonly base: string) {}

  headers(method = 'GET', extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...extra };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.token) headers['x-csrf-token'] = this.token;
    return headers;
  }

  /** A page or file, as a browser asks for it (no JSON accept header). */
  page(path: string): Promise<Answer> {
    return this.send('GET', path, undefined, { accept: 'text/html' });
  }

  api(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body), {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extra,
    });
  }

  send(method: string, path: string, payload: string | undefined, extra: Record<string, string>): Promise<Answer> {
    const headers = this.headers(method, extra);
    return new Promise((resolve, reject) => {
      const sent = request(`${this.base}${path}`, { method, headers, agent: this.agent, timeout: CALL_TIMEOUT_MS }, (res) => {
        this.keep(res);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
        });
        res.on('error', reject);
      });
      sent.on('timeout', () => sent.destroy(new Error(`${method} ${path} took over ${CALL_TIMEOUT_MS / 1000} s`)));
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  /** Opens an event stream: resolves with the response once its headers arrive (the caller reads it). */
  stream(path: string): Promise<{ response: IncomingMessage; close: () => void }> {
    const headers = this.headers('GET', { accept: 'text/event-stream' });
    delete headers['accept-encoding'];
    return new Promise((resolve, reject) => {
      const sent = request(`${this.base}${path}`, { method: 'GET', headers, agent: false, timeout: 60_000 }, (res) => {
        this.keep(res);
        resolve({ response: res, close: () => sent.destroy() });
      });
      sent.on('timeout', () => sent.destroy(new Error(`the stream ${path} was silent for 60 s`)));
      sent.on('error', reject);
      sent.end();
    });
  }

  keep(res: IncomingMessage): void {
    for (const cookie of res.headers['set-cookie'] ?? []) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  /** Fetches the CSRF token (again after signing in, which binds a new one to the session). */
  async csrf(): Promise<void> {
    const answer = await this.api('GET', '/api/csrf');
    if (!answer.ok) throw new Error(`GET /api/csrf answered ${answer.status}`);
    this.token = (JSON.parse(answer.text) as { _csrfSecret: { value: string } })._csrfSecret.value;
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.csrf();
    const answer = await this.api('POST', '/api/auth/login', { email, password });
    if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status} ${answer.text.slice(0, 200)}`);
    await this.csrf();
  }

  close(): void {
    this.agent.destroy();
  }
}
