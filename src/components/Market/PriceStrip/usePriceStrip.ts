/**
 * The price strip's figures. The server renders the build's (the market plugin's module); the
 * browser fetches the current ones from the build's file (StaticRegion/buildFile.ts): a page a
 * publish copied may show an older strip until then. `undefined` until they arrive.
 */
import built from '@nerkhnama/price-strip';
import {buildFile} from '@site/src/components/StaticRegion/buildFile';
import {PRICE_STRIP_FILE} from '@site/src/lib/market/stripFile';
import type {StripView} from '@site/src/lib/market/view';

const file = buildFile<StripView | null>(PRICE_STRIP_FILE);

/** Fetches the current figures once a visit; nothing where the bundle has them (the dev server). */
export const fetchStrip = (
  baseUrl: string,
): Promise<StripView | null | undefined> =>
  built ? Promise.resolve(built) : file.fetchOnce(baseUrl);

export default function usePriceStrip(): StripView | null | undefined {
  return file.useCurrent(built);
}
