/**
 * The prices pages the market plugin adds: `/prices`, and one page for each instrument that has
 * at least one close. One list for the plugin's routes, the search index and the news pre-flight
 * check, so a link to a prices page is valid exactly when the build makes that page.
 */
import type {Instrument} from '../../lib/market/schema';
import {seriesOf} from '../../lib/market/quotes';
import {pricesPath} from '../../lib/market/view';
import type {MarketData} from './load';

export interface MarketPage {
  path: string;
  /** The instrument of an instrument page; none for the prices page. */
  instrument?: Instrument;
}

export function marketPages(data: MarketData, baseUrl: string): MarketPage[] {
  if (data.days.length === 0) return [];
  return [
    {path: pricesPath(baseUrl)},
    ...data.instruments
      .filter((instrument) => seriesOf(data.days, instrument.key).length > 0)
      .map((instrument) => ({
        path: pricesPath(baseUrl, instrument.key),
        instrument,
      })),
  ];
}
