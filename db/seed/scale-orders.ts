import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';

/** Copies are told apart by their carts' and orders' anonymous id, `scale-<n>`. */
const COPY = 'scale-';
const cartId = sql`('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid`;
const orderId = sql`('00000000-0000-4000-a000-' || lpad(to_hex(g), 12, '0'))::uuid`;
/** Copy n is of the original at position n modulo their number; its dates move by up to a year either way. */
const originals = sql`(select row_number() over (order by seq) - 1 as rn, count(*) over () as k, * from orders where anonymous_id not like ${`${COPY}%`})`;
const shift = sql`((g % 720) - 360)`;

async function counts(db: Db): Promise<{ all: number; copies: number }> {
  const [row] = rowsOf<{ all: number; copies: number }>(await db.execute(sql`select count(*)::int as "all", (count(*) filter (where anonymous_id like ${`${COPY}%`}))::int as copies from orders`));
  return row!;
}

/** Copies n = from … to of the original orders, with carts and lines of their own, in one transaction. */
async function copyOrders(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into carts (id, anonymous_id, customer_id, state, order_id, created_at, updated_at)
      select ${cartId}, ${COPY} || g, o.customer_id, 'Ordered', ${orderId}, o.created_at - make_interval(days => g % 720), o.created_at - make_interval(days => g % 720)
      from generate_series(${from}::int, ${to}::int) g join ${originals} o on o.rn = g % o.k
      on conflict do nothing`);
    await tx.execute(sql`insert into orders (id, order_number, cart_id, customer_id, anonymous_id, placed_by_role, placed_by_store_key, sender, recipient,
        delivery_instructions, delivery_date, suburb_id, country_code, third_party_source, note, currency_code, subtotal_cents, delivery_cents,
        network_fee_cents, discount_cents, total_cents, gst_cents, promo_codes, payment_method, payment_status, status, workflow_status,
        allocated_store_key, allocation_expires_at, delivered_at, created_at, updated_at)
      select ${orderId}, 'WB' || (5000000 + g), ${cartId}, o.customer_id, ${COPY} || g, o.placed_by_role, o.placed_by_store_key, o.sender, o.recipient,
        o.delivery_instructions, o.delivery_date - ${shift}, o.suburb_id, o.country_code, o.third_party_source, o.note, o.currency_code,
        o.subtotal_cents, o.delivery_cents, o.network_fee_cents, o.discount_cents, o.total_cents + (g % 997), o.gst_cents, o.promo_codes,
        o.payment_method, o.payment_status, o.status,
        -- No copy waits on a florist's answer: its offer would expire on every server's clock.
        case when o.workflow_status = 'Awaiting Store Response' then 'Accepted Order' else o.workflow_status end,
        o.allocated_store_key, null, o.delivered_at - make_interval(days => ${shift}), o.created_at - make_interval(days => g % 720), o.updated_at
      from generate_series(${from}::int, ${to}::int) g join ${originals} o on o.rn = g % o.k
      on conflict do nothing`);
    await tx.execute(sql`insert into order_lines (order_id, kind, product_id, product_key, variant_key, sku, name, description, variant_label, image_url,
        quantity, unit_price_cents, total_cents, card_message, no_card_message, delivery_date, suburb_id, country_code, addons, adjustments)
      select ${orderId}, l.kind, l.product_id, l.product_key, l.variant_key, l.sku, l.name, l.description, l.variant_label, l.image_url,
        l.quantity, l.unit_price_cents, l.total_cents, l.card_message, l.no_card_message, l.delivery_date - ${shift}, l.suburb_id, l.country_code, l.addons, l.adjustments
      from generate_series(${from}::int, ${to}::int) g join ${originals} o on o.rn = g % o.k join order_lines l on l.order_id = o.id
      where not exists (select 1 from order_lines done where done.order_id = ${orderId})
      order by g, l.seq`);
  });
}

/**
 * Grows the orders to `total` with copies of the orders already there (the
 * seeded demo orders): new numbers (WB5000001 on), dates spread over two
 * years, carts and lines of their own; `batch` copies per statement and
 * transaction. Counts what is there first, so running it again adds
 * nothing. Adds nothing when there is no order to copy.
 */
export async function loadScaleOrders(db: Db, total: number, batch = 10_000): Promise<{ added: number; total: number }> {
  const before = await counts(db);
  const wanted = Math.max(0, total - before.all);
  if (wanted && before.all > before.copies) {
    for (let from = before.copies + 1; from <= before.copies + wanted; from += batch) await copyOrders(db, from, Math.min(before.copies + wanted, from + batch - 1));
  }
  const after = await counts(db);
  return { added: after.all - before.all, total: after.all };
}
