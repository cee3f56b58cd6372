/**
 * The launch data agree with the newsroom fact sheet (market/FACTS.md) and with every exact price
 * a launch article quotes for the dollar, the Emami coin and 18-carat gold: a reader who opens the
 * article's price box sees the figure the article gives. The sheet's derivation rules made the
 * launch days' sample figures; days editors add later (`market:add` keeps an instrument's previous
 * close) are held to `market:check`'s rules only.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadMarket} from '../../src/plugins/market/load';
import {toLatinDigits} from '../../src/lib/format';
import {isLaunchMarketDay} from '../launchArchive';

const root = path.join(__dirname, '../..');
const {days} = loadMarket(root);
const closeOn = (date: string, key: string) =>
  days.find((d) => d.date === date)?.close[key];

const MONTHS: Record<string, string> = {Sep: '09', Aug: '08', Oct: '10'};
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('launch data and the fact sheet', () => {
  const sheet = readFileSync(path.join(root, 'market/FACTS.md'), 'utf8');
  const rows = [
    ...sheet.matchAll(
      /^\| (\d+) (Sep) \([A-Za-z]+\) \|[^|]+\| ([^|]+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|/gm,
    ),
  ];

  it('has a close for each day of the sheet equal to its dollar, Emami coin, 18k gold and ounce figures', () => {
    expect(rows).toHaveLength(8);
    for (const [, day, month, usd, emami, gold, ounce] of rows) {
      const date = `2025-${MONTHS[month]}-${day.padStart(2, '0')}`;
      expect(closeOn(date, 'usd'), `${date} usd`).toBe(
        number(usd.split('(')[0]),
      );
      expect(closeOn(date, 'emami-coin'), `${date} emami`).toBe(number(emami));
      expect(closeOn(date, 'gold-18k'), `${date} gold`).toBe(number(gold));
      // "weekend": the world market is shut and the previous close stands.
      const expectedOunce = /\d/.test(ounce)
        ? number(ounce.split('(')[0])
        : closeOn(
            days[days.findIndex((d) => d.date === date) - 1].date,
            'gold-ounce',
          );
      expect(closeOn(date, 'gold-ounce'), `${date} ounce`).toBe(expectedOunce);
    }
  });

  it("follows the sheet's derivation rules on every day (within rounding)", () => {
    const rules: Array<[string, string, number]> = [
      ['eur', 'usd', 1.175],
      ['gbp', 'usd', 1.345],
      ['aed', 'usd', 1 / 3.67],
      ['try', 'usd', 1 / 41.3],
      ['cny', 'usd', 1 / 7.12],
      ['bahar-azadi-coin', 'emami-coin', 0.935],
      ['half-coin', 'emami-coin', 0.515],
      ['quarter-coin', 'emami-coin', 0.285],
      ['gram-coin', 'emami-coin', 0.15],
      ['melted-gold-mithqal', 'gold-18k', 4.33],
    ];
    for (const day of days.filter((d) => isLaunchMarketDay(d.date))) {
      for (const [key, base, ratio] of rules) {
        const expected = day.close[base] * ratio;
        expect(
          Math.abs(day.close[key] - expected) / expected,
          `${day.date} ${key}`,
        ).toBeLessThan(0.005);
      }
      expect(day.close['usd-exchange-centre']).toBeLessThan(day.close.usd);
      expect(day.close['silver-ounce']).toBeGreaterThan(35);
      expect(day.close['silver-ounce']).toBeLessThan(45);
    }
    expect(closeOn('2025-09-21', 'usd-exchange-centre')).toBe(71800);
    expect(closeOn('2025-09-28', 'usd-exchange-centre')).toBe(73900);
  });
});

// Exact quotes only: «۱۰۱ هزار و ۳۵۰ تومان», «۹۷ میلیون و ۸۰۰ هزار تومان». Round figures
// («۱۰۳ هزار تومان») and hedged ones («حدود»، «بالای»…) are not prices of a day.
const AMOUNT = /([۰-۹]+) (هزار|میلیون) و ([۰-۹]+)( هزار)? تومان/g;
const HEDGES =
  /(حدود|حوالی|نزدیک|بالای|زیر|کانال|محدوده|مرز|بیش از|کمتر از)\s*$/;
/** Instrument names in the prose; the nearest one before a figure says what the figure prices. */
const NAMES: Array<[RegExp, string]> = [
  [/سکه(ٔ)? امامی/g, 'emami-coin'],
  [/طلای ۱۸ عیار|گرم ۱۸ عیار/g, 'gold-18k'],
  [/دلار(?! مرکز| توافقی| دیجیتال)/g, 'usd'],
  [
    /مرکز مبادله|توافقی|حواله|یورو|پوند|درهم|لیر|یوان|تتر|بیت‌کوین|بهار آزادی|نیم‌سکه|ربع‌سکه|سکه(ٔ)? گرمی|مثقال|آب‌شده|انس|حباب|ارزش|مس|نقره|اجرت|سکهٔ فیزیکی|گواهی/g,
    'other',
  ],
];
const RANGES: Record<string, [number, number]> = {
  usd: [90_000, 130_000],
  'emami-coin': [80_000_000, 130_000_000],
  'gold-18k': [7_000_000, 11_000_000],
};

function amountOf(match: RegExpMatchArray): number {
  const [, high, unit, low, thousand] = match;
  const a = Number(toLatinDigits(high));
  const b = Number(toLatinDigits(low));
  return unit === 'هزار'
    ? a * 1000 + b
    : a * 1_000_000 + b * (thousand ? 1000 : 1);
}

function quotes(
  text: string,
): Array<{key: string; value: number; context: string}> {
  const found = [];
  for (const match of text.matchAll(AMOUNT)) {
    const start = match.index!;
    const before = text.slice(Math.max(0, start - 60), start);
    if (HEDGES.test(before)) continue;
    // The instrument named last before the figure, in the same sentence.
    const sentence = before.split(/[.؛:!؟\n«»]/).pop()!;
    let best: {key: string; at: number} | undefined;
    for (const [pattern, key] of NAMES) {
      for (const m of sentence.matchAll(pattern)) {
        if (
          !best ||
          m.index! > best.at ||
          (m.index! === best.at && key !== 'other')
        ) {
          best = {key, at: m.index!};
        }
      }
    }
    if (!best || best.key === 'other') continue;
    const value = amountOf(match);
    const [min, max] = RANGES[best.key];
    if (value < min || value > max) continue;
    found.push({
      key: best.key,
      value,
      context: `${sentence}${match[0]}`.trim(),
    });
  }
  return found;
}

describe('articles quote the prices of the data', () => {
  const dir = path.join(root, 'news');
  const files = readdirSync(dir).filter(
    (f) =>
      /^\d{4}-\d{2}-\d{2}-\d+\.mdx?$/.test(f) &&
      isLaunchMarketDay(f.slice(0, 10)),
  );

  it("every exact dollar, Emami coin and 18k gold figure is the close of the article's day or a day before it", () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const file of files) {
      const date = file.slice(0, 10);
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const quote of quotes(text)) {
        checked++;
        const known = days
          .filter((d) => d.date <= date)
          .map((d) => d.close[quote.key]);
        if (!known.includes(quote.value)) {
          wrong.push(
            `${file}: ${quote.key} ${quote.value} («${quote.context}»)`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it("a headline or description figure is the close of the article's own day", () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const file of files) {
      const date = file.slice(0, 10);
      const frontMatter = readFileSync(path.join(dir, file), 'utf8').split(
        '\n---',
      )[0];
      const lines = frontMatter
        .split('\n')
        .filter((line) => /^(title|description):/.test(line));
      for (const quote of lines.flatMap((line) => quotes(line))) {
        checked++;
        // A headline may recall the week's start («از ۱۰۱ هزار و ۳۵۰ تومان … به …»); the last figure is the day's.
        if (
          quote.value !== closeOn(date, quote.key) &&
          !/ از $/.test(quote.context.split(/[۰-۹]+ (هزار|میلیون) و/)[0])
        ) {
          wrong.push(
            `${file}: ${quote.key} ${quote.value} («${quote.context}»)`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
