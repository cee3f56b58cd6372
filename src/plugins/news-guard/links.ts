/**
 * The site's routes as a build at a given moment makes them, and the check of an article's links
 * and images against them: an internal link to a page, tag, article or heading that the build will
 * not have fails the build (`onBrokenLinks`, `onBrokenAnchors`), so the check says it first, with
 * the line and the fix. Pure: the caller reads the files.
 */
import path from 'node:path';
import {closest, type Problem} from './schema';

export interface PageInfo {
  /** Heading ids, when known (articles and information pages); other pages accept any anchor. */
  anchors?: ReadonlySet<string>;
}

export interface SiteRoutes {
  /** Published routes, decoded, without trailing slash (`/` for a home page). */
  pages: ReadonlyMap<string, PageInfo>;
  /** Routes of articles a later build publishes: where they go and when. */
  waiting: ReadonlyMap<string, {file: string; reason: string}>;
  /** Files the site serves as they are (static/, feeds, sitemaps). */
  hasFile: (urlPath: string) => boolean;
}

export interface RouteArticle {
  file: string;
  permalink: string;
  tags: readonly string[];
  /** Author keys (authors.yml). */
  authors: readonly string[];
  anchors: ReadonlySet<string>;
  draft: boolean;
  unlisted: boolean;
  /** Set when the article is scheduled after the build's "now": the time, for messages. */
  scheduledFor?: string;
}

export interface RouteInputs {
  /** `''` for the default locale, `/en` for English. */
  prefix: string;
  articles: readonly RouteArticle[];
  /** tag key → permalink (tags.yml). */
  tagPermalinks: ReadonlyMap<string, string>;
  /** author key → permalink under /news/authors, for authors with a page. */
  authorPages: ReadonlyMap<string, string>;
  infoPages: ReadonlyArray<{route: string; anchors: ReadonlySet<string>}>;
  /** The other plugins' pages (home, search, prices), with the locale's base URL (pluginRoutes.ts). */
  pluginPages: readonly string[];
  pageSize: number;
}

/** The routes of one locale. */
export function localeRoutes(input: RouteInputs): {
  pages: Map<string, PageInfo>;
  waiting: Map<string, {file: string; reason: string}>;
} {
  const {prefix} = input;
  const pages = new Map<string, PageInfo>();
  const waiting = new Map<string, {file: string; reason: string}>();
  const add = (route: string, info: PageInfo = {}) =>
    pages.set(normalizeRoute(`${prefix}${route}`), info);
  for (const route of input.pluginPages) {
    pages.set(normalizeRoute(route), {});
  }
  add('/news');
  add('/news/tags');
  const published = input.articles.filter((a) => !a.draft && !a.scheduledFor);
  const listed = published.filter((a) => !a.unlisted);
  for (
    let page = 2;
    page <= Math.ceil(listed.length / input.pageSize);
    page++
  ) {
    add(`/news/page/${page}`);
  }
  for (const article of input.articles) {
    const route = normalizeRoute(`${prefix}/news${article.permalink}`);
    if (article.draft) {
      waiting.set(route, {
        file: article.file,
        reason: 'a draft (draft: true), which the build leaves out',
      });
    } else if (article.scheduledFor) {
      waiting.set(route, {
        file: article.file,
        reason: `scheduled for ${article.scheduledFor}, not published yet`,
      });
    } else pages.set(route, {anchors: article.anchors});
  }
  // A list's first page, then /page/2… as the blog paginates it.
  const addPaged = (base: string, count: number) => {
    add(base);
    for (let page = 2; page <= Math.ceil(count / input.pageSize); page++) {
      add(`${base}/page/${page}`);
    }
  };
  // One pass over the articles, not one per tag: a large archive has thousands of both.
  const tagCounts = countKeys(listed.map((a) => a.tags));
  const authorCounts = countKeys(listed.map((a) => a.authors));
  for (const [key, permalink] of input.tagPermalinks) {
    const count = tagCounts.get(key) ?? 0;
    if (count > 0) addPaged(`/news/tags${permalink}`, count);
  }
  if (input.authorPages.size > 0) add('/news/authors');
  for (const [key, permalink] of input.authorPages) {
    addPaged(`/news/authors${permalink}`, authorCounts.get(key) ?? 0);
  }
  for (const info of input.infoPages) add(info.route, {anchors: info.anchors});
  return {pages, waiting};
}

/** How many of the lists hold each key (a key listed twice in one list counts once). */
function countKeys(
  lists: ReadonlyArray<readonly string[]>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const key of new Set(list)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

export function normalizeRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export interface LinkContext {
  /** Repository path of the article (for messages) and its absolute path (for relative files). */
  file: string;
  absoluteFile: string;
  /** The article's own route and anchors. */
  route: string;
  anchors: ReadonlySet<string>;
  routes: SiteRoutes;
  /** The route of another article file, by absolute path (relative `.md` links). */
  routeOfFile: (absoluteFile: string) => string | undefined;
  /** Whether a file exists at this absolute path (links to files, below). */
  exists?: (file: string) => boolean;
  /** The site's static folder, whose files are served at their path. */
  staticDir?: string;
}

/**
 * The file on disk a link names, when Docusaurus's link step would turn it into a bundled copy
 * (mdx-loader, remark/transformLinks: a path with a file's extension, other than .md or .html,
 * found under the static folder or next to the article). Articles are compiled as data, not by the
 * bundler, so no build publishes such a copy: the link is written so it is served as it is.
 */
function bundledLinkTarget(
  pathPart: string,
  ctx: Pick<LinkContext, 'absoluteFile' | 'exists' | 'staticDir'>,
): string | undefined {
  if (
    !ctx.exists ||
    !path.extname(pathPart) ||
    /\.(mdx?|html)$/.test(pathPart)
  ) {
    return undefined;
  }
  const file = pathPart.startsWith('/')
    ? ctx.staticDir && path.join(ctx.staticDir, pathPart)
    : path.resolve(path.dirname(ctx.absoluteFile), pathPart);
  return file && ctx.exists(file) ? file : undefined;
}

/** The problem of one internal link, or undefined when the build will find its target. */
export function checkLink(
  value: string,
  line: number,
  ctx: LinkContext,
): Problem | undefined {
  if (EXTERNAL.test(value) || value.trim() === '') return undefined;
  const report = (message: string, fix: string): Problem => ({
    file: ctx.file,
    line,
    field: 'link',
    message: `${value}: ${message}`,
    fix,
  });
  const [beforeHash, hash] = splitOnce(value, '#');
  const pathPart = beforeHash.split('?')[0];
  if (pathPart !== '' && bundledLinkTarget(decode(pathPart), ctx)) {
    return report(
      'a link to a file is published only as the file the site serves from static/, written with pathname://',
      pathPart.startsWith('/')
        ? `write it as pathname://${pathPart}`
        : 'put the file under static/files/ and link to it as pathname:///files/{name}',
    );
  }
  let route: string;
  if (pathPart === '') route = ctx.route;
  else if (/\.mdx?$/.test(pathPart)) {
    const target = path.resolve(
      path.dirname(ctx.absoluteFile),
      decode(pathPart),
    );
    const targetRoute = ctx.routeOfFile(target);
    if (!targetRoute) {
      return report(
        'no article file at this path',
        'link to an article file next to this one (./2025-09-21-121530.md) or use its URL (/news/121530/…)',
      );
    }
    route = targetRoute;
  } else {
    route = normalizeRoute(
      decode(new URL(pathPart, `https://site${ctx.route}`).pathname),
    );
  }
  const page = ctx.routes.pages.get(route);
  if (!page) {
    const waiting = ctx.routes.waiting.get(route);
    if (waiting) {
      return report(
        `links to ${waiting.file}, ${waiting.reason}`,
        'remove the link until that article is published, or publish it first',
      );
    }
    if (ctx.routes.hasFile(route)) return undefined;
    const guess = suggestRoute(route, ctx.routes.pages);
    return report(
      'no page of the site has this address',
      guess
        ? `did you mean ${guess}? Copy the address from the page itself`
        : 'copy the address from the page itself (article URLs are /news/{id}/{words}-{hash})',
    );
  }
  if (hash !== undefined && hash !== '' && page.anchors) {
    const anchor = decode(hash);
    if (!page.anchors.has(anchor)) {
      const guess = closest(anchor, page.anchors);
      return report(
        `the page has no heading with the id "${anchor}"`,
        guess
          ? `did you mean #${guess}?`
          : `link to one of its headings${
              page.anchors.size
                ? ` (${[...page.anchors]
                    .slice(0, 5)
                    .map((a) => `#${a}`)
                    .join(', ')})`
                : ''
            }, or to the page without #`,
      );
    }
  }
  return undefined;
}

/** The problem of one image reference (a file relative to the article, or under static/). */
export function checkImage(
  value: string,
  line: number,
  ctx: {
    file: string;
    absoluteFile: string;
    staticDir: string;
    exists: (file: string) => boolean;
  },
): Problem | undefined {
  if (value.startsWith('data:')) return undefined;
  const report = (message: string, fix: string): Problem => ({
    file: ctx.file,
    line,
    field: 'image',
    message: `${value}: ${message}`,
    fix,
  });
  if (EXTERNAL.test(value)) {
    return report(
      'an image from another site',
      'save the image in the repository, next to the article (./img/photo.jpg) or under static/: the site never hot-links',
    );
  }
  const clean = decode(value.split(/[?#]/)[0]);
  const file = clean.startsWith('/')
    ? path.join(ctx.staticDir, clean)
    : path.resolve(path.dirname(ctx.absoluteFile), clean);
  if (!ctx.exists(file)) {
    return report(
      'the file does not exist',
      clean.startsWith('/')
        ? 'paths starting with / are under static/: check the folder and the file name'
        : 'the path is relative to the article file: check the folder and the file name (letter case counts)',
    );
  }
  return undefined;
}

function splitOnce(
  value: string,
  separator: string,
): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1
    ? [value, undefined]
    : [value.slice(0, index), value.slice(index + 1)];
}

/** An article URL with the right id but other words, or the nearest route by spelling. */
function suggestRoute(
  route: string,
  pages: ReadonlyMap<string, PageInfo>,
): string | undefined {
  const id = /\/news\/(\d{6})(?:\/|$)/.exec(route)?.[1];
  const prefix = route.startsWith('/en/') ? '/en/news/' : '/news/';
  if (id) {
    for (const candidate of pages.keys()) {
      if (candidate.startsWith(`${prefix}${id}/`)) return candidate;
    }
    return undefined;
  }
  return closest(route, pages.keys());
}
