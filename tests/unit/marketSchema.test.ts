import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  loadMarket,
  MarketValidationError,
  readMarket,
} from '../../src/plugins/market/load';
import {
  checkDay,
  checkDaySequence,
  checkInstruments,
} from '../../src/lib/market/schema';
import {formatProblems} from '../../src/plugins/news-guard/validate';

const fixture = (name: string) =>
  path.join(__dirname, '../fixtures/market', name);

describe('market data checker on fixtures', () => {
  it('accepts a valid folder: instruments in file order, days oldest first, times as written', () => {
    const {data, problems} = readMarket(fixture('good'));
    expect(problems).toEqual([]);
    expect(
      data.instruments.map((i) => [
        i.key,
        i.unit,
        i.group,
        i.decimals,
        i.tag,
        i.strip,
      ]),
    ).toEqual([
      ['usd', 'toman', 'currency', 0, 'dollar', {fa: 'دلار', en: 'Dollar'}],
      ['gold-ounce', 'usd', 'gold', 2, 'gold-ounce', undefined],
    ]);
    expect(data.days).toEqual([
      {
        date: '2025-09-27',
        time: '2025-09-27T17:30:00+03:30',
        close: {usd: 109800, 'gold-ounce': 3759.5},
      },
      {
        date: '2025-09-28',
        time: '2025-09-28T17:30:00+03:30',
        close: {usd: 112400, 'gold-ounce': 3790.25},
      },
    ]);
  });

  it('lists every problem of a bad folder as file › field: problem. Fix: …', () => {
    const lines = formatProblems(readMarket(fixture('bad')).problems).split(
      '\n',
    );
    const expected = [
      'market/instruments.yml › Euro: is not a valid instrument key. Fix: use lower-case Latin letters, digits and hyphens, e.g. `gold-18k`.',
      'market/instruments.yml › silver.unit: is "rial". Fix: use one of toman, usd.',
      'market/instruments.yml › silver.group: is "metals". Fix: use one of currency, gold, metal, crypto.',
      'market/instruments.yml › silver.decimals: is -1. Fix: write a whole number from 0 to 8.',
      'market/instruments.yml › silver.tag: "dolar" is not a news tag. Fix: did you mean "dollar"? Tags are declared in news/tags.yml.',
      'market/days/2025-09-24.yml › close.gold-ounce: -3736 is not a positive price. Fix: write the closing price, which is more than zero.',
      'market/days/2025-09-26.yml › close.usd: "106,200" is not a number. Fix: write the price in Latin digits without separators, e.g. 112400.',
      'market/days/2025-09-26.yml › close.gold-ounce: 0 is not a positive price. Fix: write the closing price, which is more than zero.',
      'market/days/2025-09-26.yml › close.eur: is not an instrument. Fix: add it to market/instruments.yml or remove the line.',
      'market/days/2025-09-27.yml › time: "2025-09-27T17:30:00" has no offset. Fix: write the time of the closing prices with Tehran\'s offset, e.g. 2025-09-27T17:30:00+03:30.',
      'market/days/2025-09-27.yml › close.gold-ounce: 3759.125 has more than 2 decimal place(s). Fix: round it to 2 decimal place(s), or change its decimals in market/instruments.yml.',
      "market/days/2025-09-28.yml › time: is on 2025-09-27 in Tehran, not on the file's day 2025-09-28. Fix: give the day its own file, or correct the time.",
      'market/days/2025-09-28.yml › close.gold-ounce: is missing. Fix: add its closing price (repeat the previous close if its market was shut).',
      'market/days/29-09-2025.yml › file name: is not a day. Fix: name the file after its Tehran day, e.g. 2025-09-28.yml.',
    ];
    expect(lines).toEqual(expected);
  });

  it('stops the build with every problem listed', () => {
    expect(() => loadMarket(fixture('bad'))).toThrow(MarketValidationError);
    expect(() => loadMarket(fixture('bad'))).toThrow(
      /14 problem\(s\); nothing was built[\s\S]*npm run market:check/,
    );
    expect(loadMarket(fixture('good')).days).toHaveLength(2);
  });

  it('accepts the committed launch data', () => {
    const {data, problems} = readMarket(path.join(__dirname, '../..'));
    expect(formatProblems(problems)).toBe('');
    expect(data.instruments.length).toBeGreaterThanOrEqual(16);
    expect(new Set(data.instruments.map((i) => i.group))).toEqual(
      new Set(['currency', 'gold', 'metal', 'crypto']),
    );
    expect(data.instruments.filter((i) => i.strip).map((i) => i.key)).toEqual([
      'usd',
      'eur',
      'gold-18k',
      'emami-coin',
      'gold-ounce',
    ]);
  });
});

describe('market schema rules', () => {
  const instruments = checkInstruments(
    {
      usd: {
        fa: 'دلار',
        en: 'Dollar',
        unit: 'toman',
        group: 'currency',
        decimals: 0,
        tag: 'dollar',
      },
    },
    {file: 'i.yml', tagKeys: new Set(['dollar'])},
  ).instruments;

  it('rejects a time without an offset, or one that is not a time', () => {
    for (const time of ['2025-09-28T17:30', '2025-09-28 17:30', 'yesterday']) {
      const {problems} = checkDay(
        'd.yml',
        '2025-09-28.yml',
        {time, close: {usd: 1}},
        instruments,
      );
      expect(problems.map((p) => p.field)).toEqual(['time']);
    }
    expect(
      checkDay(
        'd.yml',
        '2025-09-28.yml',
        {time: '2025-09-28T17:30Z', close: {usd: 1}},
        instruments,
      ).problems,
    ).toEqual([]);
  });

  it('checks the time against the Tehran day: 23:00 UTC is already the next day in Tehran', () => {
    expect(
      checkDay(
        'd.yml',
        '2025-09-28.yml',
        {time: '2025-09-27T23:00:00Z', close: {usd: 1}},
        instruments,
      ).problems,
    ).toEqual([]);
    expect(
      checkDay(
        'd.yml',
        '2025-09-27.yml',
        {time: '2025-09-27T23:00:00Z', close: {usd: 1}},
        instruments,
      ).problems[0].message,
    ).toMatch(/is on 2025-09-28 in Tehran/);
  });

  it('rejects non-numeric, infinite and non-positive prices', () => {
    for (const price of ['112400', '۱۱۲۴۰۰', null, -5, 0, Infinity]) {
      const {problems, day} = checkDay(
        'd.yml',
        '2025-09-28.yml',
        {time: '2025-09-28T17:30:00+03:30', close: {usd: price}},
        instruments,
      );
      expect(day).toBeUndefined();
      expect(problems).toHaveLength(1);
    }
  });

  it('reports duplicate and out-of-order days', () => {
    const day = (date: string, time: string) => ({
      file: `${date}.yml`,
      day: {date, time, close: {}},
    });
    const problems = checkDaySequence([
      day('2025-09-27', '2025-09-27T17:30:00+03:30'),
      day('2025-09-27', '2025-09-27T18:00:00+03:30'),
      day('2025-09-28', '2025-09-27T10:00:00+03:30'),
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'repeats the day of 2025-09-27.yml',
      "is not later than 2025-09-27.yml's (2025-09-27T18:00:00+03:30)",
    ]);
  });

  it('rejects an empty or malformed instruments file', () => {
    expect(
      checkInstruments(null, {file: 'i.yml', tagKeys: new Set()}).problems[0]
        .field,
    ).toBe('instruments');
    const {problems} = checkInstruments(
      {
        usd: {
          fa: '',
          en: 'Dollar',
          unit: 'toman',
          group: 'currency',
          decimals: 0.5,
          tag: 'dollar',
          strip: true,
        },
      },
      {file: 'i.yml', tagKeys: new Set(['dollar'])},
    );
    expect(problems.map((p) => p.field)).toEqual([
      'usd.fa',
      'usd.decimals',
      'usd.strip',
    ]);
  });
});
