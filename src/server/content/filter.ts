import type { ContentDoc } from './store';

export type Where = Record<string, unknown>;
type Resolve = (field: string, doc: ContentDoc) => unknown;

const SUFFIXES = ['_not_in', '_in', '_not', '_contains', '_starts_with', '_ends_with', '_gte', '_gt', '_lte', '_lt', '_some', '_every', '_none'] as const;

function split(key: string): [string, (typeof SUFFIXES)[number] | ''] {
  for (const suffix of SUFFIXES) if (key.endsWith(suffix)) return [key.slice(0, -suffix.length), suffix];
  return [key, ''];
}

const lower = (v: unknown) => String(v ?? '').toLowerCase();

/** Orders two values: numerically when both are numbers, else as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Evaluates a CMS-style `where` input against a document: plain keys are
 * equality, suffixes (_in, _contains, _some …) the usual comparisons, and
 * AND / OR / NOT combine. `resolve` returns referenced documents for _some.
 */
export function matchesWhere(doc: ContentDoc, where: Where | null | undefined, resolve: Resolve): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, expected]) => {
    if (expected === undefined) return true;
    if (key === 'AND') return (expected as Where[]).every((w) => matchesWhere(doc, w, resolve));
    if (key === 'OR') return (expected as Where[]).some((w) => matchesWhere(doc, w, resolve));
    if (key === 'NOT') return !(expected as Where[]).some((w) => matchesWhere(doc, w, resolve));
    const [field, suffix] = split(key);
    const value = doc[field];
    switch (suffix) {
      case '':
        return value === expected;
      case '_not':
        return value !== expected;
      case '_in':
        return (expected as unknown[]).includes(value);
      case '_not_in':
        return !(expected as unknown[]).includes(value);
      case '_contains':
        return lower(value).includes(lower(expected));
      case '_starts_with':
        return lower(value).startsWith(lower(expected));
      case '_ends_with':
        return lower(value).endsWith(lower(expected));
      case '_gt':
        return value != null && compare(value, expected) > 0;
      case '_gte':
        return value != null && compare(value, expected) >= 0;
      case '_lt':
        return value != null && compare(value, expected) < 0;
      case '_lte':
        return value != null && compare(value, expected) <= 0;
      case '_some':
      case '_every':
      case '_none': {
        const related = (resolve(field, doc) as ContentDoc[] | undefined) ?? [];
        const test = (d: ContentDoc) => matchesWhere(d, expected as Where, resolve);
        if (suffix === '_some') return related.some(test);
        if (suffix === '_every') return related.every(test);
        return !related.some(test);
      }
    }
  });
}

/** Sorts by a `field_ASC` / `field_DESC` value; documents keep their order otherwise. */
export function sortDocs(docs: ContentDoc[], orderBy: string | null | undefined): ContentDoc[] {
  if (!orderBy) return docs;
  const match = /^(.+)_(ASC|DESC)$/.exec(orderBy);
  if (!match) return docs;
  const [, field, dir] = match as unknown as [string, string, 'ASC' | 'DESC'];
  const sign = dir === 'ASC' ? 1 : -1;
  return [...docs].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? '')) * sign;
  });
}
