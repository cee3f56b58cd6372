/** What the tests expect, read from the source files the site was built from. */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {buildNow, isScheduled} from '../../src/lib/schedule';
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

/** The pinned article (front matter `pinned`), if any: the lead story of the news list and the home page. */
export const pinned: Article | undefined = listed.find(
  (a) => a.frontMatter.pinned,
);

/**
 * The news list's order: newest first, except that the first page opens with the pinned article
 * (moved from its place, or added when it is older than the first page).
 */
export const newsListOrder: Article[] = pinned
  ? listed.indexOf(pinned) < 10
    ? [
        pinned,
        ...listed.slice(0, 10).filter((a) => a !== pinned),
        ...listed.slice(10),
      ]
    : [pinned, ...listed.slice(0, 10), ...listed.slice(10)]
  : listed;

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
export const articleUrl = (a: Article) => `/news${a.frontMatter.slug}`;
