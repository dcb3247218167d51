import { api, type ApiResult } from '../../../lib/api/client';
import { AllocationRecordModel, AllocationStateModel } from '../../../lib/api/contracts/allocation';
import { OrderModel } from '../../../lib/api/contracts/checkout';
import { AuditEntryModel, OrderCaseModel, OrderMessageModel, OrderRefundModel } from '../../../lib/api/contracts/order-admin';
import { OrderListModel, type OrderList } from '../../../lib/api/contracts/order-lists';
import type { OrderAction } from '../../../lib/domain/order-actions';

/** The six order-history lists (spec 001 section 7.1), by the audience each serves. */
export const ORDER_LIST_PATHS = {
  customer: '/orders/order-history',
  flowerline: '/orders/flowerline-order-history',
  floristAll: '/orders/florist-order-history',
  floristSent: '/orders/florist-sent-order-history',
  floristReceived: '/orders/florist-recieved-order-history',
} as const;
export type OrderListKind = keyof typeof ORDER_LIST_PATHS;

export type OrderListParams = Record<string, string | number | undefined>;

/** One page of an order list; `customerId` lists one customer's orders (Flowerline's customer details). */
export function fetchOrderList(kind: OrderListKind | { customerId: string }, query: OrderListParams, signal?: AbortSignal): Promise<ApiResult<OrderList>> {
  const path = typeof kind === 'string' ? ORDER_LIST_PATHS[kind] : `/orders/customer/${encodeURIComponent(kind.customerId)}`;
  return api(path, { query, signal, schema: OrderListModel });
}

/** POST /api/orders/{orderId}/accept, by a florist of the store it is offered to. */
export const acceptOrder = (orderId: string) => api(`/orders/${encodeURIComponent(orderId)}/accept`, { method: 'POST', body: {}, schema: AllocationStateModel });

/** POST /api/orders/{orderId}/reject with a reason code (spec 001 section 8). */
export const rejectOrder = (orderId: string, reasonCode: number) => api(`/orders/${encodeURIComponent(orderId)}/reject`, { method: 'POST', body: { reasonCode }, schema: AllocationStateModel });

/** GET /api/orders/{orderId}/allocationHistory (Flowerline and the stores it was offered to). */
export const fetchAllocationHistory = (orderId: string, signal?: AbortSignal) => api(`/orders/${encodeURIComponent(orderId)}/allocationHistory`, { signal, schema: AllocationRecordModel.array() });

/** POST /api/orders/{orderId}/{action}: an admin action (docs/adr/0510); answers the updated order. */
export const takeOrderAction = (orderId: string, action: OrderAction, body: Record<string, unknown>) =>
  api(`/orders/${encodeURIComponent(orderId)}/${action}`, { method: 'POST', body, schema: OrderModel });

/** The order's admin records: its audit log (newest first), its queries and its messages to the florist. */
export const fetchAuditLog = (orderId: string, signal?: AbortSignal) => api(`/orders/${encodeURIComponent(orderId)}/audit-log`, { signal, schema: AuditEntryModel.array() });
export const fetchOrderCases = (orderId: string, signal?: AbortSignal) => api(`/orders/${encodeURIComponent(orderId)}/cases`, { signal, schema: OrderCaseModel.array() });
export const fetchOrderMessages = (orderId: string, signal?: AbortSignal) => api(`/orders/${encodeURIComponent(orderId)}/messages`, { signal, schema: OrderMessageModel.array() });

/** GET /api/orders/{orderId}/refunds (Flowerline): the order's refunds, oldest first, and where each stands. */
export const fetchOrderRefunds = (orderId: string, signal?: AbortSignal) => api(`/orders/${encodeURIComponent(orderId)}/refunds`, { signal, schema: OrderRefundModel.array() });
