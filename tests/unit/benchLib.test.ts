import {describe, expect, it} from 'vitest';
import {
  blockingTime,
  budgetCell,
  bytesBeforeInteraction,
  FIRST_TAP_BUDGET,
  formatBytes,
  formatTable,
  growth,
  median,
  ratio,
  spread,
  spreadCell,
  tapOverBudget,
} from '../../scripts/bench/lib';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('bytesBeforeInteraction', () => {
  const requests = [
    {
      url: '/assets/js/main.js',
      resourceType: 'Script',
      resourceSize: 500_000,
      transferSize: 150_000,
      rendererStartTime: 10,
      priority: 'High',
    },
    {
      url: '/assets/js/page.js',
      resourceType: 'Script',
      resourceSize: 20_000,
      transferSize: 6_000,
      rendererStartTime: 900,
      priority: 'Low',
    },
    {
      url: '/assets/css/styles.css',
      resourceType: 'Stylesheet',
      resourceSize: 90_000,
      transferSize: 15_000,
      rendererStartTime: 5,
      priority: 'VeryHigh',
    },
    {
      url: '/assets/fonts/vazirmatn.woff2',
      resourceType: 'Font',
      resourceSize: 22_000,
      transferSize: 22_100,
      rendererStartTime: 40,
      priority: 'VeryHigh',
    },
    {
      url: '/assets/js/other-page.js',
      resourceType: 'Other',
      mimeType: 'application/javascript',
      resourceSize: 30_000,
      transferSize: 9_000,
      rendererStartTime: 1200,
      priority: 'Lowest',
    },
    {
      url: '/assets/js/late.js',
      resourceType: 'Script',
      resourceSize: 7_000,
      transferSize: 2_000,
      rendererStartTime: 5000,
      priority: 'Low',
    },
    {
      url: '/img/logo.svg',
      resourceType: 'Image',
      resourceSize: 3_000,
      transferSize: 1_000,
      rendererStartTime: 20,
    },
  ];

  it('sums script, style and font bytes up to the load event, raw and over the wire', () => {
    expect(bytesBeforeInteraction(requests, 2000)).toEqual({
      js: {raw: 520_000, gzip: 156_000},
      css: {raw: 90_000, gzip: 15_000},
      font: {raw: 22_000, gzip: 22_100},
    });
  });
  it('leaves out prefetch hints for other pages and anything after the load event', () => {
    const js = bytesBeforeInteraction(requests, 10_000).js;
    expect(js.raw).toBe(527_000); // late.js counted once the load event is later, other-page.js never
  });
});

describe('formatting', () => {
  it('pads columns to the widest cell under a rule', () => {
    expect(
      formatTable(
        ['page', 'perf'],
        [
          ['fa home', 99],
          ['en article', 100],
        ],
      ),
    ).toBe(
      [
        'page        perf',
        '----------  ----',
        'fa home     99',
        'en article  100',
      ].join('\n'),
    );
  });
  it('prints kilobytes raw / gzip and growth as a signed percentage', () => {
    expect(formatBytes({raw: 2048, gzip: 512})).toBe('2.0 / 0.5');
    expect(growth(200, 210)).toBe('+5.0%');
    expect(growth(200, 190)).toBe('-5.0%');
  });
});

describe('first tap figures', () => {
  it('counts blocking time as TBT does, only for tasks that start in the window', () => {
    const tasks = [
      [100, 120],
      [3000, 80],
      [3500, 49],
      [9000, 300],
      [11_100, 70],
    ] as const;
    expect(blockingTime(tasks, 3000, 8000)).toEqual({
      blockingMs: 30 + 250,
      longestMs: 300,
    });
    expect(blockingTime(tasks, 12_000, 8000)).toEqual({
      blockingMs: 0,
      longestMs: 0,
    });
  });
  it('marks figures over budget and writes ratios', () => {
    expect(budgetCell(42.4, FIRST_TAP_BUDGET.blockingMs)).toBe('42');
    expect(budgetCell(1640, FIRST_TAP_BUDGET.resultsMs)).toBe('1640 ✗');
    expect(budgetCell(undefined)).toBe('–');
    expect(ratio(40, 320)).toBe('0.13×');
    expect(ratio(12, 300)).toBe('0.04×');
    expect(ratio(500, 250)).toBe('2.0×');
    expect(ratio(5, 0)).toBe('–');
  });
});

describe('the first tap against plain Docusaurus and the floor', () => {
  it('summarises runs as median and range', () => {
    expect(spread([89, 80, 128, 105, 95])).toEqual({
      median: 95,
      min: 80,
      max: 128,
      runs: 5,
    });
    expect(spread([])).toBeUndefined();
    expect(spreadCell(spread([89, 80, 128]))).toBe('89 (80–128)');
    expect(spreadCell(spread([42.6]))).toBe('43');
    expect(spreadCell(undefined)).toBe('–');
  });
  it('keeps the budget only faster than plain Docusaurus and within 1.5× of the floor', () => {
    const floor = spread([40, 44, 48]);
    const plain = spread([80, 90, 100]);
    expect(tapOverBudget(spread([50, 55, 60]), plain, floor)).toEqual([]);
    expect(tapOverBudget(spread([70, 75, 80]), plain, floor)).toEqual([
      'over 1.5× floor',
    ]);
    expect(tapOverBudget(spread([95, 105, 110]), plain, floor)).toEqual([
      'not faster than plain',
      'over 1.5× floor',
    ]);
    expect(tapOverBudget(undefined, plain, floor)).toEqual(['no answer']);
  });
});
