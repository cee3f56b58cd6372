/** The names the publish-pages plugin and the build scripts share (scripts/publish.ts, scripts/build.ts). */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {ListLayout} from '../../lib/listLayout';

/** The publish state's file name, at the root of the output folder (scripts/publish/state.ts). */
export const PUBLISH_STATE = '.publish.json';

/** Set by scripts/publish.ts: the last build's output folder, whose state the render follows. */
export const PUBLISH_FROM_ENV = 'NERKHNAMA_PUBLISH_FROM';

/**
 * Set by scripts/publish.ts: the last build's state file, whose news lists' layouts this build
 * follows (src/lib/listLayout.ts: the pages after the first ones kept as that build cut them). A
 * full build given it lays its lists out as a publish from that build does.
 */
export const LIST_LAYOUTS_FROM_ENV = 'NERKHNAMA_LIST_LAYOUTS_FROM';

/**
 * Set by scripts/publish.ts: the folder of the bundler's persistent cache for this code, which a
 * publish reads and writes so it bundles only the modules that changed. Full builds, without it,
 * bundle cold and keep no cache (Docusaurus's DOCUSAURUS_NO_PERSISTENT_CACHE).
 */
export const BUNDLE_CACHE_ENV = 'NERKHNAMA_BUNDLE_CACHE';

/** Where the bundler caches of publishes live: the shared `node_modules/.cache`. */
export const bundleCacheRoot = (siteDir: string) =>
  path.join(siteDir, 'node_modules/.cache/nerkhnama-bundles');

/** The prefix of a site folder's bundler caches: a copy of the site whose `node_modules` is a link gets its own. */
export const bundleCachePrefix = (siteDir: string) =>
  `${createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 12)}-`;

/** The bundler cache of a site folder and its code (scripts/publish/state.ts's code digest): other code never reads it. */
export const bundleCacheDir = (siteDir: string, code: string) =>
  path.join(
    bundleCacheRoot(siteDir),
    `${bundleCachePrefix(siteDir)}${code.slice(0, 16)}`,
  );

/** What a rendering process leaves for the build script about its locale. */
export interface PublishPages {
  /** Page route → a digest of the inputs it shows (pageRules.ts). */
  pages: Record<string, string>;
  /** The sidebar entries the locale's pages may show (pageRules.ts, laggingSidebars). */
  sidebar: Record<string, string>;
  /** Each news list's layout, by its first page's route (src/lib/listLayout.ts). */
  lists: Record<string, ListLayout>;
  /** How many routes the process rendered, of how many. */
  rendered: number;
  routes: number;
  /** When the clock alone next changes the locale's pages (src/lib/clockChange.ts), an ISO date. */
  clockChange?: string;
}

/** Where a render leaves its locale's PublishPages. */
export const publishPagesFile = (generatedFilesDir: string, locale: string) =>
  path.join(generatedFilesDir, `publish-pages-${locale}.json`);

/**
 * Where a shard keeps its locale's PublishPages, at the root of its folder: the merge writes the
 * publish state from them (scripts/build-merge.ts), so a site built as shards publishes as a site
 * built whole. A dot-file, like the state: never served, never uploaded.
 */
export const shardPagesFile = (locale: string) =>
  `.publish-pages-${locale}.json`;

/**
 * Where a shard keeps the record of its locale's client compilation (client-routing's
 * clientBundle.ts), beside its PublishPages: the merge puts it in the publish state, so the first
 * publish after a build made of shards can take the client side unbundled too.
 */
export const shardClientFile = (locale: string) =>
  `.publish-client-${locale}.json`;
