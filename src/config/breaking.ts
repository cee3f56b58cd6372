/**
 * How long a «فوری» (front matter `breaking: true`) story counts as fresh: until then it leads the
 * home page and the news list over the pinned story, and the breaking bar under the navbar links to
 * it. Measured from the story's `date` to the build: the first publish after this many hours takes
 * it off the pages it renders and out of the file the app draws the bar from (EDITORS.md,
 * "Scheduled rebuilds"; src/components/BreakingBar).
 */
export const BREAKING_FRESH_HOURS = 6;
