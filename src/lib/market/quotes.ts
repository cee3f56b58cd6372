/**
 * Arithmetic on closing prices: change since the previous close, its percentage, the period's
 * high and low. Results are rounded to the instrument's decimals, so 0.1 + 0.2 never shows.
 */
import type {Instrument, MarketDay} from './schema';

export type Direction = 'up' | 'down' | 'flat';

export interface Point {
  date: string;
  time: string;
  close: number;
}

export interface Summary {
  last: Point;
  previous?: Point;
  /** last − previous close, in the instrument's decimals; 0 without a previous day. */
  change: number;
  /** change / previous close × 100, to two decimals. */
  percent: number;
  direction: Direction;
  high: number;
  low: number;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function changeBetween(
  close: number,
  previous: number,
  decimals: number,
): {change: number; percent: number; direction: Direction} {
  const change = roundTo(close - previous, decimals);
  const percent = roundTo((change / previous) * 100, 2);
  return {
    change,
    percent: Object.is(percent, -0) ? 0 : percent,
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
}

/** The instrument's closes, oldest first. */
export function seriesOf(days: readonly MarketDay[], key: string): Point[] {
  return days
    .filter((day) => key in day.close)
    .map((day) => ({date: day.date, time: day.time, close: day.close[key]}));
}

/** Last close, change since the close before it and the period's range; undefined without data. */
export function summarize(
  series: readonly Point[],
  instrument: Pick<Instrument, 'decimals'>,
): Summary | undefined {
  if (series.length === 0) return undefined;
  const last = series[series.length - 1];
  const previous = series.length > 1 ? series[series.length - 2] : undefined;
  const closes = series.map((p) => p.close);
  const delta = previous
    ? changeBetween(last.close, previous.close, instrument.decimals)
    : {change: 0, percent: 0, direction: 'flat' as const};
  return {
    last,
    previous,
    ...delta,
    high: Math.max(...closes),
    low: Math.min(...closes),
  };
}

/** The summary as of a given day (its close and the change from the day before), for an article's price box. */
export function summarizeOn(
  series: readonly Point[],
  instrument: Pick<Instrument, 'decimals'>,
  date: string,
): Summary | undefined {
  const upTo = series.filter((p) => p.date <= date);
  if (upTo.length === 0 || upTo[upTo.length - 1].date !== date) {
    return undefined;
  }
  return summarize(upTo, instrument);
}
