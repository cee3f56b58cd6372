import {describe, expect, it} from 'vitest';
import {
  calendarYear,
  computeYearStarts,
  yearOfDate,
} from '../../src/lib/format';
import {groupByCalendarYear} from '../../src/lib/groupByYear';

const items = [
  {date: '2025-03-22T09:00:00+03:30', title: 'after Nowruz'},
  {date: '2025-03-19T09:00:00+03:30', title: 'before Nowruz'},
  {date: '2024-12-30T09:00:00+03:30', title: 'late December'},
];

describe('sidebar year groups', () => {
  it('groups by the Persian year on fa (the year turns at Nowruz)', () => {
    const groups = groupByCalendarYear(items, (d) => calendarYear(d, 'fa'));
    expect(groups.map(([y, g]) => [y, g.map((i) => i.title)])).toEqual([
      [1404, ['after Nowruz']],
      [1403, ['before Nowruz', 'late December']],
    ]);
  });
  it('groups by the Gregorian year on en', () => {
    const groups = groupByCalendarYear(items, (d) => calendarYear(d, 'en'));
    expect(groups.map(([y, g]) => [y, g.length])).toEqual([
      [2025, 2],
      [2024, 1],
    ]);
  });
});

describe('year starts table (what the browser groups by)', () => {
  const from = new Date(Date.UTC(2015, 0, 1));
  const to = new Date(Date.UTC(2028, 0, 1));
  it('puts Nowruz and 1 January at Tehran midnight, DST years included', () => {
    const fa = computeYearStarts('fa', from, to);
    expect(fa.map(([y]) => y)).toEqual([
      1394, 1395, 1396, 1397, 1398, 1399, 1400, 1401, 1402, 1403, 1404, 1405,
      1406,
    ]);
    // 1 Farvardin 1404 = 21 March 2025, 00:00 at +03:30.
    expect(new Date(fa.find(([y]) => y === 1404)![1]).toISOString()).toBe(
      '2025-03-20T20:30:00.000Z',
    );
    const en = computeYearStarts('en', from, to);
    expect(new Date(en.find(([y]) => y === 2026)![1]).toISOString()).toBe(
      '2025-12-31T20:30:00.000Z',
    );
  });
  it('gives the same year as ICU for every 7 hours over ten years, in both calendars', () => {
    for (const locale of ['fa', 'en'] as const) {
      const starts = computeYearStarts(locale, from, to);
      for (
        let t = Date.UTC(2016, 0, 1);
        t < Date.UTC(2026, 11, 1);
        t += 7 * 3_600_000
      ) {
        expect(yearOfDate(new Date(t), starts)).toBe(
          calendarYear(new Date(t), locale),
        );
      }
    }
  });
  it('is exact at the second a year turns', () => {
    const starts = computeYearStarts('fa', from, to);
    const start = starts.find(([y]) => y === 1404)![1];
    expect(yearOfDate(new Date(start - 1000), starts)).toBe(1403);
    expect(yearOfDate(new Date(start), starts)).toBe(1404);
  });
  it('knows nothing outside the table, so the caller asks ICU', () => {
    const starts = computeYearStarts('fa', from, to);
    expect(yearOfDate('2010-01-01T00:00:00Z', starts)).toBeUndefined();
    expect(yearOfDate('2030-06-01T00:00:00Z', starts)).toBeUndefined();
    expect(yearOfDate('2025-06-01T00:00:00Z', [])).toBeUndefined();
  });
});
