/** Page-number navigation for news lists: which numbers to show, and their URLs. */

export type PageSlot = number | 'gap';

/**
 * First, last, and the current page with `radius` neighbours; gaps where pages are skipped.
 * pageWindow(6, 16) → [1, 'gap', 5, 6, 7, 'gap', 16].
 */
export function pageWindow(
  current: number,
  total: number,
  radius = 1,
): PageSlot[] {
  if (total < 1 || current < 1 || current > total) {
    throw new RangeError(`page ${current} of ${total}`);
  }
  const pages = new Set([1, total]);
  for (let p = current - radius; p <= current + radius; p++) {
    if (p >= 1 && p <= total) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1] === 2) slots.push(page - 1);
    else if (i > 0 && page - sorted[i - 1] > 2) slots.push('gap');
    slots.push(page);
  }
  return slots;
}

/** The list's first-page URL, from any of its pages' permalinks (`/news/page/3` → `/news`). */
export function listBasePermalink(permalink: string, page: number): string {
  return page === 1 ? permalink : permalink.replace(/\/page\/\d+\/?$/, '');
}

/** URL of page `n` of a list whose first page is `base`. */
export function pagePermalink(base: string, n: number): string {
  return n === 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`;
}
