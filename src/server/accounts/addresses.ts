import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AddressBody } from '../../lib/api/contracts/addresses';
import type { DbContext } from '../http/context';
import { addresses } from '../db/schema/accounts';
import { conflict } from '../http/problem';
import { ownedRow } from '../http/owned-row';

export type AddressRow = typeof addresses.$inferSelect;

/** An address as the API answers it. */
export const addressView = (row: AddressRow) => ({
  addressId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  street: row.street,
  street2: row.street2,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
  phone: row.phone,
  isDefault: row.isDefault,
});
export type AddressView = ReturnType<typeof addressView>;

const ADDRESS_NOT_FOUND = 'There is no such address in your address book.';
const MAX_ADDRESSES = 50;

/** Whose address book, and which address in it. */
export interface AddressKey {
  userId: string;
  addressId: string;
}

export async function listAddresses({ db }: DbContext, { userId }: { userId: string }): Promise<AddressView[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
  return rows.map(addressView);
}

/** One of the user's addresses; another person's address is as unknown as a missing one (404). */
export async function ownAddress({ db }: DbContext, { userId, addressId }: AddressKey): Promise<AddressRow> {
  return ownedRow(addressId, ADDRESS_NOT_FOUND, () =>
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .limit(1),
  );
}

const values = (input: AddressBody) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  company: input.company ?? null,
  street: input.street,
  street2: input.street2 ?? null,
  suburb: input.suburb,
  state: input.state,
  postcode: input.postcode,
  phone: input.phone || null,
  isDefault: input.isDefault,
});

/** The first address is the default; making one the default unsets the others. */
export async function addAddress({ db }: DbContext, { userId, address: input }: { userId: string; address: AddressBody }): Promise<AddressView> {
  const existing = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
  if (existing.length >= MAX_ADDRESSES) throw conflict(`Your address book holds at most ${MAX_ADDRESSES} addresses.`);
  return db.transaction(async (tx) => {
    const isDefault = input.isDefault || existing.length === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values(input), isDefault, userId })
      .returning();
    return addressView(row!);
  });
}

export async function updateAddress(ctx: DbContext, { userId, addressId, address: input }: AddressKey & { address: AddressBody }): Promise<AddressView> {
  const { db } = ctx;
  const current = await ownAddress(ctx, { userId, addressId });
  return db.transaction(async (tx) => {
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, current.id)));
    const [row] = await tx
      .update(addresses)
      .set({ ...values(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, current.id))
      .returning();
    return addressView(row!);
  });
}

export async function deleteAddress(ctx: DbContext, key: AddressKey): Promise<void> {
  const { db } = ctx;
  const { userId } = key;
  const current = await ownAddress(ctx, key);
  await db.transaction(async (tx) => {
    await tx.delete(addresses).where(eq(addresses.id, current.id));
    if (!current.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
