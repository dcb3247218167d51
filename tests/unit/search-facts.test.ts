import { describe, expect, it } from 'vitest';
import type { CatalogProduct, CatalogSnapshot } from '../../src/server/catalog/snapshot';
import { deliverableMatches, searchFactsOf } from '../../src/server/search/facts';

const product = (id: string, occasion: string[], isHamper = false) => ({ id, thirdPartySource: null, isHamper, facets: { occasion } }) as unknown as CatalogProduct;
const snapshot = { products: [product('a', ['birthday']), product('b', ['birthday', 'sympathy'], true), product('c', ['sympathy']), product('d', [])] } as unknown as CatalogSnapshot;

describe("a search's deliverable matches", () => {
  const facts = searchFactsOf(snapshot);
  const noHampers = facts.kinds.map((kind) => !kind.isHamper);

  it('are the products found of a deliverable kind, best first, counted by occasion, and filtered by the occasions asked for', () => {
    const { matching, occasionCounts } = deliverableMatches(facts, { ids: ['c', 'b', 'a', 'gone'], corrected: null }, noHampers, []);
    expect(matching).toEqual([2, 0]);
    expect(Object.fromEntries(occasionCounts)).toEqual({ birthday: 1, sympathy: 1 });
    expect(deliverableMatches(facts, { ids: ['c', 'b', 'a'], corrected: null }, noHampers, ['birthday']).matching).toEqual([0]);
  });

  it("take the engine's places when its products by place are the same, and look the ids up when they are not", () => {
    const ids = ['c', 'a'];
    expect(deliverableMatches(facts, { ids, places: [2, 0], byPlace: ['a', 'b', 'c', 'd'], corrected: null }, noHampers, []).matching).toEqual([2, 0]);
    // An index of another catalogue: its places name other products here.
    expect(deliverableMatches(facts, { ids, places: [0, 1], byPlace: ['c', 'a'], corrected: null }, noHampers, []).matching).toEqual([2, 0]);
  });
});
