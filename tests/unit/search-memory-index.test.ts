import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchableProduct, type SearchIndex } from '../../src/server/search/memory-index';
import { searchIndexedCode, searchIndexedText } from '../../src/server/search/memory-search';

const product = (id: string, name: string, more: Partial<SearchableProduct> = {}): SearchableProduct => ({
  id,
  sku: id.toUpperCase(),
  name,
  subtitle: '',
  description: '',
  searchKeywords: '',
  ...more,
});

/** In featured order. */
const CATALOGUE = [
  product('wb1001', 'Blush Rose Posy', { searchKeywords: 'roses pink', description: '<p>Pink roses, hand-tied.</p>' }),
  product('wb1002', 'Sunflower Box', { searchKeywords: 'sunflowers yellow', description: '<p>With a rose or two.</p>' }),
  product('wb1003', 'White Lily Vase', { searchKeywords: 'lilies white', subtitle: 'Lilies and roses in a vase' }),
  product('wb1010', 'Rosemary Hamper', { description: '<p>Herbs and rosé.</p>' }),
  product('gfs4001', 'Tokyo Sunshine Lily Bouquet', { searchKeywords: 'international lilies yellow' }),
];
const TERMS = ['blush', 'box', 'bouquet', 'hamper', 'lilies', 'lily', 'pink', 'posy', 'rose', 'rosemary', 'roses', 'sunflower', 'sunflowers', 'vase', 'white', 'yellow'];

describe('the memory search index', () => {
  let index: SearchIndex;
  beforeAll(async () => void (index = await buildSearchIndex(CATALOGUE, TERMS)));
  const search = (text: string) => searchIndexedText(index, text);

  it('finds products with every word, name matches first, then by rank', () => {
    // 'rose:*' matches rose and rosemari: in the name of three products, in the description of one.
    expect(search('roses').ids).toEqual(['wb1001', 'wb1010', 'wb1003', 'wb1002']);
    expect(search('pink roses').ids).toEqual(['wb1001']);
    expect(search('lily').ids).toEqual(['wb1003', 'gfs4001']);
  });

  it('falls back to products with any word, and names like the words, only when none has every word', () => {
    expect(search('sunflower hamper').ids).toEqual(['wb1002', 'wb1010']);
    expect(search('yellow lilies').ids).toEqual(['gfs4001']);
  });

  it('gives the places of the products found in the index, in the same order as their ids', () => {
    for (const text of ['roses', 'lily', 'sunflowr', 'pink roses', 'qwxzv']) {
      const { ids, places } = search(text);
      expect(places!.map((place) => index.ids[place])).toEqual(ids);
    }
  });

  it('corrects a misspelt word to the most similar catalogue word, and says so only when something is found', () => {
    expect(search('sunflowr')).toMatchObject({ ids: ['wb1002'], corrected: 'sunflower' });
    expect(search('the roses').corrected).toBeNull();
    expect(search('qwxzv')).toMatchObject({ ids: [], corrected: null });
  });

  it('finds products by the start of their code, in any case, in code order', () => {
    expect(searchIndexedCode(index, 'wb10').ids).toEqual(['wb1001', 'wb1002', 'wb1003', 'wb1010']);
    expect(searchIndexedCode(index, ' GFS4001 ').ids).toEqual(['gfs4001']);
    expect(searchIndexedCode(index, 'sunflower').ids).toEqual([]);
  });

  it('answers the same question the same way twice (its working space is left clean)', () => {
    for (const text of ['roses', 'sunflower hamper', 'rose', 'roses']) expect(search(text)).toEqual(search(text));
  });
});

describe('building the index', () => {
  it('gives the event loop back while it works', async () => {
    const many = Array.from({ length: 1000 }, (_, n) => product(`p${n}`, `Rose Posy ${n}`, { description: '<p>Pink roses and lilies, hand-tied by a florist.</p>'.repeat(5) }));
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 0);
    try {
      await buildSearchIndex(many, TERMS, { sliceMs: 1 });
    } finally {
      clearInterval(ticking);
    }
    expect(ticks).toBeGreaterThan(1);
  });
});
