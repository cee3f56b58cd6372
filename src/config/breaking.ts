/**
 * How long a «فوری» (front matter `breaking: true`) story counts as fresh: until then it leads the
 * home page and the news list over the pinned story, and the breaking bar under the navbar links to
 * it on every page. Measured from the story's `date` to the build: the bar leaves with the first
 * scheduled rebuild after this many hours (EDITORS.md, "Scheduled rebuilds").
 */
export const BREAKING_FRESH_HOURS = 6;
