/**
 * Sitemap plugin options: every page, with a last-modified date taken from the articles (see
 * `src/lib/sitemapLastmod.ts`) instead of git history, which a shallow CI clone does not have.
 */
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {lastmodResolver, type DatedArticle} from '../lib/sitemapLastmod';
import {readMarket} from '../plugins/market/load';
import {newsRecordAt} from '../plugins/news-blog/records';

export function sitemapOptions(siteDir: string): SitemapOptions {
  return {
    lastmod: null, // set by createSitemapItems below
    changefreq: null,
    priority: null,
    async createSitemapItems({defaultCreateSitemapItems, ...params}) {
      const {routes, siteConfig} = params;
      // The articles' records (the blog loaded them in this process): no file is read again.
      const articles: DatedArticle[] = routes.flatMap((route) => {
        const record = newsRecordAt(route.path);
        return record
          ? [
              {
                path: route.path,
                date: record.date,
                ...(record.updated && {updated: record.updated}),
                tagPaths: record.tags.map((tag) => tag.permalink),
              },
            ]
          : [];
      });
      const lastmodOf = lastmodResolver(articles, siteConfig.baseUrl);
      // The prices pages change with the latest day of market data.
      const lastDay = readMarket(siteDir).data.days.at(-1);
      const pricesLastmod = lastDay
        ? new Date(lastDay.time).toISOString()
        : null;
      const isPrices = (p: string) =>
        p === `${siteConfig.baseUrl}prices` ||
        p.startsWith(`${siteConfig.baseUrl}prices/`);
      const items = await defaultCreateSitemapItems(params);
      return items.map((item) => {
        const routePath = item.url.slice(siteConfig.url.length);
        return {
          ...item,
          lastmod:
            lastmodOf(routePath) ??
            (isPrices(routePath) ? pricesLastmod : null),
        };
      });
    },
  };
}
