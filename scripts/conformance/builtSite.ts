/** The production build as the validators see it: its pages, feeds and sitemaps, and its URLs. */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {brand} from '../../src/config/brand';
import {SERVER_BUNDLE_FOLDER} from '../../src/docusaurus-internals/node/buildOutput';
import {DESK_PATH} from '../../src/plugins/editors-desk/page';

/**
 * Build-folder parts no page, feed or sitemap points to: the server bundle, search index, route
 * data, and the editors' desk (an app for the newsroom that readers and crawlers never see).
 */
const SKIPPED_FOLDERS = new Set([
  SERVER_BUNDLE_FOLDER,
  'pagefind',
  'route-data',
  DESK_PATH,
]);

function walk(dir: string, rel: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const relative = rel ? `${rel}/${name}` : name;
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_FOLDERS.has(name)) walk(full, relative, out);
    } else out.push(relative);
  }
}

/** Every file of the build except the skipped folders, as `/`-separated paths relative to it. */
export function builtFiles(buildDir: string): string[] {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  const out: string[] = [];
  walk(buildDir, '', out);
  return out.sort();
}

export const isPage = (file: string) => file.endsWith('.html');
export const isFeed = (file: string) => /(^|\/)(rss|atom)\.xml$/.test(file);
/** `sitemap.xml` (an index), its parts (`sitemap-pages.xml`, `sitemap-news-2026-11.xml`), `news-sitemap.xml`. */
export const isSitemap = (file: string) =>
  /(^|\/)((news-)?sitemap|sitemap-[a-z0-9-]+)\.xml$/.test(file);

/**
 * The built file a site URL is served from, as the shipped server maps it (deploy/nginx.conf):
 * `/news` → `news.html`, `/en/` → `en/index.html`; undefined when it is not on this site.
 */
export function fileOfUrl(
  url: string,
  siteUrl: string = brand.siteUrl,
): string | undefined {
  if (!url.startsWith(`${siteUrl}/`)) return undefined;
  const pathname = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  if (pathname === '' || pathname.endsWith('/')) return `${pathname}index.html`;
  return /\.[a-z]+$/.test(pathname) ? pathname : `${pathname}.html`;
}

/** Whether a URL is written as a URL may be on the wire: ASCII only, non-ASCII percent-encoded. */
export const isPercentEncoded = (url: string) => /^[\x21-\x7e]+$/.test(url);
