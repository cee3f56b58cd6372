/**
 * How the blog plugin reads its stories, for a reader that takes some of them from elsewhere
 * (news-blog/keptPosts.ts). In @docusaurus/plugin-content-blog 3.10, `loadContent` (index.js)
 * calls `(0, blogUtils_1.generateBlogPosts)(contentPaths, context, options, tagsFile, authorsMap)`
 * through the CommonJS module object of `blogUtils.js`, which lists the story files with
 * `Globby(include, {cwd: contentPath, ignore: exclude})`, reads each from the localized folder when
 * it is there (`getContentPathList`, `getFolderContainingFile`), processes each on its own
 * (`processBlogSourceFile`: front matter, date, tags, authors, reading time; nothing from another
 * story), drops the drafts and sorts by date, newest first. A wrapper installed on that module object
 * can so hand the reader each story's file, and let the blog process only the files the reader
 * asks for (the same function, told to include only those), and still return what the blog would.
 */
import './installed';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {aliasedSitePath, Globby} from '@docusaurus/utils';
import type {BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';
import {assertMentions, packageFile} from './packages';

const TOUCHPOINT =
  'the stories a publish takes as the last build read them (src/plugins/news-blog/keptPosts.ts)';
const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

interface ContentPaths {
  contentPath: string;
  contentPathLocalized?: string;
}

type GenerateBlogPosts = (
  contentPaths: ContentPaths,
  context: {siteDir: string},
  options: PluginOptions,
  tagsFile: unknown,
  authorsMap: unknown,
) => Promise<BlogPost[]>;

/** A story file as the blog reads it. */
export interface BlogSource {
  /** Relative to the content folder, as the blog lists it. */
  file: string;
  /** The file the blog reads: the localized one when it is there. */
  absolute: string;
  /** What the blog names the post by (`metadata.source`: `@site/news/….md`). */
  source: string;
}

/**
 * Reads the stories: given every story file in the blog's order and a function that has the blog
 * process some of them (each source → its post, or null for a draft), returns one post or null
 * per file, in the same order.
 */
export type BlogPostsReader = (
  sources: readonly BlogSource[],
  process: (
    some: readonly BlogSource[],
  ) => Promise<Map<string, BlogPost | null>>,
) => Promise<Array<BlogPost | null>>;

const READER = Symbol.for('nerkhnama.blogPosts.reader');
const INSTALLED = Symbol.for('nerkhnama.blogPosts.installed');

type BlogUtils = {
  generateBlogPosts: GenerateBlogPosts;
  [INSTALLED]?: true;
};
const store = globalThis as typeof globalThis & {[READER]?: BlogPostsReader};

/** A file name the blog's glob matches only itself by (no pattern characters). */
const isLiteral = (file: string) => /^[\w./-]+$/.test(file);

/**
 * From now on, this process's blog plugin reads its stories through `reader`. Throws when the
 * installed blog plugin no longer reads them the way described at the top of this file.
 */
export function readBlogPostsWith(reader: BlogPostsReader): void {
  const index = packageFile(BLOG_PLUGIN, 'lib/index.js', TOUCHPOINT);
  assertMentions(
    readFileSync(index, 'utf8'),
    index,
    [
      'require("./blogUtils")',
      '(0, blogUtils_1.generateBlogPosts)(contentPaths, context, options, tagsFile, authorsMap)',
    ],
    TOUCHPOINT,
  );
  const utilsFile = packageFile(BLOG_PLUGIN, 'lib/blogUtils.js', TOUCHPOINT);
  assertMentions(
    readFileSync(utilsFile, 'utf8'),
    utilsFile,
    [
      'async function generateBlogPosts(contentPaths, context, options, tagsFile, authorsMap) {',
      'const blogSourceFiles = await (0, utils_1.Globby)(include, {',
      'cwd: contentPaths.contentPath,',
      'ignore: exclude,',
      'const blogDirPath = await (0, utils_1.getFolderContainingFile)((0, utils_1.getContentPathList)(contentPaths), blogSourceRelative);',
      'const aliasedSource = (0, utils_1.aliasedSitePath)(blogSourceAbsolute, siteDir);',
      'blogPosts.sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime());',
      "if (options.sortPosts === 'ascending') {",
    ],
    TOUCHPOINT,
  );
  // Node's own require: the module object the blog plugin's index.js holds, not a loader's copy.
  const blogUtils = createRequire(index)(utilsFile) as BlogUtils;
  if (typeof blogUtils.generateBlogPosts !== 'function') {
    throw new Error(
      `docusaurus-internals: ${utilsFile} no longer exports generateBlogPosts, needed by ${TOUCHPOINT}.`,
    );
  }
  if (!blogUtils[INSTALLED]) {
    const generate = blogUtils.generateBlogPosts;
    blogUtils.generateBlogPosts = (...args) =>
      store[READER]
        ? readThrough(store[READER], generate, ...args)
        : generate(...args);
    blogUtils[INSTALLED] = true;
  }
  store[READER] = reader;
}

async function readThrough(
  reader: BlogPostsReader,
  generate: GenerateBlogPosts,
  ...args: Parameters<GenerateBlogPosts>
): Promise<BlogPost[]> {
  const [contentPaths, context, options] = args;
  if (!existsSync(contentPaths.contentPath)) return generate(...args);
  const files = await Globby(options.include, {
    cwd: contentPaths.contentPath,
    ignore: options.exclude,
  });
  const folders = [
    contentPaths.contentPathLocalized,
    contentPaths.contentPath,
  ].filter((dir): dir is string => Boolean(dir));
  const sources = files.map((file): BlogSource => {
    const folder =
      folders.find((dir) => existsSync(path.join(dir, file))) ??
      contentPaths.contentPath;
    const absolute = path.join(folder, file);
    return {file, absolute, source: aliasedSitePath(absolute, context.siteDir)};
  });
  const processSome = async (some: readonly BlogSource[]) => {
    // Told to include only these files, the blog lists and processes them alone.
    const alone =
      some.length < sources.length && some.every((s) => isLiteral(s.file));
    const posts = await generate(
      contentPaths,
      context,
      alone ? {...options, include: some.map((s) => s.file)} : options,
      ...(args.slice(3) as [unknown, unknown]),
    );
    const bySource = new Map(posts.map((post) => [post.metadata.source, post]));
    return new Map(some.map((s) => [s.source, bySource.get(s.source) ?? null]));
  };
  const posts = (await reader(sources, processSome)).filter(
    (post): post is BlogPost => post !== null,
  );
  // As the blog sorts them (a stable sort, from the listing's order).
  posts.sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime());
  return options.sortPosts === 'ascending' ? posts.reverse() : posts;
}
