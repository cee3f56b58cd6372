/**
 * The price strip as a region that may lag: a publish keeps a copied page's strip only while its
 * figures are still what the market data says of their day (src/lib/market/stripFile.ts), on the
 * site's own market days.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadMarket} from '../../src/plugins/market/load';
import {
  PRICE_STRIP_FILE,
  stripAsOf,
  stripStillStands,
} from '../../src/lib/market/stripFile';
import {stripView} from '../../src/lib/market/view';
import {toTehranIso} from '../../src/lib/tehranTime';

const market = loadMarket(path.join(__dirname, '../..'));
const context = {...market, locale: 'fa' as const, baseUrl: '/'};
const {days} = market;
const last = days[days.length - 1];
const before = days[days.length - 2];
const shownBefore = stripView({...context, days: days.slice(0, -1)});
const asOf = (data: typeof context) => (timeIso: string) =>
  stripAsOf(data, timeIso);

describe('the strip as of a day', () => {
  it("is today's strip at the last day's close, and the day before's at its own", () => {
    expect(stripAsOf(context, toTehranIso(last.time))).toEqual(
      stripView(context),
    );
    expect(stripAsOf(context, toTehranIso(before.time))).toEqual(shownBefore);
    expect(shownBefore.timeIso).toBe(toTehranIso(before.time));
  });
  it('is none at a time no day closed', () => {
    expect(stripAsOf(context, '2020-01-01T17:30:00+03:30')).toBeUndefined();
  });
  it('is a file beside the route data, which is revalidated as pages are', () => {
    expect(PRICE_STRIP_FILE).toBe('route-data/price-strip.json');
  });
});

describe('a copied page keeps its strip', () => {
  it('while its day still stands: a new market day only makes it older', () => {
    expect(stripStillStands(shownBefore, asOf(context))).toBe(true);
    expect(stripStillStands(stripView(context), asOf(context))).toBe(true);
  });
  it('not when a close of its day was corrected', () => {
    const [instrument] = Object.keys(before.close);
    const corrected = days.map((day) =>
      day === before
        ? {
            ...day,
            close: {...day.close, [instrument]: day.close[instrument]! + 1},
          }
        : day,
    );
    expect(
      stripStillStands(shownBefore, asOf({...context, days: corrected})),
    ).toBe(false);
  });
  it('not when its day was removed, nor when the last build wrote no strip', () => {
    const without = days.filter((day) => day !== before);
    expect(
      stripStillStands(shownBefore, asOf({...context, days: without})),
    ).toBe(false);
    expect(stripStillStands(null, asOf(context))).toBe(false);
    expect(stripStillStands(undefined, asOf(context))).toBe(false);
  });
});
