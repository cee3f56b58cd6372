/** The home page's top tags, from the articles' records. */
import type {TopTag} from '../../lib/newsCard';
import type {NewsRecord} from '../../lib/newsRecord';

/** The `count` tags with the most listed articles, most first (ties by label). */
export function pickTopTags(
  records: readonly NewsRecord[],
  count: number,
): TopTag[] {
  const byPermalink = new Map<string, TopTag>();
  for (const record of records) {
    if (record.unlisted) continue;
    for (const tag of record.tags) {
      const entry = byPermalink.get(tag.permalink) ?? {
        label: tag.label,
        permalink: tag.permalink,
        count: 0,
      };
      entry.count += 1;
      byPermalink.set(tag.permalink, entry);
    }
  }
  return [...byPermalink.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, count);
}
