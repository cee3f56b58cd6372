/**
 * Market prices from the data editors commit in `market/` (checked by load.ts before anything is
 * built): the price strip's five prices, the prices page and one page per instrument as routes with
 * their own data, and (through the blog's `processBlogPosts`, see `marketPostsProcessor`) each
 * tagged article's price box for its own day.
 *
 * The strip is on most pages, and each market day changes it. Its figures are a module only the
 * server bundle reads (PRICE_STRIP_MODULE) and a file the app fetches when it boots
 * (src/lib/market/stripFile.ts): in global data they would be in `main.js`, which every page names,
 * and a market day would change every page. So the strip is a region that may lag
 * (src/components/StaticRegion): a publish copies a page whose only change is the strip.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {toSiteLocale, type Locale} from '../../config/locales';
import {withNewsExtras} from '../../lib/newsExtras';
import {tagKeysOf} from '../../lib/tagKeys';
import {listedRecords, type NewsRecord} from '../../lib/newsRecord';
import {
  instrumentPageView,
  priceBoxesView,
  pricesPageView,
  stripView,
  type NewsLinkView,
} from '../../lib/market/view';
import {PRICE_STRIP_FILE} from '../../lib/market/stripFile';
import {loadMarket, MARKET_DIR, type MarketData} from './load';
import {marketPages} from './routes';
import {generatedModuleRequest} from '../../docusaurus-internals/node/generatedFiles';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const MARKET_PLUGIN = 'nerkhnama-market';
export const PRICE_STRIP_MODULE = '@nerkhnama/price-strip';
const PRICE_STRIP_DATA = 'price-strip.json';
const NO_STRIP = path.join(__dirname, 'noStrip.json');

/**
 * The price pages' data modules (closes, and each instrument's latest news, which changes with the
 * stories): served to the browser as route data (client-routing), not from the main bundle.
 */
export const isMarketPageData = (modulePath: string) =>
  modulePath.startsWith(`@generated/${MARKET_PLUGIN}/`) &&
  !modulePath.endsWith('/__plugin.json');
/** Latest articles listed on an instrument's page. */
export const INSTRUMENT_NEWS_COUNT = 5;
/** Price boxes at most on one article. */
export const MAX_PRICE_BOXES = 3;

/** What the plugin loads; the search index lists the prices pages from it (titles are read from the built pages). */
export interface MarketContent extends MarketData {
  pages: Array<{url: string; title: string}>;
}

function loadOrWarn(siteDir: string): MarketData | undefined {
  try {
    return loadMarket(siteDir);
  } catch (error) {
    // The dev server only warns, like the news guard, so an editor can fix a file while previewing.
    if (process.env.NODE_ENV === 'production') throw error;
    console.warn(String(error instanceof Error ? error.message : error));
    return undefined;
  }
}

export default function marketPlugin(
  context: LoadContext,
): Plugin<MarketContent | undefined> {
  const {siteDir, baseUrl} = context;
  const locale = toSiteLocale(context.i18n.currentLocale);
  // Checked when the config loads, so bad data stops the build before anything is written.
  loadOrWarn(siteDir);
  const stripData = () =>
    path.join(
      context.generatedFilesDir,
      MARKET_PLUGIN,
      'default',
      PRICE_STRIP_DATA,
    );
  const strip = (content: MarketContent | undefined) =>
    content && content.days.length > 0
      ? stripView({...content, locale, baseUrl})
      : null;
  return {
    name: MARKET_PLUGIN,
    getPathsToWatch: () => [path.join(siteDir, MARKET_DIR, '**/*.yml')],
    configureWebpack(config, isServer) {
      // The dev server renders in the browser only: it gets the figures there.
      const browserFetches = !isServer && config.mode === 'production';
      return {
        resolve: {
          alias: {
            [PRICE_STRIP_MODULE]: browserFetches ? NO_STRIP : stripData(),
          },
        },
      };
    },
    async loadContent() {
      const data = loadOrWarn(siteDir);
      if (!data || data.days.length === 0) return undefined;
      const pages = marketPages(data, baseUrl).map(({path, instrument}) => ({
        url: path,
        title: instrument ? instrument[locale] : '',
      }));
      return {...data, pages};
    },
    async contentLoaded({content, actions}) {
      const written = await actions.createData(
        PRICE_STRIP_DATA,
        JSON.stringify(strip(content)),
      );
      if (path.resolve(written) !== path.resolve(stripData())) {
        throw new Error(
          `market: Docusaurus wrote ${written}, not ${stripData()}: its generated-files layout changed.`,
        );
      }
    },
    async postBuild({content, outDir}) {
      const file = path.join(outDir, PRICE_STRIP_FILE);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(strip(content)));
    },
    async allContentLoaded({allContent, actions}) {
      // Under the `@generated` alias: an absolute path would put the checkout's folder into the
      // client bundle, and the site's bytes would depend on where it is built.
      const viewModule = async (name: string, data: unknown) =>
        generatedModuleRequest(
          context.generatedFilesDir,
          await actions.createData(name, JSON.stringify(data)),
        );
      const content = allContent[MARKET_PLUGIN]?.default as
        MarketContent | undefined;
      if (!content || content.days.length === 0) return;
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          `The prices pages need the blog plugin (${BLOG_PLUGIN}).`,
        );
      }
      const listed = listedRecords(blog.blogPosts);

      for (const {path: pagePath, instrument} of marketPages(
        content,
        baseUrl,
      )) {
        if (!instrument) {
          const page = pricesPageView({...content, locale, baseUrl});
          actions.addRoute({
            path: pagePath,
            exact: true,
            component: '@site/src/components/Market/PricesPage',
            modules: {
              view: await viewModule('prices.json', page),
            },
          });
          continue;
        }
        const tag = tagOf(listed, instrument.tag);
        const view = instrumentPageView({
          ...content,
          locale,
          baseUrl,
          instrument,
          news: latestWithTag(listed, instrument.tag, INSTRUMENT_NEWS_COUNT),
          tag: {
            label: tag?.label ?? instrument.tag,
            permalink: tag?.permalink ?? `${baseUrl}news/tags`,
          },
        });
        // marketPages lists only instruments with a close, which always have a view.
        if (!view) {
          throw new Error(`market: ${instrument.key} has a page but no close.`);
        }
        actions.addRoute({
          path: pagePath,
          exact: true,
          component: '@site/src/components/Market/InstrumentPage',
          modules: {
            view: await viewModule(`prices-${instrument.key}.json`, view),
          },
        });
      }
    },
  };
}

/** A tag key's label and permalink, from an article that carries it (the blog resolves keys through tags.yml). */
function tagOf(
  records: readonly NewsRecord[],
  key: string,
): {label: string; permalink: string} | undefined {
  for (const record of records) {
    const tag = record.tags.find((t) => t.key === key);
    if (tag) return {label: tag.label, permalink: tag.permalink};
  }
  return undefined;
}

/** The `count` latest of the listed records (newest first) carrying a tag key. */
export function latestWithTag(
  listed: readonly NewsRecord[],
  tagKey: string,
  count: number,
): NewsLinkView[] {
  return listed
    .filter((record) => record.tags.some((tag) => tag.key === tagKey))
    .slice(0, count)
    .map(({title, permalink, date}) => ({title, permalink, date}));
}

/**
 * The blog's `processBlogPosts` step that gives each article the price boxes of its tags'
 * instruments, as of the article's Tehran day (that day's close, so a reader can check the
 * figure the article quotes).
 */
export function marketPostsProcessor({
  siteDir,
  locale,
  baseUrl,
}: {
  siteDir: string;
  locale: Locale;
  baseUrl: string;
}) {
  return async function processMarketPosts({
    blogPosts,
  }: {
    blogPosts: BlogPost[];
  }): Promise<void> {
    const data = loadOrWarn(siteDir);
    if (!data) return;
    for (const post of blogPosts) {
      const priceBoxes = priceBoxesView({
        ...data,
        locale,
        baseUrl,
        tagKeys: tagKeysOf(post.metadata.frontMatter),
        date: post.metadata.date,
        max: MAX_PRICE_BOXES,
      });
      if (priceBoxes.length > 0) withNewsExtras(post.metadata, {priceBoxes});
    }
  };
}
