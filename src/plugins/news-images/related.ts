/** «مطالب مرتبط»: the articles that share the most tags with one article, never the article itself. */

export interface RelatedCandidate {
  permalink: string;
  date: Date;
  tagKeys: readonly string[];
}

/** Candidates with the same tags, main tag first: they rank alike against any article. */
interface TagGroup {
  main: string | undefined;
  /** Tag key → how many times the group's tag list names it. */
  counts: Map<string, number>;
  /** Candidate indexes, oldest first. */
  members: number[];
  /** Their times, in the same order. */
  times: Float64Array;
}

/** One tag list's identity for grouping: its main tag and all its tags as a multiset. */
const groupKey = (tagKeys: readonly string[]) =>
  JSON.stringify([tagKeys[0], [...tagKeys].sort()]);

/**
 * Picks, for any article, up to `count` others sharing at least one tag, most shared tags first;
 * sharing the main (first) tag breaks a tie, then closeness in time (news from the same days reads
 * as one story), then the permalink.
 *
 * How many tags two articles share and whether their main tags agree depend only on their tag
 * lists, and a newsroom uses a few hundred tag combinations, not one an article. So the candidates
 * are grouped by tag list (each group in time order), the groups are ranked once for each tag list
 * an article can have, and an article's picks are the nearest in time of the best-ranked groups,
 * found by binary search. Reading every candidate of the article's tags instead (the busiest tag is
 * on more than a fifth of the stories) grew with the square of the archive.
 */
export function relatedPicker<T extends RelatedCandidate>(
  all: readonly T[],
): (article: RelatedCandidate, count: number) => T[] {
  const groups = new Map<string, TagGroup>();
  all.forEach((candidate, index) => {
    const key = groupKey(candidate.tagKeys);
    let group = groups.get(key);
    if (!group) {
      const counts = new Map<string, number>();
      for (const tag of candidate.tagKeys) {
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      group = {
        main: candidate.tagKeys[0],
        counts,
        members: [],
        times: new Float64Array(0),
      };
      groups.set(key, group);
    }
    group.members.push(index);
  });
  const times = Float64Array.from(all, (candidate) => candidate.date.getTime());
  const groupsByTag = new Map<string, TagGroup[]>();
  for (const group of groups.values()) {
    group.members.sort((a, b) => times[a] - times[b] || a - b);
    group.times = Float64Array.from(group.members, (index) => times[index]);
    for (const tag of group.counts.keys()) {
      const list = groupsByTag.get(tag);
      if (list) list.push(group);
      else groupsByTag.set(tag, [group]);
    }
  }

  /** The groups sharing a tag with a tag list, best first, those that rank alike together. */
  const rankings = new Map<string, TagGroup[][]>();
  const rankedGroups = (tagKeys: readonly string[]): TagGroup[][] => {
    const key = groupKey(tagKeys);
    const known = rankings.get(key);
    if (known) return known;
    const shared = new Map<TagGroup, number>();
    for (const tag of new Set(tagKeys)) {
      for (const group of groupsByTag.get(tag) ?? []) {
        shared.set(group, (shared.get(group) ?? 0) + group.counts.get(tag)!);
      }
    }
    const main = tagKeys[0];
    const rank = (group: TagGroup) =>
      shared.get(group)! * 2 +
      (main !== undefined && group.main === main ? 1 : 0);
    const levels = new Map<number, TagGroup[]>();
    for (const group of shared.keys()) {
      const level = levels.get(rank(group));
      if (level) level.push(group);
      else levels.set(rank(group), [group]);
    }
    const ranked = [...levels.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, level]) => level);
    rankings.set(key, ranked);
    return ranked;
  };

  /**
   * The `wanted` members of a level's groups nearest to `time`, and any as near as the last of
   * them: each group is walked outward from `time`, always taking from the group whose next member
   * is nearest, so a level of many groups costs a binary search each, not a read of every member.
   */
  const nearest = (
    level: readonly TagGroup[],
    time: number,
    wanted: number,
  ) => {
    const cursors = new DistanceHeap();
    for (const group of level) {
      const at = lowerBound(group.times, time);
      cursors.push({group, low: at - 1, high: at}, time);
    }
    const found: number[] = [];
    let last = -1;
    for (let cursor = cursors.pop(); cursor; cursor = cursors.pop()) {
      const {group, distance} = cursor;
      if (found.length >= wanted && distance > last) break;
      const {below, above} = reach(cursor, time);
      if (below <= above) found.push(group.members[cursor.low--]);
      else found.push(group.members[cursor.high++]);
      last = distance;
      cursors.push(cursor, time);
    }
    return found;
  };

  return (article, count) => {
    const time = article.date.getTime();
    const distance = (index: number) => Math.abs(times[index] - time);
    const picks: T[] = [];
    for (const level of rankedGroups(article.tagKeys)) {
      const wanted = count - picks.length;
      if (wanted <= 0) break;
      // One more than wanted: the article itself may be among the nearest.
      nearest(level, time, wanted + 1)
        .filter((index) => all[index].permalink !== article.permalink)
        .sort(
          (a, b) =>
            distance(a) - distance(b) ||
            all[a].permalink.localeCompare(all[b].permalink) ||
            a - b,
        )
        .slice(0, wanted)
        .forEach((index) => picks.push(all[index]));
    }
    return picks;
  };
}

/** The first position in ascending `values` holding `value` or more. */
function lowerBound(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Cursor {
  group: TagGroup;
  /** The next member to take going back in time, and going forward. */
  low: number;
  high: number;
}

/** How far from `time` a cursor's next member is going back and going forward (Infinity: none left). */
function reach({group, low, high}: Cursor, time: number) {
  return {
    below: low >= 0 ? time - group.times[low] : Infinity,
    above: high < group.times.length ? group.times[high] - time : Infinity,
  };
}

/** Cursors by the distance of their next member, nearest on top (a binary min-heap). */
class DistanceHeap {
  private items: Array<Cursor & {distance: number}> = [];

  /** Adds a cursor that has a member left, keyed by how near its next one is to `time`. */
  push(cursor: Cursor, time: number): void {
    const {group, low, high} = cursor;
    const {below, above} = reach(cursor, time);
    const distance = Math.min(below, above);
    if (distance === Infinity) return;
    const items = this.items;
    let at = items.length;
    items.push({group, low, high, distance});
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (items[parent].distance <= items[at].distance) break;
      [items[parent], items[at]] = [items[at], items[parent]];
      at = parent;
    }
  }

  pop(): (Cursor & {distance: number}) | undefined {
    const items = this.items;
    const top = items[0];
    const end = items.pop();
    if (items.length > 0 && end) {
      items[0] = end;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let least = at;
        if (
          left < items.length &&
          items[left].distance < items[least].distance
        ) {
          least = left;
        }
        if (
          right < items.length &&
          items[right].distance < items[least].distance
        ) {
          least = right;
        }
        if (least === at) break;
        [items[least], items[at]] = [items[at], items[least]];
        at = least;
      }
    }
    return top;
  }
}
