/**
 * The search page's address: `/search?q=…&order=relevance&page=2`. Newest first and page 1 are
 * the defaults and stay out of the URL, so a shared link is short.
 */

/** `date`: newest first (the default); `relevance`: Pagefind's ranking. */
export type SearchOrder = 'date' | 'relevance';

/** Results on one page of the search page. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchPageParams {
  /** The query as the reader typed it (not normalised). */
  q: string;
  order: SearchOrder;
  page: number;
}

export function searchPageUrl(
  base: string,
  q: string,
  order: SearchOrder = 'date',
  page = 1,
): string {
  const params = new URLSearchParams({q: q.trim()});
  if (order !== 'date') params.set('order', order);
  if (page > 1) params.set('page', String(page));
  return `${base}?${params.toString()}`;
}

/** Reads the search page's parameters; anything unexpected falls back to the defaults. */
export function parseSearchPageParams(search: string): SearchPageParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    order: params.get('order') === 'relevance' ? 'relevance' : 'date',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
