import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { rowsOf, type Db } from '../../src/server/db/client';
import { FRIDAY } from './catalog-fixtures';
import type { ApiClient } from './harness';
import { readAs } from './read';

const SENDER = { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };

/** The home suburb of a store (where it is nearest of all). */
export async function homeOf(db: Db, storeKey: string): Promise<string> {
  const [row] = rowsOf<{ suburb_id: string }>(await db.execute(sql`select suburb_id from stores where key = ${storeKey}`));
  return row!.suburb_id;
}

/** Flowerline (or any staff client) places an order on account, delivered on Friday to `suburbId`. */
export async function placeOrderOnAccount(staff: ApiClient, suburbId: string): Promise<{ orderId: string; orderNumber: string }> {
  const { cartId } = await readAs(await staff.post('/api/carts', {}), CartIdentityModel);
  const added = await readAs(await staff.post(`/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId }), CartModel);
  expect((await staff.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true })).status).toBe(200);
  const response = await staff.post(`/api/carts/${cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'account' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: { orderId: string; orderNumber: string } }).order;
}
