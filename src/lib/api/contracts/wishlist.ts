import { z } from 'zod';
import { ProductCardModel } from './products';

const ProductKeyModel = z.string().trim().min(1, 'productKey is required.').max(64, 'productKey is too long.');

/** lineItems as the spec sends them: product keys, bare or as { productKey }. */
export const WishlistLineItemsModel = z
  .array(z.union([ProductKeyModel, z.object({ productKey: ProductKeyModel })]), { error: 'lineItems must be a list of product keys.' })
  .min(1, 'lineItems needs at least one product key.')
  .max(50, 'lineItems takes at most 50 product keys.')
  .transform((items) => [...new Set(items.map((item) => (typeof item === 'string' ? item : item.productKey)))]);

/** POST /api/wishlist/by-key: creates the customer's list with its first products. */
export const CreateWishlistBodyModel = z.object({
  customerId: z.string({ error: 'customerId is required.' }).trim().min(1, 'customerId is required.').max(64, 'customerId is too long.'),
  name: z.string({ error: 'name is required.' }).trim().min(1, 'name is required.').max(100, 'name must be at most 100 characters.'),
  lineItems: WishlistLineItemsModel,
});

/** POST /api/wishlist/{listId}/products-key. */
export const AddToWishlistBodyModel = z.object({ lineItems: WishlistLineItemsModel });

export const WishlistQueryModel = z.object({ customerId: z.string({ error: 'customerId is required.' }).trim().min(1, 'customerId is required.').max(64, 'customerId is too long.') });

export const WishlistLineItemModel = z.object({
  lineItemId: z.string(),
  productKey: z.string(),
  addedAt: z.string(),
  /** null when the product is no longer sold. */
  product: z.nullable(ProductCardModel),
});

/** A wishlist: shoppingListId (null while the customer has none) and its lineItems, newest first. */
export const WishlistModel = z.object({
  shoppingListId: z.string().nullable(),
  customerId: z.string(),
  name: z.string(),
  lineItems: z.array(WishlistLineItemModel),
});
export type Wishlist = z.infer<typeof WishlistModel>;
