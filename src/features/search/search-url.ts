/** The search route and its query parameters (the same names as GET /api/search). */
export const SEARCH_PATH = '/search';

export interface SearchRequest {
  text: string;
  searchByCode: boolean;
  occasion: string | null;
}

/** /search?text=…, plus searchByCode=true when ticked and the occasion filter when chosen. */
export function searchPageUrl({ text, searchByCode, occasion }: Partial<SearchRequest>): string {
  const params = new URLSearchParams();
  params.set('text', (text ?? '').trim());
  if (searchByCode) params.set('searchByCode', 'true');
  if (occasion) params.set('occasion', occasion);
  return `${SEARCH_PATH}?${params}`;
}

export function readSearchRequest(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  return { text: (params.get('text') ?? '').trim(), searchByCode: params.get('searchByCode') === 'true', occasion: params.get('occasion') || null };
}
