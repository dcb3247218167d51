import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * The standalone commerce API (`npm run api`, src/server/standalone.ts) as a
 * child process of the test, on a port of its choosing: the port is read
 * from its "listening" log line. Node is started directly (no npm or
 * wrapper in between), so a signal reaches the server itself.
 */
export interface ApiProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Resolves when the process has ended (at once when it already has). */
  exited(): Promise<void>;
  /** Sends the signal (if the process still runs) and waits for it to end. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

const LISTENING = /Commerce API listening on (http:\/\/[^\s"]+)\/api/;

export async function startApiProcess(env: Record<string, string | undefined>, { deadlineMs = 90_000, onLine }: { deadlineMs?: number; onLine?: (line: string) => void } = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './src/server/tracing/register.ts', 'src/server/standalone.ts'], {
    cwd: process.cwd(),
    // A variable given as undefined is left out, not passed on as the text "undefined".
    env: Object.fromEntries(Object.entries({ ...process.env, HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env }).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test process end first, the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const ended = once(child, 'exit').then(() => void process.off('exit', killOnExit));
  const errors: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
  const api: ApiProcess = {
    baseUrl: '',
    child,
    exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : ended),
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await api.exited();
    },
  };
  // Every log line is read (one per request), so the pipe never fills and stalls the server.
  const lines = createInterface({ input: child.stdout! });
  if (onLine) lines.on('line', onLine);
  const listening = new Promise<string>((resolve) => lines.on('line', (line) => LISTENING.exec(line) && resolve(LISTENING.exec(line)![1]!)));
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the API did not start within ${deadlineMs} ms: ${errors.join('')}`)), deadlineMs);
    void ended.then(() => reject(new Error(`the API ended before it listened (${child.exitCode ?? child.signalCode}): ${errors.join('')}`)));
  });
  try {
    const baseUrl = await Promise.race([listening, failed]);
    return Object.assign(api, { baseUrl });
  } catch (error) {
    await api.stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Polls GET /api/health until it answers 200, or fails at the deadline. */
export async function waitUntilHealthy(baseUrl: string, deadlineMs = 90_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    // Each try is itself a round trip; the loop ends on the answer or the deadline, not on a guessed wait.
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${baseUrl}/api/health was not healthy within ${deadlineMs} ms: ${last}`);
}

/**
 * A browser-like client of a running API: keeps cookies and sends the CSRF
 * token on writes. `at` gives the same browser (cookies, token) talking to
 * another process, as a load balancer would send it.
 */
export class HttpClient {
  constructor(
    private readonly baseUrl: string,
    private readonly state: { cookies: Map<string, string>; csrf?: string } = { cookies: new Map() },
  ) {}

  /** This client's cookies and CSRF token, sending its requests to another process. */
  at(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, this.state);
  }

  cookie(name: string): string | undefined {
    return this.state.cookies.get(name);
  }

  async request(method: string, path: string, body?: unknown, init: { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] ??= await this.csrfToken();
    if (this.state.cookies.size) headers.cookie = [...this.state.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.state.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Signing in binds a new CSRF token to the session: the next write fetches it. */
  forgetCsrfToken(): void {
    this.state.csrf = undefined;
  }

  /** The CSRF token, fetched from this client's process when it has none. */
  async csrfToken(): Promise<string> {
    if (!this.state.csrf) {
      const response = await this.request('GET', '/api/csrf');
      this.state.csrf = ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    }
    return this.state.csrf;
  }
}
