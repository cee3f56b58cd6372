/**
 * The price strip's figures as the app reads them: a file of the build, beside the route data and
 * revalidated as it is, not global data in `main.js`, which every page names: a market day would
 * otherwise change every page. Shared by the market plugin (which writes it) and the strip.
 */
import {routeDataFile} from '../../plugins/client-routing/routeDataKey';
import {toTehranIso} from '../tehranTime';
import {stripView, type StripView} from './view';

/** Relative to the locale's base URL. Not hexadecimal, so no route's data file takes its name. */
export const PRICE_STRIP_FILE = routeDataFile('price-strip');

/**
 * Whether the strip a page of the last build shows (`shown`) still stands: it is what the market
 * data now says of its own day (`asOf`: the strip from the data up to that day), so it is only
 * older, never wrong. A corrected or removed close is not kept.
 */
export function stripStillStands(
  shown: StripView | null | undefined,
  asOf: (timeIso: string) => StripView | undefined,
): boolean {
  if (!shown) return false;
  const now = asOf(shown.timeIso);
  return !!now && JSON.stringify(now) === JSON.stringify(shown);
}

/** The strip as the market data says it stood at `timeIso` (a day's close): none if no day closed then. */
export function stripAsOf(
  context: Parameters<typeof stripView>[0],
  timeIso: string,
): StripView | undefined {
  const at = context.days.findIndex((day) => toTehranIso(day.time) === timeIso);
  return at < 0
    ? undefined
    : stripView({...context, days: context.days.slice(0, at + 1)});
}
