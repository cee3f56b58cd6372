/**
 * The pages and files of a locale that the site's own plugins add, taken from the functions those
 * plugins add them with: the home page, the search page, the prices pages, the feeds and the
 * sitemaps. The blog's routes (articles, lists, tags, authors and their pagination) and the
 * information pages are derived in links.ts from the articles and the docs, by the blog's rules.
 */
import {blogOptions} from '../../config/blog';
import {DEFAULT_LOCALE, localeBaseUrl, type Locale} from '../../config/locales';
import type {MarketData} from '../market/load';
import {marketPages} from '../market/routes';
import {NEWS_SITEMAP_FILE, ROBOTS_FILE} from '../news-sitemap';
import {SITEMAP_INDEX as SITEMAP_FILE} from '../../lib/sitemapParts';
import {searchPagePath} from '../search-index/route';

export interface PluginRoutes {
  /** Page routes, with the locale's base URL. */
  pages: string[];
  /** Files served as they are, with the locale's base URL. */
  files: string[];
}

export function pluginRoutes(
  locale: Locale,
  market: MarketData | undefined,
): PluginRoutes {
  const baseUrl = localeBaseUrl(locale);
  const blog = blogOptions(locale);
  const feedTypes = blog.feedOptions?.type;
  const feeds =
    feedTypes === 'all' ? ['rss', 'atom', 'json'] : [feedTypes ?? []].flat();
  return {
    pages: [
      baseUrl, // the home-page plugin's route
      searchPagePath(baseUrl),
      ...(market ? marketPages(market, baseUrl).map((page) => page.path) : []),
    ],
    files: [
      ...feeds.map((type) => `${baseUrl}${blog.routeBasePath}/${type}.xml`),
      `${baseUrl}${SITEMAP_FILE}`,
      `${baseUrl}${NEWS_SITEMAP_FILE}`,
      ...(locale === DEFAULT_LOCALE ? [`${baseUrl}${ROBOTS_FILE}`] : []),
    ],
  };
}
