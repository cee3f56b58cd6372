/**
 * Adds the home page route with only the stories (lead, top stories, latest, a few per main
 * section) and top tags it shows as its data, so the home page's props stay the same size however
 * large the archive grows; its global data is a fixed few headlines.
 */
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
/** Headlines the not-found page lists. */
const NOT_FOUND_LATEST = 5;

export default function homePagePlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-home-page',
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
      // The not-found page's way on: the five latest headlines; and the breaking bar's story, shown
      // under the navbar of every page (global data, a fixed few hundred bytes).
      const breaking = breakingHeadline(records, now);
      actions.setGlobalData({
        latest: latestHeadlines(records, NOT_FOUND_LATEST),
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
