/** The posts as the home page reads them, and its top tags. */
import type {CardSource, TopTag} from '../../lib/newsCard';

/** Structural subset of the blog plugin's BlogPost that this module reads. */
export interface PostLike {
  metadata: CardSource & {unlisted?: boolean};
}

/** The `count` tags with the most listed articles, most first (ties by label). */
export function pickTopTags(
  posts: readonly PostLike[],
  count: number,
): TopTag[] {
  const byPermalink = new Map<string, TopTag>();
  for (const post of posts) {
    if (post.metadata.unlisted) continue;
    for (const tag of post.metadata.tags) {
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
