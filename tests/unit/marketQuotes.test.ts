import {describe, expect, it} from 'vitest';
import {
  changeBetween,
  roundTo,
  seriesOf,
  summarize,
  summarizeOn,
} from '../../src/lib/market/quotes';
import type {MarketDay} from '../../src/lib/market/schema';

const days: MarketDay[] = [
  {
    date: '2025-09-26',
    time: '2025-09-26T17:30:00+03:30',
    close: {usd: 106200, ounce: 3759.1},
  },
  {
    date: '2025-09-27',
    time: '2025-09-27T17:30:00+03:30',
    close: {usd: 109800, ounce: 3759.1},
  },
  {
    date: '2025-09-28',
    time: '2025-09-28T17:30:00+03:30',
    close: {usd: 112400, ounce: 3759.3},
  },
];

describe('change and percentage', () => {
  it('computes the change since the previous close and its percentage to two decimals', () => {
    expect(changeBetween(112400, 109800, 0)).toEqual({
      change: 2600,
      percent: 2.37,
      direction: 'up',
    });
    expect(changeBetween(103700, 104300, 0)).toEqual({
      change: -600,
      percent: -0.58,
      direction: 'down',
    });
    expect(changeBetween(3759, 3759, 0)).toEqual({
      change: 0,
      percent: 0,
      direction: 'flat',
    });
  });

  it('rounds to the instrument decimals: no floating-point dust', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(changeBetween(0.3, 0.1, 2).change).toBe(0.2);
    expect(changeBetween(3759.3, 3759.1, 1)).toEqual({
      change: 0.2,
      percent: 0.01,
      direction: 'up',
    });
    expect(roundTo(1.005, 2)).toBe(1);
    expect(Object.is(changeBetween(100, 100.001, 2).percent, -0)).toBe(false);
  });

  it('summarises a series: last, previous, change, high and low of the period', () => {
    const summary = summarize(seriesOf(days, 'usd'), {decimals: 0})!;
    expect(summary.last.close).toBe(112400);
    expect(summary.previous?.close).toBe(109800);
    expect([
      summary.change,
      summary.percent,
      summary.high,
      summary.low,
    ]).toEqual([2600, 2.37, 112400, 106200]);
    expect(summarize([], {decimals: 0})).toBeUndefined();
    expect(
      summarize(seriesOf(days.slice(0, 1), 'usd'), {decimals: 0}),
    ).toMatchObject({change: 0, percent: 0, direction: 'flat'});
  });

  it("summarises as of a day (an article's price box): that day's close, not the latest", () => {
    const onSaturday = summarizeOn(
      seriesOf(days, 'usd'),
      {decimals: 0},
      '2025-09-27',
    )!;
    expect([onSaturday.last.close, onSaturday.change, onSaturday.high]).toEqual(
      [109800, 3600, 109800],
    );
    expect(
      summarizeOn(seriesOf(days, 'usd'), {decimals: 0}, '2025-09-29'),
    ).toBeUndefined();
    expect(
      summarizeOn(seriesOf(days, 'usd'), {decimals: 0}, '2025-09-01'),
    ).toBeUndefined();
  });
});
