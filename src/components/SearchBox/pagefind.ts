/**
 * Loads the locale's Pagefind bundle (`/pagefind/pagefind.js`, `/en/pagefind/pagefind.js`), written
 * by the search-index plugin after the build. It is fetched with a native dynamic import that the
 * bundler leaves alone, and only when the box is first focused: nothing of the engine or its index
 * is in the page's JavaScript.
 */
import type {Locale} from '@site/src/config/locales';
import {
  displayDigits,
  excerpt,
  queryTerms,
  type Segment,
} from '@site/src/lib/searchText';
import type {
  SearchKind,
  SearchMeta,
} from '@site/src/plugins/search-index/records';
import type {SearchOrder} from '@site/src/lib/searchPage';
import {warmEngine} from './engineFiles';

interface PagefindResultData {
  url: string;
  content: string;
  meta: Partial<SearchMeta>;
}
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Starts loading the index chunks a query needs, while the reader is still typing. */
  preload(query: string): Promise<void>;
  search(
    query: string,
    options?: {sort?: Record<string, 'asc' | 'desc'>},
  ): Promise<{results: PagefindResult[]} | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  date?: string;
  /** An article's main tag. */
  kicker?: string;
  excerpt: Segment[];
}

/** Results shown for a query in the box's dropdown: enough to choose from, few fragments to fetch. */
const MAX_RESULTS = 8;

const bundles = new Map<string, Promise<PagefindApi>>();

export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  let bundle = bundles.get(bundleUrl);
  if (!bundle) {
    // Already under way when the box was focused before the app was there (the page's bootstrap).
    warmEngine(bundleUrl);
    bundle = (async () => {
      const api = (await import(
        /* webpackIgnore: true */ bundleUrl
      )) as PagefindApi;
      // Result URLs are stored whole (`/en/news/…`): no base to prepend. Pagefind's own excerpt is unused.
      await api.options({baseUrl: '/', excerptLength: 0});
      await api.init();
      return api;
    })();
    // A failed load (offline, say) is retried on the next focus rather than cached.
    bundle.catch(() => bundles.delete(bundleUrl));
    bundles.set(bundleUrl, bundle);
  }
  return bundle;
}

/**
 * Every match of an already prepared query (`prepareQuery`), in the order asked: only ids, so the
 * count is the true one and nothing but the index chunks is fetched. Dates sort as ISO text; pages
 * without a date carry the search-index plugin's `UNDATED` key and come last.
 */
export async function searchAll(
  api: PagefindApi,
  query: string,
  order: SearchOrder = 'relevance',
): Promise<PagefindResult[]> {
  const response = await api.search(
    query,
    order === 'date' ? {sort: {date: 'desc'}} : undefined,
  );
  return response?.results ?? [];
}

/** The hits to show for some results: fetches their fragments (one request each). */
export async function hitsOf(
  results: readonly PagefindResult[],
  query: string,
  locale: Locale,
): Promise<SearchHit[]> {
  const terms = queryTerms(query);
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(({url, content, meta}) => ({
    url,
    title: meta.title ?? url,
    kind: meta.kind ?? 'page',
    date: meta.date,
    ...(meta.kicker && {kicker: meta.kicker}),
    excerpt: excerpt(content, terms, Number(meta.bodyWords ?? Infinity)).map(
      (s) => ({...s, text: displayDigits(s.text, locale)}),
    ),
  }));
}

/**
 * The dropdown's answer to a query: the first MAX_RESULTS hits and how many results there are in
 * all; null when `isCurrent` says the reader has typed on meanwhile. Its fragments are then not
 * fetched: on a slow connection they would queue ahead of those of the query the reader wants.
 */
export async function searchPagefind(
  api: PagefindApi,
  query: string,
  locale: Locale,
  isCurrent: () => boolean = () => true,
): Promise<{total: number; hits: SearchHit[]} | null> {
  const results = await searchAll(api, query);
  if (!isCurrent()) return null;
  return {
    total: results.length,
    hits: await hitsOf(results.slice(0, MAX_RESULTS), query, locale),
  };
}
