/** «مطالب مرتبط»: the articles that share the most tags with one article, never the article itself. */

export interface RelatedCandidate {
  permalink: string;
  date: Date;
  tagKeys: readonly string[];
}

interface Ranked {
  index: number;
  shared: number;
  sameMain: number;
  distance: number;
}

/**
 * Picks, for any article, up to `count` others sharing at least one tag, most shared tags first;
 * sharing the main (first) tag breaks a tie, then closeness in time (news from the same days reads
 * as one story), then the permalink.
 *
 * The articles are indexed by tag once, so a pick reads only the articles that share a tag with
 * the article, and keeps the best few as it goes instead of sorting them all; comparing every
 * article with every other made this step the slowest of a large build. It still reads every
 * article of the article's tags, so it grows with the square of the largest tags (figures:
 * docs/scaling.md).
 */
export function relatedPicker<T extends RelatedCandidate>(
  all: readonly T[],
): (article: RelatedCandidate, count: number) => T[] {
  const byTag = new Map<string, number[]>();
  all.forEach((candidate, index) => {
    for (const key of candidate.tagKeys) {
      const list = byTag.get(key);
      if (list) list.push(index);
      else byTag.set(key, [index]);
    }
  });
  const times = Float64Array.from(all, (candidate) => candidate.date.getTime());
  const mains = all.map((candidate) => candidate.tagKeys[0]);
  const shared = new Int32Array(all.length);

  const before = (a: Ranked, b: Ranked) =>
    b.shared - a.shared ||
    b.sameMain - a.sameMain ||
    a.distance - b.distance ||
    all[a.index].permalink.localeCompare(all[b.index].permalink) ||
    a.index - b.index;

  return (article, count) => {
    const touched: number[] = [];
    for (const key of new Set(article.tagKeys)) {
      for (const index of byTag.get(key) ?? []) {
        if (shared[index]++ === 0) touched.push(index);
      }
    }
    const time = article.date.getTime();
    const main = article.tagKeys[0];
    const best: Ranked[] = [];
    for (const index of touched) {
      const sameMain = main !== undefined && mains[index] === main ? 1 : 0;
      const distance = Math.abs(times[index] - time);
      // Most articles rank below the last kept one: told apart before anything is allocated.
      if (best.length === count) {
        const last = best[count - 1];
        const order =
          last.shared - shared[index] ||
          last.sameMain - sameMain ||
          distance - last.distance;
        if (order > 0) continue;
      }
      if (all[index].permalink === article.permalink) continue;
      const ranked = {index, shared: shared[index], sameMain, distance};
      if (best.length === count && before(ranked, best[count - 1]) >= 0) {
        continue;
      }
      let at = best.length;
      while (at > 0 && before(ranked, best[at - 1]) < 0) at--;
      best.splice(at, 0, ranked);
      if (best.length > count) best.pop();
    }
    for (const index of touched) shared[index] = 0;
    return best.map((ranked) => all[ranked.index]);
  };
}
