import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_LIST_MAX, ORDER_LIST_PAGE_SIZE, OrderListModel } from '../../src/lib/api/contracts/order-lists';
import { rowsOf } from '../../src/server/db/client';
import { PEOPLE } from '../support/people';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, readProblem } from './read';

/**
 * The order-history lists (spec 001 section 7.1) over the demo orders:
 * each audience sees its own orders, filtered, searched, sorted and paged
 * in the database; bad parameters are a 400 naming them.
 */
const t = useTestApp({ demoOrders: true });

const list = async (client: ApiClient, path: string) => readAs(await client.get(`/api/orders/${path}`), OrderListModel);
const column = async <T>(query: string) => rowsOf<{ v: T }>(await t.database.db.execute(sql.raw(query))).map((row) => row.v);

describe('whose orders each list holds', () => {
  it('gives a customer their own orders, newest delivery first, eight to a page', async () => {
    const customer = await signedInClient(t, 'customer');
    const page = await list(customer, 'order-history');
    const own = await column<string>(`select order_number as v from orders where customer_id = '${PEOPLE.customer.customerId}'`);
    expect(page.total).toBe(Math.min(own.length, ORDER_LIST_MAX));
    expect(page.results).toHaveLength(ORDER_LIST_PAGE_SIZE);
    expect(page.results.every((row) => own.includes(row.orderNumber))).toBe(true);
    const days = page.results.map((row) => row.deliveryDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(page.results.every((row) => row.caseCount === null)).toBe(true);
  });

  it('gives Flowerline the whole network, capped at the list maximum, with the cases column', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const page = await list(flowerline, 'flowerline-order-history?limit=25');
    expect(page.total).toBe(ORDER_LIST_MAX);
    expect(page.results).toHaveLength(25);
    expect(page.results.every((row) => typeof row.caseCount === 'number')).toBe(true);
    // Every order in query has its case: the seeded demo orders carry their queries.
    const inQuery = await list(flowerline, 'flowerline-order-history?Status=In%20query&limit=25');
    expect(inQuery.results.length).toBeGreaterThan(0);
    expect(inQuery.results.every((row) => (row.caseCount ?? 0) >= 1)).toBe(true);
    const last = await list(flowerline, `flowerline-order-history?offset=${ORDER_LIST_MAX - 3}&limit=10`);
    expect(last.results).toHaveLength(3);
  });

  it('gives a florist the orders their store received, sent, or both', async () => {
    const florist = await signedInClient(t, 'florist');
    const received = await list(florist, 'florist-recieved-order-history?limit=100');
    const sent = await list(florist, 'florist-sent-order-history?limit=100');
    const both = await list(florist, 'florist-order-history?limit=100');
    const receivedNumbers = await column<string>(`select order_number as v from orders where allocated_store_key = 'VIC-001'`);
    const sentNumbers = await column<string>(`select order_number as v from orders where placed_by_store_key = 'VIC-001'`);
    expect(received.total).toBe(Math.min(receivedNumbers.length, ORDER_LIST_MAX));
    expect(sent.total).toBe(Math.min(sentNumbers.length, ORDER_LIST_MAX));
    expect(received.results.every((row) => receivedNumbers.includes(row.orderNumber))).toBe(true);
    expect(sent.results.every((row) => sentNumbers.includes(row.orderNumber))).toBe(true);
    expect(both.total).toBe(Math.min(new Set([...receivedNumbers, ...sentNumbers]).size, ORDER_LIST_MAX));
    expect(received.total).toBeGreaterThan(0);
    expect(sent.total).toBeGreaterThan(0);
  });

  it('shows Flowerline one customer’s orders, and 404 for anyone who is not a customer', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const page = await list(flowerline, `customer/${PEOPLE.customer.customerId}?limit=100`);
    const own = await column<string>(`select order_number as v from orders where customer_id = '${PEOPLE.customer.customerId}'`);
    expect(page.results.every((row) => own.includes(row.orderNumber))).toBe(true);
    expect((await flowerline.get(`/api/orders/customer/${PEOPLE.flowerline.customerId}`)).status).toBe(404);
    expect((await flowerline.get('/api/orders/customer/no-such-customer')).status).toBe(404);
  });

  it('answers 401 to guests and 403 to roles outside the audience', async () => {
    expect((await t.client().get('/api/orders/order-history')).status).toBe(401);
    const customer = await signedInClient(t, 'customer');
    for (const path of ['flowerline-order-history', 'florist-order-history', 'florist-sent-order-history', 'florist-recieved-order-history', `customer/${PEOPLE.customer.customerId}`]) {
      expect((await customer.get(`/api/orders/${path}`)).status, path).toBe(403);
    }
    expect((await (await signedInClient(t, 'florist')).get('/api/orders/order-history')).status).toBe(403);
  });
});

describe('filters, search, sort and paging', () => {
  it('filters on a status tag, delivery dates and how recent', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const unallocated = await list(flowerline, 'flowerline-order-history?Status=Unallocated&limit=100');
    expect(unallocated.total).toBeGreaterThan(0);
    expect(unallocated.results.every((row) => ['Ready For Allocation', 'Manual Intervention'].includes(row.workFlowStatus ?? ''))).toBe(true);
    const delivered = await list(flowerline, 'flowerline-order-history?Status=Delivered&limit=20');
    expect(delivered.results.every((row) => row.isDelivered)).toBe(true);

    const [from, to] = (await column<string>(`select delivery_date::text as v from orders order by delivery_date limit 1 offset 400`)).concat(
      await column<string>(`select delivery_date::text as v from orders order by delivery_date limit 1 offset 700`),
    );
    const ranged = await list(flowerline, `flowerline-order-history?FromDate=${from}&ToDate=${to}&limit=100&sortDir=asc`);
    expect(ranged.results.every((row) => row.deliveryDate >= from! && row.deliveryDate <= to!)).toBe(true);
    const [expected] = await column<string | number>(`select count(*) as v from orders where delivery_date between '${from}' and '${to}'`);
    expect(ranged.total).toBe(Math.min(Number(expected), ORDER_LIST_MAX));

    const recent = await list(flowerline, 'flowerline-order-history?Duration=1&limit=100&sort=createDate');
    const monthAgo = Date.now() - 31 * 24 * 3600_000;
    expect(recent.results.every((row) => Date.parse(row.dateCreated) >= monthAgo)).toBe(true);
  });

  it('finds an order by its number or the recipient’s name', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const [number] = await column<string>(`select order_number as v from orders order by seq limit 1 offset 123`);
    const found = await list(flowerline, `flowerline-order-history?SearchText=${number}`);
    expect(found.results.map((row) => row.orderNumber)).toEqual([number]);
    const [recipient] = await column<string>(`select recipient->>'lastName' as v from orders order by seq limit 1 offset 50`);
    const byName = await list(flowerline, `flowerline-order-history?SearchText=${encodeURIComponent(recipient!)}&limit=100`);
    expect(byName.results.length).toBeGreaterThan(0);
    const none = await list(flowerline, 'flowerline-order-history?SearchText=%25_%25');
    expect(none).toEqual({ results: [], total: 0 });
  });

  it('sorts by order number, total, status and customer name, either way', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const numbers = (await list(flowerline, 'flowerline-order-history?sort=orderNumber&sortDir=asc&limit=20')).results.map((row) => row.orderNumber);
    expect(numbers).toEqual([...numbers].sort());
    const totals = (await list(flowerline, 'flowerline-order-history?sort=total&sortDir=desc&limit=20')).results.map((row) => row.total.centAmount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const statuses = (await list(flowerline, 'flowerline-order-history?sort=status&sortDir=asc&limit=100')).results.map((row) => row.status);
    const rank = (status: string) => ['Open', 'Confirmed', 'Complete', 'Cancelled'].indexOf(status) + (status === 'Inquery' ? 10 : 0);
    expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort((a, b) => a - b));
    const names = (await list(flowerline, 'flowerline-order-history?sort=customerName&sortDir=asc&limit=30')).results.map((row) => row.customerName.split(' ').at(-1)!.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('refuses bad parameters with a 400 naming each', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const cases: [string, string][] = [
      ['sort=bogus', 'sort'],
      ['sortDir=up', 'sortDir'],
      ['FromDate=2025-13-01', 'FromDate'],
      ['ToDate=yesterday', 'ToDate'],
      ['FromDate=2025-11-20&ToDate=2025-11-10', 'ToDate'],
      ['offset=-1', 'offset'],
      ['offset=1001', 'offset'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['Status=Fraudulent', 'Status'],
      ['Duration=2', 'Duration'],
      ['sort=total&sort=status', 'sort'],
      [`SearchText=${'x'.repeat(101)}`, 'SearchText'],
    ];
    for (const [query, field] of cases) {
      const response = await flowerline.get(`/api/orders/flowerline-order-history?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await readProblem(response)).errors), query).toContain(field);
    }
  });
});
