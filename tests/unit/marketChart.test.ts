import {describe, expect, it} from 'vitest';
import {
  labelIndices,
  layoutChart,
  linearScale,
  niceStep,
  niceTicks,
} from '../../src/lib/market/chart';
import {instrumentPageView} from '../../src/lib/market/view';
import {loadMarket} from '../../src/plugins/market/load';

const box = {
  width: 400,
  height: 220,
  margin: {top: 10, right: 10, bottom: 30, left: 10},
};

describe('chart scales', () => {
  it('maps a domain linearly onto a range, reversed ranges included', () => {
    const y = linearScale([100, 200], [180, 20]);
    expect([y(100), y(150), y(200)]).toEqual([180, 100, 20]);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it('picks steps of 1, 2 or 5 × 10ⁿ and widens the domain to whole steps', () => {
    expect(niceStep(101350, 112400, 4)).toBe(5000);
    expect(niceTicks(101350, 112400, 4)).toEqual({
      domain: [100000, 115000],
      ticks: [100000, 105000, 110000, 115000],
    });
    expect(niceTicks(41.86, 42.71, 4).ticks).toEqual([41.5, 42, 42.5, 43]);
    expect(niceTicks(41.86, 42.71, 8).ticks).toEqual([
      41.8, 42, 42.2, 42.4, 42.6, 42.8,
    ]);
    expect(niceTicks(3759, 3759, 4).domain).toEqual([3740, 3760]);
  });

  it('labels about n days, always the first and the last', () => {
    expect(labelIndices(37, 5)).toEqual([0, 9, 18, 27, 36]);
    expect(labelIndices(3, 5)).toEqual([0, 1, 2]);
  });

  it('draws known points at known coordinates, time left to right', () => {
    // Domain 100..200 on a plot from y=180 (bottom) to y=10 (top), x from 10 to 390.
    const chart = layoutChart([100, 150, 200], box, {yTickCount: 2});
    expect(chart.domain).toEqual([100, 200]);
    expect(chart.points).toEqual([
      {x: 10, y: 190},
      {x: 200, y: 100},
      {x: 390, y: 10},
    ]);
    expect(chart.line).toBe('M10 190 L200 100 L390 10');
    expect(chart.area).toBe('M10 190 L200 100 L390 10 L390 190 L10 190 Z');
    expect(chart.yTicks).toEqual([
      {value: 100, y: 190},
      {value: 150, y: 100},
      {value: 200, y: 10},
    ]);
    expect(chart.xTicks.map((t) => t.x)).toEqual([10, 200, 390]);
  });
});

describe('the instrument chart in each locale', () => {
  const {instruments, days} = loadMarket(process.cwd());
  const usd = instruments.find((i) => i.key === 'usd')!;
  const view = (locale: 'fa' | 'en') =>
    instrumentPageView({
      instruments,
      days,
      locale,
      baseUrl: locale === 'fa' ? '/' : '/en/',
      instrument: usd,
      news: [],
      tag: {label: '', permalink: ''},
    })!.chart;
  const xs = (line: string) =>
    line
      .split(/[ML]/)
      .filter(Boolean)
      .map((point) => Number(point.trim().split(' ')[0]));

  it('runs time left to right in both locales: the same line, the first day at the left', () => {
    const [fa, en] = [view('fa'), view('en')];
    expect(fa.line).toBe(en.line);
    const x = xs(fa.line);
    expect(x).toHaveLength(days.length);
    expect(x.every((value, i) => i === 0 || value > x[i - 1])).toBe(true);
    expect(fa.xTicks.map((t) => t.x)).toEqual(en.xTicks.map((t) => t.x));
    expect(fa.last).toEqual(en.last);
  });

  it('writes the labels in the locale: Persian digits and the Jalali month on fa', () => {
    const [fa, en] = [view('fa'), view('en')];
    const faLabels = [...fa.xTicks, ...fa.yTicks].map((t) => t.label).join(' ');
    expect(faLabels).not.toMatch(/[0-9]/);
    expect(faLabels).toMatch(/[۰-۹]/);
    expect(fa.xTicks[0].label).toMatch(/شهریور/);
    expect(en.xTicks[0].label).toMatch(/Aug/);
    expect(fa.rtl).toBe(true);
    expect(en.rtl).toBe(false);
  });
});
