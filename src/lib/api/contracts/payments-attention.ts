import { z } from 'zod/mini';
import { REFUND_STATUSES } from '../../domain/payment';
import { PriceModel } from './common';

/**
 * GET /api/payments/attention (Flowerline): the payments that need a
 * person: cases reconciliation raised (a paid session with no order and no
 * refund, or more than one), and the refunds of the last 30 days with why
 * each was made and where it stands.
 */
export const PaymentCaseModel = z.object({
  caseId: z.string(),
  sessionId: z.string(),
  kind: z.string(),
  detail: z.string(),
  amount: PriceModel,
  raisedAt: z.string(),
});
export const PaymentRefundRowModel = z.object({
  refundId: z.string(),
  sessionId: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  cause: z.string(),
  reason: z.string(),
  amount: PriceModel,
  status: z.enum(REFUND_STATUSES),
  failure: z.nullable(z.string()),
  createdAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export const PaymentsAttentionModel = z.object({ cases: z.array(PaymentCaseModel), refunds: z.array(PaymentRefundRowModel) });
export type PaymentsAttention = z.infer<typeof PaymentsAttentionModel>;
