/**
 * Locale-aware formatting of dates and numbers, shared by the server render and the browser.
 *
 * Calendar conversion is ICU's (`Intl`), never hand-written arithmetic. Long dates are composed
 * from `formatToParts` rather than `format()`, because Node's ICU and the browser's order the
 * Persian parts differently ("۱۴۰۴ شهریور ۳۱, دوشنبه" in Node 20), which would make the
 * server-rendered text differ from the client's and break hydration.
 */
export type SiteLocale = 'fa' | 'en';

/** News dates follow Tehran time on both locales: an article posted at 00:30 belongs to that day. */
export const NEWS_TIME_ZONE = 'Asia/Tehran';

const INTL_LOCALE: Record<SiteLocale, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

export function toSiteLocale(locale: string): SiteLocale {
  return locale === 'en' ? 'en' : 'fa';
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: SiteLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {timeZone: NEWS_TIME_ZONE, ...options});
    cache.set(key, format);
  }
  return format;
}

function parts(date: Date | string, locale: SiteLocale, options: Intl.DateTimeFormatOptions) {
  const result: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormat(locale, options).formatToParts(new Date(date))) {
    result[part.type] = part.value;
  }
  return result;
}

/** «دوشنبه ۳۱ شهریور ۱۴۰۴» / "Monday, 22 September 2025". */
export function formatLongDate(date: Date | string, locale: SiteLocale): string {
  const p = parts(date, locale, {weekday: 'long', day: 'numeric', month: 'long', year: 'numeric'});
  return locale === 'fa'
    ? `${p.weekday} ${p.day} ${p.month} ${p.year}`
    : `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** «۳۱ شهریور ۱۴۰۴» / "22 Sep 2025": the form used in lists and cards. */
export function formatShortDate(date: Date | string, locale: SiteLocale): string {
  const p = parts(date, locale, {day: 'numeric', month: locale === 'fa' ? 'long' : 'short', year: 'numeric'});
  return `${p.day} ${p.month} ${p.year}`;
}

/** The calendar year of the locale, as a number: 1404 for 2025-09-22 on fa, 2025 on en. */
export function calendarYear(date: Date | string, locale: SiteLocale): number {
  const p = parts(date, locale === 'fa' ? 'fa' : 'en', {year: 'numeric'});
  return Number(toLatinDigits(p.year ?? ''));
}

const numberFormats: Record<SiteLocale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR'),
  en: new Intl.NumberFormat('en-US'),
};
const plainNumberFormats: Record<SiteLocale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR', {useGrouping: false}),
  en: new Intl.NumberFormat('en-US', {useGrouping: false}),
};

/** 1234 → «۱٬۲۳۴» / "1,234". */
export function formatNumber(value: number, locale: SiteLocale): string {
  return numberFormats[locale].format(value);
}

/** Years and page numbers: no grouping separator (۱۴۰۴, not ۱٬۴۰۴). */
export function formatInteger(value: number, locale: SiteLocale): string {
  return plainNumberFormats[locale].format(value);
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
export const META_SEPARATOR: Record<SiteLocale, string> = {fa: '، ', en: ' · '};

/** Whole minutes of reading, at least one: the theme reports fractional minutes. */
export function readingMinutes(readingTime: number): number {
  return Math.max(1, Math.ceil(readingTime));
}
