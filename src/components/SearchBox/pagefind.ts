/**
 * Loads the locale's Pagefind bundle (`/pagefind/pagefind.js`, `/en/pagefind/pagefind.js`), written
 * by the search-index plugin after the build. It is fetched with a native dynamic import that the
 * bundler leaves alone, and only when the box is first focused: nothing of the engine or its index
 * is in the page's JavaScript.
 */
import {displayDigits, excerpt, queryTerms, type Segment} from '@site/src/lib/searchText';
import type {SearchKind, SearchMeta} from '@site/src/plugins/search-index/records';

interface PagefindResultData {
  url: string;
  content: string;
  meta: Partial<SearchMeta>;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]} | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  date?: string;
  excerpt: Segment[];
}

/** Results shown for a query: enough to choose from in a dropdown, few fragments to fetch. */
export const MAX_RESULTS = 8;

const bundles = new Map<string, Promise<PagefindApi>>();

export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  let bundle = bundles.get(bundleUrl);
  if (!bundle) {
    bundle = (async () => {
      const api = (await import(/* webpackIgnore: true */ bundleUrl)) as PagefindApi;
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

/** Searches with an already prepared query (`prepareQuery`) and builds the hits to show. */
export async function searchPagefind(api: PagefindApi, query: string, locale: 'fa' | 'en'): Promise<SearchHit[]> {
  const response = await api.search(query);
  if (!response) return [];
  const terms = queryTerms(query);
  const data = await Promise.all(response.results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return data.map(({url, content, meta}) => ({
    url,
    title: meta.title ?? url,
    kind: meta.kind ?? 'page',
    date: meta.date,
    excerpt: excerpt(content, terms, Number(meta.bodyWords ?? Infinity)).map((s) => ({...s, text: displayDigits(s.text, locale)})),
  }));
}
