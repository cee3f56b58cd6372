/** The few news items the home page shows, picked from the blog plugin's posts. */
import type {CoverRef, NewsFrontMatterExtras} from '../../lib/newsImages';
import type {NewsPhoto} from '../../lib/newsPhotos';
import {tehranClockTime} from '../../lib/tehranTime';

export interface NewsCard {
  title: string;
  description: string;
  permalink: string;
  date: string;
  /** Publication time in Tehran, "22:54" (24-hour, Latin digits: the card writes them in the locale's). */
  time: string;
  readingTime?: number;
  /** The article's main tag (its first), shown as the kicker. */
  kicker?: {label: string; permalink: string};
  /** The build-made cover (src/plugins/news-images), for an article without a photo. */
  cover?: CoverRef;
  /** The editor's photo, made responsive (src/lib/newsPhotos.ts). */
  photo?: NewsPhoto;
  /** Breaking news: the card shows «فوری» / "Breaking". */
  breaking?: true;
  /** The pinned lead story. */
  pinned?: true;
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
    frontMatter?: Pick<NewsFrontMatterExtras, 'cover' | 'photo' | 'breaking' | 'pinned'>;
  };
}

/** The card's photo: what a card shows of it (no sharing card or crops). */
function cardPhoto({src, widths, width, height, alt}: NewsPhoto): NewsPhoto {
  return {src, widths, width, height, alt};
}

/**
 * The `count` latest listed articles, newest first; a pinned article (front matter `pinned`,
 * one at most: the news guard checks it) leads, whatever its date.
 */
export function pickLatestNews(posts: readonly PostLike[], count: number): NewsCard[] {
  const time = (post: PostLike) => new Date(post.metadata.date).getTime();
  return [...posts]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => Number(b.metadata.frontMatter?.pinned === true) - Number(a.metadata.frontMatter?.pinned === true) || time(b) - time(a))
    .slice(0, count)
    .map(({metadata: m}) => ({
      title: m.title,
      description: m.description,
      permalink: m.permalink,
      date: new Date(m.date).toISOString(),
      time: tehranClockTime(m.date),
      ...(m.readingTime !== undefined && {readingTime: m.readingTime}),
      ...(m.tags[0] && {kicker: {label: m.tags[0].label, permalink: m.tags[0].permalink}}),
      ...(m.frontMatter?.photo ? {photo: cardPhoto(m.frontMatter.photo)} : m.frontMatter?.cover && {cover: m.frontMatter.cover}),
      ...(m.frontMatter?.breaking && {breaking: true as const}),
      ...(m.frontMatter?.pinned && {pinned: true as const}),
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
