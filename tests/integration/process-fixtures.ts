import { join } from 'node:path';
import { CartIdentityModel } from '../../src/lib/api/contracts/cart';
import { openDatabase, type Database } from '../../src/server/db/client';
import { HttpClient, type ApiProcess } from '../support/api-process';
import { scratchDatabase } from '../support/postgres';
import { KEW } from './catalog-fixtures';

/** Tests that run the API as child processes: a database of their own, and a delivery date on the real clock. */
export const KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface Store {
  /** The environment the API process runs with. */
  env: Record<string, string | undefined>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A database no other test uses: a temporary PGlite folder, or a new Postgres database. */
export async function freshStore(dataDir: string): Promise<Store> {
  if (KIND === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    return { env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, open: () => openDatabase({ dataDir: pgliteDir }), dispose: async () => {} };
  }
  const { url, drop } = await scratchDatabase('shop_crash');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ url }),
    dispose: drop,
  };
}

/** The first delivery date (from two days on) the API takes for a bouquet to a suburb (Kew): the API runs on the real clock. */
export async function firstDeliverableDate(api: ApiProcess, suburbId = KEW): Promise<string> {
  const client = new HttpClient(api.baseUrl);
  const { cartId } = CartIdentityModel.parse(await (await client.request('POST', '/api/carts', {})).json());
  for (let days = 2; days < 40; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const response = await client.request('POST', `/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: date, quantity: 1, suburbId });
    if (response.status === 200) {
      await client.request('DELETE', `/api/carts/${cartId}`);
      return date;
    }
  }
  throw new Error('no delivery date in the next weeks is accepted');
}
