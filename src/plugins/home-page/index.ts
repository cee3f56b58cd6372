/**
 * Adds the home page route with only the stories (lead, top stories, latest, a few per main
 * section) and top tags it shows as its data, so the home page's props stay the same size however
 * large the archive grows.
 *
 * The not-found page's five latest headlines (NOT_FOUND_LATEST_MODULE), the header's date
 * (BUILT_DAY_MODULE) and the breaking bar's story (BREAKING_MODULE) are modules only the server
 * bundle reads: in global data they would be in `main.js`, which every page names, and each new
 * story, the first build of each Tehran day, or a breaking story appearing or going stale would
 * change every page. The browser keeps what the page arrived with, the header's date becomes the
 * reader's day, and the breaking bar the one the build's file names (src/components/StaticRegion,
 * src/components/TodayNavbarItem, src/components/BreakingBar).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {homeConfig, validateHomeConfig} from '../../config/home';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {newsRecordOf} from '../../lib/newsRecord';
import {pickTopTags} from './latestNews';
import {
  breakingHeadline,
  latestHeadlines,
  pickFrontPage,
  type BuiltDay,
} from './frontPage';
import {BREAKING_FILE, type BreakingNow} from '../../lib/breakingFile';
import type {NewsRecord} from '../../lib/newsRecord';
import {buildNow} from '../../lib/schedule';
import {tehranDay} from '../../lib/tehranTime';
import {loadSections} from '../news-sections';
import {generatedModuleRequest} from '../../docusaurus-internals/node/generatedFiles';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PLUGIN_NAME = 'nerkhnama-home-page';
/** The not-found page's latest headlines: this build's in the server bundle, none in the browser's. */
export const NOT_FOUND_LATEST_MODULE = '@nerkhnama/not-found-latest';
const NOT_FOUND_LATEST_FILE = 'not-found-latest.json';
const NO_HEADLINES = path.join(__dirname, 'noHeadlines.json');
/** The Tehran day the pages are rendered on: this build's in the server bundle, none in the browser's. */
export const BUILT_DAY_MODULE = '@nerkhnama/built-day';
const BUILT_DAY_FILE = 'built-day.json';
const NO_DAY = path.join(__dirname, 'noDay.json');
/** The breaking bar's story: this build's in the server bundle, none in the browser's, which fetches it (BREAKING_FILE). */
export const BREAKING_MODULE = '@nerkhnama/breaking';
const BREAKING_DATA = 'breaking.json';
const NO_BREAKING = path.join(__dirname, 'noBreaking.json');

/**
 * The home page's data modules (its stories, its top tags), which change with each story: served
 * to the browser as route data, like a news page's (client-routing), not from the main bundle.
 */
export const isHomePageData = (modulePath: string) =>
  modulePath.startsWith(`@generated/${PLUGIN_NAME}/`) &&
  !modulePath.endsWith('/__plugin.json');
/** Headlines the not-found page lists. */
const NOT_FOUND_LATEST = 5;

/** The breaking bar's story at `now`: its headline and link, all the bar shows. */
function breakingOf(records: readonly NewsRecord[], now: Date): BreakingNow {
  const story = breakingHeadline(records, now);
  return {
    breaking: story ? {title: story.title, permalink: story.permalink} : null,
  };
}

export default function homePagePlugin(context: LoadContext): Plugin {
  const generated = (file: string) =>
    path.join(context.generatedFilesDir, PLUGIN_NAME, 'default', file);
  let breakingNow: BreakingNow | undefined;
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      // The dev server renders in the browser only: it gets the headlines and the day there.
      const browserGetsNone = !isServer && config.mode === 'production';
      return {
        resolve: {
          alias: {
            [NOT_FOUND_LATEST_MODULE]: browserGetsNone
              ? NO_HEADLINES
              : generated(NOT_FOUND_LATEST_FILE),
            [BUILT_DAY_MODULE]: browserGetsNone
              ? NO_DAY
              : generated(BUILT_DAY_FILE),
            [BREAKING_MODULE]: browserGetsNone
              ? NO_BREAKING
              : generated(BREAKING_DATA),
          },
        },
      };
    },
    async loadContent() {
      const problems = validateHomeConfig(homeConfig);
      if (problems.length > 0) {
        throw new Error(
          `src/config/home.ts is invalid:\n- ${problems.join('\n- ')}`,
        );
      }
    },
    async allContentLoaded({allContent, actions}) {
      /** Writes a module the alias above names, where the alias expects it. */
      const writeServerModule = async (file: string, value: unknown) => {
        const written = await actions.createData(file, JSON.stringify(value));
        if (path.resolve(written) !== path.resolve(generated(file))) {
          throw new Error(
            `home-page: Docusaurus wrote ${written}, not ${generated(file)}: its generated-files layout changed.`,
          );
        }
      };
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          `The home page needs the blog plugin (${BLOG_PLUGIN}).`,
        );
      }
      const records = blog.blogPosts.map((post) => newsRecordOf(post.metadata));
      const now = buildNow();
      const front = pickFrontPage(
        records,
        loadSections(context),
        {
          top: homeConfig.topStories.count,
          latest: homeConfig.latestNews.count,
          perSection: homeConfig.sectionBlocks.count,
        },
        now,
      );
      // Module requests under the `@generated` alias: an absolute path would put the checkout's
      // folder into the client bundle, and the site's bytes would depend on where it is built.
      const frontPage = generatedModuleRequest(
        context.generatedFilesDir,
        await actions.createData('front-page.json', JSON.stringify(front)),
      );
      // The not-found page's way on: the five latest headlines (see the header).
      await writeServerModule(
        NOT_FOUND_LATEST_FILE,
        latestHeadlines(records, NOT_FOUND_LATEST),
      );
      // The day the header shows until the reader's own day replaces it (src/components/TodayNavbarItem).
      await writeServerModule(BUILT_DAY_FILE, {
        day: tehranDay(now),
      } satisfies BuiltDay);
      // The breaking bar's story, under the navbar of every page this build renders; the same
      // in the file the app reads (postBuild).
      breakingNow = breakingOf(records, now);
      await writeServerModule(BREAKING_DATA, breakingNow);
      const topTags = generatedModuleRequest(
        context.generatedFilesDir,
        await actions.createData(
          'top-tags.json',
          JSON.stringify(pickTopTags(records, homeConfig.topTags.count)),
        ),
      );
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {frontPage, topTags},
      });
    },
    async postBuild({outDir}) {
      if (!breakingNow) {
        throw new Error('home-page: postBuild ran before the news was loaded.');
      }
      const file = path.join(outDir, BREAKING_FILE);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(breakingNow));
    },
  };
}
