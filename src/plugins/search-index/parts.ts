/**
 * The search index in parts, so that a publish indexes again only the part a change falls in.
 *
 * One Pagefind index of the whole archive costs the same to write whatever changed: about 7 s for
 * 5,000 pages and 27 s for 20,000, a locale. The locale's index is therefore one main index, at
 * `pagefind/`, holding the pages without a date (tags, information and price pages), and the
 * articles' parts beside it, each an index of its own at `pagefind/{part}/`:
 *
 * - the articles of the newest article's year, one part a month (`news-2026-11`);
 * - the articles of each earlier year, one part a quarter (`news-2025-q3`).
 *
 * A part follows from an article's own date and the newest article's year, never from the clock:
 * a full build and a publish of the same content make the same parts. A new story falls in its
 * month; a correction in its month or quarter; only the year's first story moves the last year's
 * months into their quarters' parts. Months are those of the ISO date (UTC): the boundary only has
 * to be the same for every build. A quarter, not a year: at fifty stories a day a year's part holds
 * about 18,000 stories, and correcting one of them wrote all of them again in both locales at once
 * (more than two minutes and 13 GB of memory at 30,000 stories a language); a quarter holds about
 * 4,500, for three more parts a first search fetches.
 *
 * The search box merges the parts into the main index (Pagefind's `mergeIndex`), as listed in
 * `pagefind/parts.json`. By relevance, Pagefind orders the merged results by score. By date, each
 * index scores a result by its rank in that index's own date order (0 for its oldest page), so the
 * parts are weighted apart (`dateWeights`) and the few results ranked 0 are put in place by their
 * dates (`orderByDate`).
 */

/** The file beside the main index that lists the parts, for the search box. */
export const PARTS_FILE = 'parts.json';

/** Its shape: the parts' folder names, oldest first. */
export interface SearchParts {
  parts: string[];
}

const PART_PREFIX = 'news-';

/** The part of an earlier year that an ISO date falls in: `news-YYYY-qN`. */
const quarterPart = (date: string) =>
  `${PART_PREFIX}${date.slice(0, 4)}-q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;

/** A part's folder name: `news-YYYY-MM` in the newest article's year, `news-YYYY-qN` before it. */
export function partOf(date: string, newestYear: string): string {
  return date.slice(0, 4) < newestYear
    ? quarterPart(date)
    : `${PART_PREFIX}${date.slice(0, 7)}`;
}

/** The part a dated result belongs to, among the parts listed (its month's part, else its quarter's). */
export function listedPartOf(date: string, parts: readonly string[]): string {
  const month = `${PART_PREFIX}${date.slice(0, 7)}`;
  return parts.includes(month) ? month : quarterPart(date);
}

/**
 * The pages of one locale's index, split: those without a date in the main index, the others in
 * their parts, oldest part first (a part's name sorts as its dates do).
 */
export function splitIntoParts<T extends {date?: string}>(
  pages: readonly T[],
): {main: T[]; parts: Array<{name: string; pages: T[]}>} {
  const main: T[] = [];
  const dated: Array<T & {date: string}> = [];
  for (const page of pages) {
    if (page.date) dated.push(page as T & {date: string});
    else main.push(page);
  }
  const newestYear = dated.reduce(
    (year, page) =>
      page.date.slice(0, 4) > year ? page.date.slice(0, 4) : year,
    '',
  );
  const parts = new Map<string, T[]>();
  for (const page of dated) {
    const name = partOf(page.date, newestYear);
    const part = parts.get(name);
    if (part) part.push(page);
    else parts.set(name, [page]);
  }
  return {
    main,
    parts: [...parts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, partPages]) => ({name, pages: partPages})),
  };
}

/**
 * A part may hold fewer pages than this: the date weights keep each part's ranks apart from the
 * next one's with it. A quarter holds about 4,500 stories at fifty a day, and three times that fits.
 * The bound is also what each part multiplies the top weight by, and a score is a double (at most
 * 2^1024): at 2^14 the weights stay apart for 72 parts, a year's months and fifteen years of
 * quarters; at 2^20 quarters would run out after ten years.
 */
export const MAX_PART_PAGES = 2 ** 14;

/** The parts with more pages than their date weight keeps apart (a newsroom of more than 170 stories a day). */
export function partsTooLarge<T extends {pages: readonly unknown[]}>(
  parts: readonly T[],
): T[] {
  return parts.filter((part) => part.pages.length >= MAX_PART_PAGES);
}

/**
 * Each index's weight for a search by date: the main index (undated pages, which come last) 1, then
 * each part, oldest first, MAX_PART_PAGES times the one before. A page ranked r of its index scores
 * r × weight, so every page of a part outranks every page of an older one, except the pages ranked 0.
 */
export function dateWeights(parts: readonly string[]): number[] {
  return parts.map((_, index) => MAX_PART_PAGES ** (index + 1));
}

/** A merged result as Pagefind gives it: its score, and its date once its data is read. */
export interface ScoredResult {
  score: number;
}

/**
 * Merged results in date order, newest first, from Pagefind's merged order by weighted score
 * (`dateWeights`): each result ranked 0 in its index (score 0, at the end of the merged list) is put
 * where its date belongs, after the results of its part and the newer parts. `dateOf` reads a
 * result's date (one fragment each; at most one result a part); an undated one stays at the end.
 */
export async function orderByDate<T extends ScoredResult>(
  merged: readonly T[],
  parts: readonly string[],
  dateOf: (result: T) => Promise<string | undefined>,
): Promise<T[]> {
  const ranked = merged.filter((result) => result.score > 0);
  const unranked = merged.filter((result) => result.score <= 0);
  if (unranked.length === 0) return [...merged];
  const weights = dateWeights(parts);
  const placed = await Promise.all(
    unranked.map(async (result) => {
      const date = await dateOf(result);
      const part = date ? parts.indexOf(listedPartOf(date, parts)) : -1;
      // Before the first ranked result of an older part (or the main index): score below this part's weight.
      const floor = part >= 0 ? weights[part] : 0;
      return {result, floor};
    }),
  );
  const ordered = [...ranked];
  // The highest floor first: each is inserted before every result scored under it.
  for (const {result, floor} of placed.sort((a, b) => b.floor - a.floor)) {
    if (floor === 0) {
      ordered.push(result);
      continue;
    }
    const at = ordered.findIndex(
      (other) => other !== result && other.score < floor && other.score > 0,
    );
    ordered.splice(at === -1 ? ordered.length : at, 0, result);
  }
  return ordered;
}

/** Whether a folder inside the main index's is a part's. */
export const isPartFolder = (name: string) => name.startsWith(PART_PREFIX);
