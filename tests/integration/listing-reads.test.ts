import { describe, expect, it } from 'vitest';
import { dropCachesHere } from '../../src/server/cache-invalidation';
import { listingReads } from '../../src/server/catalog/listing-reads';
import { catalogSnapshot } from '../../src/server/catalog/snapshot';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

const t = useTestApp();

/**
 * What a listing page's grid takes in of the catalogue (docs/adr/0784),
 * which publishing records with the page and works out again on a product
 * change to tell whether to render the page again: its members, and the
 * products its facet counts take in.
 */
describe("what a listing page's grid reads", () => {
  const readsOf = async (slug: string) => {
    dropCachesHere(t.database.db, 'catalog');
    return listingReads({ db: t.database.db }, slug);
  };
  const office = () => signedInClient(t, 'flowerline');
  const patch = async (key: string, body: unknown) => {
    const response = await (await office()).patch(`/api/catalogue/products/${key}`, body);
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('lists its members in the order its pages show them, and takes in the products its facet counts count', async () => {
    const sympathy = await readsOf('sympathy');
    const listed = await t.client().get('/api/products?listing=sympathy&occasion=sympathy&limit=48');
    const answer = (await listed.json()) as { results: { key: string }[]; total: number };
    expect(sympathy.members).toHaveLength(answer.total);
    expect(sympathy.members.slice(0, answer.results.length)).toEqual(answer.results.map((card) => card.key));
    // One filter (the occasion): its facet counts every product on sale, members and not.
    const onSale = (await catalogSnapshot(t.database.db)).products.length;
    expect(sympathy.counted.size).toBe(onSale);
    for (const key of sympathy.members) expect(sympathy.counted.has(key)).toBe(true);
  });

  it('changes for a product when its part in the grid does (joining, its facet values), not for a price change within its band', async () => {
    const before = await readsOf('sympathy');
    const member = before.members.at(-1)!;
    const outsider = [...before.counted.keys()].find((key) => !before.members.includes(key))!;
    const snapshot = await catalogSnapshot(t.database.db);
    const cheapest = snapshot.byKey.get(member)!.variants.reduce((low, variant) => (variant.priceCents < low.priceCents ? variant : low));
    // A cent less: the same price band.
    await patch(member, { variants: [{ key: cheapest.key, price: ((cheapest.priceCents - 1) / 100).toFixed(2) }] });
    const priced = await readsOf('sympathy');
    expect(priced.counted.get(member)).toBe(before.counted.get(member));
    expect(priced.counted.get(outsider)).toBe(before.counted.get(outsider));

    // The outsider takes the occasion: it joins the listing.
    const occasions = snapshot.byKey.get(outsider)!.facets.occasion ?? [];
    await patch(outsider, { facets: { occasion: [...occasions, 'sympathy'] } });
    const joined = await readsOf('sympathy');
    expect(joined.members).toContain(outsider);
    expect(joined.counted.get(outsider)).not.toBe(before.counted.get(outsider));
  });

  it("a country's listing takes in only what goes to that country", async () => {
    const nz = await readsOf('overseas/nz');
    const snapshot = await catalogSnapshot(t.database.db);
    expect(nz.members.length).toBeGreaterThan(0);
    expect(nz.counted.size).toBe(nz.members.length);
    for (const key of nz.members) expect(snapshot.byKey.get(key)?.thirdPartySource).toBeTruthy();
  });
});
