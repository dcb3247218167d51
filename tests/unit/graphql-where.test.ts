import { describe, expect, it } from 'vitest';
import { matchesWhere, sortDocs } from '../../src/server/content/filter';

const docs = [
  { id: 'a', slug: 'roses', title: 'Red Roses', rank: 2, tags: ['t1'] },
  { id: 'b', slug: 'native-flowers', title: 'Native Flowers', rank: 1, tags: ['t2'] },
  { id: 'c', slug: 'overseas-gb', title: 'Flowers to the UK', rank: 3, tags: [] },
];
const tags: Record<string, { id: string; name: string }> = { t1: { id: 't1', name: 'Love' }, t2: { id: 't2', name: 'Natives' } };
const resolve = (field: string, doc: Record<string, unknown>) => (field === 'tags' ? (doc.tags as string[]).map((t) => tags[t]) : undefined);
const pick = (where: Record<string, unknown>) => docs.filter((d) => matchesWhere(d, where, resolve)).map((d) => d.id);

describe('content where filters', () => {
  it('matches equality and the comparison suffixes', () => {
    expect(pick({ slug: 'roses' })).toEqual(['a']);
    expect(pick({ slug_not: 'roses' })).toEqual(['b', 'c']);
    expect(pick({ slug_in: ['roses', 'overseas-gb'] })).toEqual(['a', 'c']);
    expect(pick({ slug_starts_with: 'overseas' })).toEqual(['c']);
    expect(pick({ title_contains: 'FLOWERS' })).toEqual(['b', 'c']);
    expect(pick({ rank_gt: 1 })).toEqual(['a', 'c']);
  });
  it('combines with AND, OR and NOT', () => {
    expect(pick({ OR: [{ slug: 'roses' }, { rank: 1 }] })).toEqual(['a', 'b']);
    expect(pick({ AND: [{ title_contains: 'flowers' }, { rank_lt: 3 }] })).toEqual(['b']);
    expect(pick({ NOT: [{ slug: 'roses' }] })).toEqual(['b', 'c']);
  });
  it('follows references with _some, _every and _none', () => {
    expect(pick({ tags_some: { name: 'Love' } })).toEqual(['a']);
    expect(pick({ tags_none: { name: 'Love' } })).toEqual(['b', 'c']);
    expect(pick({ tags_every: { name: 'Natives' } })).toEqual(['b', 'c']);
  });
  it('sorts by field_ASC and field_DESC', () => {
    expect(sortDocs(docs, 'rank_ASC').map((d) => d.id)).toEqual(['b', 'a', 'c']);
    expect(sortDocs(docs, 'title_DESC').map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(sortDocs(docs, null)).toBe(docs);
  });
});
