import fc from 'fast-check';
import { fromZonedTime } from 'date-fns-tz';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueProductModel } from '../../src/lib/api/contracts/catalogue';
import { PriceChangeListModel, PriceChangeModel, PriceChoicesModel, PricePreviewModel, type PriceChange } from '../../src/lib/api/contracts/catalogue-prices';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { formatPrice } from '../../src/lib/domain/money';
import { runDuePriceChanges } from '../../src/server/catalogue-admin/price-change-job';
import { roundPrice } from '../../src/server/catalogue-admin/price-rule';
import { catalogueChanges, priceChanges, products, productVariants } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused } from './cart-actions-fixtures';
import { NOW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** Bulk and scheduled price changes (docs/adr/0757), on a clock frozen at Wednesday 12 November 2025, 09:00 in Melbourne. */
const t = useTestApp({ frozenClock: true });
const BASE = '/api/catalogue/price-changes';
const melbourne = (wall: string) => fromZonedTime(wall, 'Australia/Melbourne');

const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const keys = (...list: string[]) => ({ kind: 'keys', keys: list });
const body = (overrides: Record<string, unknown> = {}) => ({ selection: keys('WB1040'), rule: { kind: 'percent', direction: 'up', value: 10 }, rounding: 'ninetyFive', ...overrides });

/** Each size's price by variant key, and the product's stored lowest price. */
async function pricesOf(key: string): Promise<{ sizes: Record<string, number>; labels: Record<string, string>; min: number }> {
  const { db } = t.database;
  const [product] = await db.select().from(products).where(eq(products.key, key));
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product!.id)).orderBy(asc(productVariants.position));
  return {
    sizes: Object.fromEntries(variants.map((v) => [v.key, v.priceCents])),
    labels: Object.fromEntries(variants.map((v) => [v.label, v.key])),
    min: product!.minPriceCents,
  };
}

async function create(client: ApiClient, request: Record<string, unknown>): Promise<PriceChange> {
  const response = await client.post(BASE, request);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, PriceChangeModel);
}

/** The product's history is one chain: each size's change starts from the price the last one left, and ends at the price stored. */
async function expectOneChain(productKey: string) {
  const { db } = t.database;
  const [product] = await db.select().from(products).where(eq(products.key, productKey));
  const history = await db.select().from(catalogueChanges).where(eq(catalogueChanges.productId, product!.id)).orderBy(asc(catalogueChanges.id));
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product!.id));
  for (const variant of variants) {
    const steps = history.flatMap((change) => change.fields.filter((field) => field.field === `variants.${variant.key}.price`));
    for (const [index, step] of steps.entries()) if (index > 0) expect(step.before, `${variant.key} step ${index}`).toBe(steps[index - 1]!.after);
    if (steps.length) expect(steps.at(-1)!.after).toBe(formatPrice(variant.priceCents));
  }
  expect(product!.minPriceCents).toBe(Math.min(...variants.map((v) => v.priceCents)));
}

describe('the shop’s rounding', () => {
  it.each([
    [7040, 'ninetyFive', 6995],
    [7060, 'ninetyFive', 7095],
    [7095, 'ninetyFive', 7095],
    [7049, 'dollar', 7000],
    [7050, 'dollar', 7100],
    [40, 'dollar', 100],
    [40, 'ninetyFive', 100],
  ] as const)('%i cents, %s → %i', (cents, rounding, expected) => {
    expect(roundPrice(cents, rounding)).toBe(expected);
  });
});

describe('preview', () => {
  it('offers the listings by title, the tags and the size names', async () => {
    const choices = await readAs(await (await office()).get(`${BASE}/choices`), PriceChoicesModel);
    expect(choices.listings).toContainEqual({ slug: 'birthday', title: 'Birthday flowers' });
    expect(choices.sizes).toContain('Standard');
  });

  it('shows every size of a listing, now and after (up 10%, to .95), and writes nothing', async () => {
    const client = await office();
    const before = await t.database.db.select({ n: catalogueChanges.id }).from(catalogueChanges);
    const preview = await readAs(await client.post(`${BASE}/preview`, body({ selection: { kind: 'listing', listing: 'birthday' } })), PricePreviewModel);
    expect(preview.rows.length).toBeGreaterThan(4);
    for (const row of preview.rows) {
      expect(row.new.centAmount).toBe(roundPrice(Math.round(row.now.centAmount * 1.1), 'ninetyFive'));
      expect(row.new.centAmount % 100).toBe(95);
    }
    const first = await pricesOf(preview.rows[0]!.productKey);
    expect(Object.values(first.sizes)).toContain(preview.rows[0]!.now.centAmount);
    expect(await t.database.db.select({ n: catalogueChanges.id }).from(catalogueChanges)).toHaveLength(before.length);
    expect(await t.database.db.select().from(priceChanges)).toHaveLength(0);
  });

  it('takes only the sizes named, of the products a search finds', async () => {
    const client = await office();
    const preview = await readAs(await client.post(`${BASE}/preview`, body({ selection: { kind: 'text', text: 'WB1041', sizes: ['standard'] } })), PricePreviewModel);
    expect(preview.rows.map((row) => [row.productKey, row.size])).toEqual([['WB1041', 'Standard']]);
  });
});

describe('a change made now', () => {
  it('lowers by a dollar amount to whole dollars, in one change per product, listed with who and how many sizes', async () => {
    const client = await office();
    const before = await pricesOf('WB1042');
    const change = await create(client, body({ selection: keys('WB1042', 'WB1043'), rule: { kind: 'amount', direction: 'down', value: '5.50' }, rounding: 'dollar' }));
    expect(change).toMatchObject({ status: 'applied', by: 'Priya Sharma', appliedAt: NOW.toISOString() });
    expect(change.summary).toBe('2 chosen products: down $5.50, rounded to whole dollars');
    const after = await pricesOf('WB1042');
    for (const [variant, cents] of Object.entries(before.sizes)) expect(after.sizes[variant]).toBe(roundPrice(cents - 550, 'dollar'));
    expect(after.min).toBe(Math.min(...Object.values(after.sizes)));
    const product = await readAs(await client.get('/api/catalogue/products/WB1042'), CatalogueProductModel);
    const standard = before.sizes[before.labels.Standard!]!;
    expect(product.changes[0]!.fields).toContainEqual({
      field: `variants.${before.labels.Standard}.price`,
      label: 'Price of Standard',
      before: formatPrice(standard),
      after: formatPrice(roundPrice(standard - 550, 'dollar')),
    });
    const list = await readAs(await client.get(BASE), PriceChangeListModel);
    expect(list.results[0]).toMatchObject({ id: change.id, status: 'applied', sizes: change.sizes });
    expect(change.sizes).toBeGreaterThan(4);
    await expectOneChain('WB1042');
  });

  it('undo puts the prices back as one change, leaving a size someone changed since', async () => {
    const client = await office();
    const before = await pricesOf('WB1044');
    const change = await create(client, body({ selection: keys('WB1044') }));
    const standard = before.labels.Standard!;
    expect((await client.patch('/api/catalogue/products/WB1044', { variants: [{ key: standard, price: '123.45' }] })).status).toBe(200);
    const undone = await readAs(await client.post(`${BASE}/${change.id}/undo`), PriceChangeModel);
    expect(undone).toMatchObject({ status: 'undone', undoneBy: 'Priya Sharma', left: [{ productKey: 'WB1044', size: 'Standard', price: { centAmount: 12345 } }] });
    const after = await pricesOf('WB1044');
    expect(after.sizes).toEqual({ ...before.sizes, [standard]: 12345 });
    await expectOneChain('WB1044');
    await expectRefused(t, () => client.post(`${BASE}/${change.id}/undo`), { status: 409, type: PROBLEM_TYPES.conflict });
    await expectRefused(t, () => client.post(`${BASE}/${change.id}/cancel`), { status: 409, type: PROBLEM_TYPES.conflict });
  });
});

describe('a scheduled change', () => {
  it('is made once at its time, from the prices then, and recorded', async () => {
    const client = await office();
    const at = melbourne('2025-11-13T06:15');
    const change = await create(client, body({ selection: keys('WB1045'), at: at.toISOString() }));
    expect(change).toMatchObject({ status: 'scheduled', runAt: at.toISOString(), sizes: 0, appliedAt: null });
    const standard = (await pricesOf('WB1045')).labels.Standard!;
    expect((await client.patch('/api/catalogue/products/WB1045', { variants: [{ key: standard, price: '100' }] })).status).toBe(200);
    const then = await pricesOf('WB1045');

    expect(await runDuePriceChanges(t.database.db, melbourne('2025-11-13T06:14'))).toBe(0);
    expect((await pricesOf('WB1045')).sizes).toEqual(then.sizes);
    // Two processes waking at once: one makes it.
    const made = await Promise.all([runDuePriceChanges(t.database.db, at), runDuePriceChanges(t.database.db, at)]);
    expect(made[0]! + made[1]!).toBe(1);
    expect(await runDuePriceChanges(t.database.db, melbourne('2025-11-13T07:00'))).toBe(0);
    const after = await pricesOf('WB1045');
    expect(after.sizes[standard]).toBe(roundPrice(11_000, 'ninetyFive'));
    for (const [variant, cents] of Object.entries(then.sizes)) expect(after.sizes[variant]).toBe(roundPrice(Math.round(cents * 1.1), 'ninetyFive'));
    const list = await readAs(await client.get(BASE), PriceChangeListModel);
    expect(list.results.find((row) => row.id === change.id)).toMatchObject({ status: 'applied', appliedAt: at.toISOString(), sizes: Object.keys(then.sizes).length });
    await expectOneChain('WB1045');
  });

  it('can be cancelled before it runs, and then never runs', async () => {
    const client = await office();
    const before = await pricesOf('WB1046');
    const change = await create(client, body({ selection: keys('WB1046'), at: melbourne('2025-11-20T09:00').toISOString() }));
    await expectRefused(t, () => client.post(`${BASE}/${change.id}/undo`), { status: 409, type: PROBLEM_TYPES.conflict });
    const cancelled = await readAs(await client.post(`${BASE}/${change.id}/cancel`), PriceChangeModel);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'Priya Sharma', cancelledAt: NOW.toISOString() });
    expect(await runDuePriceChanges(t.database.db, melbourne('2025-11-21T09:00'))).toBe(0);
    expect((await pricesOf('WB1046')).sizes).toEqual(before.sizes);
    await expectRefused(t, () => client.post(`${BASE}/${change.id}/cancel`), { status: 409, type: PROBLEM_TYPES.conflict });
  });
});

describe('bad input', () => {
  it.each([
    [{ rule: { kind: 'percent', direction: 'down', value: 91 } }, 'rule.value'],
    [{ rule: { kind: 'percent', direction: 'up', value: 500.01 } }, 'rule.value'],
    [{ rule: { kind: 'percent', direction: 'up', value: 0 } }, 'rule.value'],
    [{ rule: { kind: 'percent', direction: 'up', value: '1.234' } }, 'rule.value'],
    [{ rule: { kind: 'amount', direction: 'down', value: '1.234' } }, 'rule.value'],
    [{ rule: { kind: 'amount', direction: 'down', value: 0 } }, 'rule.value'],
    [{ rule: { kind: 'amount', direction: 'down', value: -2 } }, 'rule.value'],
    [{ rule: { kind: 'amount', direction: 'sideways', value: 2 } }, 'rule.direction'],
    [{ rule: { kind: 'fraction', direction: 'up', value: 2 } }, 'rule.kind'],
    [{ rounding: 'cents' }, 'rounding'],
    [{ selection: { kind: 'colour', colour: 'red' } }, 'selection.kind'],
    [{ selection: { kind: 'listing', listing: 'no-such-listing' } }, 'selection.listing'],
    [{ selection: { kind: 'listing', listing: '' } }, 'selection.listing'],
    [{ selection: { kind: 'keys', keys: [] } }, 'selection.keys'],
    [{ selection: { kind: 'keys', keys: ['WB9999999'] } }, 'selection.keys'],
    [{ selection: { kind: 'text', text: 'zzqqxx-nothing' } }, 'selection'],
    [{ selection: { kind: 'keys', keys: ['WB1047'], sizes: ['Enormous'] } }, 'selection'],
    [{ at: melbourne('2025-11-12T08:45').toISOString() }, 'at'],
    [{ at: 'tomorrow' }, 'at'],
    [{ at: melbourne('2027-01-01T09:00').toISOString() }, 'at'],
  ])('refuses %j with a 422 naming %s, and writes nothing', async (overrides, field) => {
    const client = await office();
    await expectRefused(t, () => client.post(BASE, body({ selection: keys('WB1047'), ...overrides })), { status: 422, type: PROBLEM_TYPES.validation, field });
    if (field !== 'at') await expectRefused(t, () => client.post(`${BASE}/preview`, body({ selection: keys('WB1047'), ...overrides })), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('answers 404 for a change that does not exist', async () => {
    const client = await office();
    await expectRefused(t, () => client.post(`${BASE}/999999/undo`), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => client.post(`${BASE}/abc/cancel`), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('changes under interleaving', () => {
  it('a bulk change, an undo and a single price change over the same products keep one history and the lowest price true', async () => {
    const clients = [await office(), await office(), await office()];
    const { db } = t.database;
    const overlap = ['WB1050', 'WB1051', 'WB1052'];
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1000, max: 30_000 }), async (s, percent, cents) => {
        const earlier = await create(clients[0]!, body({ selection: keys('WB1051', 'WB1052'), rule: { kind: 'percent', direction: 'down', value: 5 } }));
        const standard = (await pricesOf('WB1051')).labels.Standard!;
        const steps = [
          () => clients[0]!.post(BASE, body({ selection: keys(...overlap), rule: { kind: 'percent', direction: 'up', value: percent } })),
          () => clients[1]!.post(`${BASE}/${earlier.id}/undo`),
          () => clients[2]!.patch('/api/catalogue/products/WB1051', { variants: [{ key: standard, price: (cents / 100).toFixed(2) }] }),
        ];
        const running = steps.map((step, index) =>
          s.schedule(Promise.resolve(index), `step ${index}`).then(async () => {
            const response = await step();
            expect(response.status, await response.clone().text()).toBeLessThan(300);
          }),
        );
        await s.waitAll();
        await Promise.all(running);
        for (const key of overlap) await expectOneChain(key);
        const ids = (await db.select({ id: products.id }).from(products).where(inArray(products.key, overlap))).map((row) => row.id);
        expect(ids).toHaveLength(3);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
