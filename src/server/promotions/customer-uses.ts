import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';

/**
 * Who a promo code's per-customer limit counts (docs/adr/0763): the
 * signed-in customer's account, and the email the checkout gives. A use
 * counts against them when its order or open payment session was placed by
 * that account or gives that email (in any case), so a customer who checks
 * out as a guest with their own email uses the same allowance.
 */
export interface PromoCustomer {
  customerId: string | null;
  email: string | null;
}

/**
 * How many times the customer has used the code: orders placed with it,
 * and payment sessions open with it (each holds a use until it is paid or
 * ends), but not those of `exceptCartId` (the cart asking, whose own open
 * session is closed before it takes the use again).
 */
export async function customerUses(db: Db | Tx, promo: { id: string; code: string }, who: PromoCustomer, exceptCartId: string | null = null): Promise<number> {
  const email = who.email?.trim().toLowerCase() || null;
  if (!who.customerId && !email) return 0;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select
        (select count(*) from orders o
          where o.promo_codes @> jsonb_build_array(jsonb_build_object('code', ${promo.code}::text))
            and (o.customer_id = ${who.customerId} or lower(o.sender->>'email') = ${email}))
        + (select count(*) from payment_sessions s
          where s.status = 'open' and s.promo_code_ids @> jsonb_build_array(${promo.id}::text)
            and s.cart_id is distinct from ${exceptCartId}::uuid
            and (s.checkout->'placedBy'->>'customerId' = ${who.customerId} or lower(s.checkout->'sender'->>'email') = ${email})) as n`),
  );
  return Number(row?.n ?? 0);
}
