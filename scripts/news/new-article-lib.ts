/** Pure helpers of `news:new`, kept apart so they are unit-tested without touching files. */
import {NEWS_ID_MAX, NEWS_ID_MIN} from '../../src/plugins/news-guard/schema';

/** The id after the highest one in use (or the first id of the archive). */
export function nextFreeId(ids: readonly number[]): number {
  const next = ids.length === 0 ? NEWS_ID_MIN : Math.max(...ids) + 1;
  if (next > NEWS_ID_MAX) throw new Error(`No free id left below ${NEWS_ID_MAX}.`);
  return next;
}

/** `2025-09-21T07:17:00+03:30`: the moment in Tehran time (no daylight saving since 2022). */
export function tehranTimestamp(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+03:30`;
}
