/**
 * Which story leads the home page and the first news list page: a fresh «فوری» story, else the
 * pinned one, else the newest. "Fresh" is measured at build time (the site is rebuilt on a
 * schedule), so the same rule gives the same lead on every page of one build.
 */

/** What the rule reads of a story, whatever shape the caller keeps it in. */
export interface LeadFacts {
  date: Date | string;
  breaking?: boolean;
  pinned?: boolean;
}

const HOUR = 3_600_000;

/** The newest breaking story dated within `freshHours` before `now` (none dated after it). */
export function freshBreaking<T>(
  stories: readonly T[],
  facts: (story: T) => LeadFacts,
  now: Date,
  freshHours: number,
): T | undefined {
  let best: {story: T; time: number} | undefined;
  for (const story of stories) {
    const {date, breaking} = facts(story);
    if (!breaking) continue;
    const time = new Date(date).getTime();
    const age = now.getTime() - time;
    if (age < 0 || age >= freshHours * HOUR) continue;
    if (!best || time > best.time) best = {story, time};
  }
  return best?.story;
}

/** The lead: a fresh breaking story over the pinned one, the pinned one over the newest. */
export function leadStory<T>(
  stories: readonly T[],
  facts: (story: T) => LeadFacts,
  now: Date,
  freshHours: number,
): T | undefined {
  const breaking = freshBreaking(stories, facts, now, freshHours);
  if (breaking) return breaking;
  const pinned = stories.find((story) => facts(story).pinned);
  if (pinned) return pinned;
  let newest: T | undefined;
  for (const story of stories) {
    if (
      !newest ||
      new Date(facts(story).date).getTime() >
        new Date(facts(newest).date).getTime()
    ) {
      newest = story;
    }
  }
  return newest;
}
