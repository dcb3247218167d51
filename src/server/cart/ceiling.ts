import { PROBLEM_TYPES } from '../../lib/api/problems';
import { cartItemsCents, cartTotalTooHighMessage, type CartAmountRows } from '../../lib/domain/cart-limits';
import { config } from '../config';
import { fieldProblem } from '../http/problem';
import { cartContents } from './contents';
import type { StatementTarget } from './rows';

/** The most a cart's items may add up to, in cents (CART_MAX_TOTAL_DOLLARS). */
export const cartCeilingCents = () => config().CART_MAX_TOTAL_DOLLARS * 100;

/** Whether the cart's items fit under the ceiling. */
export const withinCeiling = (contents: CartAmountRows) => cartItemsCents(contents) <= cartCeilingCents();

/**
 * The 422 of a change that takes the cart's items past the ceiling, naming
 * the field that did it (`quantity` or `price`); thrown inside the change's
 * transaction, it rolls the change back.
 */
export function requireWithinCeiling(contents: CartAmountRows, field: 'quantity' | 'price'): void {
  if (!withinCeiling(contents)) throw fieldProblem(field, cartTotalTooHighMessage(cartCeilingCents()), PROBLEM_TYPES.cartTotalTooHigh);
}

/** The same, on the cart's contents as they are now in the caller's transaction (after its change). */
export async function requireCartWithinCeiling(tx: StatementTarget, cartId: string, field: 'quantity' | 'price'): Promise<void> {
  requireWithinCeiling(await cartContents(tx, cartId), field);
}
