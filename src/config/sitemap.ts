/**
 * Sitemap plugin options: every page, with a last-modified date taken from the articles (see
 * `src/lib/sitemapLastmod.ts`) instead of git history, which a shallow CI clone does not have.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {parseArticle} from '../plugins/news-guard/validate';
import {lastmodResolver, type DatedArticle} from '../lib/sitemapLastmod';
import {readMarket} from '../plugins/market/load';

const ARTICLE_SOURCE =
  /(^|\/)(news|i18n\/[^/]+\/docusaurus-plugin-content-blog)\/[^/]+\.mdx?$/;

function tagPermalinks(siteDir: string): Record<string, string> {
  const tags = yaml.load(
    readFileSync(path.join(siteDir, 'news/tags.yml'), 'utf8'),
  ) as Record<string, {permalink: string}>;
  return Object.fromEntries(
    Object.entries(tags).map(([key, tag]) => [key, tag.permalink]),
  );
}

export function sitemapOptions(siteDir: string): SitemapOptions {
  return {
    lastmod: null, // set by createSitemapItems below
    changefreq: null,
    priority: null,
    async createSitemapItems({defaultCreateSitemapItems, ...params}) {
      const {routes, siteConfig} = params;
      const permalinks = tagPermalinks(siteDir);
      const articles: DatedArticle[] = [];
      for (const route of routes) {
        const source = route.metadata?.sourceFilePath;
        if (!source || !ARTICLE_SOURCE.test(source)) continue;
        const parsed = parseArticle(
          source,
          readFileSync(path.join(siteDir, source), 'utf8'),
        );
        if (!('data' in parsed)) continue; // the news guard has already failed the build on it
        const tagKeys = (parsed.data.tags as string[] | undefined) ?? [];
        articles.push({
          path: route.path,
          date: String(parsed.data.date),
          ...(typeof parsed.data.updated === 'string' && {
            updated: parsed.data.updated,
          }),
          tagPaths: tagKeys
            .filter((key) => key in permalinks)
            .map((key) => `${siteConfig.baseUrl}news/tags${permalinks[key]}`),
        });
      }
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
