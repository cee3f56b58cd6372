/**
 * What a news list page (the news list, a tag page) needs of each of its articles: the card's
 * fields and the few the theme's list structured data reads. Upstream gives every list item the
 * article's truncated MDX, a compiled component per article that our card grid never renders.
 */

import {
  NEWS_EXTRAS_KEY,
  newsExtrasOf,
  type NewsExtras,
} from '../../lib/newsExtras';

/** Structural subset of the blog plugin's BlogPost read here. */
export interface ListedPost {
  metadata: {
    source: string;
    permalink: string;
    title: string;
    description: string;
    date: Date | string;
    readingTime?: number;
    lastUpdatedAt?: number | null;
    tags: ReadonlyArray<{label: string; permalink: string}>;
    authors: ReadonlyArray<Record<string, unknown>>;
    frontMatter: Record<string, unknown>;
  };
}

/** The front-matter fields the theme's list structured data reads: the image and keywords. */
const FRONT_MATTER_FIELDS = ['image', 'keywords'] as const;
/** The build's extras a card reads (src/lib/newsCard.ts): its picture and labels. */
const CARD_EXTRAS = ['cover', 'photo', 'breaking', 'pinned'] as const;

/**
 * One list item in the shape the theme's `BlogPostItems` and list structured data read
 * (`content.metadata`, `content.frontMatter`, `content.assets`), with the extras of the card.
 */
export function listItemOf(post: ListedPost) {
  const m = post.metadata;
  const frontMatter = Object.fromEntries(
    FRONT_MATTER_FIELDS.filter((key) => m.frontMatter[key] !== undefined).map(
      (key) => [key, m.frontMatter[key]],
    ),
  );
  const extras = newsExtrasOf(m);
  const cardExtras: NewsExtras = Object.fromEntries(
    CARD_EXTRAS.filter((key) => extras[key] !== undefined).map((key) => [
      key,
      extras[key],
    ]),
  );
  return {
    content: {
      metadata: {
        permalink: m.permalink,
        title: m.title,
        description: m.description,
        date: new Date(m.date).toISOString(),
        ...(m.readingTime !== undefined && {readingTime: m.readingTime}),
        ...(m.lastUpdatedAt && {lastUpdatedAt: m.lastUpdatedAt}),
        tags: m.tags.map(({label, permalink}) => ({label, permalink})),
        authors: m.authors,
        frontMatter,
        [NEWS_EXTRAS_KEY]: cardExtras,
      },
      frontMatter,
      assets: {},
    },
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
