import { PROBLEM_TYPES } from '../../lib/api/problems';
import { conflict, notFound } from '../http/problem';

/** What the shopper is told when a cart, or a line of it, is not there or cannot change. */
export const CART_NOT_FOUND = 'We could not find this cart. It may have expired: start a new one.';
export const LINE_NOT_FOUND = 'This cart has no such line item.';
export const CUSTOM_LINE_NOT_FOUND = 'This cart has no such custom item.';
export const CART_ORDERED = 'This cart has been ordered and can no longer change. Start a new cart for another order.';
export const CART_SAVED = 'This cart is saved for later. Resume it from your saved orders to change it.';

/** The 404 of a cart that is not there, or not the caller's. */
export const noSuchCart = () => notFound(CART_NOT_FOUND);
/** The 404 of a line the cart does not hold (as `ownedLine` answers it). */
export const noSuchLine = () => notFound(LINE_NOT_FOUND);
/** The 409 of any change to a cart that has been ordered. */
export const cartOrdered = () => conflict(CART_ORDERED, PROBLEM_TYPES.cartOrdered);

/** A cart takes changes and checkouts only while Active: 409 `cartSaved` while saved for later, `cartOrdered` once ordered. */
export function requireActive(state: string): void {
  if (state === 'Saved') throw conflict(CART_SAVED, PROBLEM_TYPES.cartSaved);
  if (state !== 'Active') throw cartOrdered();
}
