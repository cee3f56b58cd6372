/**
 * The blog plugin, serving the news, with list pages that carry card data instead of articles.
 *
 * Upstream, a list page (the news list, a tag page) imports each of its articles' truncated MDX:
 * a reader's list page downloads ten compiled article excerpts it never renders (our card grid reads
 * only metadata, see src/theme/BlogPostItems), and the build compiles every article twice more
 * (client and server) as an excerpt module. This wrapper lets the blog plugin add its routes as
 * usual, then gives each list route one JSON module holding its items' card data (listItems.ts).
 * Everything else (content loading, translations, feeds, tags, options) is the blog plugin's own;
 * after it writes the feeds, they get their self link and (Atom) language (feedLinks.ts). A build's
 * processes load the content once a locale and share it (loadedOnce.ts), and the reading times
 * the blog counts are kept between builds (readingTimes.ts).
 *
 * Scheduled articles (a `date` still in the future, src/lib/schedule.ts) are taken out of a
 * production build's posts before anything else sees them: the site's `processBlogPosts` (covers,
 * related articles), the lists, tags and their counts, feeds, the home page, sitemaps, search and
 * the article's own page all follow from the posts the blog plugin keeps. `npm start` keeps them,
 * so an editor can preview a scheduled article.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentBlog, {
  validateOptions,
} from '@docusaurus/plugin-content-blog';
import type {PluginOptions, BlogContent} from '@docusaurus/plugin-content-blog';
import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {listItemSources} from '../../docusaurus-internals/node/blogPlugin';
import {generatedModuleRequest} from '../../docusaurus-internals/node/generatedFiles';
import {BREAKING_FRESH_HOURS} from '../../config/breaking';
import {leadStory} from '../../lib/leadStory';
import {buildNow, isScheduled} from '../../lib/schedule';
import {leadWithPinned, listItemsWriter, type ListedPost} from './listItems';
import {keepNewsRecords} from './records';
import {newsRecordOf} from '../../lib/newsRecord';
import {completeAtom, completeRss} from './feedLinks';
import {loadNewsOnce} from './loadedOnce';
import {keepClockChange} from './clock';
import {keptReadingTimes, readingTimesFile} from './readingTimes';
import {
  blogDataDir,
  blogPluginRelease,
} from '../../docusaurus-internals/node/blogPlugin';
import {
  boundOpenFiles,
  keepWrittenFiles,
  writeModuleMadeFrom,
} from '../../docusaurus-internals/node/openFiles';
import {NEWS_LIST_LAYOUT} from '../../config/newsPageSize';
import {keepListLayouts, layOutLists} from './listRoutes';
import {lastListLayouts} from './lastLayouts';
import {keptPostsFile, keptPostsReader} from './keptPosts';
import {readBlogPostsWith} from '../../docusaurus-internals/node/blogPosts';
import {handedSourceDigests} from '../../lib/sourceDigests';
import {PUBLISH_FROM_ENV} from '../publish-pages/files';

export {validateOptions};

/** The site's `processBlogPosts`, given only the posts published at `now` (it may return a list of its own). */
export function withoutScheduled(
  processBlogPosts: PluginOptions['processBlogPosts'],
  now: Date,
): PluginOptions['processBlogPosts'] {
  return async ({blogPosts}) => {
    keepClockChange(blogPosts, now);
    const published = blogPosts.filter(
      (post) => !isScheduled(post.metadata.date, now),
    );
    return (await processBlogPosts({blogPosts: published})) ?? published;
  };
}

export default async function newsBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  // However large the archive, a few dozen articles open at a time (EMFILE otherwise).
  boundOpenFiles();
  const production = process.env.NODE_ENV === 'production';
  const locale = context.i18n.currentLocale;
  if (production) {
    // Each of a build's processes loads the site, and Docusaurus writes every generated module each time.
    const writes = keepWrittenFiles(context.generatedFilesDir);
    process.once('exit', () =>
      console.log(
        `[news] ${locale}: ${writes.kept()} generated modules already written as they are, ${writes.written()} written`,
      ),
    );
  }
  // A build hands its processes the checkout's digests: the stories are then kept between builds,
  // and a publish takes those whose files did not change (keptPosts.ts).
  const digests = production ? handedSourceDigests() : undefined;
  if (digests) {
    readBlogPostsWith(
      keptPostsReader({
        file: keptPostsFile(context.siteDir, locale),
        siteDir: context.siteDir,
        locale,
        code: digests.code,
        digests: digests.content,
        take: Boolean(process.env[PUBLISH_FROM_ENV]),
      }),
    );
  }
  const readingTimes = keptReadingTimes({
    file: readingTimesFile(context.siteDir, locale),
    counter: blogPluginRelease(),
    readingTime: options.readingTime,
  });
  const blog = await pluginContentBlog(context, {
    ...options,
    readingTime: readingTimes.readingTime,
    ...(production && {
      processBlogPosts: withoutScheduled(options.processBlogPosts, buildNow()),
    }),
  });
  const loadContent = blog.loadContent!.bind(blog);
  const contentLoaded = blog.contentLoaded!.bind(blog);
  const postBuild = blog.postBuild?.bind(blog);
  return {
    ...blog,
    // Once a build, whatever number of processes it runs (loadedOnce.ts).
    loadContent: () =>
      loadNewsOnce(locale, async () => {
        const content = await loadContent();
        readingTimes.save();
        return content;
      }),
    async postBuild(props) {
      await postBuild?.(props);
      const feedTypes = options.feedOptions.type ?? [];
      const feedDir = path.join(props.outDir, options.routeBasePath);
      // routeBasePath comes normalised with a leading slash (`/news`); baseUrl ends with one.
      const feedBase = `${context.siteConfig.url}${context.baseUrl}${options.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
      const feedUrl = (file: string) => `${feedBase}/${file}`;
      const language =
        options.feedOptions.language ?? context.i18n.currentLocale;
      const complete = async (
        file: string,
        change: (xml: string) => string,
      ) => {
        const target = path.join(feedDir, file);
        await writeFile(target, change(await readFile(target, 'utf8')));
      };
      if (feedTypes.includes('atom')) {
        await complete('atom.xml', (xml) =>
          completeAtom(xml, {selfUrl: feedUrl('atom.xml'), language}),
        );
      }
      if (feedTypes.includes('rss')) {
        await complete('rss.xml', (xml) =>
          completeRss(xml, {selfUrl: feedUrl('rss.xml')}),
        );
      }
    },
    async contentLoaded(args) {
      keepNewsRecords(args.content.blogPosts);
      const routes: RouteConfig[] = [];
      await contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => routes.push(route)},
      });
      const bySource = new Map<string, ListedPost>(
        args.content.blogPosts.map((post) => [post.metadata.source, post]),
      );
      // The story that leads the first news list page: a fresh «فوری» one, else the pinned one.
      const lead = leadStory(
        args.content.blogPosts.filter((post) => !post.metadata.unlisted),
        ({metadata}) => {
          const {date, breaking, pinned} = newsRecordOf(metadata);
          return {date, breaking, pinned};
        },
        buildNow(),
        BREAKING_FRESH_HOURS,
      );
      const newsListPath = path.posix.join(
        context.baseUrl,
        options.routeBasePath,
      );
      // Each list cut into pages: as the blog cut it, or, in a publish, with the pages after the
      // first ones kept as the last build laid them out (listRoutes.ts).
      const {pages, layouts} = layOutLists(
        routes,
        (route) => listItemSources(route.modules?.items, route.path),
        (source) => {
          const post = bySource.get(source);
          if (!post) {
            throw new Error(
              `news-blog: a list page names ${source}, which is not a loaded article.`,
            );
          }
          return newsRecordOf(post.metadata).id;
        },
        NEWS_LIST_LAYOUT,
        lastListLayouts(locale),
      );
      keepListLayouts(layouts);
      const itemsJson = listItemsWriter();
      const dataDir = blogDataDir(context.generatedFilesDir);
      for (const page of pages) {
        const {route} = page;
        let sources = 'sources' in page ? page.sources : null;
        // The lead story leads the first page of the news list (see leadWithPinned).
        if (sources && lead && route.path === newsListPath) {
          sources = leadWithPinned(sources, lead.metadata.source);
        }
        if (sources) {
          const posts = sources.map((source) => {
            const post = bySource.get(source);
            if (!post) {
              throw new Error(
                `news-blog: the list page ${route.path} names ${source}, which is not a loaded article.`,
              );
            }
            return post;
          });
          const name = `news-list-items-${createHash('sha1').update(route.path).digest('hex').slice(0, 12)}.json`;
          // Where `createData` would write it; a page whose items did not change is not made again.
          const file = path.join(dataDir, name);
          const handled = await writeModuleMadeFrom(
            file,
            itemsJson.madeFrom(posts),
            () => itemsJson.text(posts),
          );
          if (!handled) {
            await args.actions.createData(name, itemsJson.text(posts));
          }
          // Under the `@generated` alias, as the client-routing plugin knows the blog's modules.
          route.modules = {
            ...route.modules,
            items: generatedModuleRequest(context.generatedFilesDir, file),
          };
        }
        args.actions.addRoute(route);
      }
    },
  };
}
