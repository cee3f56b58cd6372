/**
 * What the news relies on inside @docusaurus/plugin-content-blog 3.10.2, beyond its options: the
 * module references its list routes carry (routes.js, blogPostItemsModule), where its per-route
 * modules live (its data folder under `@generated/`, translations under `i18n/{locale}/`), and how
 * it reads the articles (blogUtils.js, bounded below).
 */
import './installed';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import pLimit from 'p-limit';
import {assertPackageMentions, packageDir, packageFile} from './packages';

/** The installed blog plugin and its version, whose reading-time count a cache may keep (news-blog/readingTimes.ts). */
export function blogPluginRelease(): string {
  const name = '@docusaurus/plugin-content-blog';
  const {version} = JSON.parse(
    readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'),
  ) as {version: string};
  return `${name}@${version}`;
}

/** A module reference as the blog plugin writes it into a route's `modules`. */
interface ImportRef {
  __import: true;
  path: string;
  query?: Record<string, unknown>;
}

const isTruncatedRef = (item: unknown) => {
  const ref = (item as {content?: ImportRef} | null)?.content;
  return (
    !!ref &&
    ref.__import === true &&
    typeof ref.path === 'string' &&
    ref.query?.truncated === true
  );
};

/**
 * The article sources of a list route's `items` module (the news list, a tag or author page): one
 * `{content: {__import, path, query: {truncated: true}}}` per article. Null for a route without
 * items (or with none); throws for items in any other shape, where a list page would otherwise
 * quietly keep every article's compiled excerpt.
 */
export function listItemSources(
  items: unknown,
  routePath = 'a list route',
): string[] | null {
  if (items === undefined || (Array.isArray(items) && items.length === 0)) {
    return null;
  }
  if (!Array.isArray(items) || !items.every(isTruncatedRef)) {
    throw new Error(
      `docusaurus-internals: the items of ${routePath} are not the blog plugin's truncated-article references (plugin-content-blog, routes.js blogPostItemsModule): ${JSON.stringify(items).slice(0, 200)}`,
    );
  }
  return items.map((item) => (item as {content: ImportRef}).content.path);
}

/**
 * Modules the blog plugin writes per route: its data (`@generated/docusaurus-plugin-content-blog/…`,
 * or under its own `~blog` alias of that folder, as the sidebar's latest headlines and the blog
 * metadata are named: plugin-content-blog, index.js aliasedSource) and translated articles
 * (`@site/i18n/{locale}/docusaurus-plugin-content-blog/…`).
 */
export const isBlogPluginModule = (modulePath: string) =>
  /^@site\/i18n\/[^/]+\/docusaurus-plugin-content-blog\//.test(modulePath) ||
  modulePath.startsWith('@generated/docusaurus-plugin-content-blog/') ||
  modulePath.startsWith('~blog/');

/** How many article files the blog plugin may have open at once (boundBlogFileReads). */
const BLOG_READS_AT_ONCE = 64;

const BLOG_UTILS = 'lib/blogUtils.js';
const BOUNDED = Symbol.for('nerkhnama.boundedBlogReads');

type ReadFile = ((...args: unknown[]) => unknown) & {[BOUNDED]?: true};

/**
 * The blog plugin reads every article at once: `generateBlogPosts` maps all the files through
 * `Promise.all`, each read by fs-extra's `readFile`, so a process loading 20,000 stories holds up
 * to 20,000 files open. fs-extra (graceful-fs) retries its own reads when the process runs out of
 * descriptors, but anything else that opens a file in that moment fails with EMFILE: a build of
 * 20,000 stories a language stopped so, in Docusaurus's performance logger reading its memory.
 * This bounds the promise form of `readFile` on the fs-extra the blog plugin loads (the one
 * module object its files share) to BLOG_READS_AT_ONCE reads at a time; the callback form, which
 * the blog does not use, passes through. Idempotent; throws when the blog no longer reads that way.
 */
export function boundBlogFileReads(limit = BLOG_READS_AT_ONCE): void {
  const touchpoint =
    'boundBlogFileReads (src/docusaurus-internals/node/blogPlugin.ts)';
  assertPackageMentions(
    '@docusaurus/plugin-content-blog',
    BLOG_UTILS,
    [
      'Promise.all(blogSourceFiles.map(doProcessBlogSourceFile))',
      "fs_extra_1.default.readFile(filePath, 'utf-8')",
      'require("fs-extra")',
    ],
    touchpoint,
  );
  const fsExtra = createRequire(
    packageFile('@docusaurus/plugin-content-blog', BLOG_UTILS, touchpoint),
  )('fs-extra') as {readFile: ReadFile};
  const readFile = fsExtra.readFile;
  if (typeof readFile !== 'function') {
    throw new Error(
      `docusaurus-internals: the fs-extra that ${BLOG_UTILS} loads has no readFile, needed by ${touchpoint}.`,
    );
  }
  if (readFile[BOUNDED]) return;
  const queue = pLimit(limit);
  const bounded: ReadFile = (...args) =>
    typeof args.at(-1) === 'function'
      ? readFile(...args)
      : queue(() => readFile(...args));
  bounded[BOUNDED] = true;
  fsExtra.readFile = bounded;
}
