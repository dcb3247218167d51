import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the parts of Stripe's API the shop calls, on this machine:
 * Checkout Sessions (create, read, expire) and refunds. It takes Stripe's
 * form-encoded bodies, answers Stripe-shaped JSON and errors, keeps
 * Stripe's idempotency rules and its bounds on a session's `expires_at`,
 * and records every request it is sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  /** The form body as sent, its bracket keys kept whole: `metadata[cartId]`, `line_items[0][price_data][unit_amount]`. */
  body: Record<string, string>;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

type Answer = { status: number; body: unknown };

const MINUTE = 60;
const idOf = (prefix: string) => `${prefix}${randomBytes(18).toString('hex')}`;
const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}): Answer => ({ status, body: { error: { type, message, ...extra } } });
const invalid = (message: string, param?: string) => stripeError(400, 'invalid_request_error', message, param ? { param } : {});
const noSuch = (object: string, id: string, param: string) => stripeError(404, 'invalid_request_error', `No such ${object}: '${id}'`, { code: 'resource_missing', param });
/** The members of a hash parameter: `metadata[cartId]=c1` is `{ cartId: 'c1' }`. */
const hashOf = (body: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (key.startsWith(`${name}[`) && key.endsWith(']') ? [[key.slice(name.length + 1, -1), value]] : [])));

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds = new Map<string, StandInRefund>();
  /** The stand-in's clock, in milliseconds (the test's own clock unless set). */
  now: () => number = () => Date.now();
  /** Requests this answers with a 500 `api_error`, as Stripe does when it is in trouble. */
  failing: ((request: RecordedRequest) => boolean) | null = null;

  private readonly saved = new Map<string, { fingerprint: string; answer: Answer }>();
  private readonly server = createServer((req, res) => void this.receive(req, res));

  /** Listens on a free port of 127.0.0.1; answers the port. */
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The requests sent to one method and path. */
  sent(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The shopper pays a session: Stripe's session is then complete, with its payment. */
  complete(sessionId: string, paymentIntentId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`the stand-in has no session ${sessionId}`);
    return Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntentId, url: null });
  }

  private async receive(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const request: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers, idempotencyKey, body: Object.fromEntries(new URLSearchParams(raw)) };
    this.requests.push(request);
    const answer = this.failing?.(request) ? stripeError(500, 'api_error', 'An unknown error occurred') : this.idempotent(request);
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': idOf('req_') }).end(JSON.stringify(answer.body));
  }

  /**
   * Stripe's idempotency: a key seen before with the same endpoint and
   * parameters answers what it answered then; with others, a 400
   * idempotency_error. Only answers that made or changed something are kept.
   */
  private idempotent(request: RecordedRequest): Answer {
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    if (!key) return this.route(request);
    const fingerprint = JSON.stringify([request.method, request.path, Object.entries(request.body).sort()]);
    const seen = this.saved.get(key);
    if (seen && seen.fingerprint !== fingerprint) {
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (seen) return seen.answer;
    const answer = this.route(request);
    if (answer.status < 300) this.saved.set(key, { fingerprint, answer });
    return answer;
  }

  private route(request: RecordedRequest): Answer {
    if (!/^Bearer sk_test_\w+$/.test(String(request.headers.authorization))) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const { method, path } = request;
    const [, id, action] = /^\/v1\/checkout\/sessions\/([^/]+)(?:\/(expire))?$/.exec(path) ?? [];
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(request.body);
    if (method === 'GET' && id && !action) return this.sessions.has(id) ? { status: 200, body: this.sessions.get(id) } : noSuch('checkout.session', id, 'session');
    if (method === 'POST' && id && action === 'expire') return this.expireSession(id);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(request.body);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createSession(body: Record<string, string>): Answer {
    const created = Math.floor(this.now() / 1000);
    if (!body.mode) return invalid('Missing required param: mode.', 'mode');
    const expiresAt = body.expires_at === undefined ? created + 24 * 60 * MINUTE : Number(body.expires_at);
    if (!(expiresAt >= created + 30 * MINUTE)) return invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > created + 24 * 60 * MINUTE) return invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    let amount = 0;
    for (let line = 0; body[`line_items[${line}][quantity]`] !== undefined; line += 1) {
      amount += Number(body[`line_items[${line}][quantity]`]) * Number(body[`line_items[${line}][price_data][unit_amount]`]);
    }
    const session: StandInSession = {
      id: idOf('cs_test_'),
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount,
      currency: body['line_items[0][price_data][currency]'] ?? 'aud',
      customer_email: body.customer_email ?? null,
      metadata: hashOf(body, 'metadata'),
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      url: null,
      created,
      expires_at: expiresAt,
    };
    session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
    this.sessions.set(session.id, session);
    return { status: 200, body: session };
  }

  private expireSession(id: string): Answer {
    const session = this.sessions.get(id);
    if (!session) return noSuch('checkout.session', id, 'session');
    if (session.status !== 'open') return invalid('Only Checkout Sessions with a status of `open` can be expired.');
    Object.assign(session, { status: 'expired', url: null });
    return { status: 200, body: session };
  }

  private createRefund(body: Record<string, string>): Answer {
    const paymentIntent = body.payment_intent;
    if (!paymentIntent) return invalid('One of the following params should be provided for this request: payment_intent or charge.');
    const paid = [...this.sessions.values()].find((session) => session.payment_intent === paymentIntent);
    if (!paid) return noSuch('payment_intent', paymentIntent, 'payment_intent');
    const given = [...this.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? paid.amount_total - given : Number(body.amount);
    if (amount <= 0 || given + amount > paid.amount_total) return invalid(`Refund amount (${amount}) is greater than the amount that can be refunded.`, 'amount');
    const refund: StandInRefund = {
      id: idOf('re_'),
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: paymentIntent,
      reason: body.reason ?? null,
      metadata: hashOf(body, 'metadata'),
      status: 'succeeded',
      created: Math.floor(this.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}
