/**
 * The search box's state: the engine is loaded on `activate()` (first focus), queries are
 * debounced, and an answer to an older query never replaces a newer one. Prefetching the pages of
 * the links in view waits while the engine or a search is loading.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {prefetches} from '@site/src/lib/prefetchQueue';
import {prepareQuery} from '@site/src/lib/searchText';
import {loadPagefind, searchPagefind, type SearchHit} from './pagefind';

/** Typing pause before searching: a query per word, not per keystroke. */
const DEBOUNCE_MS = 120;

type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The prepared query the hits answer; '' when nothing is searched. */
  query: string;
  hits: SearchHit[];
  /** How many pages match in all (the dropdown shows the first few). */
  total: number;
}

export default function useSearch() {
  const locale = useSiteLocale();
  const bundleUrl = useBaseUrl('/pagefind/pagefind.js');
  const [state, setState] = useState<SearchState>({
    status: 'idle',
    query: '',
    hits: [],
    total: 0,
  });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const activate = useCallback(() => {
    setState((s) =>
      s.status === 'idle' || s.status === 'error'
        ? {...s, status: 'loading'}
        : s,
    );
    // The engine and the results come before the pages behind the links in view.
    prefetches.yieldTo(loadPagefind(bundleUrl)).then(
      () =>
        setState((s) => (s.status === 'loading' ? {...s, status: 'ready'} : s)),
      () => setState((s) => ({...s, status: 'error'})),
    );
  }, [bundleUrl]);

  const run = useCallback(
    async (query: string, id: number) => {
      try {
        const api = await loadPagefind(bundleUrl);
        const answer = await searchPagefind(
          api,
          query,
          locale,
          () => id === latest.current,
        );
        if (answer && id === latest.current) {
          setState({status: 'ready', query, ...answer});
        }
      } catch {
        if (id === latest.current) {
          setState({status: 'error', query, hits: [], total: 0});
        }
      }
    },
    [bundleUrl, locale],
  );

  const search = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      const id = ++latest.current;
      const query = prepareQuery(raw);
      if (!query) {
        setState((s) => ({...s, query: '', hits: [], total: 0}));
        return;
      }
      // The index chunks for what is typed so far load during the pause, not after it.
      prefetches
        .yieldTo(loadPagefind(bundleUrl).then((api) => api.preload(query)))
        .catch(() => undefined);
      timer.current = setTimeout(
        () => void prefetches.yieldTo(run(query, id)),
        DEBOUNCE_MS,
      );
    },
    [run, bundleUrl],
  );

  return {state, activate, search, bundleUrl};
}
