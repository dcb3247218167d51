import type { ApiResult } from '../../lib/api/client';
import type { SuburbOption } from './SuburbCombobox';

/** The suburb lookup starts at 3 typed characters (the API refuses fewer). */
export { SUBURB_SEARCH_MIN_CHARS } from '../../lib/domain/constants';
export const SUBURB_SEARCH_DEBOUNCE_MS = 400;

/** GET /api/delivery/suburbs, as the combobox's options. */
export async function lookupSuburbs(keyword: string, signal: AbortSignal): Promise<ApiResult<SuburbOption[]>> {
  // The catalogue API and its schemas load with the first lookup, not with the page.
  const { fetchSuburbs } = await import('../product/api/catalog');
  const result = await fetchSuburbs(keyword, signal);
  return result.ok ? { ...result, data: result.data.suburbs } : result;
}
