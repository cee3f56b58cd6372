/**
 * The records of the articles this process's blog loaded, by permalink: for the outputs that meet
 * an article by its route rather than as a post (the sitemap's last-modified dates).
 */
import {
  newsRecordOf,
  type NewsRecord,
  type RecordSource,
} from '../../lib/newsRecord';
import {processShared} from '../../lib/processShared';

// One map per process: the site config (sitemap options) reads what the plugin keeps.
const byPermalink = processShared(
  'newsRecordsByPermalink',
  () => new Map<string, NewsRecord>(),
);

/** Called by the news-blog plugin once the blog's content is loaded (each load replaces the last). */
export function keepNewsRecords(
  posts: ReadonlyArray<{metadata: RecordSource}>,
): void {
  byPermalink.clear();
  for (const post of posts) {
    const record = newsRecordOf(post.metadata);
    byPermalink.set(record.permalink, record);
  }
}

/** The record of the article at a route, if the route is an article's. */
export const newsRecordAt = (permalink: string): NewsRecord | undefined =>
  byPermalink.get(permalink);
