/**
 * The one record of an article every output of the build takes: list and home cards, related
 * articles, the instrument pages' news, the latest headlines, the sitemaps and the news sitemap.
 * It is made once per post, from the blog plugin's metadata (which read and parsed the file) and
 * what the site's `processBlogPosts` steps attached (newsExtras.ts), after those steps ran; every
 * consumer reads the same object instead of reshaping the post its own way.
 */
import {newsExtrasOf} from './newsExtras';
import {articleIdOf, sharingImageOf, type CoverRef} from './newsImages';
import type {NewsPhoto} from './newsPhotos';
import {tagKeysOf} from './tagKeys';
import {tehranClockTime} from './tehranTime';

interface NewsRecordTag {
  /** The key in tags.yml (what the article's front matter names). */
  key: string;
  label: string;
  /** The tag page's URL path, as the blog plugin resolved it. */
  permalink: string;
}

export interface NewsRecord {
  /** The article number («کد خبر»), from the slug. */
  id: number;
  permalink: string;
  title: string;
  description: string;
  /** Publication time, ISO (UTC). */
  date: string;
  /** Publication time in Tehran, "22:54" (24-hour, Latin digits: components write the locale's). */
  time: string;
  /** Front matter `updated`, ISO (UTC). */
  updated?: string;
  readingTime?: number;
  /** Main tag first. */
  tags: NewsRecordTag[];
  /** Left out of lists, feeds, sitemaps and search (front matter `unlisted`). */
  unlisted: boolean;
  /** The build-made art, for an article without a photo. */
  cover?: CoverRef;
  /** The editor's photo, responsive, as a card shows it (no sharing card, crops or caption). */
  photo?: NewsPhoto;
  /** The sharing card (Open Graph image, structured data): drawn over the photo, or over the art. */
  sharingImage?: string;
  breaking?: true;
  pinned?: true;
}

/** What a record is made from: a structural subset of the blog plugin's post metadata. */
export interface RecordSource {
  permalink: string;
  title: string;
  description: string;
  date: Date | string;
  readingTime?: number;
  unlisted?: boolean;
  tags: ReadonlyArray<{label: string; permalink: string}>;
  frontMatter: {tags?: readonly unknown[]};
}

const records = new WeakMap<object, NewsRecord>();

/**
 * The record of a post, made on first use and kept with the post's metadata. Call it only once
 * the site's `processBlogPosts` steps have attached their extras (the blog's content is loaded).
 */
export function newsRecordOf(metadata: RecordSource): NewsRecord {
  const known = records.get(metadata);
  if (known) return known;
  const {cover, photo, breaking, pinned, updated} = newsExtrasOf(metadata);
  const keys = tagKeysOf(metadata.frontMatter);
  const record: NewsRecord = {
    id: Number(articleIdOf(metadata.permalink)),
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: new Date(metadata.date).toISOString(),
    time: tehranClockTime(metadata.date),
    ...(updated && {updated}),
    ...(metadata.readingTime !== undefined && {
      readingTime: metadata.readingTime,
    }),
    // The blog resolves the keys through tags.yml in the same order.
    tags: metadata.tags.map(({label, permalink}, i) => ({
      key: keys[i] ?? label,
      label,
      permalink,
    })),
    unlisted: metadata.unlisted === true,
    ...(photo
      ? {
          photo: {
            src: photo.src,
            widths: photo.widths,
            width: photo.width,
            height: photo.height,
            alt: photo.alt,
          },
        }
      : cover && {cover: {src: cover.src, alt: cover.alt}}),
    ...((photo ?? cover) && {sharingImage: sharingImageOf({cover, photo})}),
    ...(breaking && {breaking}),
    ...(pinned && {pinned}),
  };
  records.set(metadata, record);
  return record;
}

/** The listed records of a list of posts, newest first. */
export function listedRecords(
  posts: ReadonlyArray<{metadata: RecordSource}>,
): NewsRecord[] {
  return posts
    .map((post) => newsRecordOf(post.metadata))
    .filter((record) => !record.unlisted)
    .sort((a, b) => b.date.localeCompare(a.date));
}
