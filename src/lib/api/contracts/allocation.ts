import { z } from 'zod';
import { isRejectionCode, REJECTION_CODES } from '../../domain/order-status';
import { storeKeyRef } from './store-key';

/** POST /api/orders/{orderId}/reject: one of the reason codes of spec 001 section 8 (1–8 and 10). */
export const RejectOrderBodyModel = z.object({
  reasonCode: z.number({ error: 'Choose a reason for rejecting the order' }).refine(isRejectionCode, { error: `Reason code must be one of ${REJECTION_CODES.join(', ')}` }),
});

/** POST /api/orders/{orderId}/manual-allocation (Flowerline): the store to offer the order to (its key in any case). */
export const ManualAllocationBodyModel = z.object({ storeKey: storeKeyRef('Store') });

/** Where an order stands in the florist network, as answered by accept, reject and manual allocation. */
export const AllocationStateModel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  workflowStatus: z.string().nullable(),
  allocatedStoreKey: z.string().nullable(),
  allocationExpireDateTime: z.string().nullable(),
});
export type AllocationState = z.infer<typeof AllocationStateModel>;

/** GET /api/orders/{orderId}/allocationHistory: each offer in turn and how it ended. */
export const AllocationRecordModel = z.object({
  attempt: z.number().int(),
  allocatedStoreKey: z.string(),
  method: z.enum(['auto', 'manual', 'partner']),
  outcome: z.enum(['awaiting', 'accepted', 'rejected', 'expired', 'withdrawn']),
  responseReason: z.object({ code: z.number().int(), text: z.string() }).nullable(),
  offeredAt: z.string(),
  expiresAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
});
export type AllocationRecord = z.infer<typeof AllocationRecordModel>;
