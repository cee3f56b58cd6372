/** «مطالب مرتبط»: the articles that share the most tags with one article, never the article itself. */

export interface RelatedCandidate {
  permalink: string;
  date: Date;
  tagKeys: readonly string[];
}

/**
 * Up to `count` other articles sharing at least one tag, most shared tags first; sharing the main
 * (first) tag breaks a tie, then closeness in time (news from the same days reads as one story).
 */
export function pickRelated<T extends RelatedCandidate>(
  article: RelatedCandidate,
  all: readonly T[],
  count: number,
): T[] {
  const tags = new Set(article.tagKeys);
  const time = article.date.getTime();
  return all
    .filter((other) => other.permalink !== article.permalink)
    .map((other) => ({
      other,
      shared: other.tagKeys.filter((key) => tags.has(key)).length,
      sameMain:
        other.tagKeys[0] !== undefined &&
        other.tagKeys[0] === article.tagKeys[0]
          ? 1
          : 0,
      distance: Math.abs(other.date.getTime() - time),
    }))
    .filter((c) => c.shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.sameMain - a.sameMain ||
        a.distance - b.distance ||
        a.other.permalink.localeCompare(b.other.permalink),
    )
    .slice(0, count)
    .map((c) => c.other);
}
