import { sql, type SQL } from 'drizzle-orm';
import { namedStatement, tableRows } from '../db/statements';
import { cartCustomLineItems, cartLineAdjustments, cartLineItemAddons, cartLineItems, cartPromoCodes, promoCodes } from '../db/schema/index';
import type { AdjustmentRow, CustomLineRow, LineAddonRow, LineRow, PromoCodeRow, StatementTarget } from './rows';

export interface CartContents {
  lines: LineRow[];
  addons: LineAddonRow[];
  adjustments: AdjustmentRow[];
  customLines: CustomLineRow[];
  /** The applied codes, in the order applied. */
  promoCodes: PromoCodeRow[];
}

const lineRows = tableRows(cartLineItems);
const addonRows = tableRows(cartLineItemAddons);
const adjustmentRows = tableRows(cartLineAdjustments);
const customLineRows = tableRows(cartCustomLineItems);
const promoCodeRows = tableRows(promoCodes);

/** The select list of a cart's contents, the cart's id being `c.id`. */
const contentsColumns = sql`
    (select json_agg(l order by l.seq) from ${cartLineItems} l where l.cart_id = c.id) as lines,
    (select json_agg(a order by a.seq) from ${cartLineItemAddons} a join ${cartLineItems} al on al.id = a.line_item_id where al.cart_id = c.id) as addons,
    (select json_agg(j order by j.seq) from ${cartLineAdjustments} j join ${cartLineItems} jl on jl.id = j.line_item_id where jl.cart_id = c.id) as adjustments,
    (select json_agg(u order by u.seq) from ${cartCustomLineItems} u where u.cart_id = c.id) as custom_lines,
    (select json_agg(p order by cp.applied_at) from ${cartPromoCodes} cp join ${promoCodes} p on p.id = cp.promo_code_id where cp.cart_id = c.id) as promo_codes`;
const theCart = sql`(select ${sql.placeholder('cartId')}::uuid as id) c`;

type JsonRows = Record<string, unknown>[] | null;
type ContentsRow = { lines: JsonRows; addons: JsonRows; adjustments: JsonRows; custom_lines: JsonRows; promo_codes: JsonRows };

const contentsFrom = (row: ContentsRow): CartContents => ({
  lines: lineRows(row.lines),
  addons: addonRows(row.addons),
  adjustments: adjustmentRows(row.adjustments),
  customLines: customLineRows(row.custom_lines),
  promoCodes: promoCodeRows(row.promo_codes),
});

const contentsOf = namedStatement<{ cartId: string }>('cart_contents', sql`select ${contentsColumns} from ${theCart}`);

/**
 * Everything in the cart, each kind in the order it was added, read in one
 * statement. Run under the cart's lock it is exactly what the change that
 * follows works on, and what the answer is built from.
 */
export async function cartContents(db: StatementTarget, cartId: string): Promise<CartContents> {
  const [row] = (await contentsOf(db, { cartId })) as ContentsRow[];
  return contentsFrom(row!);
}

/**
 * A change to a cart made in the same statement that reads its contents
 * (one round trip, under the cart's lock, which the caller holds): `changes`
 * are data-modifying statements. The contents are read as they were before
 * the change (a statement does not see its own writes): the caller applies
 * the change to them, and checks its rules on them, throwing to roll the
 * change back. Answers the contents, and with `answersRows` the rows the
 * first change returned (it then has a `returning` list).
 */
export function changeWithContents<Input extends { cartId: string }>(name: string, changes: [SQL, ...SQL[]], { answersRows = false } = {}) {
  const ctes = sql.join(
    changes.map((change, n) => sql`${sql.identifier(`change_${n}`)} as (${change})`),
    sql`, `,
  );
  const changed = answersRows ? sql`(select json_agg(change_0) from change_0)` : sql`null`;
  const statement = namedStatement<Input>(name, sql`with ${ctes} select ${changed} as changed, ${contentsColumns} from ${theCart}`);
  return async (tx: StatementTarget, input: Input): Promise<{ changed: Record<string, unknown>[]; contents: CartContents }> => {
    const [row] = (await statement(tx, input)) as (ContentsRow & { changed: JsonRows })[];
    return { changed: row!.changed ?? [], contents: contentsFrom(row!) };
  };
}

/** The line rows a statement answered. */
export const lineRowsOf = lineRows;
/** The add-on rows a statement answered. */
export const addonRowsOf = addonRows;
