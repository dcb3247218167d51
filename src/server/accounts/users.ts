import { eq } from 'drizzle-orm';
import { deriveRole, type DerivedRole } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { stores } from '../db/schema/delivery';

export type UserRow = typeof users.$inferSelect;
export interface UserWithStore {
  user: UserRow;
  store: { key: string; name: string } | null;
}

/** What GET /api/profile answers: the signed-in person and the claims the storefront relies on. */
export interface Profile {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  mobile: string | null;
  phone: string | null;
  roles: string[];
  role: DerivedRole;
  storeKey: string | null;
  storeName: string | null;
}

const withStore = (db: Db) =>
  db
    .select({ user: users, store: { key: stores.key, name: stores.name } })
    .from(users)
    .leftJoin(stores, eq(users.storeId, stores.id));

export async function userByEmail(db: Db, email: string): Promise<UserWithStore | null> {
  const [row] = await withStore(db).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: string): Promise<UserWithStore | null> {
  const [row] = await withStore(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function userByCustomerId(db: Db, customerId: string): Promise<UserWithStore | null> {
  const [row] = await withStore(db).where(eq(users.customerId, customerId)).limit(1);
  return row ?? null;
}

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** A person's name as records keep it ("who changed this"), or undefined for no such person. */
export async function personName(db: Db, userId: string): Promise<string | undefined> {
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return person && fullName(person);
}

export function toProfile({ user, store }: UserWithStore): Profile {
  return {
    customerId: user.customerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    mobile: user.mobile,
    phone: user.phone,
    roles: user.roles,
    role: deriveRole(user.roles),
    storeKey: store?.key ?? null,
    storeName: store?.name ?? null,
  };
}
