import { z } from 'zod';
import { ORDER_NOTE_MAX, QUERY_SUBJECT_MAX, type OrderAction } from '../../domain/order-actions';
import { priceCents } from '../../domain/price-input';
import { optionalText, requiredText } from '../../domain/validation';
import { ManualAllocationBodyModel } from './allocation';
import { AdjustmentBodyModel } from './cart-actions';
import { DELIVERY_INSTRUCTIONS_MAX } from './checkout';
import { RecipientModel } from './checkout-body';
import { DeliveryDateModel, PriceModel } from './common';
import { REFUND_STATUSES } from '../../domain/payment';

/**
 * Bodies of the order admin actions, POST /api/orders/{orderId}/{action}
 * (spec 001 section 4.6). Each answers the updated order.
 */
const id = (field: string) => z.uuid({ error: `${field} is not valid` });
const note = (field: string) => requiredText(field, ORDER_NOTE_MAX);

export const ORDER_ACTION_BODIES = {
  'create-query': z.object({ subject: requiredText('Subject', QUERY_SUBJECT_MAX), text: note('Query') }),
  'resolve-query': z.object({ caseId: id('Case'), resolution: note('Resolution') }),
  'internal-note': z.object({ text: note('Note') }),
  'custom-note': z.object({ text: note('Note') }),
  'line-item': AdjustmentBodyModel,
  adjustment: AdjustmentBodyModel.extend({ lineItemId: id('Line') }),
  'manual-intervention': z.object({ reason: requiredText('Reason') }),
  'request-refund': z.object({ amount: priceCents('Amount'), reason: requiredText('Reason') }),
  'approve-refund': z.object({ refundId: id('Refund') }),
  're-allocate': z.object({ reason: requiredText('Reason') }),
  'manual-allocation': ManualAllocationBodyModel,
  'edit-address': RecipientModel,
  'edit-delivery-date': z.object({ deliveryDate: DeliveryDateModel }),
  'edit-delivery-instructions': z.object({ deliveryInstructions: optionalText('Delivery instructions', DELIVERY_INSTRUCTIONS_MAX) }),
  delivered: z.object({}),
} satisfies Record<OrderAction, z.ZodType>;

export type OrderActionBody<A extends OrderAction> = z.input<(typeof ORDER_ACTION_BODIES)[A]>;

/** An entry of an order's audit log (its admin tab). */
export const AuditEntryModel = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  actorStoreKey: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntryModel>;

/** A query raised on an order (its cases tab), open until resolved. */
export const OrderCaseModel = z.object({
  caseId: z.string(),
  subject: z.string(),
  text: z.string(),
  raisedBy: z.string(),
  raisedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type OrderCase = z.infer<typeof OrderCaseModel>;

/** Money requested back on an order, and where it stands: requested (waiting for approval), pending, refunded, failed. */
export const OrderRefundModel = z.object({
  refundId: z.string(),
  amount: PriceModel,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  requestedAt: z.string(),
  refundedAt: z.string().nullable(),
  failure: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundModel>;

/** A custom note to the florist (its messages tab). */
export const OrderMessageModel = z.object({ id: z.string(), text: z.string(), from: z.string(), sentAt: z.string() });
export type OrderMessage = z.infer<typeof OrderMessageModel>;
