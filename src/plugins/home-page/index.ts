/**
 * Adds the home page route with only the handful of latest articles and top tags it shows as its data, so the
 * home page's props stay the same size however large the archive grows (no global data).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {homeConfig, validateHomeConfig} from '../../config/home';
import {pickLatestNews, pickTopTags, type PostLike} from './latestNews';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export default function homePagePlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-home-page',
    async loadContent() {
      const problems = validateHomeConfig(homeConfig);
      if (problems.length > 0) {
        throw new Error(`src/config/home.ts is invalid:\n- ${problems.join('\n- ')}`);
      }
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent[BLOG_PLUGIN]?.default as {blogPosts: PostLike[]} | undefined;
      if (!blog) throw new Error(`The home page needs the blog plugin (${BLOG_PLUGIN}).`);
      const latest = pickLatestNews(blog.blogPosts, homeConfig.latestNews.count);
      const latestNews = await actions.createData('latest-news.json', JSON.stringify(latest));
      const topTags = await actions.createData('top-tags.json', JSON.stringify(pickTopTags(blog.blogPosts, homeConfig.topTags.count)));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {latestNews, topTags},
      });
    },
  };
}
