import { describe, expect, it } from 'vitest';
import { readListing, writeListing, type ListingSpec } from '../../src/lib/listing-codec';

const spec: ListingSpec<'a' | 'b', 'asc' | 'desc', 'colour' | 'price'> = {
  defaultSort: { sort: 'a', sortDir: 'asc' },
  readSort: (sort, sortDir) => (sort === 'b' ? { sort: 'b', sortDir: sortDir === 'desc' ? 'desc' : 'asc' } : { sort: 'a', sortDir: 'asc' }),
  facets: [{ name: 'colour' }, { name: 'price', multiSelect: false, keys: ['0-50', '50-100'] }],
};

describe('the shared listing codec', () => {
  it('reads facets once each, keeps one value of a single-select facet and drops unknown values', () => {
    expect(readListing(spec, '?colour=red&colour=red&colour=&price=x&price=50-100&price=0-50&sort=b&sortDir=desc')).toEqual({
      sort: 'b',
      sortDir: 'desc',
      filters: { colour: ['red'], price: ['50-100'] },
    });
  });

  it('writes the default sort as nothing and keeps parameters that are not the listing’s', () => {
    expect(writeListing(spec, { sort: 'a', sortDir: 'asc', filters: {} }, '?text=rose&colour=old')).toBe('?text=rose');
    expect(writeListing(spec, { sort: 'b', sortDir: 'asc', filters: { price: ['0-50'] } })).toBe('?sort=b&sortDir=asc&price=0-50');
  });
});
