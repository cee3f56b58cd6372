import {createHash} from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-blog/lib/options.js';
import {DEFAULT_PARSE_FRONT_MATTER, TEST_VCS} from '@docusaurus/utils';
import {readBlogPostsWith} from '../../src/docusaurus-internals/node/blogPosts';
import {packageFile} from '../../src/docusaurus-internals/node/packages';
import {
  keptPostsFile,
  keptPostsReader,
  readKeptPosts,
} from '../../src/plugins/news-blog/keptPosts';

const site = mkdtempSync(path.join(tmpdir(), 'kept-posts-'));
// The blog leaves drafts out of production builds only, which are what keep posts.
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
afterAll(() => {
  process.env.NODE_ENV = environment;
  rmSync(site, {recursive: true, force: true});
});

// The blog plugin's own reading, through the module object its index.js holds (as the seam does).
const blogUtilsFile = packageFile(
  '@docusaurus/plugin-content-blog',
  'lib/blogUtils.js',
  'test',
);
const blogUtils = createRequire(blogUtilsFile)(blogUtilsFile) as {
  generateBlogPosts: (...args: unknown[]) => Promise<BlogPost[]>;
};
const contentPaths = {
  contentPath: path.join(site, 'news'),
  contentPathLocalized: path.join(
    site,
    'i18n/en/docusaurus-plugin-content-blog',
  ),
};
const context = {
  siteDir: site,
  siteConfig: {
    baseUrl: '/en/',
    markdown: {parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER},
    future: {experimental_vcs: TEST_VCS},
  },
  i18n: {currentLocale: 'en'},
};
const options = {
  ...DEFAULT_OPTIONS,
  routeBasePath: 'news',
  onInlineTags: 'ignore',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'ignore',
};
const readNews = () =>
  blogUtils.generateBlogPosts(
    contentPaths,
    context,
    options,
    null,
    undefined,
  ) as Promise<BlogPost[]>;

function story(file: string, date: string | null, title: string) {
  const text = `---\n${date ? `date: ${date}\n` : ''}title: "${title}"\ntags: [gold]\n---\n\nThe text of ${title}.\n\n{/* truncate */}\n\nMore.\n`;
  const target = path.join(contentPaths.contentPath, file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, text);
}
const sha256 = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');
const digests = () =>
  Object.fromEntries(
    [
      'news/1-a.md',
      'news/2-b.md',
      'news/3-c.md',
      'news/4-draft.md',
      'news/5-e.md',
    ]
      .filter((file) => {
        try {
          readFileSync(path.join(site, file));
          return true;
        } catch {
          return false;
        }
      })
      .map((file) => [file, sha256(path.join(site, file))]),
  );

story('1-a.md', '2026-01-01T08:00:00', 'First');
story('2-b.md', '2026-01-03T08:00:00', 'Second');
story('3-c.md', '2026-01-02T08:00:00', 'Third');
writeFileSync(
  path.join(contentPaths.contentPath, '4-draft.md'),
  '---\ndate: 2026-01-04T08:00:00\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n',
);
const file = keptPostsFile(site, 'en');
const code = 'code-1';

/** The blog's reading through the kept posts; which sources it had the blog process, and the log. */
async function readThrough(take: boolean, codeDigest = code) {
  const lines: string[] = [];
  readBlogPostsWith(
    keptPostsReader({
      file,
      siteDir: site,
      locale: 'en',
      code: codeDigest,
      digests: digests(),
      take,
      log: (line) => lines.push(line),
    }),
  );
  const posts = await readNews();
  return {posts, lines};
}

const titles = (posts: BlogPost[]) => posts.map((post) => post.metadata.title);

describe('stories kept between builds', () => {
  it('a full build reads every story as the blog does, and keeps them', async () => {
    const plain = await readNews();
    const {posts, lines} = await readThrough(false);
    expect(titles(plain)).toEqual(['Second', 'Third', 'First']);
    expect(posts).toEqual(plain);
    expect(lines).toEqual([]);
    const kept = readKeptPosts(file, {locale: 'en', code});
    expect('posts' in kept && [...kept.posts.keys()].sort()).toEqual([
      '@site/news/1-a.md',
      '@site/news/2-b.md',
      '@site/news/3-c.md',
      '@site/news/4-draft.md',
    ]);
  });

  it('a publish takes them unread, as fresh copies the blog may change', async () => {
    const first = await readThrough(true);
    expect(first.lines[0]).toMatch(
      /^\[news\] en: 4 stories as the last build read them, 0 read/,
    );
    expect(first.posts).toEqual(await readNews());
    // What the blog adds to its posts afterwards (neighbours, the site's extras) is not kept.
    (first.posts[0].metadata as {title: string}).title =
      'Changed after reading';
    const second = await readThrough(true);
    expect(titles(second.posts)).toEqual(['Second', 'Third', 'First']);
  });

  it('reads again only the stories whose files changed, and drops the deleted ones', async () => {
    story('3-c.md', '2026-01-05T08:00:00', 'Third, corrected');
    story('5-e.md', '2026-01-06T08:00:00', 'Fifth');
    unlinkSync(path.join(contentPaths.contentPath, '1-a.md'));
    const {posts, lines} = await readThrough(true);
    expect(lines[0]).toMatch(/2 stories as the last build read them, 2 read/);
    expect(posts).toEqual(await readNews());
    expect(titles(posts)).toEqual(['Fifth', 'Third, corrected', 'Second']);
    const kept = readKeptPosts(file, {locale: 'en', code});
    expect('posts' in kept && kept.posts.has('@site/news/1-a.md')).toBe(false);
  });

  it('takes the localized file where there is one, by its own digest', async () => {
    const localized = path.join(contentPaths.contentPathLocalized, '2-b.md');
    mkdirSync(path.dirname(localized), {recursive: true});
    writeFileSync(
      localized,
      '---\ndate: 2026-01-03T08:00:00\ntitle: "Second, translated"\ntags: [gold]\n---\n\nText.\n\n{/* truncate */}\n',
    );
    const withLocalized = () => ({
      ...digests(),
      'i18n/en/docusaurus-plugin-content-blog/2-b.md': sha256(localized),
    });
    readBlogPostsWith(
      keptPostsReader({
        file,
        siteDir: site,
        locale: 'en',
        code,
        digests: withLocalized(),
        take: true,
        log: () => {},
      }),
    );
    const posts = await readNews();
    expect(titles(posts)).toContain('Second, translated');
    rmSync(localized);
  });

  it('reads every story again for other code, another locale or a damaged file, saying why', async () => {
    const other = await readThrough(true, 'code-2');
    expect(other.lines[0]).toBe(
      '[news] en: the stories kept in node_modules/.cache/nerkhnama-news-posts/en.v8 are kept by another version of the code; reading every story.',
    );
    expect(other.posts).toEqual(await readNews());
    writeFileSync(file, 'not a kept file');
    const damaged = await readThrough(true, 'code-2');
    expect(damaged.lines[0]).toMatch(
      /are not readable; reading every story\.$/,
    );
    expect(readKeptPosts(file, {locale: 'fa', code: 'code-2'})).toEqual({
      problem: 'of another locale (en)',
    });
  });

  it('does not keep a story dated by its file rather than its front matter, nor one changed while read', async () => {
    story('6-undated.md', null, 'Undated');
    const digestsNow = {
      ...digests(),
      'news/6-undated.md': sha256(
        path.join(contentPaths.contentPath, '6-undated.md'),
      ),
      // As if the file had changed between the build's digests and the blog's reading.
      'news/5-e.md': '0'.repeat(64),
    };
    readBlogPostsWith(
      keptPostsReader({
        file,
        siteDir: site,
        locale: 'en',
        code: 'code-3',
        digests: digestsNow,
        take: false,
      }),
    );
    const posts = await readNews();
    expect(titles(posts)).toContain('Undated');
    const kept = readKeptPosts(file, {locale: 'en', code: 'code-3'});
    expect('posts' in kept && [...kept.posts.keys()].sort()).toEqual([
      '@site/news/2-b.md',
      '@site/news/3-c.md',
      '@site/news/4-draft.md',
    ]);
  });
});
