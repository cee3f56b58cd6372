/**
 * The blog plugin, serving the news, with list pages that carry card data instead of articles.
 *
 * Upstream, a list page (the news list, a tag page) imports each of its articles' truncated MDX:
 * a reader's list page downloads ten compiled article excerpts it never renders (our card grid reads
 * only metadata, see src/theme/BlogPostItems), and the build compiles every article twice more
 * (client and server) as an excerpt module. This wrapper lets the blog plugin add its routes as
 * usual, then gives each list route one JSON module holding its items' card data (listItems.ts).
 * Everything else (content loading, translations, feeds, tags, options) is the blog plugin's own.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions, BlogContent} from '@docusaurus/plugin-content-blog';
import {createHash} from 'node:crypto';
import path from 'node:path';
import {listItemOf, truncatedItemSources, type ListedPost} from './listItems';

export {validateOptions};

export default async function newsBlogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  const contentLoaded = blog.contentLoaded!.bind(blog);
  return {
    ...blog,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      await contentLoaded({...args, actions: {...args.actions, addRoute: (route) => routes.push(route)}});
      const bySource = new Map<string, ListedPost>(args.content.blogPosts.map((post) => [post.metadata.source, post as unknown as ListedPost]));
      for (const route of routes) {
        const sources = truncatedItemSources(route.modules?.items);
        if (sources) {
          const items = sources.map((source) => {
            const post = bySource.get(source);
            if (!post) throw new Error(`news-blog: the list page ${route.path} names ${source}, which is not a loaded article.`);
            return listItemOf(post);
          });
          const name = `news-list-items-${createHash('sha1').update(route.path).digest('hex').slice(0, 12)}.json`;
          const file = await args.actions.createData(name, JSON.stringify(items));
          // Under the `@generated` alias, as the client-routing plugin knows the blog's modules.
          route.modules = {...route.modules, items: `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`};
        }
        args.actions.addRoute(route);
      }
    },
  };
}
