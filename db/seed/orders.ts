import { sql } from 'drizzle-orm';
import { addDays, calendarDayOf } from '../../src/lib/domain/calendar-day';
import { includedGst } from '../../src/lib/domain/money';
import { orderNumberOf } from '../../src/server/orders/create';
import { rowsOf, type Db } from '../../src/server/db/client';
import { carts, orderAllocations, orderEvents, orderLines, orders } from '../../src/server/db/schema/index';
import { demoOrderEvents } from './order-events';
import { SEED_USERS } from './data/accounts';
import { Random } from './data/random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Demo orders: enough across statuses, roles and stores that every list, filter and badge shows something. */
export const DEMO_ORDER_COUNT = 2400;

/** The demo orders' carts have fixed ids, so seeding again adds nothing. */
const cartIdOf = (index: number) => `5eed0000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

const FIRST = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo', 'Ava', 'Henry', 'Grace', 'Lucas', 'Zoe', 'Thomas'];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Martin', 'Kelly', 'Anderson', 'Walker', 'Harris', 'Lee', 'Ryan', 'Chen', 'Patel'];
const STREETS = ['Chapel Street', 'Glenferrie Road', 'Sydney Road', 'Burke Road', 'High Street', 'Church Street', 'Station Street', 'Victoria Parade'];
const MINUTE = 60_000;

interface Placement {
  role: string;
  customerId: string | null;
  storeKey: string | null;
  method: 'card' | 'account';
}

/** What happened to an order so far, by its age: older orders are further along. */
function lifecycle(random: Random, ageDays: number) {
  const roll = random.next();
  if (roll < 0.04) return { status: 'Cancelled', workflow: 'Cancelled', tries: random.int(0, 1) };
  if (roll < 0.07) return { status: 'Inquery', workflow: 'Accepted Order', tries: 1 };
  if (ageDays > 10) return roll < 0.85 ? { status: 'Complete', workflow: 'Completed', tries: random.int(1, 2) } : { status: 'Confirmed', workflow: 'Accepted Order', tries: 1 };
  if (roll < 0.2) return { status: 'Open', workflow: 'Awaiting Store Response', tries: random.int(1, 3) };
  if (roll < 0.28) return { status: 'Open', workflow: 'Manual Intervention', tries: 5 };
  if (roll < 0.32) return { status: 'Open', workflow: 'Ready For Allocation', tries: 0 };
  return { status: 'Confirmed', workflow: 'Accepted Order', tries: random.int(1, 3) };
}

/**
 * Seeds the demo orders (with the demo people): customers', Flowerline's
 * and the demo stores' own, sent to stores near their suburbs, each with an
 * allocation history that matches its workflow status. Created over the
 * eight months before `now`.
 */
export async function seedDemoOrders(tx: Tx, now = new Date()): Promise<void> {
  const [already] = rowsOf<{ n: string | number }>(await tx.execute(sql`select count(*) as n from carts where id = ${cartIdOf(0)}`));
  if (Number(already?.n ?? 0) > 0) return;
  const random = new Random('demo-orders');
  // A random of their own, so the orders are the same with or without them.
  const eventRandom = new Random('demo-order-events');
  const products = rowsOf<{ id: string; key: string; sku: string; name: string; variant_key: string; label: string; price_cents: number; image: string | null }>(
    await tx.execute(sql`
      select p.id, p.key, v.sku, p.name, v.key as variant_key, v.label, v.price_cents, p.images->0->>'url' as image
      from products p join product_variants v on v.product_id = p.id and v.label = 'Standard'
      where p.third_party_source is null order by p.key limit 60`),
  );
  const served = rowsOf<{ store_key: string; suburb_id: string; suburb: string; state: string; postcode: string }>(
    await tx.execute(sql`
      select s.key as store_key, ss.suburb_id, sub.name as suburb, sub.state, sub.postcode
      from store_suburbs ss join stores s on s.id = ss.store_id join suburbs sub on sub.id = ss.suburb_id
      where sub.state = 'VIC' order by s.key, ss.suburb_id`),
  );
  const storeKeys = [...new Set(served.map((row) => row.store_key))];
  if (!products.length || !served.length) return;
  const customers = SEED_USERS.filter((user) => user.roles.includes('customer') && !user.roles.includes('flowerline'));
  const placements = (): Placement => {
    const roll = random.next();
    if (roll < 0.3) return { role: 'customer', customerId: customers[0]!.customerId, storeKey: null, method: 'card' };
    if (roll < 0.38 && customers[1]) return { role: 'customer', customerId: customers[1].customerId, storeKey: null, method: 'card' };
    if (roll < 0.55) return { role: 'flowerline', customerId: null, storeKey: null, method: 'account' };
    if (roll < 0.65) return { role: 'floristowner', customerId: null, storeKey: 'VIC-001', method: 'account' };
    if (roll < 0.7) return { role: 'floristowner', customerId: null, storeKey: 'VIC-002', method: 'account' };
    return { role: 'guest', customerId: null, storeKey: null, method: 'card' };
  };

  const [{ start }] = rowsOf<{ start: string }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'seq')) as start`)) as [{ start: string }];
  await tx.execute(sql`select setval(pg_get_serial_sequence('orders', 'seq'), ${Number(start) + DEMO_ORDER_COUNT})`);

  for (let batch = 0; batch < DEMO_ORDER_COUNT; batch += 400) {
    const cartRows: (typeof carts.$inferInsert)[] = [];
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderLines.$inferInsert)[] = [];
    const allocationRows: (typeof orderAllocations.$inferInsert)[] = [];
    const eventRows: (typeof orderEvents.$inferInsert)[] = [];
    for (let index = batch; index < Math.min(batch + 400, DEMO_ORDER_COUNT); index++) {
      const placement = placements();
      const ageDays = Math.floor(random.next() ** 1.6 * 240);
      const createdAt = new Date(now.getTime() - ageDays * 24 * 60 * MINUTE - random.int(0, 600) * MINUTE);
      const createdDay = calendarDayOf(createdAt.getUTCFullYear(), createdAt.getUTCMonth() + 1, createdAt.getUTCDate());
      const deliveryDate = addDays(createdDay, random.int(0, 10));
      // A fifth of the orders go to the demo stores, so their florists have orders to see.
      const demoStore = random.next() < 0.2 ? random.pick(['VIC-001', 'VIC-002']) : null;
      const destinations = demoStore ? served.filter((row) => row.store_key === demoStore) : served;
      const destination = random.pick(destinations.length ? destinations : served);
      const product = random.pick(products);
      const quantity = random.next() < 0.9 ? 1 : 2;
      const subtotal = product.price_cents * quantity;
      const delivery = 1495;
      const total = subtotal + delivery;
      const life = lifecycle(random, ageDays);
      let { status, workflow } = life;
      const { tries } = life;
      const seq = Number(start) + index;
      const id = cartIdOf(index).replace('5eed0000', '0de40000');
      const sender = { firstName: random.pick(FIRST), lastName: random.pick(LAST), email: `customer${index}@example.com`, mobile: '+61412345678' };
      const customer = placement.customerId ? customers.find((c) => c.customerId === placement.customerId)! : null;
      if (customer) Object.assign(sender, { firstName: customer.firstName, lastName: customer.lastName, email: customer.email });

      // The allocation history: earlier offers rejected or expired, the last one as the workflow says.
      const tried = random.sample(
        storeKeys.filter((key) => served.some((row) => row.store_key === key && row.suburb_id === destination.suburb_id)),
        Math.max(0, tries),
      );
      if (tried.length === 0 && tries > 0) tried.push(destination.store_key);
      const last = tried.at(-1) ?? null;
      // The demo stores' own florists answer their offers themselves: no seeded offer waits on them.
      if (workflow === 'Awaiting Store Response' && (last === 'VIC-001' || last === 'VIC-002')) {
        workflow = 'Accepted Order';
        status = 'Confirmed';
      }
      let offeredAt = new Date(createdAt.getTime() + 2 * MINUTE);
      tried.forEach((storeKey, attempt) => {
        const final = attempt === tried.length - 1;
        const outcome = !final ? random.pick(['rejected', 'expired']) : workflow === 'Awaiting Store Response' ? null : workflow === 'Manual Intervention' ? 'expired' : 'accepted';
        const expiresAt = new Date(offeredAt.getTime() + 30 * MINUTE);
        allocationRows.push({
          orderId: id,
          attempt: attempt + 1,
          allocatedStoreKey: storeKey,
          method: 'auto',
          offeredAt,
          expiresAt: outcome === null ? new Date(now.getTime() + random.int(5, 30) * MINUTE) : expiresAt,
          respondedAt: outcome === 'accepted' || outcome === 'rejected' ? new Date(offeredAt.getTime() + random.int(2, 25) * MINUTE) : null,
          expiredAt: outcome === 'expired' ? expiresAt : null,
          outcome,
          reasonCode: outcome === 'rejected' ? random.pick([1, 2, 3, 4, 5, 6, 7, 8, 10]) : null,
        });
        offeredAt = new Date(expiresAt.getTime() + MINUTE);
      });
      const awaiting = workflow === 'Awaiting Store Response';

      cartRows.push({ id: cartIdOf(index), anonymousId: `demo-${index}`, customerId: placement.customerId, state: 'Ordered', orderId: id, createdAt, updatedAt: createdAt });
      orderRows.push({
        id,
        seq,
        orderNumber: orderNumberOf(seq),
        cartId: cartIdOf(index),
        paymentSessionId: null,
        customerId: placement.customerId,
        anonymousId: `demo-${index}`,
        placedByRole: placement.role,
        placedByStoreKey: placement.storeKey,
        sender,
        recipient: {
          firstName: random.pick(FIRST),
          lastName: random.pick(LAST),
          company: null,
          street: `${random.int(1, 240)} ${random.pick(STREETS)}`,
          street2: null,
          suburb: destination.suburb,
          state: destination.state,
          postcode: destination.postcode,
          country: 'AU',
          phone: '+61398765432',
        },
        deliveryInstructions: null,
        deliveryDate,
        suburbId: destination.suburb_id,
        currencyCode: 'AUD',
        subtotalCents: subtotal,
        deliveryCents: delivery,
        networkFeeCents: 0,
        discountCents: 0,
        totalCents: total,
        gstCents: includedGst(total),
        promoCodes: [],
        paymentMethod: placement.method,
        paymentStatus: status === 'Cancelled' ? 'Credit Owed' : placement.method === 'account' ? (status === 'Complete' ? 'Paid' : 'Balance Due') : 'Paid',
        status,
        workflowStatus: workflow,
        allocatedStoreKey: workflow === 'Accepted Order' || workflow === 'Completed' || awaiting ? last : null,
        allocationExpiresAt: awaiting ? (allocationRows.at(-1)?.expiresAt ?? null) : null,
        // Completed orders were delivered on their day, in the early afternoon in Melbourne.
        deliveredAt: workflow === 'Completed' ? new Date(`${deliveryDate}T03:30:00Z`) : null,
        createdAt,
        updatedAt: createdAt,
      });
      eventRows.push(...demoOrderEvents(eventRandom, { id, status, storeKey: workflow === 'Accepted Order' || workflow === 'Completed' ? last : null, createdAt }));
      lineRows.push({
        orderId: id,
        kind: 'product',
        productId: product.id,
        productKey: product.key,
        variantKey: product.variant_key,
        sku: product.sku,
        name: product.name,
        variantLabel: product.label,
        imageUrl: product.image,
        quantity,
        unitPriceCents: product.price_cents,
        totalCents: subtotal,
        noCardMessage: true,
        deliveryDate,
        suburbId: destination.suburb_id,
        addons: [],
        adjustments: [],
      });
    }
    await tx.insert(carts).values(cartRows).onConflictDoNothing();
    await tx.insert(orders).values(orderRows).onConflictDoNothing();
    await tx.insert(orderLines).values(lineRows);
    if (allocationRows.length) await tx.insert(orderAllocations).values(allocationRows).onConflictDoNothing();
    if (eventRows.length) await tx.insert(orderEvents).values(eventRows);
  }
}
