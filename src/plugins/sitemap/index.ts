/**
 * Each locale's sitemap, as an index and its parts (src/lib/sitemapParts.ts): every page a reader
 * can land on from a search engine, with a last-modified date taken from the articles
 * (src/lib/sitemapLastmod.ts) and the market days, never from git. Docusaurus's sitemap plugin
 * writes one file of every URL, made as one string, which passes the protocol's 50,000 URLs at
 * about 32,000 stories a language; this one writes the same pages, as its plugin chose them
 * (leaf routes, none whose page says `noindex`), in parts of a month.
 *
 * In a publish (scripts/publish.ts), a part whose text is the last build's is taken from it as a
 * hard link, so the gzip copy and the list of changes know it unchanged without reading it: a new
 * story writes its month's part, the other pages' part and the index.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {flattenRoutes, normalizeUrl} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {localeOutDir} from '../../docusaurus-internals/node/buildOutput';
import {lastmodResolver, type DatedArticle} from '../../lib/sitemapLastmod';
import {
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_INDEX,
  sitemapParts,
  type SitemapEntry,
} from '../../lib/sitemapParts';
import {readMarket} from '../market/load';
import {newsRecordAt} from '../news-blog/records';
import {PUBLISH_FROM_ENV} from '../publish-pages/files';
import {linkWithGzipCopy} from '../publish-pages/linkOrCopy';

export default function sitemapPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-sitemap',
    async postBuild({siteConfig, routes, outDir, routesBuildMetadata}) {
      if (siteConfig.noIndex) return;
      const paths = flattenRoutes(routes)
        .map((route) => route.path)
        .filter((routePath) => !routesBuildMetadata[routePath]?.noIndex);
      const entries = sitemapEntries(context, paths);
      if (entries.length === 0) return;
      const parts = sitemapParts(entries);
      const last = lastBuildDir(context);
      for (const part of parts) {
        writeOrTake(
          path.join(outDir, part.file),
          renderUrlset(part.entries),
          last && path.join(last, part.file),
        );
      }
      const base = normalizeUrl([siteConfig.url, siteConfig.baseUrl]);
      writeFileSync(
        path.join(outDir, SITEMAP_INDEX),
        renderSitemapIndex(base.endsWith('/') ? base : `${base}/`, parts),
      );
    },
  };
}

/** The pages' addresses and dates: the articles' records (the blog loaded them in this process), the prices pages' latest market day. */
function sitemapEntries(
  context: LoadContext,
  paths: readonly string[],
): SitemapEntry[] {
  const {siteConfig, siteDir} = context;
  const articles: DatedArticle[] = paths.flatMap((routePath) => {
    const record = newsRecordAt(routePath);
    return record
      ? [
          {
            path: routePath,
            date: record.date,
            ...(record.updated && {updated: record.updated}),
            tagPaths: record.tags.map((tag) => tag.permalink),
          },
        ]
      : [];
  });
  const lastmodOf = lastmodResolver(articles, siteConfig.baseUrl);
  const lastDay = readMarket(siteDir).data.days.at(-1);
  const pricesLastmod = lastDay && new Date(lastDay.time).toISOString();
  const prices = `${siteConfig.baseUrl}prices`;
  const isPrices = (p: string) => p === prices || p.startsWith(`${prices}/`);
  return paths.map((routePath) => {
    const record = newsRecordAt(routePath);
    const lastmod =
      lastmodOf(routePath) ?? (isPrices(routePath) ? pricesLastmod : undefined);
    return {
      url: normalizeUrl([
        siteConfig.url,
        applyTrailingSlash(routePath, {
          trailingSlash: siteConfig.trailingSlash,
          baseUrl: siteConfig.baseUrl,
        }),
      ]),
      ...(lastmod && {lastmod}),
      ...(record && {published: record.date}),
    };
  });
}

/** The last build's folder for this locale, when a publish follows it. */
function lastBuildDir(context: LoadContext): string | undefined {
  const from = process.env[PUBLISH_FROM_ENV];
  return from
    ? localeOutDir(context.siteDir, from, context.baseUrl)
    : undefined;
}

/** Writes `text` into `file`, or links the last build's file when it holds exactly that text. */
function writeOrTake(file: string, text: string, last?: string): void {
  if (last && existsSync(last) && readFileSync(last, 'utf8') === text) {
    linkWithGzipCopy(last, file);
  } else {
    writeFileSync(file, text);
  }
}
