import { desc, eq, gt, isNull } from 'drizzle-orm';
import type { PaymentsAttention } from '../../lib/api/contracts/payments-attention';
import { price, type CurrencyCode } from '../../lib/domain/money';
import type { RefundStatus } from '../../lib/domain/payment';
import type { Db } from '../db/client';
import { orders, paymentCases, paymentRefunds, paymentSessions } from '../db/schema/index';

const REFUNDS_SHOWN = 200;
const REFUND_DAYS = 30;

/** GET /api/payments/attention (Flowerline): open payment cases, newest first, and the recent refunds. */
export async function paymentsAttention(db: Db, now = new Date()): Promise<PaymentsAttention> {
  const since = new Date(now.getTime() - REFUND_DAYS * 24 * 3600 * 1000);
  const [cases, refunds] = await Promise.all([
    db
      .select({
        id: paymentCases.id,
        sessionId: paymentCases.sessionId,
        kind: paymentCases.kind,
        detail: paymentCases.detail,
        createdAt: paymentCases.createdAt,
        amountCents: paymentSessions.amountCents,
        currencyCode: paymentSessions.currencyCode,
      })
      .from(paymentCases)
      .innerJoin(paymentSessions, eq(paymentSessions.id, paymentCases.sessionId))
      .where(isNull(paymentCases.resolvedAt))
      .orderBy(desc(paymentCases.createdAt)),
    db
      .select({ refund: paymentRefunds, orderNumber: orders.orderNumber })
      .from(paymentRefunds)
      .leftJoin(orders, eq(orders.id, paymentRefunds.orderId))
      .where(gt(paymentRefunds.createdAt, since))
      .orderBy(desc(paymentRefunds.createdAt))
      .limit(REFUNDS_SHOWN),
  ]);
  return {
    cases: cases.map((row) => ({
      caseId: row.id,
      sessionId: row.sessionId,
      kind: row.kind,
      detail: row.detail,
      amount: price(row.amountCents, row.currencyCode as CurrencyCode),
      raisedAt: row.createdAt.toISOString(),
    })),
    refunds: refunds.map(({ refund, orderNumber }) => ({
      refundId: refund.id,
      sessionId: refund.sessionId,
      orderId: refund.orderId,
      orderNumber,
      cause: refund.cause,
      reason: refund.reason,
      amount: price(refund.amountCents, refund.currencyCode as CurrencyCode),
      status: refund.status as RefundStatus,
      failure: refund.failure,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    })),
  };
}
