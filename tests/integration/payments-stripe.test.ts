import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { Problem } from '../../src/server/http/problem';
import { SESSION_LIFETIME_MS, stripeProvider, type RefundRequest, type SessionRequest } from '../../src/server/payments/provider';
import { StripeStandIn } from '../support/stripe-stand-in';

/**
 * The Stripe provider against a stand-in of Stripe's API on this machine,
 * through the official `stripe` library: the requests the shop sends
 * (parameters, idempotency keys), what it makes of Stripe's answers, and
 * that a Stripe in trouble or out of reach is the shop's 502. The app
 * builds its own Stripe client (paymentProvider()), which has no way to be
 * pointed elsewhere, so these tests drive stripeProvider(client) directly.
 */
const stand = new StripeStandIn();
let port: number;
beforeAll(async () => {
  port = await stand.listen();
});
afterAll(() => stand.close());
beforeEach(() => {
  stand.requests.length = 0;
});
afterEach(() => {
  stand.failing = null;
  stand.now = () => Date.now();
  vi.useRealTimers();
});

const clientAt = (at: number) => new Stripe('sk_test_x', { host: '127.0.0.1', port: at, protocol: 'http', maxNetworkRetries: 0 });
const provider = () => stripeProvider(clientAt(port));
/** Holds the clock still (the test's, so the provider's and the stand-in's) at `at`. */
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

const SITE = 'https://shop.example.com.au';
function sessionRequest(): SessionRequest {
  const cartId = randomUUID();
  return {
    cartId,
    amountCents: 12_995,
    currencyCode: 'AUD',
    description: 'Wattle & Bloom order for Sam Lee',
    customerEmail: 'jane.citizen@example.com',
    siteUrl: SITE,
    idempotencyKey: `checkout:${cartId}:0:fingerprint`,
  };
}
/** A session made through the provider and paid at the stand-in. */
async function paidSession() {
  const session = await provider().createSession(sessionRequest());
  const paymentIntentId = `pi_test_${randomUUID().replaceAll('-', '')}`;
  stand.complete(session.id, paymentIntentId);
  return { sessionId: session.id, paymentIntentId };
}
const refundRequest = (sessionId: string, paymentIntentId: string | null): RefundRequest => ({ refundId: randomUUID(), sessionId, paymentIntentId, amountCents: 12_995, reason: 'duplicate' });

async function expectBadGateway(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Problem);
  expect(error).toMatchObject({ status: 502, type: PROBLEM_TYPES.upstreamUnavailable });
}

/** A port of 127.0.0.1 nothing listens on (just given up by a server of this test). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

describe('the stand-in keeps Stripe’s rules', () => {
  it('refuses an expires_at under 30 minutes or over 24 hours away, and a key reused with other parameters', async () => {
    const client = clientAt(port);
    const now = Math.floor(Date.now() / 1000);
    const session = (expiresAt: number) => ({ mode: 'payment' as const, success_url: `${SITE}/done`, expires_at: expiresAt });
    for (const expiresAt of [now + 29 * 60, now + 24 * 3600 + 60]) {
      await expect(client.checkout.sessions.create(session(expiresAt))).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'expires_at' });
    }
    const made = await client.checkout.sessions.create(session(now + 3600), { idempotencyKey: 'reused' });
    expect(made.id).toMatch(/^cs_test_/);
    await expect(client.checkout.sessions.create(session(now + 7200), { idempotencyKey: 'reused' })).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });
});

describe('createSession', () => {
  it('asks for one payment-mode session of the amount, bound to the cart, and a retry under the same key answers the same session', async () => {
    const now = new Date('2025-11-07T02:30:00.400Z');
    clockAt(now);
    const request = sessionRequest();
    const session = await provider().createSession(request);

    const [sent, ...more] = stand.requests;
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: request.idempotencyKey });
    expect(sent!.headers.authorization).toBe('Bearer sk_test_x');
    expect(sent!.body).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '12995',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][product_data][name]': request.description,
      customer_email: request.customerEmail,
      'metadata[cartId]': request.cartId,
      'payment_intent_data[metadata][cartId]': request.cartId,
      success_url: `${SITE}/checkout/confirmation?session={CHECKOUT_SESSION_ID}`,
    });
    const expiresAt = Number(sent!.body.expires_at);
    const ahead = expiresAt - now.getTime() / 1000;
    expect(ahead).toBeGreaterThanOrEqual(30 * 60);
    expect(ahead).toBeLessThan(24 * 3600);
    expect(expiresAt).toBe(Math.floor((now.getTime() + SESSION_LIFETIME_MS) / 1000));

    const made = stand.sessions.get(session.id)!;
    expect(made).toMatchObject({ status: 'open', amount_total: 12_995, currency: 'aud', metadata: { cartId: request.cartId } });
    expect(session).toEqual({ id: made.id, url: made.url, expiresAt: new Date(expiresAt * 1000) });

    const again = await provider().createSession(request);
    expect(again).toEqual(session);
    expect(stand.sent('POST', '/v1/checkout/sessions').map((each) => each.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect([...stand.sessions.values()].filter((each) => each.metadata.cartId === request.cartId)).toHaveLength(1);
  });

  it('still gets a payable session when the same checkout is tried again later, after an answer that never arrived', async () => {
    // The first session was made, but the shop never recorded it: the retry has the same key and a later expiry.
    const first = new Date('2025-11-07T02:30:00.000Z');
    clockAt(first);
    const request = sessionRequest();
    const lost = await provider().createSession(request);
    const retried = new Date(first.getTime() + 20_000);
    vi.setSystemTime(retried);

    const session = await provider().createSession(request);
    expect(session.expiresAt).toEqual(new Date(retried.getTime() + SESSION_LIFETIME_MS));
    expect(stand.sessions.get(session.id)).toMatchObject({ status: 'open', metadata: { cartId: request.cartId } });
    expect(session.id).not.toBe(lost.id);
    // Retried again at the same moment, it answers that session.
    expect(await provider().createSession(request)).toEqual(session);
    expect([...stand.sessions.values()].filter((each) => each.metadata.cartId === request.cartId)).toHaveLength(2);
  });

  it('asks for an expiry Stripe takes while Stripe’s clock is up to five minutes ahead of the shop’s', async () => {
    stand.now = () => Date.now() + 4 * 60_000;
    await expect(provider().createSession(sessionRequest())).resolves.toMatchObject({ id: expect.stringMatching(/^cs_test_/) });
    stand.now = () => Date.now() + 6 * 60_000;
    await expectBadGateway(provider().createSession(sessionRequest()));
  });
});

describe('expireSession', () => {
  it('expires an open session under a key of its own', async () => {
    const { id } = await provider().createSession(sessionRequest());
    stand.requests.length = 0;
    expect(await provider().expireSession(id)).toBe('expired');
    expect(stand.requests).toMatchObject([{ method: 'POST', path: `/v1/checkout/sessions/${id}/expire`, idempotencyKey: `expire:${id}`, body: {} }]);
    expect(stand.sessions.get(id)!.status).toBe('expired');
    // Asked again (a retried job), it answers the same.
    expect(await provider().expireSession(id)).toBe('expired');
  });

  it('answers complete for a session paid first, having read it after Stripe refused to expire it', async () => {
    const { sessionId } = await paidSession();
    stand.requests.length = 0;
    expect(await provider().expireSession(sessionId)).toBe('complete');
    expect(stand.requests.map(({ method, path, idempotencyKey }) => ({ method, path, idempotencyKey }))).toEqual([
      { method: 'POST', path: `/v1/checkout/sessions/${sessionId}/expire`, idempotencyKey: `expire:${sessionId}` },
      { method: 'GET', path: `/v1/checkout/sessions/${sessionId}`, idempotencyKey: undefined },
    ]);
    expect(stand.sessions.get(sessionId)!.status).toBe('complete');
  });
});

describe('refund', () => {
  it('refunds the payment once under the refund’s key, however often it is asked', async () => {
    const { sessionId, paymentIntentId } = await paidSession();
    const request = refundRequest(sessionId, paymentIntentId);
    stand.requests.length = 0;
    const refund = await provider().refund(request);

    expect(stand.requests).toHaveLength(1);
    expect(stand.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: `refund:${request.refundId}`,
      body: { payment_intent: paymentIntentId, amount: '12995', reason: 'duplicate', 'metadata[refundId]': request.refundId, 'metadata[sessionId]': sessionId },
    });
    expect(refund.id).toMatch(/^re_/);
    expect(stand.refunds.get(refund.id)).toMatchObject({ payment_intent: paymentIntentId, amount: 12_995, status: 'succeeded' });

    expect(await provider().refund(request)).toEqual(refund);
    expect([...stand.refunds.values()].filter((each) => each.metadata.refundId === request.refundId)).toHaveLength(1);
  });

  it('reads the session for its payment when the shop does not know it', async () => {
    const { sessionId, paymentIntentId } = await paidSession();
    const request = refundRequest(sessionId, null);
    stand.requests.length = 0;
    const refund = await provider().refund(request);
    expect(stand.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET /v1/checkout/sessions/${sessionId}`, 'POST /v1/refunds']);
    expect(stand.requests[1]!.body.payment_intent).toBe(paymentIntentId);
    // Sent again once the payment is known, it is the same refund.
    expect(await provider().refund({ ...request, paymentIntentId })).toEqual(refund);
    expect([...stand.refunds.values()].filter((each) => each.payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it('asks for no refund of a session that took no payment', async () => {
    const { id } = await provider().createSession(sessionRequest());
    await expectBadGateway(provider().refund(refundRequest(id, null)));
    expect(stand.sent('POST', '/v1/refunds')).toEqual([]);
  });
});

describe('a Stripe in trouble or out of reach', () => {
  it('is the shop’s 502 when Stripe answers 500', async () => {
    const open = await provider().createSession(sessionRequest());
    const { sessionId, paymentIntentId } = await paidSession();
    stand.failing = () => true;
    await expectBadGateway(provider().createSession(sessionRequest()));
    await expectBadGateway(provider().expireSession(open.id));
    await expectBadGateway(provider().refund(refundRequest(sessionId, paymentIntentId)));
    await expectBadGateway(provider().refund(refundRequest(sessionId, null)));
    expect(stand.sessions.get(open.id)!.status).toBe('open');
    expect([...stand.refunds.values()].filter((each) => each.payment_intent === paymentIntentId)).toEqual([]);
  });

  it('is the shop’s 502 when reading a session Stripe would not expire fails', async () => {
    const { sessionId } = await paidSession();
    stand.failing = (request) => request.method === 'GET';
    await expectBadGateway(provider().expireSession(sessionId));
    expect(stand.requests.map(({ method }) => method).slice(-2)).toEqual(['POST', 'GET']);
  });

  it('is the shop’s 502 when nothing answers', async () => {
    const unreachable = stripeProvider(clientAt(await closedPort()));
    await expectBadGateway(unreachable.createSession(sessionRequest()));
    await expectBadGateway(unreachable.expireSession('cs_test_unreachable'));
    await expectBadGateway(unreachable.refund(refundRequest('cs_test_unreachable', 'pi_test_unreachable')));
    await expectBadGateway(unreachable.refund(refundRequest('cs_test_unreachable', null)));
  });
});
