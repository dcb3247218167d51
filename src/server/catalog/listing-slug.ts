import { FACETS, facetDefinition, type FacetName } from '../../lib/domain/products';
import type { FacetFilters } from './service';

const singular = (key: string) => key.replace(/ies$/, 'y').replace(/s$/, '');

/** Facet filters a listing slug stands for: 'birthday-flowers', 'red-roses', 'sympathy', 'plants', 'flowers-50-100'. */
export function listingFiltersForSlug(slug: string): FacetFilters {
  let rest = `-${slug.toLowerCase()}-`;
  const filters: FacetFilters = {};
  const candidates = FACETS.flatMap((facet) => facet.values.flatMap((value) => [value.key, singular(value.key)].map((form) => ({ facet: facet.name, key: value.key, form }))));
  candidates.sort((a, b) => b.form.length - a.form.length);
  for (const { facet, key, form } of candidates) {
    if (facet === 'flower' && key === 'mixed') continue;
    if (!rest.includes(`-${form}-`)) continue;
    if (!facetDefinition(facet as FacetName).multiSelect && filters[facet]?.length) continue;
    rest = rest.replace(`-${form}-`, '-');
    const list = (filters[facet] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return filters;
}
