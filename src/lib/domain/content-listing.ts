/** The generic sortable listing (spec 000 sections 4, 7, 9): 10 a page, date or name, asc or desc. */
export const LISTING_PAGE_SIZE = 10;
export const LISTING_SORTS = ['date', 'name'] as const;
export const LISTING_SORT_DIRS = ['asc', 'desc'] as const;

export const READING_TIMES = {
  quick: { label: 'Under 2 minutes', range: { lt: 2 } },
  long: { label: '2 minutes or more', range: { gte: 2 } },
} as const;
export type ReadingTime = keyof typeof READING_TIMES;
