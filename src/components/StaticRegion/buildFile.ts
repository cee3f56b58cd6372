/**
 * A file of the build that the app reads a region's current data from (beside the route data and
 * revalidated as it is): fetched once a visit, after the page has hydrated. The server bundle has
 * the build's own data instead (`built`), and so has the dev server; the browser's production
 * bundle has none (null). `undefined` until the file arrives, or when it cannot be fetched: the
 * region the page arrived with stays, and the next page asks again.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function buildFile<T>(file: string) {
  let fetched: T | undefined;
  let fetching: Promise<T | undefined> | undefined;

  function fetchOnce(baseUrl: string): Promise<T | undefined> {
    fetching ??= fetch(`${baseUrl}${file}`)
      .then((response) =>
        response.ok ? (response.json() as Promise<T>) : undefined,
      )
      .catch(() => undefined)
      .then((value) => {
        if (value === undefined) fetching = undefined;
        else fetched = value;
        return value;
      });
    return fetching;
  }

  function useCurrent(built: T | null): T | undefined {
    const {baseUrl} = useDocusaurusContext().siteConfig;
    const [value, setValue] = useState(() => built ?? fetched);
    useEffect(() => {
      if (value !== undefined) return undefined;
      let mounted = true;
      void fetchOnce(baseUrl).then((current) => {
        if (mounted && current !== undefined) setValue(current);
      });
      return () => {
        mounted = false;
      };
    }, [baseUrl, value]);
    return value;
  }

  return {fetchOnce, useCurrent};
}
