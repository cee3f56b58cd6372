/** The few news items the home page shows, picked from the blog plugin's posts. */
export interface NewsCard {
  title: string;
  description: string;
  permalink: string;
  date: string;
  readingTime?: number;
  /** The article's main tag (its first), shown as the kicker. */
  kicker?: {label: string; permalink: string};
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
    }));
}
