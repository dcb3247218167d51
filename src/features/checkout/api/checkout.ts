import { api, type ApiResult } from '../../../lib/api/client';
import type { CheckoutOptions, CheckoutResult, Order, PaymentSessionStatus } from '../../../lib/api/contracts/checkout';
import type { CheckoutBody } from '../../../lib/api/contracts/checkout-body';

const key = encodeURIComponent;

/** The answers' schemas load with the first call, while it is under way (docs/adr/0703). */
const answers = () => import('../../../lib/api/contracts/checkout');
const checkoutResultSchema = async () => (await answers()).CheckoutResultModel;
const checkoutOptionsSchema = async () => (await answers()).CheckoutOptionsModel;
const paymentSessionSchema = async () => (await answers()).PaymentSessionStatusModel;
const orderSchema = async () => (await answers()).OrderModel;

/** POST /api/carts/{cartId}/checkout: a payment session to go to (card), or the order placed on account. */
export function startCheckout(cartId: string, body: CheckoutBody): Promise<ApiResult<CheckoutResult>> {
  return api(`/carts/${key(cartId)}/checkout`, { method: 'POST', body, schema: checkoutResultSchema });
}

/** GET /api/checkout/options: the checkout user kind and whether the caller may pay on account. */
export function fetchCheckoutOptions(cartId: string, signal?: AbortSignal): Promise<ApiResult<CheckoutOptions>> {
  return api('/checkout/options', { query: { cartId }, signal, schema: checkoutOptionsSchema });
}

/** GET /api/payments/sessions/{id}: what the return page polls until the order exists. */
export function fetchPaymentSession(sessionId: string, signal?: AbortSignal): Promise<ApiResult<PaymentSessionStatus>> {
  return api(`/payments/sessions/${key(sessionId)}`, { signal, schema: paymentSessionSchema, headers: { 'Cache-Control': 'no-cache' } });
}

/** GET /api/orders/{orderId}: the order, for its customer, the browser that placed it, Flowerline, or the stores it concerns. */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<ApiResult<Order>> {
  return api(`/orders/${key(orderId)}`, { signal, schema: orderSchema });
}
