/**
 * The price strip's figures. The server renders the build's (the market plugin's module); the
 * browser's bundle has none and fetches the current ones once per visit, after the page has
 * hydrated: a page a publish copied may show an older strip until then (src/components/StaticRegion).
 * `undefined` until they arrive, or when they cannot be fetched: the strip the page arrived with stays.
 */
import {useEffect, useState} from 'react';
import built from '@nerkhnama/price-strip';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PRICE_STRIP_FILE} from '@site/src/lib/market/stripFile';
import type {StripView} from '@site/src/lib/market/view';

let fetched: StripView | null | undefined;
let fetching: Promise<StripView | null | undefined> | undefined;

/** Fetches the current figures once a visit; nothing where the bundle has them (the dev server). */
export function fetchStrip(
  baseUrl: string,
): Promise<StripView | null | undefined> {
  if (built) return Promise.resolve(built);
  fetching ??= fetch(`${baseUrl}${PRICE_STRIP_FILE}`)
    .then((response) =>
      response.ok ? (response.json() as Promise<StripView | null>) : undefined,
    )
    .catch(() => undefined)
    .then((strip) => {
      // Kept for the visit once it arrived; asked again on the next page if it did not.
      if (strip === undefined) fetching = undefined;
      else fetched = strip;
      return strip;
    });
  return fetching;
}

export default function usePriceStrip(): StripView | null | undefined {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [strip, setStrip] = useState(() => built ?? fetched);
  useEffect(() => {
    if (strip !== undefined) return undefined;
    let mounted = true;
    void fetchStrip(baseUrl).then((current) => {
      if (mounted && current !== undefined) setStrip(current);
    });
    return () => {
      mounted = false;
    };
  }, [baseUrl, strip]);
  return strip;
}
