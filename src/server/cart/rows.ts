import type { Db } from '../db/client';
import type { StatementRunner } from '../db/statements';
import type { cartCustomLineItems, cartLineAdjustments, cartLineItemAddons, cartLineItems, carts, promoCodes } from '../db/schema/index';

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLineItems.$inferSelect;
export type LineAddonRow = typeof cartLineItemAddons.$inferSelect;
export type AdjustmentRow = typeof cartLineAdjustments.$inferSelect;
export type CustomLineRow = typeof cartCustomLineItems.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A transaction of the database client (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a named statement runs on: the database, a transaction, or a connection held for one. */
export type StatementTarget = Pick<Db, '_'> | StatementRunner;
