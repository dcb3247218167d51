import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { DeliveryCalendarModel } from '../../src/lib/api/contracts/delivery';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { addDays, weekdayOf, type CalendarDay } from '../../src/lib/domain/calendar-day';
import { isDeliveryDay, todayInMelbourne } from '../../src/lib/domain/delivery';
import type { Database } from '../../src/server/db/client';
import { seedDatabase } from '../../db/seed/index';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { PEOPLE } from '../support/people';
import { freshStore, KIND, type Store } from './process-fixtures';
import { readAs, summaryLine } from './read';

/**
 * A delivery rule changed through one API process is seen by another on the
 * same Postgres within a minute (docs/adr/0774, 0782): Flowerline opens a
 * Sunday and puts a surcharge on it through process A; process B's calendar,
 * its cart (adding a line for the Sunday, moving a delivery to it) and its
 * checkout's payment amount follow. The processes run on the real clock, so
 * the Sunday is one some weeks ahead. The automatic promotions, kept by each
 * process too (docs/adr/0788), follow the same way.
 */
describe.skipIf(KIND !== 'postgres')('delivery rules across two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-rules-'));
  let store: Store | undefined;
  let database: Database | undefined;
  const servers: ApiProcess[] = [];

  beforeAll(async () => {
    store = await freshStore(dataDir);
    database = await store.open();
    await seedDatabase(database.db);
    servers.push(...(await Promise.all([startApiProcess(store.env), startApiProcess(store.env)])));
    await Promise.all(servers.map((api) => waitUntilHealthy(api.baseUrl)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((api) => api.stop('SIGTERM')));
    await database?.close();
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function office(api: ApiProcess): Promise<HttpClient> {
    const client = new HttpClient(api.baseUrl);
    const { email, password } = PEOPLE.flowerline;
    expect((await client.request('POST', '/api/auth/login', { email, password })).status).toBe(200);
    client.forgetCsrfToken();
    return client;
  }
  const FITZROY = 'vic-3065-fitzroy';
  const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412 345 678' };
  const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Brunswick Street', phone: '03 9876 5432' };
  const line = (deliveryDate: string) => ({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate, quantity: 1, suburbId: FITZROY });
  const json = async <T>(response: Response) => (await response.json()) as T;
  /** How long, and how often, process B is asked until it shows a change made through A. */
  const poll = { timeout: 60_000, interval: 200 };

  /** A Sunday three weeks or more ahead, and the delivery day before it. */
  function sundayAhead(): { sunday: CalendarDay; before: CalendarDay } {
    let sunday = addDays(todayInMelbourne(new Date()), 21);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    let before = addDays(sunday, -1);
    while (!isDeliveryDay(before, 'VIC')) before = addDays(before, -1);
    return { sunday, before };
  }

  it("shows an opened Sunday and its surcharge, set on one process, in the other's calendar, cart and payment within 60 s", { timeout: 120_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const { sunday, before } = sundayAhead();
    const [writer, reader] = await Promise.all([office(a), office(b)]);
    const shopper = new HttpClient(b.baseUrl);
    const calendar = async () => readAs(await shopper.request('GET', '/api/delivery/calendar'), DeliveryCalendarModel);
    const peakDays = async () => (await json<{ peakDays: { date: string; cents: number }[] }>(await reader.request('GET', '/api/delivery-rules'))).peakDays;

    // Process B fills its copy of the rules first: only the announcement (or its minute's time-to-live) can renew it.
    expect((await calendar()).openDates).toEqual([]);
    expect(await peakDays()).toEqual([]);
    const { cartId } = CartIdentityModel.parse(await json(await shopper.request('POST', '/api/carts', {})));
    const cart = `/api/carts/${cartId}`;
    const first = await readAs(await shopper.request('POST', `${cart}/line-items`, line(before)), CartModel);
    const lineId = first.lineItems[0]!.lineItemId;
    // Moved to the closed Sunday, the cart's line cannot be delivered; a line for the Sunday is refused.
    const moved = await readAs(await shopper.request('POST', `${cart}/validate`, { deliveryDate: sunday, suburbId: FITZROY }), CartModel);
    expect(moved.lineItems.map((item) => [item.deliveryDate, item.isValid])).toEqual([[sunday, false]]);
    // Another shopper (a guest holds one cart).
    const other = new HttpClient(b.baseUrl);
    const { cartId: otherId } = CartIdentityModel.parse(await json(await other.request('POST', '/api/carts', {})));
    const addForSunday = () => other.request('POST', `/api/carts/${otherId}/line-items`, line(sunday));
    const refused = await addForSunday();
    expect(refused.status).toBe(422);
    expect((await json<{ type: string }>(refused)).type).toBe(PROBLEM_TYPES.deliveryDateSunday);

    // Through process A, Flowerline opens the Sunday and sets its surcharge.
    for (const [rule, body] of [
      ['open-dates', { date: sunday, reason: "Mother's Day" }],
      ['peak-days', { date: sunday, name: "Mother's Day", surcharge: '10' }],
    ] as const) {
      const response = await writer.request('POST', `/api/delivery-rules/${rule}`, body);
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const started = Date.now();

    // B's calendar offers the Sunday with its surcharge.
    await expect
      .poll(async () => {
        const seen = await calendar();
        return { open: seen.openDates.map((day) => day.date), peaks: seen.peakDays.map((day) => [day.date, day.cents]) };
      }, poll)
      .toEqual({ open: [sunday], peaks: [[sunday, 1000]] });
    // B's cart delivers the moved line on the Sunday now, priced with the surcharge.
    await expect
      .poll(async () => {
        const seen = await readAs(await shopper.request('GET', cart), CartModel);
        return { deliverable: seen.lineItems.map((item) => item.isValid), peak: summaryLine(seen, 'peakSurcharge') };
      }, poll)
      .toEqual({ deliverable: [true], peak: 1000 });
    // A new line for the Sunday is taken, at the surcharge too.
    await expect.poll(async () => (await addForSunday()).status, poll).toBe(200);
    expect(summaryLine(await readAs(await other.request('GET', `/api/carts/${otherId}`), CartModel), 'peakSurcharge')).toBe(1000);
    // B's checkout asks for the total with the surcharge.
    expect((await shopper.request('POST', `${cart}/line-items/${lineId}/set-card-message`, { noCardMessage: true })).status).toBe(200);
    const opened = await shopper.request('POST', `${cart}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const session = await json<{ paymentSession: { id: string } }>(opened);
    const payment = await json<{ amount: { centAmount: number } }>(await shopper.request('GET', `/api/payments/sessions/${session.paymentSession.id}`));
    const priced = await readAs(await shopper.request('GET', cart), CartModel);
    expect(summaryLine(priced, 'peakSurcharge')).toBe(1000);
    expect(payment.amount.centAmount).toBe(summaryLine(priced, 'total'));
    expect(await peakDays()).toEqual([expect.objectContaining({ date: sunday, cents: 1000 })]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it("shows a promotion without a code, switched on and off through one process, in the other's cart within 60 s", { timeout: 120_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const writer = await office(a);
    const shopper = new HttpClient(b.baseUrl);
    const { cartId } = CartIdentityModel.parse(await json(await shopper.request('POST', '/api/carts', {})));
    const cart = `/api/carts/${cartId}`;
    const { before } = sundayAhead();
    expect((await shopper.request('POST', `${cart}/line-items`, { ...line(before), productKey: 'WB1004', variantKey: 'WB1004-STD' })).status).toBe(200);
    const promotionOff = async () => summaryLine(await readAs(await shopper.request('GET', cart), CartModel), 'promotion');
    // Process B reads (and keeps) the promotions running before the change.
    expect(await promotionOff()).toBe(0);

    const created = await writer.request('POST', '/api/promotions/automatic', { name: 'Five dollars off across the network', kind: 'amount', value: 5, products: ['WB1004'] });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(created);
    await expect.poll(promotionOff, poll).toBe(-500);

    expect((await writer.request('PATCH', `/api/promotions/automatic/${id}`, { active: false })).status).toBe(200);
    await expect.poll(promotionOff, poll).toBe(0);
  });
});
