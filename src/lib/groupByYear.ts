/**
 * Groups dated items by year, newest year first, keeping the items' order within a year. `yearOf`
 * gives the year in the locale's calendar: the Persian year starts on 20/21 March, so March items
 * can split.
 */
export function groupByCalendarYear<T extends {date: string | Date}>(
  items: readonly T[],
  yearOf: (date: string | Date) => number,
): Array<[number, T[]]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const year = yearOf(item.date);
    const group = groups.get(year);
    if (group) group.push(item);
    else groups.set(year, [item]);
  }
  return [...groups].sort((a, b) => b[0] - a[0]);
}
