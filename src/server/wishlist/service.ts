import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Wishlist } from '../../lib/api/contracts/wishlist';
import { DEFAULT_WISHLIST_NAME } from '../../lib/domain/account';
import { showsWishlist } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { shoppingListItems, shoppingLists } from '../db/schema/wishlist';
import { unprocessable } from '../http/problem';
import { ownedRow } from '../http/owned-row';
import { catalogSnapshot } from '../catalog/snapshot';
import { productCard } from '../catalog/view';

type ListRow = typeof shoppingLists.$inferSelect;
const LIST_NOT_FOUND = 'There is no such wishlist.';
export const MAX_WISHLIST_ITEMS = 200;

async function view(db: Db, customerId: string, list: ListRow | null): Promise<Wishlist> {
  if (!list) return { shoppingListId: null, customerId, name: DEFAULT_WISHLIST_NAME, lineItems: [] };
  const [items, catalog] = await Promise.all([
    db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, list.id)).orderBy(desc(shoppingListItems.addedAt), asc(shoppingListItems.id)),
    catalogSnapshot(db),
  ]);
  return {
    shoppingListId: list.id,
    customerId,
    name: list.name,
    lineItems: items.map((item) => {
      const product = catalog.byKey.get(item.productKey);
      return { lineItemId: item.id, productKey: item.productKey, addedAt: item.addedAt.toISOString(), product: product?.active ? productCard(product) : null };
    }),
  };
}

async function firstList(db: Db, customerId: string): Promise<ListRow | null> {
  const [list] = await db.select().from(shoppingLists).where(eq(shoppingLists.customerId, customerId)).orderBy(asc(shoppingLists.createdAt)).limit(1);
  return list ?? null;
}

/** The customer's list; another customer's list is as unknown as a missing one (404). */
async function ownList(db: Db, customerId: string, listId: string): Promise<ListRow> {
  return ownedRow(listId, LIST_NOT_FOUND, () =>
    db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.customerId, customerId)))
      .limit(1),
  );
}

/** Only products on sale, and never third-party products (their wishlist heart is hidden). */
async function checkProducts(db: Db, keys: string[]): Promise<void> {
  const catalog = await catalogSnapshot(db);
  for (const key of keys) {
    const product = catalog.byKey.get(key);
    if (!product?.active) throw unprocessable(`We could not find the product ${key}.`, { lineItems: `We could not find the product ${key}.` });
    if (!showsWishlist('customer', product.thirdPartySource)) throw unprocessable(`${product.name} cannot be saved to a wishlist.`, { lineItems: `${product.name} cannot be saved to a wishlist.` });
  }
}

async function addKeys(db: Db, list: ListRow, keys: string[]): Promise<void> {
  const held = await db.select({ key: shoppingListItems.productKey }).from(shoppingListItems).where(eq(shoppingListItems.listId, list.id));
  const fresh = keys.filter((key) => !held.some((row) => row.key === key));
  if (held.length + fresh.length > MAX_WISHLIST_ITEMS)
    throw unprocessable(`A wishlist holds at most ${MAX_WISHLIST_ITEMS} products.`, { lineItems: `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products.` });
  if (fresh.length)
    await db
      .insert(shoppingListItems)
      .values(fresh.map((productKey) => ({ listId: list.id, productKey })))
      .onConflictDoNothing();
}

/** GET /api/wishlist?customerId=: the customer's wishlist. */
/** Whose list, and which one. */
export interface ListInput {
  customerId: string;
  listId: string;
}

export async function wishlistOf({ db }: DbContext, { customerId }: { customerId: string }): Promise<Wishlist> {
  return view(db, customerId, await firstList(db, customerId));
}

/** POST /api/wishlist/by-key: makes the list (or reuses the one the customer has) and adds the products. */
export async function createWishlist({ db }: DbContext, { customerId, name, productKeys: keys }: { customerId: string; name: string; productKeys: string[] }): Promise<Wishlist> {
  await checkProducts(db, keys);
  const list = (await firstList(db, customerId)) ?? (await db.insert(shoppingLists).values({ customerId, name }).returning())[0]!;
  await addKeys(db, list, keys);
  return view(db, customerId, list);
}

export async function addToWishlist({ db }: DbContext, { customerId, listId, productKeys: keys }: ListInput & { productKeys: string[] }): Promise<Wishlist> {
  const list = await ownList(db, customerId, listId);
  await checkProducts(db, keys);
  await addKeys(db, list, keys);
  return view(db, customerId, list);
}

/** DELETE /api/wishlist/{listId}/item/{key}/key: removing a product the list does not hold changes nothing. */
export async function removeFromWishlist({ db }: DbContext, { customerId, listId, productKey }: ListInput & { productKey: string }): Promise<Wishlist> {
  const list = await ownList(db, customerId, listId);
  await db.delete(shoppingListItems).where(and(eq(shoppingListItems.listId, list.id), inArray(shoppingListItems.productKey, [productKey])));
  return view(db, customerId, list);
}
