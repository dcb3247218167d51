import { z } from 'zod';
import { SenderModel } from './checkout-sender';
import { PriceModel } from './common';
import { ORDER_PAGE_PARAMS } from './order-lists';
import { once } from './query-params';

/**
 * Saved orders (spec 001 sections 2.3, 3 and 7.1): a signed-in shopper's
 * cart kept to finish later, listed by GET /api/carts/saved-carts and made
 * the shopper's cart again by PUT /api/carts/{cartId}/resume.
 */

/** POST /api/carts/{cartId}/save: the sender typed so far, when there is one (else the account's own details). */
export const SaveCartBodyModel = z.object({
  sender: SenderModel.optional(),
});
export type SaveCartBody = z.input<typeof SaveCartBodyModel>;

export const SavedCartListQueryModel = z.object({
  sort: once(z.enum(['createdAt'], { error: 'sort must be createdAt.' })).default('createdAt'),
  sortDir: once(z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc.' })).default('desc'),
  ...ORDER_PAGE_PARAMS,
});
export type SavedCartListQuery = z.output<typeof SavedCartListQueryModel>;

/** A saved cart row (spec 001 section 3): `orderNumber` is the saved cart's reference. */
export const SavedCartRowModel = z.object({
  cartId: z.string(),
  orderNumber: z.string(),
  senderName: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  dateCreated: z.string(),
  total: PriceModel,
});
export type SavedCartRow = z.infer<typeof SavedCartRowModel>;

export const SavedCartListModel = z.object({ results: z.array(SavedCartRowModel), total: z.number().int() });
export type SavedCartList = z.infer<typeof SavedCartListModel>;
