/**
 * The blog's list routes (the news list, each tag's and each author's pages) laid out as
 * src/lib/listLayout.ts says: as the blog cut them in a full build, and between full builds with
 * the pages after the first ones kept as the last build laid them out. Each list's routes are
 * rewritten only when its layout is not the blog's own cut: the page's items, its number, the
 * neighbours' links, the number of pages and the count it shows.
 */
import type {RouteConfig} from '@docusaurus/types';
import {
  countShownOn,
  listLayout,
  type LayoutRules,
  type ListLayout,
} from '../../lib/listLayout';
import {listBasePermalink, pagePermalink} from '../../lib/pagination';
import {processShared} from '../../lib/processShared';
import {routeKey} from '../publish-pages/pageRules';
import {
  listPageOf,
  listRouteFor,
} from '../../docusaurus-internals/node/blogPlugin';

export interface ListPage {
  route: RouteConfig;
  /** The article sources the page lists, newest first. */
  sources: string[];
}

/**
 * The routes with each list laid out (`sources` of its items as the blog gave them, by route), and
 * each list's layout by its first page's route (decoded). `last` is the layout of the build before,
 * by the same key; `idOf` an article's number from its source.
 */
export function layOutLists(
  routes: readonly RouteConfig[],
  sourcesOf: (route: RouteConfig) => string[] | null,
  idOf: (source: string) => number,
  rules: LayoutRules,
  last: Readonly<Record<string, ListLayout>> | undefined,
): {
  pages: Array<ListPage | {route: RouteConfig}>;
  layouts: Record<string, ListLayout>;
} {
  const lists = new Map<
    string,
    Array<{route: RouteConfig; sources: string[]; page: number}>
  >();
  const out: Array<ListPage | {route: RouteConfig} | {list: string}> = [];
  for (const route of routes) {
    const sources = sourcesOf(route);
    if (!sources) {
      out.push({route});
      continue;
    }
    const page = listPageOf(route);
    const base = listBasePermalink(page.permalink, page.page);
    if (!lists.has(base)) {
      lists.set(base, []);
      out.push({list: base});
    }
    lists.get(base)!.push({route, sources, page: page.page});
  }
  const layouts: Record<string, ListLayout> = {};
  const laidOut = new Map<string, ListPage[]>();
  for (const [base, blogPages] of lists) {
    blogPages.sort((a, b) => a.page - b.page);
    const sources = blogPages.flatMap((page) => page.sources);
    const bySource = new Map(sources.map((source) => [idOf(source), source]));
    const layout = listLayout(sources.map(idOf), rules, last?.[routeKey(base)]);
    layouts[routeKey(base)] = layout;
    laidOut.set(
      base,
      layout.fresh === layout.pages.length
        ? blogPages.map(({route, sources: own}) => ({route, sources: own}))
        : layout.pages.map((ids, at) => ({
            route: pageRoute(blogPages, base, layout, at + 1),
            sources: ids.map((id) => bySource.get(id)!),
          })),
    );
  }
  return {
    pages: out.flatMap((entry) =>
      'list' in entry ? laidOut.get(entry.list)! : [entry],
    ),
    layouts,
  };
}

/** Page `page` of a list laid out otherwise than the blog cut it, made from the blog's route of that page (or its last). */
function pageRoute(
  blogPages: ReadonlyArray<{route: RouteConfig}>,
  base: string,
  layout: ListLayout,
  page: number,
): RouteConfig {
  const template = blogPages[Math.min(page, blogPages.length) - 1].route;
  const total = layout.pages.length;
  return listRouteFor(template, {
    ...listPageOf(template),
    permalink: pagePermalink(base, page),
    page,
    totalPages: total,
    totalCount: countShownOn(layout, page),
    previousPage: page > 1 ? pagePermalink(base, page - 1) : undefined,
    nextPage: page < total ? pagePermalink(base, page + 1) : undefined,
  });
}

// The layouts this process's blog laid out, for the publish's page rules and the state it keeps.
const laidOutLayouts = processShared('newsListLayouts', () => ({
  current: {} as Record<string, ListLayout>,
}));

/** Called by the news-blog plugin once its routes are laid out (each load replaces the last). */
export function keepListLayouts(layouts: Record<string, ListLayout>): void {
  laidOutLayouts.current = layouts;
}

/** The layouts of this process's lists, by their first page's route (decoded). */
export const keptListLayouts = (): Readonly<Record<string, ListLayout>> =>
  laidOutLayouts.current;
