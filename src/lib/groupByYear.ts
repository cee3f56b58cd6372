import {calendarYear, type SiteLocale} from './format';

/**
 * Groups dated items by the year of the locale's calendar, newest year first, keeping the items'
 * order within a year. The Persian year starts on 20/21 March, so March items can split.
 */
export function groupByCalendarYear<T extends {date: string | Date}>(items: readonly T[], locale: SiteLocale): Array<[number, T[]]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const year = calendarYear(item.date, locale);
    const group = groups.get(year);
    if (group) group.push(item);
    else groups.set(year, [item]);
  }
  return [...groups].sort((a, b) => b[0] - a[0]);
}
