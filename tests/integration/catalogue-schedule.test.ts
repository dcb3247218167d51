import fc from 'fast-check';
import { fromZonedTime } from 'date-fns-tz';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueListModel, CatalogueProductModel } from '../../src/lib/api/contracts/catalogue';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { CATALOGUE_STATE_WORDS } from '../../src/lib/domain/catalogue-states';
import { runDueProductSchedules } from '../../src/server/catalogue-admin/schedule-job';
import { catalogueChanges, products, productSchedules } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused } from './cart-actions-fixtures';
import { NOW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** A product's scheduled going on sale (docs/adr/0762), on a clock frozen at Wednesday 12 November 2025, 09:00 in Melbourne. */
const t = useTestApp({ frozenClock: true });
const melbourne = (wall: string) => fromZonedTime(wall, 'Australia/Melbourne');
const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const PRODUCT = (key: string) => `/api/catalogue/products/${key}`;
const SCHEDULE = (key: string) => `${PRODUCT(key)}/schedule`;

async function setState(client: ApiClient, key: string, state: string) {
  const response = await client.patch(PRODUCT(key), { state });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function schedule(client: ApiClient, key: string, body: Record<string, unknown>) {
  const response = await client.post(SCHEDULE(key), body);
  expect(response.status, await response.clone().text()).toBe(201);
}

const stateOf = async (key: string) => (await t.database.db.select({ state: products.state }).from(products).where(eq(products.key, key)))[0]!.state;

/** The product's availability history is one chain: each change starts where the last one left it, and the last ends at the state stored. */
async function expectOneChain(key: string) {
  const { db } = t.database;
  const [product] = await db.select().from(products).where(eq(products.key, key));
  const history = await db.select().from(catalogueChanges).where(eq(catalogueChanges.productId, product!.id)).orderBy(asc(catalogueChanges.id));
  const steps = history.flatMap((change) => change.fields.filter((field) => field.field === 'state'));
  for (const [index, step] of steps.entries()) if (index > 0) expect(step.before, `step ${index}`).toBe(steps[index - 1]!.after);
  if (steps.length) expect(steps.at(-1)!.after).toBe(CATALOGUE_STATE_WORDS[product!.state]);
  const pending = await db.select().from(productSchedules).where(eq(productSchedules.productId, product!.id));
  return { history, pending };
}

describe('scheduling going on sale', () => {
  it('is shown with who scheduled it, runs once at its Melbourne time, and puts the product on sale', async () => {
    const client = await office();
    await setState(client, 'WB1030', 'offSale');
    const at = melbourne('2025-11-14T09:00');
    await schedule(client, 'WB1030', { onSaleAt: at.toISOString() });
    const product = await readAs(await client.get(PRODUCT('WB1030')), CatalogueProductModel);
    expect(product.scheduled).toEqual([{ id: expect.any(Number), action: 'onSale', runAt: at.toISOString(), by: 'Priya Sharma', createdAt: NOW.toISOString() }]);
    expect(product.changes[0]).toMatchObject({ by: 'Priya Sharma', fields: [{ field: 'schedule', label: 'Scheduled', before: 'Nothing scheduled', after: 'On sale from Fri 14 Nov 2025, 9:00 am' }] });
    const list = await readAs(await client.get('/api/catalogue/products?text=WB1030'), CatalogueListModel);
    expect(list.results[0]!.scheduled).toMatchObject({ action: 'onSale', runAt: at.toISOString() });

    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-14T08:59'))).toBe(0);
    expect(await stateOf('WB1030')).toBe('offSale');
    // Two processes waking at once: one makes it.
    const made = await Promise.all([runDueProductSchedules(t.database.db, at), runDueProductSchedules(t.database.db, at)]);
    expect(made[0]! + made[1]!).toBe(1);
    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-14T10:00'))).toBe(0);
    expect(await stateOf('WB1030')).toBe('onSale');
    const after = await readAs(await client.get(PRODUCT('WB1030')), CatalogueProductModel);
    expect(after.scheduled).toEqual([]);
    expect(after.changes[0]).toMatchObject({
      at: at.toISOString(),
      by: 'Priya Sharma',
      fields: [
        { field: 'state', before: 'Off sale', after: 'On sale' },
        { field: 'schedule', before: 'On sale from Fri 14 Nov 2025, 9:00 am', after: 'Nothing scheduled (made)' },
      ],
    });
    await expectOneChain('WB1030');
  });

  it('takes it off sale again at a later time', async () => {
    const client = await office();
    await setState(client, 'WB1031', 'draft');
    await schedule(client, 'WB1031', { onSaleAt: melbourne('2025-11-14T09:00').toISOString(), offSaleAt: melbourne('2025-11-20T17:45').toISOString() });
    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-15T09:00'))).toBe(1);
    expect(await stateOf('WB1031')).toBe('onSale');
    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-20T17:45'))).toBe(1);
    expect(await stateOf('WB1031')).toBe('offSale');
    await expectOneChain('WB1031');
  });

  it('can be cancelled, and then never runs', async () => {
    const client = await office();
    await setState(client, 'WB1032', 'offSale');
    await schedule(client, 'WB1032', { onSaleAt: melbourne('2025-11-14T09:00').toISOString() });
    const cancelled = await client.delete(SCHEDULE('WB1032'));
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-15T09:00'))).toBe(0);
    expect(await stateOf('WB1032')).toBe('offSale');
    const { history } = await expectOneChain('WB1032');
    expect(history.at(-1)!.fields).toEqual([{ field: 'schedule', label: 'Scheduled', before: 'On sale from Fri 14 Nov 2025, 9:00 am', after: 'Nothing scheduled (cancelled)' }]);
    await expectRefused(t, () => client.delete(SCHEDULE('WB1032')), { status: 409, type: PROBLEM_TYPES.conflict });
  });

  it('is overtaken by an availability change made on the product’s page', async () => {
    const client = await office();
    await setState(client, 'WB1033', 'offSale');
    await schedule(client, 'WB1033', { onSaleAt: melbourne('2025-11-14T09:00').toISOString() });
    await setState(client, 'WB1033', 'archived');
    expect(await runDueProductSchedules(t.database.db, melbourne('2025-11-15T09:00'))).toBe(0);
    expect(await stateOf('WB1033')).toBe('archived');
    const { history, pending } = await expectOneChain('WB1033');
    expect(pending.map((row) => row.status)).toEqual(['cancelled']);
    expect(history.at(-1)!.fields.map((field) => field.after)).toEqual(['Archived', 'Nothing scheduled (availability changed by hand)']);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'onSaleAt'],
    [{ onSaleAt: 'tomorrow' }, 'onSaleAt'],
    [{ onSaleAt: melbourne('2025-11-12T08:45').toISOString() }, 'onSaleAt'],
    [{ onSaleAt: melbourne('2025-11-14T09:10').toISOString() }, 'onSaleAt'],
    [{ onSaleAt: melbourne('2027-01-01T09:00').toISOString() }, 'onSaleAt'],
    [{ onSaleAt: melbourne('2025-11-14T09:00').toISOString(), offSaleAt: melbourne('2025-11-14T09:00').toISOString() }, 'offSaleAt'],
  ])('refuses %j with a 422 naming %s, and writes nothing', async (body, field) => {
    const client = await office();
    await setState(client, 'WB1034', 'offSale');
    await expectRefused(t, () => client.post(SCHEDULE('WB1034'), body), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('refuses putting on sale a product already on sale (409), and answers 404 for no product', async () => {
    const client = await office();
    await setState(client, 'WB1035', 'onSale');
    await expectRefused(t, () => client.post(SCHEDULE('WB1035'), { onSaleAt: melbourne('2025-11-14T09:00').toISOString() }), { status: 409, type: PROBLEM_TYPES.conflict });
    await expectRefused(t, () => client.post(SCHEDULE('WB9999999'), { onSaleAt: melbourne('2025-11-14T09:00').toISOString() }), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('under interleaving', () => {
  it('the run, a cancel and an availability change made by hand leave one state and one history chain', async () => {
    const clients = [await office(), await office()];
    const at = melbourne('2025-11-14T09:00');
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.constantFrom('onSale', 'archived', 'draft'), async (s, manual) => {
        await setState(clients[0]!, 'WB1036', 'offSale');
        await schedule(clients[0]!, 'WB1036', { onSaleAt: at.toISOString() });
        const steps = [
          async () => void (await runDueProductSchedules(t.database.db, at)),
          async () => expect([200, 409]).toContain((await clients[1]!.delete(SCHEDULE('WB1036'))).status),
          async () => expect((await clients[0]!.patch(PRODUCT('WB1036'), { state: manual })).status).toBe(200),
        ];
        const running = steps.map((step, index) => s.schedule(Promise.resolve(index), `step ${index}`).then(step));
        await s.waitAll();
        await Promise.all(running);
        const { history, pending } = await expectOneChain('WB1036');
        // Nothing is left scheduled, and what was scheduled ended one way.
        expect(pending.filter((row) => row.status === 'scheduled')).toEqual([]);
        const last = pending.at(-1)!;
        expect(['done', 'cancelled', 'skipped']).toContain(last.status);
        const made = history.filter((change) => change.fields.some((field) => field.field === 'schedule' && field.after.endsWith('(made)')));
        expect(made.length).toBe(pending.filter((row) => row.status === 'done').length);
        // The hand's change was made last or overtook the schedule: the product is as it or the run left it.
        expect([manual, 'onSale']).toContain(await stateOf('WB1036'));
      }),
      { numRuns: 8, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
