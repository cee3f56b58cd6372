import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {layOutLists} from '../../src/plugins/news-blog/listRoutes';
import {plainLayout} from '../../src/lib/listLayout';

const rules = {pageSize: 10, freshPages: 5, boundaryMax: 60};
const source = (id: number) => `@site/news/${id}.md`;
const idOf = (s: string) => Number(/(\d+)\.md$/.exec(s)![1]);
const newestFirst = (n: number, from = n) =>
  Array.from({length: n}, (_, i) => from - i);

/** The blog's routes of a list of `ids` (newest first), as routes.js makes them. */
function blogList(
  base: string,
  ids: number[],
  kind: 'news' | 'tag',
): Array<{route: RouteConfig; sources: string[]}> {
  const totalPages = Math.max(1, Math.ceil(ids.length / 10));
  const permalink = (page: number) =>
    page === 1 ? base : `${base}/page/${page}`;
  return Array.from({length: totalPages}, (_, at) => {
    const page = at + 1;
    const metadata = {
      permalink: permalink(page),
      page,
      postsPerPage: 10,
      totalPages,
      totalCount: ids.length,
      previousPage: page > 1 ? permalink(page - 1) : undefined,
      nextPage: page < totalPages ? permalink(page + 1) : undefined,
      blogTitle: 'اخبار',
      blogDescription: 'd',
    };
    return {
      route: {
        path: permalink(page),
        component:
          kind === 'news' ? '@theme/BlogListPage' : '@theme/BlogTagsPostsPage',
        exact: true,
        modules: {sidebar: '~blog/sidebar.json'},
        props:
          kind === 'news'
            ? {metadata}
            : {
                tag: {label: 'اقتصاد', permalink: base, count: ids.length},
                listMetadata: metadata,
              },
      },
      sources: ids.slice(at * 10, (at + 1) * 10).map(source),
    };
  });
}

function lay(
  lists: Array<Array<{route: RouteConfig; sources: string[]}>>,
  last?: Parameters<typeof layOutLists>[4],
) {
  const article: RouteConfig = {
    path: '/news/1/x',
    component: 'post',
    exact: true,
  };
  const sources = new Map(
    lists.flat().map(({route, sources: s}) => [route, s]),
  );
  return layOutLists(
    [article, ...lists.flat().map(({route}) => route)],
    (route) => sources.get(route) ?? null,
    idOf,
    rules,
    last,
  );
}

describe('news list routes laid out', () => {
  it('in a full build, the blog’s own routes, untouched, and each list’s layout by its first page', () => {
    const news = blogList('/news', newestFirst(160), 'news');
    const {pages, layouts} = lay([news]);
    expect(pages.map(({route}) => route)).toEqual([
      expect.objectContaining({path: '/news/1/x'}),
      ...news.map(({route}) => route),
    ]);
    expect(layouts['/news']).toEqual(plainLayout(newestFirst(160), 10));
  });

  it('in a publish, the pages after the fifth kept as the last build cut them, with the counts they showed', () => {
    const tag = '/news/tags/اقتصاد';
    const lastNews = plainLayout(newestFirst(160), 10);
    const lastTag = plainLayout(newestFirst(70, 160), 10);
    // One story more: the blog cuts 161 stories into 17 pages.
    const news = blogList('/news', newestFirst(161), 'news');
    const tagged = blogList(encodeURI(tag), newestFirst(71, 161), 'tag');
    const {pages, layouts} = lay([news, tagged], {
      '/news': lastNews,
      [tag]: lastTag,
    });
    const newsPages = pages.filter(
      ({route}) =>
        route.path.startsWith('/news/page/') || route.path === '/news',
    );
    expect(newsPages.map(({route}) => route.path)).toEqual([
      '/news',
      ...Array.from({length: 15}, (_, i) => `/news/page/${i + 2}`),
    ]);
    const page5 = newsPages[4] as {route: RouteConfig; sources: string[]};
    expect(page5.sources).toHaveLength(11);
    expect(page5.route.props).toMatchObject({
      metadata: {
        page: 5,
        totalPages: 16,
        totalCount: 161,
        previousPage: '/news/page/4',
        nextPage: '/news/page/6',
        blogTitle: 'اخبار',
      },
    });
    const last = newsPages[15] as {route: RouteConfig; sources: string[]};
    expect(last.sources).toEqual(lastNews.pages[15].map(source));
    expect(last.route.props).toEqual({
      metadata: expect.objectContaining({
        permalink: '/news/page/16',
        page: 16,
        totalPages: 16,
        totalCount: 160,
        previousPage: '/news/page/15',
      }),
    });
    expect(
      (last.route.props as {metadata: object}).metadata,
    ).not.toHaveProperty('nextPage', expect.anything());
    // A tag's settled page shows the count it was cut with, in its tag and its list metadata.
    const tagPages = pages.filter(({route}) => route.path.includes('tags'));
    expect(tagPages).toHaveLength(7);
    expect(tagPages[6].route.props).toMatchObject({
      tag: {label: 'اقتصاد', count: 70},
      listMetadata: {page: 7, totalPages: 7, totalCount: 70},
    });
    expect(tagPages[0].route.props).toMatchObject({
      tag: {count: 71},
      listMetadata: {totalCount: 71},
    });
    expect(layouts['/news'].pages.flat()).toEqual(newestFirst(161));
    expect(layouts[tag].settledCount).toBe(70);
    // The article route stays first, each list where the blog put it.
    expect(pages[0].route.path).toBe('/news/1/x');
  });

  it('a list route whose page metadata is not where the blog plugin puts it stops the build, naming the route', () => {
    const [first] = blogList('/news', newestFirst(12), 'news');
    const moved = {
      route: {...first.route, props: {pageMetadata: {page: 1}}},
      sources: first.sources,
    };
    expect(() => lay([[moved]])).toThrow(
      /the list route \/news has no page metadata where the blog plugin puts it/,
    );
  });
});
