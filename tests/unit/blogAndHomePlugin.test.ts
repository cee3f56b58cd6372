import {describe, expect, it} from 'vitest';
import {
  blogOptions,
  NEWS_PAGE_SIZE,
  NEWS_SIDEBAR_COUNT,
} from '../../src/config/blog';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import homePagePlugin, {
  NOT_FOUND_LATEST_MODULE,
  BUILT_DAY_MODULE,
  BREAKING_MODULE,
} from '../../src/plugins/home-page/index';
import {BREAKING_FILE} from '../../src/lib/breakingFile';
import {withNewsExtras} from '../../src/lib/newsExtras';
import {buildNow} from '../../src/lib/schedule';
import type {LoadContext} from '@docusaurus/types';

describe('blog options', () => {
  it('serve the news under /news with tags, feeds and pagination as the README describes', () => {
    const options = blogOptions('fa');
    expect(options).toMatchObject({
      path: 'news',
      routeBasePath: 'news',
      postsPerPage: 10,
      blogSidebarCount: 50,
      showReadingTime: true,
      archiveBasePath: null,
      tags: 'tags.yml',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
    });
    expect(NEWS_PAGE_SIZE).toBe(10);
    expect(NEWS_SIDEBAR_COUNT).toBe(50);
  });
  it('give each locale RSS and Atom feeds in its language', () => {
    expect(blogOptions('fa').feedOptions).toMatchObject({
      type: ['rss', 'atom'],
      language: 'fa-IR',
      title: 'اخبار نرخ‌نما',
    });
    expect(blogOptions('en').feedOptions).toMatchObject({
      type: ['rss', 'atom'],
      language: 'en',
      title: 'Nerkhnama news',
    });
  });
});

describe('home-page plugin', () => {
  it('adds the home route at the locale base URL with only the stories it shows as data', async () => {
    const plugin = homePagePlugin({
      baseUrl: '/en/',
      siteDir: process.cwd(),
      generatedFilesDir: '/tmp/generated',
      i18n: {currentLocale: 'en'},
    } as LoadContext);
    await plugin.loadContent!();
    const created: Record<string, string> = {};
    const routes: unknown[] = [];
    let globalData: unknown;
    const posts = Array.from({length: 20}, (_, i) => ({
      metadata: {
        title: `t${i}`,
        description: 'd',
        permalink: `/en/news/${121600 + i}/t`,
        date: new Date(Date.UTC(2025, 8, 1 + i)),
        tags: [],
        frontMatter: {},
        readingTime: 2,
      },
    }));
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-blog': {default: {blogPosts: posts}},
      },
      actions: {
        createData: async (name: string, data: string) => {
          created[name] = data;
          return `/tmp/generated/nerkhnama-home-page/default/${name}`;
        },
        addRoute: (route: unknown) => routes.push(route),
        setGlobalData: (data: unknown) => (globalData = data),
      },
    } as never);
    expect(routes).toEqual([
      {
        path: '/en/',
        exact: true,
        component: '@site/src/components/HomePage',
        // Under the @generated alias, never an absolute path, which the client bundle would carry.
        modules: {
          frontPage: '@generated/nerkhnama-home-page/default/front-page.json',
          topTags: '@generated/nerkhnama-home-page/default/top-tags.json',
        },
      },
    ]);
    const front = JSON.parse(created['front-page.json']);
    const titles = (cards: Array<{title: string}>) => cards.map((n) => n.title);
    // untagged posts belong to no section: the top stories are the next newest
    expect(front.lead.title).toBe('t19');
    expect(titles(front.top)).toEqual(['t18', 't17', 't16', 't15']);
    expect(titles(front.latest)).toEqual([
      't14',
      't13',
      't12',
      't11',
      't10',
      't9',
      't8',
      't7',
    ]);
    expect(front.sections.map((s: {id: string}) => s.id)).toEqual([
      'gold',
      'currency',
      'stock',
      'housing',
      'car',
      'central-bank',
      'economy',
    ]);
    expect(front.sections[0]).toMatchObject({
      label: 'Gold and coins',
      permalink: '/en/news/tags/طلا-78d3a9',
      items: [],
    });
    // the not-found page's five latest headlines: a module for the server bundle, not global data,
    // which main.js carries to every page
    expect(titles(JSON.parse(created['not-found-latest.json']))).toEqual([
      't19',
      't18',
      't17',
      't16',
      't15',
    ]);
    // nothing in main.js follows the news or the clock: the breaking bar's story is a module for
    // the server bundle too, and a file of the build for the app (postBuild, below)
    expect(globalData).toBeUndefined();
    expect(JSON.parse(created['breaking.json'])).toEqual({breaking: null});
    // the header's date, the day the pages are rendered on: a module for the server bundle too
    expect(JSON.parse(created['built-day.json'])).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const alias = (module: string, isServer: boolean, mode: string) =>
      (
        plugin.configureWebpack!(
          {mode} as never,
          isServer,
          {} as never,
          {
            content: undefined,
          } as never,
        ) as {resolve: {alias: Record<string, string>}}
      ).resolve.alias[module];
    const generated = '/tmp/generated/nerkhnama-home-page/default';
    for (const [module, file, none] of [
      [NOT_FOUND_LATEST_MODULE, 'not-found-latest.json', /noHeadlines\.json$/],
      [BUILT_DAY_MODULE, 'built-day.json', /noDay\.json$/],
      [BREAKING_MODULE, 'breaking.json', /noBreaking\.json$/],
    ] as const) {
      expect(alias(module, true, 'production')).toBe(`${generated}/${file}`);
      expect(alias(module, false, 'production')).toMatch(none);
      expect(alias(module, false, 'development')).toBe(`${generated}/${file}`);
    }
  });
  it('names the fresh breaking story in the server module and in the file the app fetches', async () => {
    const plugin = homePagePlugin({
      baseUrl: '/',
      siteDir: process.cwd(),
      generatedFilesDir: '/tmp/generated',
      i18n: {currentLocale: 'fa'},
    } as LoadContext);
    await plugin.loadContent!();
    const created: Record<string, string> = {};
    // Fresh by the build's clock, which a newsroom-week run sets (NERKHNAMA_NOW).
    const now = buildNow().getTime();
    const hourAgo = new Date(now - 3_600_000);
    const post = (i: number, date: Date, breaking: boolean) => ({
      metadata: withNewsExtras(
        {
          title: `خبر ${i}`,
          description: 'd',
          permalink: `/news/${121700 + i}/خبر`,
          date,
          tags: [],
          frontMatter: {},
          readingTime: 2,
        },
        breaking ? {breaking: true} : {},
      ),
    });
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-blog': {
          default: {
            blogPosts: [
              post(2, new Date(now - 60_000), false),
              post(1, hourAgo, true),
            ],
          },
        },
      },
      actions: {
        createData: async (name: string, data: string) => {
          created[name] = data;
          return `/tmp/generated/nerkhnama-home-page/default/${name}`;
        },
        addRoute: () => {},
        setGlobalData: () => {},
      },
    } as never);
    const expected = {
      breaking: {title: 'خبر 1', permalink: '/news/121701/خبر'},
    };
    expect(JSON.parse(created['breaking.json'])).toEqual(expected);
    const outDir = mkdtempSync(path.join(tmpdir(), 'home-page-'));
    try {
      await plugin.postBuild!({outDir} as never);
      expect(
        JSON.parse(readFileSync(path.join(outDir, BREAKING_FILE), 'utf8')),
      ).toEqual(expected);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
  it('refuses to run without the blog plugin', async () => {
    const plugin = homePagePlugin({baseUrl: '/'} as LoadContext);
    await expect(
      plugin.allContentLoaded!({allContent: {}, actions: {} as never} as never),
    ).rejects.toThrow(/needs the blog plugin/);
  });
});
