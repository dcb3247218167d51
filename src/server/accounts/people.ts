import { and, asc, count, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerDetailsView, CustomerSummary, UserSummary } from '../../lib/api/contracts/people';
import { deriveRole } from '../../lib/domain/roles';
import type { DbContext } from '../http/context';
import { users } from '../db/schema/accounts';
import { stores } from '../db/schema/delivery';
import { shoppingListItems, shoppingLists } from '../db/schema/wishlist';
import { notFound } from '../http/problem';
import { listAddresses } from './addresses';
import { likeText } from './stores';
import { fullName, userByCustomerId } from './users';

const STAFF = sql`${users.roles} ?| array['flowerline','florist','floristowner']`;
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function textMatch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const like = likeText(text);
  return or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like));
}

export interface UserListFilter {
  offset: number;
  limit: number;
  SearchText?: string;
  role?: 'flowerline';
  storeKey?: string;
}

/** Store users (by store key), Flowerline users (role flowerline), or every staff user. */
export async function listUsers({ db }: DbContext, filter: UserListFilter): Promise<{ results: UserSummary[]; total: number }> {
  const conditions: SQL[] = [STAFF];
  if (filter.role === 'flowerline') conditions.push(sql`${users.roles} @> '["flowerline"]'::jsonb`);
  if (filter.storeKey) conditions.push(eq(stores.key, filter.storeKey));
  const text = textMatch(filter.SearchText);
  if (text) conditions.push(text);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, storeKey: stores.key, storeName: stores.name })
      .from(users)
      .leftJoin(stores, eq(users.storeId, stores.id))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).leftJoin(stores, eq(users.storeId, stores.id)).where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    results: rows.map(({ user, storeKey, storeName }) => ({
      userId: user.id,
      name: fullName(user),
      email: user.email,
      roles: user.roles,
      role: deriveRole(user.roles),
      storeKey,
      storeName,
      lastSignInAt: iso(user.lastSignInAt),
    })),
  };
}

const customerSummary = (user: typeof users.$inferSelect): CustomerSummary => ({
  customerId: user.customerId,
  name: fullName(user),
  email: user.email,
  mobile: user.mobile,
  dateCreated: iso(user.createdAt)!,
});

/** Customers (everyone whose derived role is customer), by name. */
export async function listCustomers({ db }: DbContext, filter: { offset: number; limit: number; SearchText?: string }): Promise<{ results: CustomerSummary[]; total: number }> {
  const text = textMatch(filter.SearchText);
  const where = text ? and(not(STAFF), text) : not(STAFF);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { results: rows.map(customerSummary), total: totalRow?.total ?? 0 };
}

const CUSTOMER_NOT_FOUND = 'There is no customer with this id.';

/** One customer's details, address book and wishlist size. */
export async function customerDetails({ db }: DbContext, { customerId }: { customerId: string }): Promise<CustomerDetailsView> {
  const found = await userByCustomerId(db, customerId);
  if (!found || deriveRole(found.user.roles) !== 'customer') throw notFound(CUSTOMER_NOT_FOUND);
  const { user } = found;
  const [addresses, [saved]] = await Promise.all([
    listAddresses({ db }, { userId: user.id }),
    db.select({ n: count() }).from(shoppingListItems).innerJoin(shoppingLists, eq(shoppingListItems.listId, shoppingLists.id)).where(eq(shoppingLists.customerId, customerId)),
  ]);
  return {
    ...customerSummary(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    lastSignInAt: iso(user.lastSignInAt),
    addresses,
    wishlistCount: saved?.n ?? 0,
  };
}
