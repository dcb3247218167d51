import { sql } from 'drizzle-orm';
import { addons, carts, productVariants, suburbs } from '../db/schema/index';
import { namedStatement } from '../db/statements';
import { warmConnectionsWith } from '../db/warm-up';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { setCardMessageReadingContents } from './line-actions';
import { updateAddon, upsertAddon } from './line-addons';
import { addLineReadingContents } from './service';
import { lineRowsOf } from './contents';

/**
 * What a new database connection runs once before its first request
 * (docs/adr/0802): a cart's morning, through the statements a shopper's
 * changes use (add a line, an add-on, its quantity, the card message), on
 * a cart made for it, in a transaction the caller rolls back. Each
 * statement is then parsed, its tables and foreign-key checks loaded, on
 * this connection. Without a product, suburb and add-on (a database not yet
 * seeded) nothing runs.
 */
const somethingToAdd = namedStatement<Record<string, never>>(
  'warm_up_pick',
  sql`select v.id as variant_id, v.product_id, (select id from ${suburbs} limit 1) as suburb_id, (select id from ${addons} limit 1) as addon_id
    from ${productVariants} v limit 1`,
);
const aCart = namedStatement<Record<string, never>>('warm_up_cart', sql`insert into ${carts} (anonymous_id) values (md5(random()::text)) returning id`);

/** Any calendar day does: the statements check no date rule. */
const A_DAY = '2000-01-01' as CalendarDay;

warmConnectionsWith('cart changes', async (run) => {
  const [pick] = (await somethingToAdd(run, {})) as { variant_id: string; product_id: string; suburb_id: string | null; addon_id: string | null }[];
  if (!pick?.suburb_id || !pick.addon_id) return;
  const [cart] = (await aCart(run, {})) as { id: string }[];
  const cartId = cart!.id;
  const added = await addLineReadingContents(run, {
    cartId,
    productId: pick.product_id,
    variantId: pick.variant_id,
    quantity: 1,
    unitPriceCents: 0,
    deliveryDate: A_DAY,
    suburbId: pick.suburb_id,
    countryCode: null,
  });
  const [line] = lineRowsOf(added.changed);
  const lineItemId = line!.id;
  await upsertAddon(run, { cartId, lineItemId, addonId: pick.addon_id, quantity: 1, unitPriceCents: 0 });
  await updateAddon(run, { cartId, lineItemId, addonId: pick.addon_id, quantity: 2 });
  await setCardMessageReadingContents(run, { cartId, lineItemId, cardMessage: 'Warm', cardMessageTier: 'short', noCardMessage: false });
});
