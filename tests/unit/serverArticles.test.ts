import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import * as jsxRuntime from 'react/jsx-runtime';
import * as mdxReact from '@mdx-js/react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation.js';
import {
  blogMdxLoaders,
  type BlogMdxLoaders,
} from '../../src/docusaurus-internals/node/mdxLoader';
import {packageFile} from '../../src/docusaurus-internals/node/packages';
import {
  compileServerArticles,
  namedFiles,
  readKeptArticle,
  requiresOf,
  serverArticles,
  wrapCompiledArticle,
  SERVER_ARTICLES_CACHE_DIR,
  type ServerArticle,
} from '../../src/plugins/client-routing/serverArticles';
import remarkNewsPhotosIn from '../../src/plugins/remark-news-photos';

const repoPhoto = (name: string) =>
  path.join(__dirname, '../../static/img/photos', name);

let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'server-articles-'));
  mkdirSync(path.join(site, 'news'), {recursive: true});
  mkdirSync(path.join(site, 'static/img/photos'), {recursive: true});
  mkdirSync(path.join(site, 'gen/docusaurus-plugin-content-blog/default'), {
    recursive: true,
  });
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

const metadataFileOf = (source: string) =>
  path.join(
    site,
    'gen/docusaurus-plugin-content-blog/default',
    `${path.basename(source, '.md')}.json`,
  );

/** The blog's rule as the plugin makes it (plugin-content-blog index.js), around a site in a temporary folder. */
async function blogRule(): Promise<BlogMdxLoaders> {
  const mdx = (await createMDXLoaderItem({
    admonitions: true,
    remarkPlugins: [],
    rehypePlugins: [],
    recmaPlugins: [],
    // The site's own step before Docusaurus's image plugin: a lone photo becomes a figure.
    beforeDefaultRemarkPlugins: [remarkNewsPhotosIn(site)],
    beforeDefaultRehypePlugins: [],
    staticDirs: [path.join(site, 'static')],
    siteDir: site,
    metadataPath: metadataFileOf,
    removeContentTitle: true,
    createAssets: ({filePath}: {filePath: string}) => ({
      image: filePath.includes('relative-cover') ? './cover.jpg' : '/img/x.jpg',
      authorsImageUrls: [undefined],
    }),
    markdownConfig: DEFAULT_MARKDOWN_CONFIG,
  } as unknown as Parameters<typeof createMDXLoaderItem>[0])) as {
    loader: string;
    options: Record<string, unknown>;
  };
  return blogMdxLoaders([
    {
      test: /\.mdx?$/i,
      include: [`${path.join(site, 'news')}${path.sep}`],
      use: [
        mdx,
        {
          loader: packageFile(
            '@docusaurus/plugin-content-blog',
            'lib/markdownLoader.js',
            'test',
          ),
          options: {truncateMarker: /<!--\s*truncate\s*-->/},
        },
      ],
    },
  ]);
}

function article(name: string, text: string): ServerArticle {
  const source = path.join(site, 'news', `${name}.md`);
  writeFileSync(source, text);
  writeFileSync(
    metadataFileOf(source),
    JSON.stringify({permalink: `/news/${name}`}),
  );
  return serverArticles(
    [{chunkName: name, modulePath: `@site/news/${name}.md`}],
    path.join(site, 'gen'),
    site,
  )[0];
}

const runtime = {'react/jsx-runtime': jsxRuntime, '@mdx-js/react': mdxReact};

/** Loads a compiled module as Node would, and runs it with the runtime, as the server bundle does. */
function loadArticle(file: string) {
  const module = {exports: {} as unknown};
  const nodeRequire = (request: string) =>
    JSON.parse(
      readFileSync(path.resolve(path.dirname(file), request), 'utf8'),
    ) as unknown;
  new Function('module', 'exports', 'require', readFileSync(file, 'utf8'))(
    module,
    module.exports,
    nodeRequire,
  );
  return (
    module.exports as (shared: typeof runtime) => Record<string, unknown>
  )(runtime);
}

const compile = async (articles: ServerArticle[], lines: string[] = []) =>
  compileServerArticles({
    articles,
    loaders: await blogRule(),
    siteDir: site,
    locale: 'fa',
    staticDirs: [path.join(site, 'static')],
    log: (line) => lines.push(line),
  });

const STORY = `---
title: دلار ۱۰۱ هزار تومان شد
---

بازار ارز امروز آرام بود.

## نرخ‌ها در بازار آزاد

[صفحهٔ دلار](/prices/usd) را ببینید.
`;

describe('server articles', () => {
  it('lists each article of the news routes once, with its compiled module in the generated files', () => {
    const articles = serverArticles(
      [
        {chunkName: 'a', modulePath: '@site/news/2025-09-21-121530.md'},
        {chunkName: 'b', modulePath: '@site/news/2025-09-21-121530.md'},
        {
          chunkName: 'c',
          modulePath:
            '@site/i18n/en/docusaurus-plugin-content-blog/2025-09-21-121530.md',
        },
        {chunkName: 'd', modulePath: '~blog/default/blog-post-list-prop.json'},
      ],
      path.join(site, 'gen'),
      site,
    );
    expect(articles.map((a) => a.source)).toEqual([
      path.join(site, 'news/2025-09-21-121530.md'),
      path.join(
        site,
        'i18n/en/docusaurus-plugin-content-blog/2025-09-21-121530.md',
      ),
    ]);
    for (const a of articles) {
      expect(path.dirname(a.module)).toBe(
        path.join(site, 'gen/nerkhnama-server-articles'),
      );
      expect(path.basename(a.module)).toMatch(
        /^2025-09-21-121530-[0-9a-f]{10}\.js$/,
      );
    }
    expect(articles[0].module).not.toBe(articles[1].module);
  });

  it('names the files an article links to or shows, relative to it or under a static folder', () => {
    const photo = path.join(site, 'static/img/photos/gold.jpg');
    writeFileSync(photo, 'jpeg');
    const beside = path.join(site, 'news/chart.png');
    writeFileSync(beside, 'png');
    const text = `![طلا](/img/photos/gold.jpg "سکه")\n\n![نمودار](./chart.png)\n\n[دلار](/prices/usd) [بیرون](https://example.com/a.png) ![گم](./missing.png)`;
    expect(
      namedFiles(text, path.join(site, 'news/a.md'), [
        path.join(site, 'static'),
      ]),
    ).toEqual([beside, photo].sort());
  });

  it('lists the requests of a compiled module', () => {
    expect(
      requiresOf(
        'const a = require("react/jsx-runtime"); const b = require("@mdx-js/react"); require("react/jsx-runtime");',
      ),
    ).toEqual(['react/jsx-runtime', '@mdx-js/react']);
  });

  it('keeps a module only whole and under its own key', () => {
    const text = wrapCompiledArticle({
      key: 'a'.repeat(40),
      request: '@site/news/x.md',
      commonJs: 'exports.default = 1;',
    });
    const file = path.join(site, 'kept.js');
    writeFileSync(file, text);
    expect(readKeptArticle(file, 'a'.repeat(40))).toBe(text);
    expect(readKeptArticle(file, 'b'.repeat(40))).toBeUndefined();
    writeFileSync(
      file,
      text.replace('exports.default = 1', 'exports.default = 2'),
    );
    expect(readKeptArticle(file, 'a'.repeat(40))).toBeUndefined();
    expect(
      readKeptArticle(path.join(site, 'none.js'), 'a'.repeat(40)),
    ).toBeUndefined();
  });

  it("compiles an article with the blog's loaders into a module that renders with the runtime's MDX components", async () => {
    const story = article('2025-09-21-121530', STORY);
    const lines: string[] = [];
    expect(await compile([story], lines)).toEqual({compiled: 1, kept: 0});
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[fa\] server articles: 1 compiled, 0 kept from the last build \(\d+\.\d s\)$/,
    );
    const module = loadArticle(story.module);
    expect(module.frontMatter).toEqual({title: 'دلار ۱۰۱ هزار تومان شد'});
    expect(module.metadata).toEqual({permalink: '/news/2025-09-21-121530'});
    expect(module.toc).toEqual([
      {value: 'نرخ‌ها در بازار آزاد', id: 'نرخها-در-بازار-آزاد', level: 2},
    ]);
    // A site-path cover is left out by mdx-loader itself; the author's picture is a site path.
    expect(module.assets).toEqual({authorsImageUrls: [undefined]});
    const html = renderToStaticMarkup(
      createElement(
        mdxReact.MDXProvider,
        {
          components: {
            h2: (props: object) =>
              createElement('h2', {...props, className: 'theme'}),
          },
        },
        createElement(module.default as () => null),
      ),
    );
    expect(html).toBe(
      '<p>بازار ارز امروز آرام بود.</p>\n<h2 id="نرخها-در-بازار-آزاد" class="theme">نرخ‌ها در بازار آزاد</h2>\n<p><a href="/prices/usd">صفحهٔ دلار</a> را ببینید.</p>',
    );
  });

  it('keeps compiled modules between builds, and compiles again what changed', async () => {
    const photo = path.join(site, 'static/img/photos/gold.jpg');
    copyFileSync(repoPhoto('gold-coins.jpg'), photo);
    const one = article('one', STORY);
    const two = article('two', `${STORY}\n![طلا](/img/photos/gold.jpg)\n`);
    expect(await compile([one, two])).toEqual({compiled: 2, kept: 0});
    const cache = path.join(site, SERVER_ARTICLES_CACHE_DIR, 'fa');
    expect(readdirSync(cache)).toHaveLength(2);
    expect(await compile([one, two])).toEqual({compiled: 0, kept: 2});

    writeFileSync(one.source, STORY.replace('آرام', 'ناآرام'));
    copyFileSync(repoPhoto('exchange-street.jpg'), photo);
    expect(await compile([one, two])).toEqual({compiled: 2, kept: 0});
    // Another copy of the site may still use the modules of before: they stay a day.
    expect(readdirSync(cache)).toHaveLength(4);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    for (const name of readdirSync(cache)) {
      utimesSync(path.join(cache, name), twoDaysAgo, twoDaysAgo);
    }
    // Used ones are kept another day; the others go.
    expect(await compile([one, two])).toEqual({compiled: 0, kept: 2});
    expect(readdirSync(cache)).toHaveLength(2);

    // A module still as this step wrote it is not read from the cache again…
    const [kept] = readdirSync(cache);
    writeFileSync(path.join(cache, kept), 'damaged');
    const lines: string[] = [];
    expect(await compile([one, two], lines)).toEqual({compiled: 0, kept: 2});
    expect(lines[0]).toMatch(
      /2 kept from the last build \(2 of them in place as it wrote them\)/,
    );
    // …but one changed on disk since is, and a damaged cache entry is compiled again.
    for (const story of [one, two]) {
      writeFileSync(story.module, `${readFileSync(story.module, 'utf8')}\n`);
    }
    expect(await compile([one, two])).toEqual({compiled: 1, kept: 1});
    expect(readFileSync(one.module, 'utf8')).not.toMatch(/\n\n$/);
    // A damaged record trusts nothing: each module is read back from the cache and compared.
    writeFileSync(
      path.join(path.dirname(one.module), 'written.json'),
      '{"format": 1, "files": {"x": 1}}',
    );
    const again: string[] = [];
    expect(await compile([one, two], again)).toEqual({compiled: 0, kept: 2});
    expect(again[0]).not.toMatch(/in place/);
  });

  it('leaves out a cover given relative to the article, as the browser does', async () => {
    const story = article('relative-cover', STORY);
    await compile([story]);
    expect(loadArticle(story.module).assets).toEqual({
      image: undefined,
      authorsImageUrls: [undefined],
    });
  });

  it('refuses a text that needs a file the bundler would have published, naming the article', async () => {
    copyFileSync(
      repoPhoto('gold-coins.jpg'),
      path.join(site, 'news/chart.jpg'),
    );
    const story = article(
      'picture-in-text',
      `${STORY}\nنمودار ![نمودار](./chart.jpg) را ببینید.\n`,
    );
    await expect(compile([story])).rejects.toThrow(
      /news\/picture-in-text\.md compiles to a module that requires .*chart\.jpg/,
    );
  });

  it('compiles a link to a file served as it is (pathname://), which needs nothing from the bundler', async () => {
    mkdirSync(path.join(site, 'static/files'));
    writeFileSync(path.join(site, 'static/files/report.pdf'), 'pdf');
    const story = article(
      'file-link',
      `${STORY}\n[گزارش کامل](pathname:///files/report.pdf)\n`,
    );
    expect(await compile([story])).toEqual({compiled: 1, kept: 0});
    expect(readFileSync(story.module, 'utf8')).toContain(
      '"pathname:///files/report.pdf"',
    );
  });

  it('finds the blog rule only in its own shape', () => {
    expect(() => blogMdxLoaders([{test: /\.mdx?$/i, use: []}])).toThrow(
      'expected one blog MDX rule',
    );
  });
});
