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
import {
  dateWeights,
  orderByDate,
  PARTS_FILE,
  type SearchParts,
} from '@site/src/plugins/search-index/parts';
import {warmEngine} from './engineFiles';

interface PagefindResultData {
  url: string;
  content: string;
  meta: Partial<SearchMeta>;
}
export interface PagefindResult {
  id: string;
  /** Relevance, or by date the weighted rank (parts.ts). */
  score: number;
  data(): Promise<PagefindResultData>;
}
/** A Pagefind index as its script exposes it (the module, or an instance of it). */
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Starts loading the index chunks a query needs, while the reader is still typing. */
  preload(query: string): Promise<void>;
  search(
    query: string,
    options?: {sort?: Record<string, 'asc' | 'desc'>},
  ): Promise<{results: PagefindResult[]} | null>;
  /** Adds another index's results to this one's (the articles' parts). */
  mergeIndex(
    indexPath: string,
    options?: Record<string, unknown>,
  ): Promise<void>;
}

/** Pagefind's script: its default index, and more instances of it. */
interface PagefindModule extends PagefindApi {
  createInstance(options: Record<string, unknown>): PagefindApi;
}

/**
 * The locale's search engine: the main index with the articles' parts merged in
 * (src/plugins/search-index/parts.ts), in either order.
 */
export interface SearchEngine {
  preload(query: string): Promise<void>;
  /** Every match of a prepared query (`prepareQuery`), in the order asked: only ids, so the count is the true one. */
  search(query: string, order: SearchOrder): Promise<PagefindResult[]>;
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

const bundles = new Map<string, Promise<SearchEngine>>();

/** Result URLs are stored whole (`/en/news/…`): no base to prepend. Pagefind's own excerpt is unused. */
const INDEX_OPTIONS = {baseUrl: '/', excerptLength: 0};

export function loadPagefind(bundleUrl: string): Promise<SearchEngine> {
  let bundle = bundles.get(bundleUrl);
  if (!bundle) {
    // Already under way when the box was focused before the app was there (the page's bootstrap).
    warmEngine(bundleUrl);
    bundle = openEngine(bundleUrl);
    // A failed load (offline, say) is retried on the next focus rather than cached.
    bundle.catch(() => bundles.delete(bundleUrl));
    bundles.set(bundleUrl, bundle);
  }
  return bundle;
}

async function openEngine(bundleUrl: string): Promise<SearchEngine> {
  const base = bundleUrl.slice(0, bundleUrl.lastIndexOf('/') + 1);
  const listed = fetch(`${base}${PARTS_FILE}`).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${base}${PARTS_FILE}: ${response.status}`);
    }
    return ((await response.json()) as SearchParts).parts;
  });
  const [module, parts] = await Promise.all([
    import(/* webpackIgnore: true */ bundleUrl) as Promise<PagefindModule>,
    listed,
  ]);
  await module.options(INDEX_OPTIONS);
  await module.init();
  const merge = (index: PagefindApi, weights?: number[]) =>
    Promise.all(
      parts.map((part, i) =>
        index.mergeIndex(`${base}${part}/`, {
          ...INDEX_OPTIONS,
          ...(weights && {indexWeight: weights[i]}),
        }),
      ),
    );
  await merge(module);
  // By date, the parts are weighted apart (parts.ts): an instance of its own, made on first use.
  let byDate: Promise<PagefindApi> | undefined;
  const dated = async () => {
    const index = module.createInstance({...INDEX_OPTIONS, basePath: base});
    await index.init();
    await merge(index, dateWeights(parts));
    return index;
  };
  return {
    preload: (query) => module.preload(query),
    async search(query, order) {
      if (order !== 'date') return (await module.search(query))?.results ?? [];
      if (!byDate) {
        byDate = dated();
        // A failed start (offline, say) is tried again on the next search.
        byDate.catch(() => (byDate = undefined));
      }
      const index = await byDate;
      const merged =
        (await index.search(query, {sort: {date: 'desc'}}))?.results ?? [];
      return orderByDate(
        merged,
        parts,
        async (result) => (await result.data()).meta.date,
      );
    },
  };
}

/**
 * Every match of an already prepared query (`prepareQuery`), in the order asked: only ids, so the
 * count is the true one and nothing but the index chunks is fetched. Dates sort as ISO text; pages
 * without a date carry the search-index plugin's `UNDATED` key and come last.
 */
export function searchAll(
  engine: SearchEngine,
  query: string,
  order: SearchOrder = 'relevance',
): Promise<PagefindResult[]> {
  return engine.search(query, order);
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
  api: SearchEngine,
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
