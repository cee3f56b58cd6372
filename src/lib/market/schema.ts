/**
 * The market data editors commit in `market/`: the instruments file and one file of closing prices
 * per trading day. Pure checks (no file system), so the build, `npm run market:check` and the unit
 * tests apply the same rules; problems read like the news guard's (`file › field: problem. Fix: …`).
 */
import type {Problem} from '../../plugins/news-guard/schema';
import {closest} from '../../plugins/news-guard/schema';
import type {Localized} from '../../config/locales';
import {toTehranIso} from '../tehranTime';

export type {Problem};

const MARKET_GROUPS = ['currency', 'gold', 'metal', 'crypto'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];
const MARKET_UNITS = ['toman', 'usd'] as const;
export type MarketUnit = (typeof MARKET_UNITS)[number];

export interface Instrument {
  key: string;
  fa: string;
  en: string;
  unit: MarketUnit;
  group: MarketGroup;
  /** Decimal places of a price (0 for toman prices). */
  decimals: number;
  /** Key of the news tag whose articles show this instrument's price box. */
  tag: string;
  /** Short names in the strip under the navbar, for its five prices only. */
  strip?: Localized;
}

export interface MarketDay {
  /** Tehran calendar day, YYYY-MM-DD (the file name). */
  date: string;
  /** When the closing prices were taken: ISO 8601 with its offset, as written. */
  time: string;
  close: Record<string, number>;
}

const INSTRUMENT_KEY_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const DAY_FILE_PATTERN = /^(\d{4}-\d{2}-\d{2})\.yml$/;
const TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
const MAX_DECIMALS = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Validates the parsed instruments file: a mapping from key to its fields, in display order. */
export function checkInstruments(
  data: unknown,
  context: {file: string; tagKeys: ReadonlySet<string>},
): {instruments: Instrument[]; problems: Problem[]} {
  const {file, tagKeys} = context;
  const problems: Problem[] = [];
  const instruments: Instrument[] = [];
  if (!isRecord(data) || Object.keys(data).length === 0) {
    problems.push({
      file,
      field: 'instruments',
      message: 'is not a list of instruments',
      fix: 'write one `key:` block per instrument with fa, en, unit, group, decimals and tag',
    });
    return {instruments, problems};
  }
  for (const [key, raw] of Object.entries(data)) {
    const field = (name: string) => `${key}.${name}`;
    if (!INSTRUMENT_KEY_PATTERN.test(key)) {
      problems.push({
        file,
        field: key,
        message: 'is not a valid instrument key',
        fix: 'use lower-case Latin letters, digits and hyphens, e.g. `gold-18k`',
      });
      continue;
    }
    if (!isRecord(raw)) {
      problems.push({
        file,
        field: key,
        message: 'has no fields',
        fix: 'give it fa, en, unit, group, decimals and tag',
      });
      continue;
    }
    const before = problems.length;
    for (const name of ['fa', 'en'] as const) {
      if (!nonEmptyText(raw[name])) {
        problems.push({
          file,
          field: field(name),
          message: 'is missing',
          fix: `write the ${name === 'fa' ? 'Persian' : 'English'} name`,
        });
      }
    }
    if (!MARKET_UNITS.includes(raw.unit as MarketUnit)) {
      problems.push({
        file,
        field: field('unit'),
        message: `is ${JSON.stringify(raw.unit)}`,
        fix: `use one of ${MARKET_UNITS.join(', ')}`,
      });
    }
    if (!MARKET_GROUPS.includes(raw.group as MarketGroup)) {
      problems.push({
        file,
        field: field('group'),
        message: `is ${JSON.stringify(raw.group)}`,
        fix: `use one of ${MARKET_GROUPS.join(', ')}`,
      });
    }
    if (
      !Number.isInteger(raw.decimals) ||
      (raw.decimals as number) < 0 ||
      (raw.decimals as number) > MAX_DECIMALS
    ) {
      problems.push({
        file,
        field: field('decimals'),
        message: `is ${JSON.stringify(raw.decimals)}`,
        fix: `write a whole number from 0 to ${MAX_DECIMALS}`,
      });
    }
    if (!nonEmptyText(raw.tag) || !tagKeys.has(raw.tag)) {
      const near =
        typeof raw.tag === 'string' ? closest(raw.tag, tagKeys) : undefined;
      problems.push({
        file,
        field: field('tag'),
        message:
          raw.tag === undefined
            ? 'is missing'
            : `"${String(raw.tag)}" is not a news tag`,
        fix: near
          ? `did you mean "${near}"? Tags are declared in news/tags.yml`
          : 'use a key declared in news/tags.yml',
      });
    }
    const strip = raw.strip;
    if (
      strip !== undefined &&
      !(isRecord(strip) && nonEmptyText(strip.fa) && nonEmptyText(strip.en))
    ) {
      problems.push({
        file,
        field: field('strip'),
        message: `is ${JSON.stringify(strip)}`,
        fix: 'give the short names of the strip as `strip: {fa: دلار, en: Dollar}`, or leave it out',
      });
    }
    if (problems.length > before) continue;
    instruments.push({
      key,
      fa: (raw.fa as string).trim(),
      en: (raw.en as string).trim(),
      unit: raw.unit as MarketUnit,
      group: raw.group as MarketGroup,
      decimals: raw.decimals as number,
      tag: raw.tag as string,
      ...(isRecord(strip) && {
        strip: {fa: String(strip.fa).trim(), en: String(strip.en).trim()},
      }),
    });
  }
  return {instruments, problems};
}

/** Decimal places a number is written with (1.25 → 2). */
function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e')) return MAX_DECIMALS + 1;
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Validates one day file (`days/2025-09-28.yml`, already parsed) against the instruments. */
export function checkDay(
  file: string,
  name: string,
  data: unknown,
  instruments: readonly Instrument[],
): {day?: MarketDay; problems: Problem[]} {
  const problems: Problem[] = [];
  const match = DAY_FILE_PATTERN.exec(name);
  if (!match) {
    return {
      problems: [
        {
          file,
          field: 'file name',
          message: 'is not a day',
          fix: 'name the file after its Tehran day, e.g. 2025-09-28.yml',
        },
      ],
    };
  }
  const date = match[1];
  if (!isRecord(data)) {
    return {
      problems: [
        {
          file,
          field: 'file',
          message: 'is not a list of `field: value` lines',
          fix: 'write `time:` and a `close:` block',
        },
      ],
    };
  }
  const time = data.time;
  if (typeof time !== 'string' || !TIME_PATTERN.test(time)) {
    const withoutOffset =
      typeof time === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(time);
    problems.push({
      file,
      field: 'time',
      message:
        time === undefined
          ? 'is missing'
          : withoutOffset
            ? `"${time}" has no offset`
            : `"${String(time)}" is not a time`,
      fix: `write the time of the closing prices with Tehran's offset, e.g. ${date}T17:30:00+03:30`,
    });
  } else if (Number.isNaN(new Date(time).getTime())) {
    problems.push({
      file,
      field: 'time',
      message: `"${time}" is not a real time`,
      fix: 'check the month, day and hour',
    });
  } else if (toTehranIso(time).slice(0, 10) !== date) {
    problems.push({
      file,
      field: 'time',
      message: `is on ${toTehranIso(time).slice(0, 10)} in Tehran, not on the file's day ${date}`,
      fix: 'give the day its own file, or correct the time',
    });
  }
  const close = data.close;
  const known = new Map(instruments.map((i) => [i.key, i]));
  const prices: Record<string, number> = {};
  if (!isRecord(close)) {
    problems.push({
      file,
      field: 'close',
      message: 'is missing',
      fix: 'add a `close:` block with one `key: price` line per instrument',
    });
  } else {
    for (const [key, value] of Object.entries(close)) {
      const instrument = known.get(key);
      if (!instrument) {
        const near = closest(key, known.keys());
        problems.push({
          file,
          field: `close.${key}`,
          message: 'is not an instrument',
          fix: near
            ? `did you mean "${near}"? Instruments are declared in market/instruments.yml`
            : 'add it to market/instruments.yml or remove the line',
        });
        continue;
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        problems.push({
          file,
          field: `close.${key}`,
          message: `${JSON.stringify(value)} is not a number`,
          fix: 'write the price in Latin digits without separators, e.g. 112400',
        });
      } else if (value <= 0) {
        problems.push({
          file,
          field: `close.${key}`,
          message: `${value} is not a positive price`,
          fix: 'write the closing price, which is more than zero',
        });
      } else if (decimalPlaces(value) > instrument.decimals) {
        problems.push({
          file,
          field: `close.${key}`,
          message: `${value} has more than ${instrument.decimals} decimal place(s)`,
          fix: `round it to ${instrument.decimals} decimal place(s), or change its decimals in market/instruments.yml`,
        });
      } else {
        prices[key] = value;
      }
    }
    for (const instrument of instruments) {
      if (!(instrument.key in close)) {
        problems.push({
          file,
          field: `close.${instrument.key}`,
          message: 'is missing',
          fix: 'add its closing price (repeat the previous close if its market was shut)',
        });
      }
    }
  }
  if (problems.length > 0) return {problems};
  return {day: {date, time: time as string, close: prices}, problems};
}

/** Checks the days together: at least one, and each later than the one before. */
export function checkDaySequence(
  days: ReadonlyArray<{file: string; day: MarketDay}>,
): Problem[] {
  const problems: Problem[] = [];
  const sorted = [...days].sort((a, b) => a.day.date.localeCompare(b.day.date));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (current.day.date === previous.day.date) {
      problems.push({
        file: current.file,
        field: 'file name',
        message: `repeats the day of ${previous.file}`,
        fix: 'keep one file per day',
      });
    } else if (
      new Date(current.day.time).getTime() <=
      new Date(previous.day.time).getTime()
    ) {
      problems.push({
        file: current.file,
        field: 'time',
        message: `is not later than ${previous.file}'s (${previous.day.time})`,
        fix: 'each day closes after the day before it',
      });
    }
  }
  return problems;
}
