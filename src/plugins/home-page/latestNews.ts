/** The few news items the home page shows, picked from the blog plugin's posts. */
import type {CoverRef} from '../../lib/newsImages';

export interface NewsCard {
  title: string;
  description: string;
  permalink: string;
  date: string;
  readingTime?: number;
  /** The article's main tag (its first), shown as the kicker. */
  kicker?: {label: string; permalink: string};
  /** The build-made cover (src/plugins/news-images). */
  cover?: CoverRef;
}

/** Structural subset of the blog plugin's BlogPost that this module reads. */
export interface PostLike {
  metadata: {
    title: string;
    description: string;
    permalink: string;
    date: Date | string;
    readingTime?: number;
    unlisted?: boolean;
    tags: Array<{label: string; permalink: string}>;
    frontMatter?: {cover?: CoverRef};
  };
}

export function pickLatestNews(posts: readonly PostLike[], count: number): NewsCard[] {
  return [...posts]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({metadata: m}) => ({
      title: m.title,
      description: m.description,
      permalink: m.permalink,
      date: new Date(m.date).toISOString(),
      ...(m.readingTime !== undefined && {readingTime: m.readingTime}),
      ...(m.tags[0] && {kicker: {label: m.tags[0].label, permalink: m.tags[0].permalink}}),
      ...(m.frontMatter?.cover && {cover: m.frontMatter.cover}),
    }));
}

/** A card from a post's metadata as list pages receive it (the same fields as the home page's). */
export function cardOf(m: PostLike['metadata']): NewsCard {
  return pickLatestNews([{metadata: {...m, unlisted: false}}], 1)[0];
}

export interface TopTag {
  label: string;
  permalink: string;
  count: number;
}

/** The `count` tags with the most listed articles, most first (ties by label). */
export function pickTopTags(posts: readonly PostLike[], count: number): TopTag[] {
  const byPermalink = new Map<string, TopTag>();
  for (const post of posts) {
    if (post.metadata.unlisted) continue;
    for (const tag of post.metadata.tags) {
      const entry = byPermalink.get(tag.permalink) ?? {label: tag.label, permalink: tag.permalink, count: 0};
      entry.count += 1;
      byPermalink.set(tag.permalink, entry);
    }
  }
  return [...byPermalink.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, count);
}
