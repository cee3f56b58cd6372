/**
 * What the news relies on inside @docusaurus/plugin-content-blog 3.10.2, beyond its options: the
 * module references its list routes carry (routes.js, blogPostItemsModule), where each list route
 * keeps its page's metadata and the count it prints (routes.js, props.js), where its per-route
 * modules live (its data folder under `@generated/`, translations under `i18n/{locale}/`). How it
 * reads the articles and writes their modules is bounded in openFiles.ts.
 */
import type {RouteConfig} from '@docusaurus/types';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {docuHash} from '@docusaurus/utils';
import {installedVersion} from './installed';

const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

/** The installed blog plugin and its version, whose reading-time count a cache may keep (news-blog/readingTimes.ts). */
export const blogPluginRelease = () =>
  `${BLOG_PLUGIN}@${installedVersion(BLOG_PLUGIN)}`;

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

/** A list page's metadata as the blog writes it (blogUtils.js, paginateBlogPosts). */
export interface ListPageMetadata {
  permalink: string;
  page: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
  [key: string]: unknown;
}

const isListPageMetadata = (value: unknown): value is ListPageMetadata =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListPageMetadata).permalink === 'string' &&
  typeof (value as ListPageMetadata).page === 'number' &&
  typeof (value as ListPageMetadata).totalPages === 'number' &&
  typeof (value as ListPageMetadata).totalCount === 'number';

/** Where a list route keeps its page's metadata, and which prop prints the list's count (if any). */
function listShapeOf(route: RouteConfig): {
  metadata: ListPageMetadata;
  counted?: 'tag' | 'author';
} {
  const props = route.props as Record<string, unknown> | undefined;
  if (isListPageMetadata(props?.metadata)) return {metadata: props.metadata};
  const counted = isCounted(props?.tag)
    ? 'tag'
    : isCounted(props?.author)
      ? 'author'
      : undefined;
  if (counted && isListPageMetadata(props?.listMetadata)) {
    return {metadata: props.listMetadata, counted};
  }
  throw new Error(
    `docusaurus-internals: the list route ${route.path} has no page metadata where the blog plugin puts it (plugin-content-blog, routes.js: props.metadata, or props.listMetadata beside props.tag or props.author): ${JSON.stringify(props ?? null).slice(0, 200)}`,
  );
}

const isCounted = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {count?: unknown}).count === 'number';

/**
 * The page metadata of a list route (one with items): `props.metadata` on the news list's pages,
 * `props.listMetadata` beside `props.tag` or `props.author` on a tag's or an author's (routes.js).
 * Throws for a list route in any other shape, where its pages would otherwise quietly be cut as
 * the blog cut them.
 */
export const listPageOf = (route: RouteConfig): ListPageMetadata =>
  listShapeOf(route).metadata;

/**
 * A list route like `route` (same component, modules and the rest of its props) for another page:
 * its metadata, and the count the tag's or author's page prints (props.js gives it as the list's
 * length) set to the metadata's `totalCount`.
 */
export function listRouteFor(
  route: RouteConfig,
  metadata: ListPageMetadata,
): RouteConfig {
  const {counted} = listShapeOf(route);
  const props = route.props as Record<string, unknown>;
  return {
    ...route,
    path: metadata.permalink,
    props: counted
      ? {
          ...props,
          [counted]: {
            ...(props[counted] as object),
            count: metadata.totalCount,
          },
          listMetadata: metadata,
        }
      : {...props, metadata},
  };
}

/**
 * An article's own Markdown module (`@site/news/….md`, or a translation under
 * `@site/i18n/{locale}/docusaurus-plugin-content-blog/`), as a blog post route names it in `content`.
 */
export const isArticleModule = (modulePath: string) =>
  (modulePath.startsWith('@site/news/') || isBlogPluginModule(modulePath)) &&
  /\.mdx?$/.test(modulePath);

/** The blog's data folder, where its `createData` writes (core, plugins/actions.js: plugin name, then id). */
export const blogDataDir = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'docusaurus-plugin-content-blog', 'default');

/** Where the blog plugin writes an article's metadata module (`articleMetadataFile`, unchecked). */
export const articleMetadataPath = (
  modulePath: string,
  generatedFilesDir: string,
): string =>
  path.join(blogDataDir(generatedFilesDir), `${docuHash(modulePath)}.json`);

/**
 * The JSON file of an article's metadata, which the blog plugin writes for each post and its MDX
 * loader re-exports as the module's `metadata` (plugin-content-blog, index.js `metadataPath`: the
 * blog's data folder, `docuHash` of the aliased source). Throws when the file is not there, where the
 * article's page would otherwise be sent without its data.
 */
export function articleMetadataFile(
  modulePath: string,
  generatedFilesDir: string,
): string {
  const file = articleMetadataPath(modulePath, generatedFilesDir);
  if (!existsSync(file)) {
    throw new Error(
      `docusaurus-internals: no metadata file ${file} for ${modulePath}, where ${BLOG_PLUGIN}'s metadataPath (index.js) wrote it; check this seam against the installed blog plugin.`,
    );
  }
  return file;
}
