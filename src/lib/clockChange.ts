/**
 * When the clock alone changes the site. A build renders its content as of "now" (the build's
 * time, src/lib/schedule.ts) in three ways, and only these: a scheduled story comes out at its
 * time (`isScheduled`), a «فوری» story leads the news and fills the breaking bar for
 * `freshHours` after its time (src/lib/leadStory.ts), and the header shows the Tehran day a page
 * was rendered on. So from `now` until the first of those moments, a build of the same content
 * and code writes the same site, and a publish with nothing else changed has nothing to write
 * (scripts/publish.ts). A new clock rule must be added here, or such a publish would miss it.
 */
import {TEHRAN_OFFSET, tehranDay} from './tehranTime';

/** What the clock rules read of a story: its time and whether it is marked «فوری». */
export interface ClockFacts {
  date: Date | string;
  breaking?: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The start of the Tehran day after the one `now` falls on. */
export function nextTehranDay(now: Date): Date {
  return new Date(
    new Date(`${tehranDay(now)}T00:00:00${TEHRAN_OFFSET}`).getTime() + DAY,
  );
}

/**
 * The first moment after `now` at which a build of `stories` (every story of a locale, scheduled
 * ones included) would write another site: a story's time, the end of a «فوری» story's freshness,
 * or the next Tehran day, whichever comes first.
 */
export function nextClockChange(
  stories: readonly ClockFacts[],
  now: Date,
  freshHours: number,
): Date {
  const at = now.getTime();
  let next = nextTehranDay(now).getTime();
  const consider = (time: number) => {
    if (time > at && time < next) next = time;
  };
  for (const {date, breaking} of stories) {
    const time = new Date(date).getTime();
    consider(time);
    if (breaking) consider(time + freshHours * HOUR);
  }
  return new Date(next);
}
