/**
 * Writes each locale's Google News sitemap (`news-sitemap.xml`, which the sitemap plugin cannot
 * emit) and, in the default locale's build, the site's robots.txt listing every sitemap.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {listedRecords} from '../../lib/newsRecord';
import {brand} from '../../config/brand';
import {toSiteLocale} from '../../config/locales';
import {
  recentNews,
  renderNewsSitemap,
  renderRobots,
  type NewsEntry,
} from '../../lib/newsSitemap';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
/** What the plugin writes at the root of each locale's site (robots.txt in the default locale's only). */
export const NEWS_SITEMAP_FILE = 'news-sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export default function newsSitemapPlugin(context: LoadContext): Plugin {
  let entries: NewsEntry[] = [];
  return {
    name: 'nerkhnama-news-sitemap',
    async allContentLoaded({allContent}) {
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          `The news sitemap needs the blog plugin (${BLOG_PLUGIN}).`,
        );
      }
      entries = listedRecords(blog.blogPosts).map((record) => ({
        url: `${context.siteConfig.url}${record.permalink}`,
        title: record.title,
        date: record.date,
      }));
    },
    async postBuild({outDir}) {
      const {i18n, siteConfig} = context;
      const locale = toSiteLocale(i18n.currentLocale);
      const language = locale; // Google News wants ISO 639 codes: fa, en
      await writeFile(
        path.join(outDir, NEWS_SITEMAP_FILE),
        renderNewsSitemap(recentNews(entries), {
          name: brand.name[locale],
          language,
        }),
      );
      if (i18n.currentLocale === i18n.defaultLocale) {
        const bases = i18n.locales.map((l) =>
          l === i18n.defaultLocale
            ? siteConfig.baseUrl
            : `${siteConfig.baseUrl}${l}/`,
        );
        await writeFile(
          path.join(outDir, ROBOTS_FILE),
          renderRobots(siteConfig.url, bases),
        );
      }
    },
  };
}
