/**
 * Adds the home page route with only the stories (lead, top stories, latest, a few per main
 * section) and top tags it shows as its data, so the home page's props stay the same size however
 * large the archive grows; its global data is the breaking story and the build's day.
 *
 * The not-found page's five latest headlines are a module only the server bundle reads
 * (NOT_FOUND_LATEST_MODULE): in global data they would be in `main.js`, which every page names, and
 * each new story would change every page. The browser keeps the list the page arrived with
 * (src/components/StaticRegion).
 */
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
  type HomePageGlobalData,
} from './frontPage';
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

/**
 * The home page's data modules (its stories, its top tags), which change with each story: served
 * to the browser as route data, like a news page's (client-routing), not from the main bundle.
 */
export const isHomePageData = (modulePath: string) =>
  modulePath.startsWith(`@generated/${PLUGIN_NAME}/`) &&
  !modulePath.endsWith('/__plugin.json');
/** Headlines the not-found page lists. */
const NOT_FOUND_LATEST = 5;

export default function homePagePlugin(context: LoadContext): Plugin {
  const notFoundLatest = () =>
    path.join(
      context.generatedFilesDir,
      PLUGIN_NAME,
      'default',
      NOT_FOUND_LATEST_FILE,
    );
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      // The dev server renders in the browser only: it gets the headlines there.
      const browserGetsNone = !isServer && config.mode === 'production';
      return {
        resolve: {
          alias: {
            [NOT_FOUND_LATEST_MODULE]: browserGetsNone
              ? NO_HEADLINES
              : notFoundLatest(),
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
      const written = await actions.createData(
        NOT_FOUND_LATEST_FILE,
        JSON.stringify(latestHeadlines(records, NOT_FOUND_LATEST)),
      );
      if (path.resolve(written) !== path.resolve(notFoundLatest())) {
        throw new Error(
          `home-page: Docusaurus wrote ${written}, not ${notFoundLatest()}: its generated-files layout changed.`,
        );
      }
      // The breaking bar's story, shown under the navbar of every page (global data, a fixed few
      // hundred bytes), and the day the header shows until the app runs.
      const breaking = breakingHeadline(records, now);
      actions.setGlobalData({
        ...(breaking && {breaking}),
        builtDay: tehranDay(now),
      } satisfies HomePageGlobalData);
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
  };
}
