/** What the tests expect, read from the source files the site was built from. */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {BREAKING_FRESH_HOURS} from '../../src/config/breaking';
import {NEWS_PAGE_SIZE} from '../../src/config/newsPageSize';
import {freshBreaking, leadStory} from '../../src/lib/leadStory';
import {buildNow, isScheduled} from '../../src/lib/schedule';
import {inLaunchArchive} from '../launchArchive';
import {
  validateNews,
  type Article,
} from '../../src/plugins/news-guard/validate';

const {articles, translations} = validateNews(process.cwd());

/** Articles dated after now: a build leaves them out (src/lib/schedule.ts). */
export const scheduled: Article[] = articles.filter(
  (a) => !a.frontMatter.draft && isScheduled(a.frontMatter.date, buildNow()),
);

/** Listed articles (no draft, no unlisted, not scheduled), newest first, as the news list orders them. */
export const listed: Article[] = articles
  .filter(
    (a) =>
      !a.frontMatter.draft && !a.frontMatter.unlisted && !scheduled.includes(a),
  )
  .sort(
    (a, b) => Date.parse(b.frontMatter.date) - Date.parse(a.frontMatter.date),
  );

/** The pinned article (front matter `pinned`), if any. */
export const pinned: Article | undefined = listed.find(
  (a) => a.frontMatter.pinned,
);

const leadFacts = (a: Article) => ({
  date: a.frontMatter.date,
  breaking: a.frontMatter.breaking === true,
  pinned: a.frontMatter.pinned === true,
});

/** The «فوری» story fresh at build time (the tests run right after the build), if any: the breaking bar's. */
export const breaking: Article | undefined = freshBreaking(
  listed,
  leadFacts,
  buildNow(),
  BREAKING_FRESH_HOURS,
);

/** The lead story of the news list and the home page: a fresh «فوری» one, else the pinned one, else the newest. */
export const lead: Article | undefined = leadStory(
  listed,
  leadFacts,
  buildNow(),
  BREAKING_FRESH_HOURS,
);

/** How many pages a list of `count` articles takes (the blog paginates by NEWS_PAGE_SIZE). */
export const pageCount = (count: number) =>
  Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));

/**
 * The news list as its pages show it: newest first, NEWS_PAGE_SIZE a page, except that the first
 * page opens with the lead story (moved from its place, or added in front when it is older than
 * the first page, which then holds one more story).
 */
export const newsListPages: Article[][] = Array.from(
  {length: pageCount(listed.length)},
  (_, n) => {
    const page = listed.slice(n * NEWS_PAGE_SIZE, (n + 1) * NEWS_PAGE_SIZE);
    return n === 0 && lead ? [lead, ...page.filter((a) => a !== lead)] : page;
  },
);

/** Every list page's articles in order, page after page. */
export const newsListOrder: Article[] = newsListPages.flat();

/** The last page of the news list: its number and URL path (without the locale prefix). */
export const lastListPage = {
  number: newsListPages.length,
  path:
    newsListPages.length === 1 ? '/news' : `/news/page/${newsListPages.length}`,
  size: newsListPages.at(-1)!.length,
};

/** The launch archive's listed articles: facts about them hold however many stories come after. */
export const launchArchive: Article[] = listed.filter((a) =>
  inLaunchArchive(a.frontMatter.date),
);

export const englishTitle = new Map(
  translations.map((t) => [t.frontMatter.slug, t.frontMatter.title]),
);

export interface TagInfo {
  key: string;
  label: string;
  enLabel: string;
  permalink: string;
  count: number;
}

const faTags = yaml.load(readFileSync('news/tags.yml', 'utf8')) as Record<
  string,
  {label: string; permalink: string}
>;
const enTags = yaml.load(
  readFileSync('i18n/en/docusaurus-plugin-content-blog/tags.yml', 'utf8'),
) as Record<string, {label: string}>;

export const tags: TagInfo[] = Object.entries(faTags).map(([key, tag]) => ({
  key,
  label: tag.label,
  enLabel: enTags[key].label,
  permalink: `/news/tags${tag.permalink}`,
  count: listed.filter((a) => a.frontMatter.tags.includes(key)).length,
}));

export const tagByKey = (key: string) => tags.find((t) => t.key === key)!;

/** The tag with the most listed articles: the one whose pagination the tests walk. */
export const largestTag: TagInfo = [...tags].sort(
  (a, b) => b.count - a.count || a.key.localeCompare(b.key),
)[0];

/** The URL path of page `n` of a tag (without the locale prefix). */
export const tagPagePath = (tag: TagInfo, n: number) =>
  n === 1 ? tag.permalink : `${tag.permalink}/page/${n}`;
export const articleUrl = (a: Article) => `/news${a.frontMatter.slug}`;
