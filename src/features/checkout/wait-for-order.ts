import type { ApiError } from '../../lib/api/client';
import type { PaymentSessionStatus } from '../../lib/api/contracts/checkout';
import type { PollOptions } from '../../lib/api/query';

export type WaitOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'declined'; reason: string | null }
  /** Paid, but made no order (its cart had been ordered or had changed): the payment is refunded. */
  | { kind: 'refunded'; session: PaymentSessionStatus }
  /** Closed by the shop before it was paid (the cart changed, another checkout, timed out): nothing was charged. */
  | { kind: 'expired'; session: PaymentSessionStatus }
  | { kind: 'gave-up'; message: string };

const SLOW_AFTER_MS = 8_000;

/** A poll's answer: the session, or why it could not be read. */
export type SessionAnswer = { ok: true; data: PaymentSessionStatus } | { ok: false; error: ApiError };

const GAVE_UP: WaitOutcome = {
  kind: 'gave-up',
  message: 'We have not heard from the payment provider yet. If you paid, your order is safe: your confirmation email will follow. Try again in a moment.',
};

/** What a poll of the payment session means, when it ends the wait; null while the order (or refund) is still to come. */
export function sessionOutcome(sessionId: string, result: SessionAnswer): WaitOutcome | null {
  if (!result.ok) {
    // Another browser's session (or none): no use waiting. Other failures are polled past.
    return result.error.status === 404 ? { kind: 'gave-up', message: `We could not find payment ${sessionId} for this browser. If you paid, your confirmation email has your order number.` } : null;
  }
  const { status, orderId, failureReason, refund } = result.data;
  if (status === 'paid' && orderId) return { kind: 'paid', orderId };
  if (status === 'paid' && refund) return { kind: 'refunded', session: result.data };
  if (status === 'failed') return { kind: 'declined', reason: failureReason };
  if (status === 'expired') return { kind: 'expired', session: result.data };
  return null;
}

/**
 * How the return page polls the payment session (with the data hook) until
 * the provider's confirmation has made the order (paid with an orderId),
 * the payment failed, was refunded (paid but not for an order) or expired,
 * or the wait gives up. Polls start quick and slow down (0.5 s, then up to
 * 3 s); a failed poll is waited past like an open session, and so is a
 * paid session whose order or refund is not recorded yet. After a few
 * seconds the page reassures.
 */
export function orderWait(sessionId: string, giveUpAfterMs: number): PollOptions<PaymentSessionStatus> {
  return {
    everyMs: (polls) => Math.min(500 * 1.5 ** (polls - 1), 3_000),
    until: (result) => sessionOutcome(sessionId, result) !== null,
    giveUpAfterMs,
    slowAfterMs: SLOW_AFTER_MS,
  };
}

/** How the wait stands after `answer` (null: none yet): its outcome, or null while it goes on. */
export function waitOutcome(sessionId: string, answer: SessionAnswer | null, gaveUp: boolean): WaitOutcome | null {
  return (answer && sessionOutcome(sessionId, answer)) ?? (gaveUp ? GAVE_UP : null);
}
