/**
 * Tehran time, the one clock of the news on both locales: an article posted at 00:30 Tehran time
 * belongs to that day in its file name, its dates, its feeds and its structured data.
 */

/** The news time zone (IANA). */
export const NEWS_TIME_ZONE = 'Asia/Tehran';

/** The offset of a date in the news time zone, e.g. "+03:30" (Iran has kept +03:30 all year since 2022). */
export function tehranOffset(date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: NEWS_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value; // "GMT+03:30", or "GMT" at zero
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/**
 * Iran's last clock change: 2022-09-21 24:00 (+04:30) back to +03:30, kept all year since. From then
 * on the offset is fixed, so the common case needs no `Intl` (whose first use in a browser costs
 * a long task; see src/lib/format.ts); older dates still ask ICU.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(2022, 8, 21, 19, 30);
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
/** The offset of every Tehran time since then: what a Tehran wall-clock time written today carries. */
export const TEHRAN_OFFSET = '+03:30';

/** ISO 8601 in Tehran local time with its offset, e.g. 2025-09-21T07:17:00+03:30. */
export function toTehranIso(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a date: ${String(value)}`);
  }
  if (date.getTime() >= FIXED_OFFSET_SINCE_MS) {
    return `${new Date(Math.floor(date.getTime() / 1000) * 1000 + TEHRAN_OFFSET_MS).toISOString().slice(0, 19)}${TEHRAN_OFFSET}`;
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: NEWS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${tehranOffset(date)}`;
}

/** "22:54": the Tehran wall-clock time of an instant, 24-hour (no `Intl` since 2022, see toTehranIso). */
export function tehranClockTime(value: Date | string): string {
  return toTehranIso(value).slice(11, 16);
}

/** The Tehran calendar day (YYYY-MM-DD) of a moment: the day an article's file name carries. */
export function tehranDay(value: Date | string): string {
  return toTehranIso(value).slice(0, 10);
}
