/**
 * The launch archive: the articles and market days the site opened with, up to launch day (Tehran
 * time). They were written to rules of their own (a fact sheet's figures, headings in every
 * article, no sentence repeated across articles); the tests check those rules on these files only,
 * so a story an editor publishes afterwards is held to what `news:check` and `market:check` ask.
 */
const LAUNCH_DAY = '2025-09-28';

const LAUNCH_DAY_END = Date.parse(`${LAUNCH_DAY}T23:59:59+03:30`);

/** Whether an article dated `date` (ISO with offset) was published by launch day. */
export const inLaunchArchive = (date: string): boolean =>
  Date.parse(date) <= LAUNCH_DAY_END;

/** Whether a market day (`YYYY-MM-DD`, Tehran) is one of the launch data's days. */
export const isLaunchMarketDay = (day: string): boolean => day <= LAUNCH_DAY;
