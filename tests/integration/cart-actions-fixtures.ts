import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CartIdentityModel, CartModel, type Cart } from '../../src/lib/api/contracts/cart';
import { carts } from '../../src/server/db/schema/index';
import { FRIDAY, KEW } from './catalog-fixtures';
import { changedTables, stateFingerprint } from './fuzz/state';
import type { ApiClient, TestApp } from './harness';
import { readAs, readProblem } from './read';

/** A line of add to cart's body; WB1001 is a florist-made bouquet. */
export const lineBody = (overrides: Record<string, unknown> = {}) => ({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW, ...overrides });

export interface TestCart {
  client: ApiClient;
  cartId: string;
  path: string;
}

/** A new cart held by `client` (a new guest browser when none is given). */
export async function newCart(t: TestApp, client: ApiClient = t.client()): Promise<TestCart> {
  const identity = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  return { client, cartId: identity.cartId, path: `/api/carts/${identity.cartId}` };
}

export async function cartOf({ client, path }: TestCart): Promise<Cart> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return readAs(response, CartModel);
}

/** A 2xx answer read as the cart. */
export async function okCart(response: Response): Promise<Cart> {
  expect(response.status, response.status >= 400 ? await response.clone().text() : '').toBe(200);
  return readAs(response, CartModel);
}

/** Adds lines through the API and answers the cart. */
export async function withLines(cart: TestCart, ...lines: Record<string, unknown>[]): Promise<Cart> {
  let answer = await cartOf(cart);
  for (const line of lines) answer = await okCart(await cart.client.post(`${cart.path}/line-items`, line));
  return answer;
}

/**
 * Runs a refused call and checks its problem (status, type, the field named)
 * and that no row of the database changed.
 */
export async function expectRefused(t: TestApp, call: () => Promise<Response>, expected: { status: number; type: string; field?: string; message?: string | RegExp }) {
  const before = await stateFingerprint(t.database);
  const response = await call();
  expect(response.status, await response.clone().text()).toBe(expected.status);
  const problem = await readProblem(response);
  expect(problem.type).toBe(expected.type);
  if (expected.field) expect(Object.keys(problem.errors)).toContain(expected.field);
  if (expected.message !== undefined && expected.field) expect(problem.errors[expected.field]).toMatch(expected.message);
  expect(changedTables(before, await stateFingerprint(t.database))).toEqual([]);
  return problem;
}

/** Marks the cart Ordered, as checkout does once its order exists. */
export const markOrdered = (t: TestApp, cartId: string) => t.database.db.update(carts).set({ state: 'Ordered' }).where(eq(carts.id, cartId));
