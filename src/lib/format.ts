/**
 * Locale-aware formatting of dates and numbers, shared by the server render and the browser.
 *
 * Calendar conversion is ICU's (`Intl`), never hand-written arithmetic. Long dates are composed
 * from `formatToParts` rather than `format()`, because Node's ICU and the browser's order the
 * Persian parts differently ("۱۴۰۴ شهریور ۳۱, دوشنبه" in Node 20), which would make the
 * server-rendered text differ from the client's and break hydration.
 *
 * The browser's first `Intl` call initialises ICU: a long main-thread task on a phone, which
 * Lighthouse counts as blocking time (docs/performance.md has the figures). So nothing here calls
 * `Intl` while a page boots: numbers are written digit by digit, dates the server already printed
 * are read back from the page (`seedDateTexts`), and calendar years come from a table of year
 * starts that ICU computed at build time (`yearOfDate`). `Intl` still does every conversion.
 */
import type {Locale} from '../config/locales';
import {NEWS_TIME_ZONE} from './tehranTime';

const INTL_LOCALE: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

/** The Persian header's second date: the Gregorian calendar, in Persian words and digits. */
const GREGORIAN_IN_PERSIAN = 'fa-IR-u-ca-gregory-nu-arabext';

/** Formatters made once each (one costs more than the dates it formats), by Intl locale and options. */
const cache = new Map<string, Intl.DateTimeFormat>();
function intlFormat(
  intlLocale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = intlLocale + JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      timeZone: NEWS_TIME_ZONE,
      ...options,
    });
    cache.set(key, format);
  }
  return format;
}
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  intlFormat(INTL_LOCALE[locale], options);

function parts(
  date: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
) {
  const result: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormat(locale, options).formatToParts(
    new Date(date),
  )) {
    result[part.type] = part.value;
  }
  return result;
}

export type DateVariant = 'long' | 'short';

/**
 * Date texts the server rendered into this page, keyed by variant and ISO date. Hydration reads
 * them instead of formatting again (which would initialise ICU); client-side navigations to other
 * pages format with `Intl` as usual.
 */
const seededDateTexts = new Map<string, string>();
const seedKey = (variant: DateVariant, iso: string) => `${variant}|${iso}`;

/** Remembers the texts of `<time data-date-variant>` elements printed by the server render. */
export function seedDateTexts(
  entries: Iterable<{variant: DateVariant; iso: string; text: string}>,
): void {
  for (const {variant, iso, text} of entries) {
    seededDateTexts.set(seedKey(variant, iso), text);
  }
}

/** «دوشنبه ۳۱ شهریور ۱۴۰۴» / "Monday, 22 September 2025". */
export function formatLongDate(date: Date | string, locale: Locale): string {
  const seeded =
    typeof date === 'string'
      ? seededDateTexts.get(seedKey('long', date))
      : undefined;
  if (seeded !== undefined) return seeded;
  const p = parts(date, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return locale === 'fa'
    ? `${p.weekday} ${p.day} ${p.month} ${p.year}`
    : `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** «۳۱ شهریور ۱۴۰۴» / "22 Sep 2025": the form used in lists and cards. */
export function formatShortDate(date: Date | string, locale: Locale): string {
  const seeded =
    typeof date === 'string'
      ? seededDateTexts.get(seedKey('short', date))
      : undefined;
  if (seeded !== undefined) return seeded;
  const p = parts(date, locale, {
    day: 'numeric',
    month: locale === 'fa' ? 'long' : 'short',
    year: 'numeric',
  });
  return `${p.day} ${p.month} ${p.year}`;
}

/** «۶ مهر» / "28 Sep": day and month, for chart axes. */
export function formatDayMonth(date: Date | string, locale: Locale): string {
  const p = parts(date, locale, {
    day: 'numeric',
    month: locale === 'fa' ? 'long' : 'short',
  });
  return `${p.day} ${p.month}`;
}

/** A 24-hour clock time ("22:54", see tehranClockTime) in the locale's digits: «۲۲:۵۴» / "22:54". */
export function formatClockTime(hhmm: string, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(hhmm) : hhmm;
}

/** The calendar year of the locale, as a number: 1404 for 2025-09-22 on fa, 2025 on en. */
export function calendarYear(date: Date | string, locale: Locale): number {
  const p = parts(date, locale === 'fa' ? 'fa' : 'en', {year: 'numeric'});
  return Number(toLatinDigits(p.year ?? ''));
}

/** When each calendar year begins (Tehran midnight), as [year, epoch ms], oldest first. */
export type YearStarts = ReadonlyArray<
  readonly [year: number, startMs: number]
>;

/**
 * Computes with ICU the first instant of each year of the locale's calendar that begins between
 * `from` and `to` (to the second: Nowruz falls at Tehran midnight, and Tehran changed offset in
 * the past). Run at build time; the browser gets the table.
 */
export function computeYearStarts(
  locale: Locale,
  from: Date,
  to: Date,
): Array<[number, number]> {
  const starts: Array<[number, number]> = [];
  const DAY = 86_400_000;
  let previousYear = calendarYear(from, locale);
  for (let t = from.getTime() + DAY; t <= to.getTime(); t += DAY) {
    const year = calendarYear(new Date(t), locale);
    if (year === previousYear) continue;
    // The year changed within the last day: narrow down to the second.
    let lo = t - DAY;
    let hi = t;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (calendarYear(new Date(mid), locale) === year) hi = mid;
      else lo = mid;
    }
    starts.push([year, hi]);
    previousYear = year;
  }
  return starts;
}

/** The calendar year of `date` from a table of year starts; `undefined` outside the table. */
export function yearOfDate(
  date: Date | string,
  starts: YearStarts,
): number | undefined {
  const t = new Date(date).getTime();
  if (starts.length === 0 || t < starts[0][1]) return undefined;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (starts[mid][1] <= t) lo = mid;
    else hi = mid - 1;
  }
  // Past the last start the year is only known if the table runs beyond it.
  return lo === starts.length - 1 ? undefined : starts[lo][0];
}

const GROUP_SEPARATOR: Record<Locale, string> = {fa: '٬', en: ','};

/** Writes a whole number in the locale's digits without `Intl` (see the note at the top). */
function writeInteger(
  value: number,
  locale: Locale,
  grouping: boolean,
): string {
  let digits = String(Math.abs(value));
  if (grouping) {
    digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
  }
  if (locale === 'fa') digits = toPersianDigits(digits);
  // Intl writes a minus sign before Persian digits as U+2212 preceded by a left-to-right mark.
  return value < 0 ? (locale === 'fa' ? '\u200e\u2212' : '-') + digits : digits;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatWithIntl(
  value: number,
  locale: Locale,
  grouping: boolean,
): string {
  const key = `${locale}:${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** 1234 → «۱٬۲۳۴» / "1,234". */
export function formatNumber(value: number, locale: Locale): string {
  return Number.isSafeInteger(value)
    ? writeInteger(value, locale, true)
    : formatWithIntl(value, locale, true);
}

const DECIMAL_SEPARATOR: Record<Locale, string> = {fa: '٫', en: '.'};

/**
 * A price with a fixed number of decimals, grouped: 3790.5 with 2 → «۳٬۷۹۰٫۵۰» / "3,790.50".
 * Written without `Intl`, like `formatNumber`.
 */
export function formatDecimal(
  value: number,
  decimals: number,
  locale: Locale,
): string {
  const [whole, fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
  let text = writeInteger(Number(whole), locale, true);
  if (fraction) {
    text +=
      DECIMAL_SEPARATOR[locale] +
      (locale === 'fa' ? toPersianDigits(fraction) : fraction);
  }
  return value < 0 && Number(whole + fraction) !== 0
    ? (locale === 'fa' ? '\u200e\u2212' : '-') + text
    : text;
}

/**
 * A change with its sign, always: «‎+۲٬۶۰۰» / "+2,600", «‎−۵۰۰» / "-500"; zero has none. The
 * left-to-right mark keeps the sign before the digits inside right-to-left text, as `Intl` does.
 */
export function formatSigned(
  value: number,
  decimals: number,
  locale: Locale,
): string {
  const text = formatDecimal(Math.abs(value), decimals, locale);
  if (value === 0 || Number(Math.abs(value).toFixed(decimals)) === 0) {
    return text;
  }
  if (locale === 'fa') return `\u200e${value > 0 ? '+' : '\u2212'}${text}`;
  return `${value > 0 ? '+' : '-'}${text}`;
}

/** A signed percentage with two decimals: «‎+۲٫۳۷٪» / "+2.37%". */
export function formatPercent(value: number, locale: Locale): string {
  return `${formatSigned(value, 2, locale)}${locale === 'fa' ? '٪' : '%'}`;
}

/** Years and page numbers: no grouping separator (۱۴۰۴, not ۱٬۴۰۴). */
export function formatInteger(value: number, locale: Locale): string {
  return Number.isSafeInteger(value)
    ? writeInteger(value, locale, false)
    : formatWithIntl(value, locale, false);
}

/** Latin digits to Persian (۰–۹). */
export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) =>
    String.fromCharCode(0x06f0 + d.charCodeAt(0) - 48),
  );
}

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits to Latin. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Separator between a date and the reading time. Not a middle dot on fa: beside Persian digits
 * «·» reads as the Persian zero «۰» («۱۴۰۴ · ۲» looks like «۱۴۰۴۰۲»); the Persian comma reads naturally.
 */
export const META_SEPARATOR: Record<Locale, string> = {fa: '، ', en: ' · '};

/** Between a date and its time: «۳۱ شهریور ۱۴۰۴، ۲۲:۵۴» / "22 Sep 2025, 22:54". */
export const DATE_TIME_SEPARATOR: Record<Locale, string> = {fa: '، ', en: ', '};

/** Whole minutes of reading, at least one: the theme reports fractional minutes. */
export function readingMinutes(readingTime: number): number {
  return Math.max(1, Math.ceil(readingTime));
}

/**
 * Today in the header, in the reader's calendar: «پنجشنبه ۶ آذر ۱۴۰۵ / ۲۶ نوامبر ۲۰۲۶» (Jalali, then
 * Gregorian, as Persian news sites print it) / "Thursday, 26 November 2026". Tehran's day.
 */
export function formatHeaderDate(date: Date | string, locale: Locale): string {
  const long = formatLongDate(new Date(date), locale);
  if (locale !== 'fa') return long;
  const gregorian = intlFormat(GREGORIAN_IN_PERSIAN, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${long} / ${gregorian.format(new Date(date))}`;
}

const headerDays = new Map<string, string>();
/**
 * The header's date for a Tehran day (YYYY-MM-DD), read at noon in Tehran: that calendar day
 * whatever the offset. Kept by day: the server prints the same day on every page it renders.
 */
export function formatHeaderDay(day: string, locale: Locale): string {
  const key = `${locale}|${day}`;
  let text = headerDays.get(key);
  if (text === undefined) {
    text = formatHeaderDate(`${day}T12:00:00+03:30`, locale);
    headerDays.set(key, text);
  }
  return text;
}
