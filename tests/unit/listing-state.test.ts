import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, filterChips, hasActiveFilters, hasMorePages, readListingState, toggleFilter, writeListingState } from '../../src/features/listing/listing-state';

describe('readListingState', () => {
  it('defaults to featured ascending with no filters', () => {
    expect(readListingState('')).toEqual({ sort: 'featured', sortDir: 'asc', filters: {} });
  });

  it('reads sort, multi-select facets and a single price band', () => {
    const state = readListingState('?sort=price&sortDir=desc&occasion=birthday&occasion=sympathy&price=50-100&price=0-50');
    expect(state).toEqual({ sort: 'price', sortDir: 'desc', filters: { occasion: ['birthday', 'sympathy'], price: ['50-100'] } });
  });

  it('ignores unknown sorts, facets and values', () => {
    const state = readListingState('?sort=random&occasion=not-an-occasion&utm_source=mail&colour=red');
    expect(state).toEqual({ sort: 'featured', sortDir: 'asc', filters: { colour: ['red'] } });
  });
});

describe('writeListingState', () => {
  it('leaves the default sort out and keeps parameters that are not the listing’s', () => {
    expect(writeListingState(DEFAULT_STATE, '?utm_source=mail&occasion=birthday')).toBe('?utm_source=mail');
    expect(writeListingState({ sort: 'name', sortDir: 'asc', filters: { colour: ['red', 'white'] } }, '')).toBe('?sort=name&sortDir=asc&colour=red&colour=white');
  });

  it('round-trips through readListingState', () => {
    const state = { sort: 'price' as const, sortDir: 'asc' as const, filters: { flower: ['roses'], price: ['100-150'] } };
    expect(readListingState(writeListingState(state, ''))).toEqual(state);
  });
});

describe('toggleFilter', () => {
  it('adds and removes values of a multi-select facet', () => {
    const one = toggleFilter(DEFAULT_STATE, 'occasion', 'birthday');
    const two = toggleFilter(one, 'occasion', 'anniversary');
    expect(two.filters.occasion).toEqual(['birthday', 'anniversary']);
    expect(toggleFilter(two, 'occasion', 'birthday').filters.occasion).toEqual(['anniversary']);
  });

  it('keeps one price band: choosing another replaces it, choosing it again clears it', () => {
    const low = toggleFilter(DEFAULT_STATE, 'price', '0-50');
    expect(toggleFilter(low, 'price', '50-100').filters.price).toEqual(['50-100']);
    const cleared = toggleFilter(low, 'price', '0-50');
    expect(cleared.filters).toEqual({});
    expect(hasActiveFilters(cleared)).toBe(false);
  });
});

describe('chips and paging', () => {
  it('labels the chosen filters for their chips', () => {
    const state = readListingState('?price=200-plus&occasion=get-well');
    expect(filterChips(state)).toEqual([
      { name: 'occasion', key: 'get-well', label: 'Get Well' },
      { name: 'price', key: '200-plus', label: '$200 and over' },
    ]);
  });

  it('hides Show More once the total fits in the pages loaded', () => {
    expect(hasMorePages(13, 1, 12)).toBe(true);
    expect(hasMorePages(12, 1, 12)).toBe(false);
    expect(hasMorePages(24, 2, 12)).toBe(false);
    expect(hasMorePages(0, 1, 12)).toBe(false);
  });
});
