import {describe, expect, it} from 'vitest';
import {groupByCalendarYear} from '../../src/lib/groupByYear';

const items = [
  {date: '2025-03-22T09:00:00+03:30', title: 'after Nowruz'},
  {date: '2025-03-19T09:00:00+03:30', title: 'before Nowruz'},
  {date: '2024-12-30T09:00:00+03:30', title: 'late December'},
];

describe('sidebar year groups', () => {
  it('groups by the Persian year on fa (the year turns at Nowruz)', () => {
    const groups = groupByCalendarYear(items, 'fa');
    expect(groups.map(([y, g]) => [y, g.map((i) => i.title)])).toEqual([
      [1404, ['after Nowruz']],
      [1403, ['before Nowruz', 'late December']],
    ]);
  });
  it('groups by the Gregorian year on en', () => {
    const groups = groupByCalendarYear(items, 'en');
    expect(groups.map(([y, g]) => [y, g.length])).toEqual([[2025, 2], [2024, 1]]);
  });
});
