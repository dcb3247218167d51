import { randomBytes } from 'node:crypto';
import { Browser } from './browser';
import type { Recorder } from './record';

/** What the shoppers' morning needs to know of the shop. */
export interface Morning {
  base: string;
  day: string;
  /** Suburbs whose orders are offered to a watched store. */
  suburbs: string[];
  listings: string[];
  products: string[];
  searches: string[];
  /** Share of visitors who make a cart, and of those who then pay. */
  cartShare: number;
  checkoutShare: number;
  /** A pause between a visitor's pages, as a person reads (ms, on average). */
  thinkMs: number;
  /** Pages answered from the cache (X-Cache: HIT) and not. */
  pages: { hits: number; misses: number };
  /** Signs a webhook body as the payment provider would (the shop's PAYMENT_WEBHOOK_SECRET). */
  sign: (body: string) => string;
}

/** What the shoppers were told was done: each cart's lines and add-on quantities, each payment taken, each order's number. */
export class Acknowledged {
  /** cartId → lineItemId → quantity. */
  readonly lines = new Map<string, Map<string, number>>();
  /** cartId → `${lineItemId}/${addonId}` → quantity. */
  readonly addons = new Map<string, Map<string, number>>();
  /** Payment sessions the sandbox said were paid, with when the payment was sent (performance.now()). */
  readonly paid = new Map<string, { cartId: string; sentAt: number }>();
  /** Order numbers the shoppers were shown, by payment session. */
  readonly orders = new Map<string, string>();
  /** Add-on quantities asked for whose answer was lost (a fault ended the call): the shop may or may not have kept them. */
  readonly addonsInDoubt = new Map<string, number>();
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CartView {
  lineItems: { lineItemId: string; quantity: number; addons?: { addonId: string; variantId: string; quantity: number }[] }[];
}

const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Mum', lastName: 'Citizen', street: '12 Cotham Road', phone: '03 9876 5432' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };

/**
 * One visitor's morning, again and again until `running()` is false: the
 * home page, a listing and two product pages through the cache; a search
 * now and then; for some, a cart (made, a bouquet added, an add-on added
 * and its quantity changed); for some of those, a card payment through the
 * sandbox (whose webhook makes the order), the confirmation polled until
 * it names the order, and now and then the provider's webhook delivered
 * again (it must change nothing).
 */
export async function visit(morning: Morning, recorder: Recorder, acked: Acknowledged, running: () => boolean): Promise<void> {
  const think = () => pause(morning.thinkMs * (0.5 + Math.random()));
  while (running()) {
    const browser = new Browser(morning.base);
    const view = async (step: string, path: string) => {
      const answer = await recorder.time(step, () => browser.page(path));
      if (answer.headers['x-cache'] === 'HIT') morning.pages.hits++;
      else morning.pages.misses++;
      await think();
    };
    try {
      await view('page: home', '/');
      await view('page: listing', pick(morning.listings));
      for (let i = 0; i < 2; i++) await view('page: product', pick(morning.products));
      if (Math.random() < 0.4) {
        const text = encodeURIComponent(pick(morning.searches));
        await recorder.time('search', () => browser.api('GET', `/api/search?text=${text}&location=${pick(morning.suburbs)}&date=${morning.day}`));
        await think();
      }
      if (running() && Math.random() < morning.cartShare) await shop(browser, morning, recorder, acked, running);
    } catch {
      // A failed step ends this visit (it is recorded); the next visitor arrives after a moment.
      await pause(500);
    } finally {
      browser.close();
    }
  }
}

async function shop(browser: Browser, morning: Morning, recorder: Recorder, acked: Acknowledged, running: () => boolean): Promise<void> {
  await browser.csrf();
  const created = await recorder.time('cart: create', () => browser.api('POST', '/api/carts', {}));
  const { cartId } = JSON.parse(created.text) as { cartId: string };
  const suburbId = pick(morning.suburbs);
  const quantity = 1 + Math.floor(Math.random() * 2);
  const added = await recorder.time('cart: add line', () =>
    browser.api('POST', `/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: morning.day, quantity, suburbId }),
  );
  const line = (JSON.parse(added.text) as CartView).lineItems.at(-1)!;
  acked.lines.set(cartId, new Map([[line.lineItemId, line.quantity]]));
  const withAddon = await recorder.time('cart: add add-on', () =>
    browser.api('POST', `/api/carts/${cartId}/line-items/${line.lineItemId}/addons`, { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId }),
  );
  const addon = (JSON.parse(withAddon.text) as CartView).lineItems.find((l) => l.lineItemId === line.lineItemId)?.addons?.find((a) => a.variantId === 'ADD-PINK-MOSCATO');
  if (addon) {
    const addons = new Map([[`${line.lineItemId}/${addon.addonId}`, addon.quantity]]);
    acked.addons.set(cartId, addons);
    const key = `${line.lineItemId}/${addon.addonId}`;
    acked.addonsInDoubt.set(key, 2);
    await recorder.time('cart: change quantity', () => browser.api('PUT', `/api/carts/${cartId}/line-items/${line.lineItemId}/addons/${addon.addonId}/quantity`, { quantity: 2 }));
    acked.addonsInDoubt.delete(key);
    addons.set(key, 2);
  }
  await recorder.time('cart: card message', () => browser.api('POST', `/api/carts/${cartId}/line-items/${line.lineItemId}/set-card-message`, { cardMessage: 'Happy Mother’s Day! With love.' }));
  if (!running() || Math.random() >= morning.checkoutShare) return;

  const started = performance.now();
  const checkout = await recorder.time('checkout: start (card)', () => browser.api('POST', `/api/carts/${cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' }));
  const sessionId = (JSON.parse(checkout.text) as { paymentSession: { id: string } }).paymentSession.id;
  await pause(morning.thinkMs);
  const sentAt = performance.now();
  await recorder.time(
    'checkout: pay (sandbox)',
    () => browser.api('POST', `/api/payments/sandbox/${sessionId}/pay`, CARD),
    (answer) => answer.ok && answer.text.includes('/checkout/confirmation'),
  );
  acked.paid.set(sessionId, { cartId, sentAt });
  // The confirmation page polls the session until it names the order.
  const deadline = performance.now() + 10_000;
  for (;;) {
    const status = await recorder.time('checkout: confirmation poll', () => browser.api('GET', `/api/payments/sessions/${sessionId}`));
    const session = JSON.parse(status.text) as { orderNumber: string | null; amount: { centAmount: number } };
    if (session.orderNumber) {
      acked.orders.set(sessionId, session.orderNumber);
      recorder.span('checkout → order', performance.now() - started);
      if (Math.random() < 0.25) await redeliver(browser, morning, recorder, sessionId, cartId, session.amount.centAmount);
      return;
    }
    if (performance.now() > deadline) {
      recorder.add('checkout: order made', { start: started, end: performance.now(), ok: false, why: `no order for ${sessionId} within 10 s of payment` });
      return;
    }
    await pause(250);
  }
}

/** The provider delivers the payment's event again (as Stripe retries): the shop answers 200 and makes no second order. */
async function redeliver(browser: Browser, morning: Morning, recorder: Recorder, sessionId: string, cartId: string, amount: number): Promise<void> {
  const body = JSON.stringify({
    id: `evt_test_${randomBytes(18).toString('base64url')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: amount, currency: 'aud', metadata: { cartId } } },
  });
  await recorder.time(
    'webhook: delivered again',
    () => browser.send('POST', '/api/payments/webhook', body, { 'content-type': 'application/json', 'stripe-signature': morning.sign(body) }),
    (answer) => answer.ok && /"outcome":"duplicate"/.test(answer.text),
  );
}
