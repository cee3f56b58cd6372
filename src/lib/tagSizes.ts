/** How the tags index weighs tags: by how many list pages their articles fill. */

export interface CountedTag {
  count: number;
  label: string;
}

/**
 * The big tags (more articles than one list page holds: economy, central bank, dollar…), most
 * articles first, and the rest in their given order.
 */
export function splitTagsBySize<T extends CountedTag>(
  tags: readonly T[],
  pageSize: number,
): {big: T[]; rest: T[]} {
  const big = tags
    .filter((t) => t.count > pageSize)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const rest = tags.filter((t) => t.count <= pageSize);
  return {big, rest};
}

/** Chip size step of a small tag: 1 for one or two articles, 2 up to half a page, 3 above. */
export function tagSizeStep(count: number, pageSize: number): 1 | 2 | 3 {
  if (count <= 2) return 1;
  if (count <= pageSize / 2) return 2;
  return 3;
}
