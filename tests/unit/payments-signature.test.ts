import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { Problem } from '../../src/server/http/problem';
import { signatureHeader, verifiedEvent } from '../../src/server/payments/signature';

const secret = 'whsec_the_shops_secret';
const body = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', payment_status: 'paid' } } });

/** The problem a verification throws, or null when it passes. */
function refusal(run: () => unknown): Problem | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof Problem) return error;
    throw error;
  }
}

describe("a webhook's signature", () => {
  it('passes a body signed now with the secret, and answers its event', () => {
    expect(verifiedEvent(body, signatureHeader(body, secret), secret)).toEqual(JSON.parse(body));
  });

  it('passes a signature by the secret among others, as Stripe sends while a secret is rolled', () => {
    const header = signatureHeader(body, secret);
    const [timestamp, ownSignature] = header.split(',');
    const other = signatureHeader(body, 'whsec_the_old_secret').split(',')[1];
    expect(verifiedEvent(body, `${timestamp},${other},${ownSignature}`, secret)).toEqual(JSON.parse(body));
  });

  it.each([
    ['no header', () => undefined],
    ['an empty header', () => ''],
    ['a header that is not a signature', () => 'nonsense'],
    ['a wrong secret', () => signatureHeader(body, 'whsec_not_the_shops_secret')],
    ['a timestamp older than 5 minutes', () => signatureHeader(body, secret, new Date(Date.now() - 6 * 60 * 1000))],
    ['a tampered body', () => signatureHeader(body.replace('"paid"', '"unpaid"'), secret)],
    ['a signature of another scheme', () => signatureHeader(body, secret).replace('v1=', 'v0=')],
    ['an overlong header', () => `${signatureHeader(body, secret)},${'v1=0,'.repeat(400)}`],
  ])('refuses %s with the 400 signature problem', (_, header) => {
    const problem = refusal(() => verifiedEvent(body, header(), secret));
    expect(problem).toMatchObject({ status: 400, type: PROBLEM_TYPES.paymentSignatureInvalid });
  });

  it('passes a timestamp within the tolerance', () => {
    expect(verifiedEvent(body, signatureHeader(body, secret, new Date(Date.now() - 4 * 60 * 1000)), secret)).toEqual(JSON.parse(body));
  });

  it('answers a malformed-body problem, not a 500, for a signed body that is not JSON', () => {
    const problem = refusal(() => verifiedEvent('{not json', signatureHeader('{not json', secret), secret));
    expect(problem).toMatchObject({ status: 400, type: PROBLEM_TYPES.malformedBody });
  });
});
