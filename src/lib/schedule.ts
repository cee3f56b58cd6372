/**
 * Scheduled articles: an article whose `date` is still in the future is left out of a production
 * build until then (src/plugins/news-blog), and `news:check` lists it with its time. A deployment
 * publishes it by building again after that time (docs/deploying.md and EDITORS.md: a scheduled rebuild).
 */
import {formatLongDate, toPersianDigits} from './format';
import {toTehranIso} from './tehranTime';

/**
 * Fixes "now" for a build or a check (ISO 8601 with offset, e.g. 2026-01-01T00:00:00+03:30):
 * `scripts/build.ts` sets it once, so every locale's process leaves out the same articles, and
 * tests set it to a known moment.
 */
export const NOW_ENV = 'NERKHNAMA_NOW';

export function buildNow(
  env: Record<string, string | undefined> = process.env,
): Date {
  const value = env[NOW_ENV];
  if (value === undefined || value === '') return new Date();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new Error(
      `${NOW_ENV}="${value}" is not a date: write it as 2026-01-01T00:00:00+03:30.`,
    );
  }
  return date;
}

/** Whether an article dated `date` waits for a later build at `now`. */
export const isScheduled = (date: Date | string, now: Date): boolean =>
  new Date(date).getTime() > now.getTime();

/** «پنجشنبه ۱۱ شهریور ۱۴۰۶، ساعت ۰۹:۰۰ (Thursday, 2 September 2027, 09:00 Tehran time)». */
export function describeTehranTime(date: Date | string): string {
  const time = toTehranIso(date).slice(11, 16);
  return `${formatLongDate(date, 'fa')}، ساعت ${toPersianDigits(time)} (${formatLongDate(date, 'en')}, ${time} Tehran time)`;
}
