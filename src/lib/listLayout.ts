/**
 * How a news list (the news, a tag, an author) is cut into pages, newest first.
 *
 * A full build cuts it into pages of ten. A list numbered from its newest story shifts by one card
 * on every page with each new story, so a publish laying it out that way would render the whole
 * list: 3,000 pages of the news list alone at 30,000 stories. Between full builds a publish lays
 * out only the first pages anew (`freshPages`) and keeps the pages after them as the last build
 * laid them out (settled): the stories that left the fresh pages since wait on the last fresh page,
 * which holds more than ten until the next full build cuts the list into tens again. No story is
 * left out or shown twice, the order stays newest first, the number of pages stays that of the last
 * layout, and a settled page is the last build's, byte for byte, unless one of its own stories
 * changed. Whatever cannot be kept that way is laid out anew: a story dated among the settled
 * ones (new, redated, or newly on this list), a settled page left empty, a last fresh page past
 * `boundaryMax` cards.
 *
 * Pure: articles are their numbers, newest first as the blog orders them.
 */

/** One list's pages and what each shows as the list's count. */
export interface ListLayout {
  /** Each page's article numbers, newest first: page 1 first. */
  pages: number[][];
  /** Pages laid out by this build (1 to `fresh`); the ones after are settled. */
  fresh: number;
  /** The stories the list holds now: what the fresh pages show as its count. */
  count: number;
  /** What the settled pages show as the list's count: its count when they were laid out. */
  settledCount: number;
}

export interface LayoutRules {
  /** Stories a page of a full build holds. */
  pageSize: number;
  /** The first pages, which every publish lays out from the list as it is. */
  freshPages: number;
  /** The most stories the last fresh page may gather before the list is laid out anew. */
  boundaryMax: number;
}

/** The list cut into pages of `pageSize`, as a full build cuts it (one empty page for no story). */
export function plainLayout(
  ids: readonly number[],
  pageSize: number,
): ListLayout {
  const pages: number[][] = [];
  for (let at = 0; at < ids.length || pages.length === 0; at += pageSize) {
    pages.push(ids.slice(at, at + pageSize));
  }
  return {
    pages,
    fresh: pages.length,
    count: ids.length,
    settledCount: ids.length,
  };
}

/**
 * The layout of a list whose stories are now `ids` (newest first), following `last` (the layout of
 * the build before) where it can, else cut as a full build cuts it.
 */
export function listLayout(
  ids: readonly number[],
  rules: LayoutRules,
  last?: ListLayout,
): ListLayout {
  const plain = plainLayout(ids, rules.pageSize);
  if (!last || last.pages.length <= rules.freshPages) return plain;
  const now = new Set(ids);
  const settled = last.pages
    .slice(rules.freshPages)
    .map((page) => page.filter((id) => now.has(id)));
  if (settled.some((page) => page.length === 0)) return plain;
  // The settled stories must be the list's oldest, in the same order: then every story newer
  // than them is on a fresh page, and none is missing between the two.
  const tail = settled.flat();
  const head = ids.length - tail.length;
  if (head < 0 || tail.some((id, at) => ids[head + at] !== id)) return plain;
  const boundary = (rules.freshPages - 1) * rules.pageSize;
  if (head <= boundary || head - boundary > rules.boundaryMax) return plain;
  const pages: number[][] = [];
  for (let page = 0; page < rules.freshPages - 1; page++) {
    pages.push(ids.slice(page * rules.pageSize, (page + 1) * rules.pageSize));
  }
  pages.push(ids.slice(boundary, head));
  // Kept as they were: their count too (it is printed on every page of a tag's list).
  const settledCount =
    last.fresh > rules.freshPages ? last.count : last.settledCount;
  const layout = {
    pages: [...pages, ...settled],
    fresh: rules.freshPages,
    count: ids.length,
    settledCount,
  };
  // Cut as a full build would cut it (a correction, nothing new): said so, as a full build says it.
  const samePages =
    layout.pages.length === plain.pages.length &&
    layout.pages.every((page, at) => page.join() === plain.pages[at].join());
  return samePages && settledCount === ids.length ? plain : layout;
}

/** What page `page` (1-based) shows as the list's count. */
export const countShownOn = (layout: ListLayout, page: number) =>
  page <= layout.fresh ? layout.count : layout.settledCount;
