import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import type { Order, PaymentSessionStatus } from '../../src/lib/api/contracts/checkout';
import { ApiError } from '../../src/lib/api/client';
import { purchaseEvent, reportPurchaseOnce } from '../../src/lib/analytics/purchase';
import { price } from '../../src/lib/domain/money';
import { paymentFailedMessage, PAYMENT_FAILED_PREFIX } from '../../src/lib/domain/payment';
import { splitCheckoutErrors } from '../../src/features/checkout/checkout-errors';
import { CHECKOUT_DRAFT_KEY, EMPTY_DRAFT, readDraft, writeDraft } from '../../src/features/checkout/checkout-draft';
import { orderWait, waitOutcome } from '../../src/features/checkout/wait-for-order';
import { pollQuery } from '../../src/lib/api/query';
import { expiredNotice, noticeText, refundNotice, unorderedKind } from '../../src/features/checkout/payment-outcome';

const order: Order = {
  orderId: 'order-1',
  orderNumber: 'WB0001042',
  createdAt: '2026-11-24T01:00:00.000Z',
  status: 'Open',
  workflowStatus: 'Awaiting Store Response',
  allocatedStoreKey: 'VIC-001',
  allocationExpireDateTime: '2026-11-24T01:30:00.000Z',
  deliveredAt: null,
  actions: [],
  openCases: 0,
  paymentStatus: 'Paid',
  paymentMethod: 'card',
  sender: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412345678' },
  recipient: { firstName: 'Sam', lastName: 'Lee', company: null, street: '1 High St', street2: null, suburb: 'Kew', state: 'VIC', postcode: '3101', country: 'Australia', phone: '+61398765432' },
  deliveryDate: knownDay('2026-11-27'),
  deliveryInstructions: null,
  isInternational: false,
  lines: [
    {
      id: 'line-1',
      kind: 'product',
      name: 'Blush Garden',
      description: null,
      variantLabel: 'Standard',
      sku: 'WB1001-STD',
      imageUrl: null,
      quantity: 2,
      price: price(8500),
      totalPrice: price(17000),
      cardMessage: 'Happy birthday',
      noCardMessage: false,
      deliveryDate: knownDay('2026-11-27'),
      addons: [],
      adjustments: [],
    },
  ],
  financialSummary: [],
  productValue: price(17000),
  promoCodes: [{ code: 'SPRING15', discount: price(2550) }],
  totalPrice: price(16235),
  gst: price(1476),
  delivery: price(1495),
  currencyCode: 'AUD',
  placedByGuest: true,
};

describe('the purchase event', () => {
  it('carries the transaction, value, tax from GST, shipping from Delivery, currency, coupon and items', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'WB0001042',
        value: 162.35,
        tax: 14.76,
        shipping: 14.95,
        currency: 'AUD',
        coupon: 'SPRING15',
        items: [{ item_id: 'WB1001-STD', item_name: 'Blush Garden', item_variant: 'Standard', price: 85, quantity: 2 }],
      },
    });
  });

  it('is reported once per order in a browser, even when the confirmation is reloaded', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const pushed: object[] = [];
    expect(reportPurchaseOnce(order, (e) => pushed.push(e), storage)).toBe(true);
    expect(reportPurchaseOnce(order, (e) => pushed.push(e), storage)).toBe(false);
    expect(reportPurchaseOnce({ ...order, orderId: 'order-2' }, (e) => pushed.push(e), storage)).toBe(true);
    expect(pushed).toHaveLength(2);
  });
});

describe('a declined payment', () => {
  it('says it did not go through, why, and that nothing was charged', () => {
    const message = paymentFailedMessage('Your card was declined.');
    expect(message.startsWith(`${PAYMENT_FAILED_PREFIX}: Your card was declined.`)).toBe(true);
    expect(message).toMatch(/not been charged/);
    expect(paymentFailedMessage(null)).toMatch(/The card was not accepted/);
  });
});

describe('checkout field errors from the API', () => {
  it('go to the step whose form holds the field, the earliest first', () => {
    expect(splitCheckoutErrors({ 'recipient.phone': 'Phone is required', 'sender.email': 'Email is not valid', deliveryInstructions: 'too long' })).toEqual({
      sender: { email: 'Email is not valid' },
      recipient: { phone: 'Phone is required', deliveryInstructions: 'too long' },
      step: 'sender',
      other: null,
    });
    expect(splitCheckoutErrors({ paymentMethod: 'Select payment method' })).toEqual({ sender: {}, recipient: {}, step: null, other: 'Select payment method' });
  });
});

describe('the checkout draft', () => {
  it('survives a reload and shrugs off what is not a draft', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const draft = { ...EMPTY_DRAFT, sender: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412345678' }, paymentMethod: 'account' as const };
    writeDraft(draft, storage);
    expect(readDraft(storage)).toEqual(draft);
    store.set(CHECKOUT_DRAFT_KEY, '{"sender": 5, "paymentMethod": "cash"}');
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
    store.set(CHECKOUT_DRAFT_KEY, 'not json');
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
  });
});

describe('waiting for the order after payment', () => {
  const session = (over: Partial<PaymentSessionStatus>): PaymentSessionStatus => ({
    id: 'cs_test_1',
    status: 'open',
    orderId: null,
    orderNumber: null,
    failureReason: null,
    cartId: 'cart-1',
    amount: price(8500),
    ...over,
  });
  const run = (answers: Array<PaymentSessionStatus | ApiError>, giveUpAfterMs = 60_000) => {
    let clock = 0;
    const pauses: number[] = [];
    let slow = 0;
    const polls = [...answers];
    const poll = async () => {
      const next = polls.shift() ?? session({});
      return next instanceof ApiError ? { ok: false as const, error: next } : { ok: true as const, data: next, status: 200 };
    };
    const outcome = pollQuery(poll, new AbortController().signal, orderWait('cs_test_1', giveUpAfterMs), {
      onSlow: () => slow++,
      now: () => clock,
      pause: async (ms) => {
        pauses.push(ms);
        clock += ms;
      },
    }).then((polled) => waitOutcome('cs_test_1', polled!.result, polled!.gaveUp)!);
    return { outcome, pauses, slow: () => slow };
  };

  it('polls until the webhook has made the order, retrying failed polls', async () => {
    const { outcome, pauses } = run([session({}), new ApiError(0), session({ status: 'paid', orderId: null }), session({ status: 'paid', orderId: 'order-1' })]);
    expect(await outcome).toEqual({ kind: 'paid', orderId: 'order-1' });
    expect(pauses).toEqual([500, 750, 1125]);
  });

  it('reports a declined or expired payment', async () => {
    expect(await run([session({ status: 'failed', failureReason: 'Your card was declined.' })]).outcome).toEqual({ kind: 'declined', reason: 'Your card was declined.' });
    const expired = session({ status: 'expired', failureReason: 'The cart changed after this payment was started.' });
    expect(await run([expired]).outcome).toEqual({ kind: 'expired', session: expired });
  });

  it('stops at a payment that made no order and is refunded, and waits while neither order nor refund is recorded', async () => {
    const refunded = session({ status: 'paid', failureReason: 'The cart had already been ordered when this payment arrived.', refund: { status: 'pending', amount: price(8500) } });
    const { outcome, pauses } = run([session({ status: 'paid', refund: null }), refunded]);
    expect(await outcome).toEqual({ kind: 'refunded', session: refunded });
    expect(pauses).toEqual([500]);
  });

  it('reassures once after a few seconds and gives up after the limit, without asking to pay again', async () => {
    const waiting = run([], 20_000);
    const outcome = await waiting.outcome;
    expect(outcome.kind).toBe('gave-up');
    expect(waiting.slow()).toBe(1);
    expect(waiting.pauses.every((ms) => ms <= 3_000)).toBe(true);
  });

  it('stops at once for a session that is not this browser’s', async () => {
    expect((await run([new ApiError(404)]).outcome).kind).toBe('gave-up');
  });
});

describe('a payment that made no order', () => {
  const base: PaymentSessionStatus = { id: 'cs_test_2', status: 'paid', orderId: null, orderNumber: null, failureReason: null, cartId: 'cart-2', amount: price(9500) };
  const refunded = (status: 'pending' | 'refunded') => ({ ...base, refund: { status, amount: price(9500) } });

  it('is refunded or expired, and nothing else is', () => {
    expect(unorderedKind(refunded('pending'))).toBe('refunded');
    expect(unorderedKind({ ...base, status: 'expired' })).toBe('expired');
    expect(unorderedKind({ ...base, orderId: 'order-1' })).toBeNull();
    expect(unorderedKind({ ...base, status: 'failed' })).toBeNull();
  });

  it('says the cart was already ordered, that the money is coming back, and leads to the order', () => {
    const notice = refundNotice(refunded('pending'), { state: 'ordered', orderId: 'order-9' });
    expect(notice.title).toBe('This cart had already been ordered');
    expect(noticeText(notice)).toContain('Your payment of $95 is being refunded to your card.');
    expect(notice.next).toEqual({ href: '/checkout/confirmation?order=order-9', label: 'See your order' });
    expect(noticeText(refundNotice(refunded('refunded'), { state: 'active' }))).toMatch(/^Your cart changed after this payment was started\. .*has been refunded.*check out again/);
    expect(refundNotice(refunded('refunded'), { state: 'active' }).next.href).toBe('/checkout');
  });

  it('says why a closed payment was closed, that nothing was charged, and offers checkout', () => {
    const notice = expiredNotice({ ...base, status: 'expired', failureReason: 'The cart changed after this payment was started.' }, { state: 'active' });
    expect(notice.lines).toEqual(['The cart changed after this payment was started.', 'Nothing was charged. Check out again to pay for your cart as it is now.']);
    expect(notice.next).toEqual({ href: '/checkout', label: 'Back to checkout' });
  });
});
