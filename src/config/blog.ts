/** Options of the blog plugin, which serves the news under /news. */
import type * as Preset from '@docusaurus/preset-classic';
import type {Locale} from './locales';
import {localized} from './localized';
import {percentEncodedUrl} from '../plugins/news-blog/feedLinks';
import {newsRecordOf} from '../lib/newsRecord';

type BlogOptions = Exclude<NonNullable<Preset.Options['blog']>, false>;

import {NEWS_PAGE_SIZE} from './newsPageSize';

export {NEWS_PAGE_SIZE};
export const NEWS_SIDEBAR_COUNT = 50;

export function blogOptions(locale: Locale): BlogOptions {
  return {
    path: 'news',
    routeBasePath: 'news',
    blogTitle: 'اخبار',
    blogDescription: localized('feedDescription', locale),
    blogSidebarTitle: 'تازه‌ترین خبرها',
    blogSidebarCount: NEWS_SIDEBAR_COUNT,
    postsPerPage: NEWS_PAGE_SIZE,
    showReadingTime: true,
    archiveBasePath: null,
    tags: 'tags.yml',
    onInlineTags: 'throw',
    authorsMapPath: 'authors.yml',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    showLastUpdateTime: false,
    feedOptions: {
      type: ['rss', 'atom'],
      title: localized('feedTitle', locale),
      description: localized('feedDescription', locale),
      copyright: localized('copyright', locale),
      language: locale === 'fa' ? 'fa-IR' : 'en',
      limit: 30,
      // Item links and ids percent-encoded, as the sitemaps write them (the plugin leaves the
      // Persian slugs raw, which feed validators reject). An edited article (front matter
      // `updated`): Atom's <updated> is the edit, <published> and RSS's pubDate stay the
      // publication (the feed library prints `published` as pubDate).
      async createFeedItems({blogPosts, defaultCreateFeedItems, ...params}) {
        const items = await defaultCreateFeedItems({blogPosts, ...params});
        return items.map((item, i) => {
          const encoded = {
            ...item,
            id: item.id && percentEncodedUrl(item.id),
            link: item.link && percentEncodedUrl(item.link),
          };
          const updated =
            blogPosts[i] && newsRecordOf(blogPosts[i].metadata).updated;
          return updated
            ? {...encoded, date: new Date(updated), published: item.date}
            : encoded;
        });
      },
    },
  };
}
