import type { ApiResult } from '../../lib/api/client';
import type { PaymentSessionStatus } from '../../lib/api/contracts/checkout';

export type WaitOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'declined'; reason: string | null }
  /** Paid, but made no order (its cart had been ordered or had changed): the payment is refunded. */
  | { kind: 'refunded'; session: PaymentSessionStatus }
  /** Closed by the shop before it was paid (the cart changed, another checkout, timed out): nothing was charged. */
  | { kind: 'expired'; session: PaymentSessionStatus }
  | { kind: 'gave-up'; message: string };

export interface WaitOptions {
  poll: (signal: AbortSignal) => Promise<ApiResult<PaymentSessionStatus>>;
  signal: AbortSignal;
  giveUpAfterMs: number;
  /** Called once when the wait passes a few seconds, so the page can reassure. */
  onSlow?: () => void;
  /** The clock and the pause between polls (tests pass their own). */
  now?: () => number;
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const SLOW_AFTER_MS = 8_000;

const defaultPause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Polls the payment session until the provider's confirmation has made the
 * order (paid with an orderId), the payment failed, was refunded (paid
 * but not for an order) or expired, or the wait gives up. Polls start
 * quick and slow down (0.5 s, then up to 3 s); a failed poll is retried
 * like an open session, and so is a paid session whose order or refund is
 * not recorded yet.
 */
export async function waitForOrder(sessionId: string, options: WaitOptions): Promise<WaitOutcome> {
  const now = options.now ?? Date.now;
  const pause = options.pause ?? defaultPause;
  const started = now();
  let delay = 500;
  let slowSaid = false;
  while (!options.signal.aborted) {
    const result = await options.poll(options.signal);
    if (result.ok) {
      const { status, orderId, failureReason, refund } = result.data;
      if (status === 'paid' && orderId) return { kind: 'paid', orderId };
      if (status === 'paid' && refund) return { kind: 'refunded', session: result.data };
      if (status === 'failed') return { kind: 'declined', reason: failureReason };
      if (status === 'expired') return { kind: 'expired', session: result.data };
    } else if (result.error.status === 404) {
      return { kind: 'gave-up', message: `We could not find payment ${sessionId} for this browser. If you paid, your confirmation email has your order number.` };
    }
    const waited = now() - started;
    if (waited >= options.giveUpAfterMs) {
      return { kind: 'gave-up', message: 'We have not heard from the payment provider yet. If you paid, your order is safe: your confirmation email will follow. Try again in a moment.' };
    }
    if (!slowSaid && waited >= SLOW_AFTER_MS) {
      slowSaid = true;
      options.onSlow?.();
    }
    await pause(delay, options.signal);
    delay = Math.min(delay * 1.5, 3_000);
  }
  return { kind: 'gave-up', message: 'Stopped waiting.' };
}
