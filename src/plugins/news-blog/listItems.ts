/**
 * What a news list page (the news list, a tag page) needs of each of its articles: the card's
 * fields and the few the theme's list structured data reads. Upstream gives every list item the
 * article's truncated MDX, a compiled component per article that our card grid never renders.
 */

import {createHash} from 'node:crypto';
import {cardOf, LIST_CARD_KEY} from '../../lib/newsCard';
import {newsRecordOf, type RecordSource} from '../../lib/newsRecord';

/** Structural subset of the blog plugin's BlogPost read here. */
export interface ListedPost {
  metadata: RecordSource & {
    source: string;
    lastUpdatedAt?: number | null;
    authors: ReadonlyArray<Record<string, unknown>>;
    frontMatter: Record<string, unknown>;
  };
}

/**
 * One list item in the shape the theme's `BlogPostItems` and list structured data read
 * (`content.metadata`, `content.frontMatter`, `content.assets`), with the article's card
 * (from its record) for the site's card grid.
 */
export function listItemOf(post: ListedPost) {
  const m = post.metadata;
  const record = newsRecordOf(m);
  // What the theme's list structured data reads of an item's front matter: its image (the sharing
  // card, not the editor's original) and keywords.
  const frontMatter = {
    ...(record.sharingImage && {image: record.sharingImage}),
    ...(m.frontMatter.keywords !== undefined && {
      keywords: m.frontMatter.keywords,
    }),
  };
  return {
    content: {
      metadata: {
        permalink: record.permalink,
        title: record.title,
        description: record.description,
        date: record.date,
        ...(record.readingTime !== undefined && {
          readingTime: record.readingTime,
        }),
        ...(m.lastUpdatedAt && {lastUpdatedAt: m.lastUpdatedAt}),
        tags: record.tags.map(({label, permalink}) => ({label, permalink})),
        authors: m.authors,
        frontMatter,
        [LIST_CARD_KEY]: cardOf(record),
      },
      frontMatter,
      assets: {},
    },
  };
}

/**
 * Writes list pages' items as JSON, each article's item made and written once however many lists
 * show it (the news list, each of its tags', its author's): at 30,000 stories a language the list
 * pages hold about 164,000 items, 380 MB of JSON a locale, of 30,000 articles. The text of a page is
 * that of `JSON.stringify` of its items (`text`); `madeFrom` is the SHA-1 of the page's items' own
 * digests, which names that text without making it, so a page whose items did not change since the
 * last build need not be made again (`writeModuleMadeFrom`).
 */
export function listItemsWriter(): {
  text: (posts: readonly ListedPost[]) => string;
  madeFrom: (posts: readonly ListedPost[]) => string;
} {
  const written = new Map<string, {json: string; sha1: string}>();
  const item = (post: ListedPost) => {
    let made = written.get(post.metadata.source);
    if (made === undefined) {
      const json = JSON.stringify(listItemOf(post));
      made = {json, sha1: createHash('sha1').update(json).digest('hex')};
      written.set(post.metadata.source, made);
    }
    return made;
  };
  return {
    text: (posts) => `[${posts.map((post) => item(post).json).join(',')}]`,
    madeFrom: (posts) =>
      createHash('sha1')
        .update(posts.map((post) => item(post).sha1).join(','))
        .digest('hex'),
  };
}

/**
 * The first page's items with the lead story (src/lib/leadStory.ts: a fresh «فوری» one, else the
 * pinned one, else the newest, already first) first: taken from its place when it is on the
 * page, added in front otherwise (the page then holds one more story; later pages are unchanged,
 * so no article drops out of the list).
 */
export function leadWithPinned(
  sources: readonly string[],
  pinned: string,
): string[] {
  return [pinned, ...sources.filter((source) => source !== pinned)];
}
