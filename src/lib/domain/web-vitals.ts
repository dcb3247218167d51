/** The kinds of page real users' Web Vitals are counted by (a bounded set: they are metric labels). */
export const PAGE_KINDS = ['home', 'listing', 'product', 'content', 'article', 'search', 'checkout', 'account'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The Web Vitals reported: LCP and INP in milliseconds, CLS unitless. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** The share of page views that report their Web Vitals. */
export const WEB_VITALS_SAMPLE_RATE = 0.1;

export const WEB_VITALS_PATH = '/api/vitals';
