import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { carts, paymentSessions, promoCodes } from '../db/schema/index';
import { namedStatement, type StatementRunner } from '../db/statements';
import type { Db } from '../db/client';
import { enqueue } from '../jobs/queue';

/**
 * One payable session per cart (docs/adr/0714). A cart's open payment
 * session (`carts.payment_session_id`) is bound to the cart as it was
 * priced: whatever changes or retires the cart (a change of any kind, save,
 * merge, resume, sign-out, another checkout, an order on account) first
 * closes that session, in the same transaction, under the cart's lock.
 *
 * The shop's record is what counts: a payment that arrives for a closed
 * session makes no order and is refunded (webhook.ts). The provider is told
 * too, after the transaction (a job, PROVIDER_CLOSE_QUEUE), so that its page
 * takes no payment; the sandbox's page reads the shop's record, so its
 * sessions are closed at once.
 */
export const REASONS = {
  changed: 'The cart changed after this payment was started.',
  replaced: 'A newer checkout of the cart replaced it.',
  saved: 'The cart was saved for later.',
  merged: 'The cart was merged into another on sign-in.',
  resumed: 'Another saved order was resumed in its place.',
  signedOut: 'The shopper signed out.',
  onAccount: 'The cart was ordered on account.',
  timedOut: 'The payment session timed out.',
} as const;

/** Closes the provider's side of sessions the shop has closed (Stripe's); also run by reconciliation. */
export const PROVIDER_CLOSE_QUEUE = 'payments-close-at-provider';

type Target = Pick<Db, '_'> | StatementRunner;

const closeSession = namedStatement<{ sessionId: string; cartId: string; reason: string; now: string }>(
  'payment_session_retire',
  sql`with closed as (
      update ${paymentSessions} set status = 'expired', failure_reason = ${sql.placeholder('reason')}, closed_at = ${sql.placeholder('now')},
        provider_closed_at = case when provider = 'sandbox' then ${sql.placeholder('now')}::timestamptz end
      where id = ${sql.placeholder('sessionId')} and status = 'open'
      returning promo_code_ids, provider
    ), released as (
      update ${promoCodes} set applications = greatest(applications - 1, 0)
      where id in (select jsonb_array_elements_text(promo_code_ids)::uuid from closed)
      returning id
    ), unbound as (
      update ${carts} set payment_session_id = null where id = ${sql.placeholder('cartId')} and payment_session_id = ${sql.placeholder('sessionId')} returning id
    )
    select (select provider from closed) as provider, (select count(*) from released) as released, (select count(*) from unbound) as unbound`,
);

/**
 * Closes `sessionId` (the cart's open session) in the caller's transaction,
 * which holds the cart's row lock: the session is expired with `reason`,
 * the promo code uses it held are released, and the cart is unbound from
 * it. A session already closed (paid, failed, expired) is left as it is.
 */
export async function retireSession(target: Target, { cartId, sessionId, reason, now = new Date() }: { cartId: string; sessionId: string; reason: string; now?: Date }): Promise<void> {
  const [row] = await closeSession(target, { sessionId, cartId, reason, now: now.toISOString() });
  if (row?.provider === 'stripe') closeAtProviderSoon();
}

/**
 * Asks the job queue to close sessions at the provider a moment from now,
 * after the caller's transaction has committed (a job that runs first finds
 * nothing to do; the reconciliation sweep is the net).
 */
export function closeAtProviderSoon(): void {
  setImmediate(() => void enqueue(PROVIDER_CLOSE_QUEUE, {}, new Date(Date.now() + 2000)));
}

/** Signing out: the open payment sessions of the customer's carts are closed (their browser drops the cart). */
export async function retireSessionsOfCustomer(db: Db, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bound = await tx
      .select({ id: carts.id, sessionId: carts.paymentSessionId })
      .from(carts)
      .where(and(eq(carts.customerId, customerId), isNotNull(carts.paymentSessionId)))
      .orderBy(carts.id)
      .for('update');
    for (const { id, sessionId } of bound) await retireSession(tx, { cartId: id, sessionId: sessionId!, reason: REASONS.signedOut });
  });
}
