import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkNews} from '../../src/plugins/news-guard/preflight';
import {formatProblems} from '../../src/plugins/news-guard/validate';
import {
  arabicFormProblems,
  fixArabicForms,
} from '../../src/plugins/news-guard/letters';
import {
  templateBody,
  templateLeftovers,
} from '../../src/plugins/news-guard/template';
import {checkLink, localeRoutes} from '../../src/plugins/news-guard/links';
import {pluginRoutes} from '../../src/plugins/news-guard/pluginRoutes';
import {readMarket} from '../../src/plugins/market/load';

const fixture = (name: string) =>
  path.join(__dirname, '../fixtures/news-guard', name);
const NOW = new Date('2026-01-01T00:00:00+03:30');
const check = (name: string) =>
  checkNews(fixture(name), {now: NOW, cache: false});
const lines = (problems: Array<{file: string; line?: number; field: string}>) =>
  problems.map((p) => `${p.file}:${p.line ?? ''} ${p.field}`);

describe('news pre-flight check on fixtures', {timeout: 60_000}, () => {
  it('passes a clean site whose links, anchors, tags, information pages and images all resolve', async () => {
    const result = await check('links-ok');
    expect(result.problems).toEqual([]);
    expect(result.scheduled).toEqual([]);
    expect((await check('valid')).problems).toEqual([]);
  });

  it('reports each broken link, anchor, scheduled target and missing image with its line and fix', async () => {
    const {problems, scheduled} = await check('broken-links');
    expect(lines(problems)).toEqual([
      'news/2025-09-22-121540.md:10 link',
      'news/2025-09-22-121540.md:16 link',
      'news/2025-09-22-121540.md:17 link',
      'news/2025-09-22-121540.md:19 link',
      'news/2025-09-22-121540.md:21 image',
      'news/2025-09-22-121540.md:23 image',
      'news/2025-09-22-121540.md:23 image',
    ]);
    const text = formatProblems(problems);
    expect(text).toContain(
      'news/2025-09-22-121540.md:10 › link: /news/999999/x: no page of the site has this address. Fix: copy the address',
    );
    expect(text).toContain(
      'Fix: did you mean /news/121530/دلار-گران-شد-0a1b2c?',
    );
    expect(text).toContain(
      'the page has no heading with the id "بخش-دوم". Fix: link to one of its headings (#بخش-نخست)',
    );
    expect(text).toContain(
      'links to news/2027-03-21-121550.md, scheduled for 2027-03-21T09:00:00+03:30, not published yet',
    );
    expect(text).toContain('./img/missing.jpg: the file does not exist');
    expect(text).toContain(
      'news/2025-09-22-121540.md:23 › image: ./img/missing.jpg: a photo inside a sentence. Fix: put the image on a line of its own',
    );
    expect(scheduled).toEqual([
      {file: 'news/2027-03-21-121550.md', date: '2027-03-21T09:00:00+03:30'},
    ]);
  });

  it("once the scheduled article's time has come, the link to it resolves", async () => {
    const {problems} = await checkNews(fixture('broken-links'), {
      now: new Date('2027-03-21T09:00:00+03:30'),
      cache: false,
    });
    expect(problems.some((p) => p.message.includes('121550'))).toBe(false);
  });

  it('reports MDX syntax errors (a stray < or { in prose) at their line, and unknown components and code', async () => {
    const {problems} = await check('mdx-syntax');
    expect(lines(problems)).toEqual([
      'news/2025-09-21-121530.md:16 body',
      // After the syntax error: the file is read again as plain Markdown, so its links are checked too.
      'news/2025-09-21-121530.md:18 link',
      'news/2025-09-22-121540.md:16 body',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md:16 body',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md:16 body',
    ]);
    expect(problems[0].message).toMatch(
      /^MDX reads «<» as the start of a tag here \(column 29\)/,
    );
    expect(problems[0].fix).toMatch(/write \\</);
    expect(problems[1].message).toMatch(
      /^\/news\/999999\/گزارش-دیروز: no page/,
    );
    expect(problems[2].message).toMatch(/^MDX reads «\{» as the start of code/);
    expect(problems[3].message).toBe(
      '<Chart> is not a component this site provides',
    );
    expect(problems[4].message).toBe(
      '{percent} is read as code, which the build runs',
    );
  });

  it('rejects the untouched news:new template in both languages', async () => {
    const {problems} = await check('template-leftovers');
    expect(lines(problems)).toEqual([
      'news/2025-09-22-121540.md:10 body',
      'news/2025-09-22-121540.md:14 body',
      'news/2025-09-22-121540.md:16 body',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md:10 body',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md:14 body',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md:16 body',
    ]);
    expect(problems[0].message).toContain('لید خبر را اینجا بنویسید');
  });

  it('reports Arabic letter forms in the title and body, and --fix replaces them in place', async () => {
    const {problems} = await check('arabic-letters');
    expect(lines(problems)).toEqual([
      'news/2025-09-22-121540.md:2 title',
      'news/2025-09-22-121540.md:16 body',
    ]);
    expect(problems[0].fix).toContain('npm run news:check -- --fix');

    const copy = mkdtempSync(path.join(tmpdir(), 'news-fix-'));
    try {
      cpSync(fixture('arabic-letters'), copy, {recursive: true});
      const fixed = await checkNews(copy, {now: NOW, cache: false, fix: true});
      expect(fixed.fixed).toEqual(['news/2025-09-22-121540.md']);
      expect(fixed.problems).toEqual([]);
      const source = readFileSync(
        path.join(copy, 'news/2025-09-22-121540.md'),
        'utf8',
      );
      expect(source).toContain('title: "طلا ارزان شد و کاهش یافت"');
      expect(source).toContain('قیمت طلا ۴۵ درصد');
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  });

  it('lists a future article as scheduled, not as a problem', async () => {
    const result = await check('scheduled');
    expect(result.problems).toEqual([]);
    expect(result.scheduled).toEqual([
      {file: 'news/2027-03-21-121550.md', date: '2027-03-21T09:00:00+03:30'},
    ]);
  });

  it('reuses cached compile results for unchanged files', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'news-cache-'));
    try {
      cpSync(fixture('valid'), copy, {recursive: true});
      expect((await checkNews(copy, {now: NOW})).compiled).toBe(4);
      expect((await checkNews(copy, {now: NOW})).compiled).toBe(0);
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  });
});

describe('letters', () => {
  it('leaves the slug line alone (it is the URL) and correct Persian letters (ۀ أ ؤ)', () => {
    const source =
      '---\ntitle: "كتاب"\nslug: /121530/كتاب-0a1b2c\n---\n\nخانۀ مؤسسه و تأثیر.\n';
    expect(fixArabicForms(source)).toBe(
      '---\ntitle: "کتاب"\nslug: /121530/كتاب-0a1b2c\n---\n\nخانۀ مؤسسه و تأثیر.\n',
    );
    expect(arabicFormProblems('a.md', source).map((p) => p.field)).toEqual([
      'title',
    ]);
  });
});

describe('template', () => {
  it('finds every line of the template news:new writes, and nothing in real prose', () => {
    expect(templateLeftovers(templateBody('fa')).map((l) => l.line)).toEqual([
      1, 5, 7,
    ]);
    expect(templateLeftovers(templateBody('en')).map((l) => l.line)).toEqual([
      1, 5, 7,
    ]);
    expect(
      templateLeftovers(
        'دلار امروز گران شد.\n\n## بازار\n\nمتن خبر امروز کوتاه است.',
      ),
    ).toEqual([]);
  });
});

describe('routes', () => {
  const market = readMarket(fixture('links-ok')).data;
  const fromPlugins = pluginRoutes('en', market);
  const routes = localeRoutes({
    prefix: '/en',
    articles: [
      {
        file: 'a.md',
        permalink: '/121530/a-0a1b2c',
        tags: ['dollar'],
        authors: ['sara'],
        anchors: new Set(['x']),
        draft: false,
        unlisted: false,
      },
      {
        file: 'b.md',
        permalink: '/121531/b-0a1b2c',
        tags: ['dollar'],
        authors: ['sara'],
        anchors: new Set(),
        draft: true,
        unlisted: false,
      },
    ],
    tagPermalinks: new Map([
      ['dollar', '/dollar-1'],
      ['gold', '/gold-2'],
    ]),
    authorPages: new Map([['sara', '/sara']]),
    infoPages: [{route: '/gift-cards', anchors: new Set()}],
    pluginPages: fromPlugins.pages,
    pageSize: 10,
  });
  it('paginates tags and authors as the blog does', () => {
    const many = Array.from({length: 21}, (_, i) => ({
      file: `${i}.md`,
      permalink: `/${121600 + i}/x-0a1b2c`,
      tags: ['gold'],
      authors: ['sara'],
      anchors: new Set<string>(),
      draft: false,
      unlisted: false,
    }));
    const {pages} = localeRoutes({
      prefix: '',
      articles: many,
      tagPermalinks: new Map([['gold', '/gold-2']]),
      authorPages: new Map([['sara', '/sara']]),
      infoPages: [],
      pluginPages: [],
      pageSize: 10,
    });
    for (const base of ['/news/tags/gold-2', '/news/authors/sara', '/news']) {
      expect(pages.has(`${base}/page/3`), base).toBe(true);
      expect(pages.has(`${base}/page/4`), base).toBe(false);
    }
  });
  it("has the pages a build makes: lists, used tags, authors with pages, articles but not drafts, and the plugins' pages", () => {
    expect([...routes.pages.keys()].sort()).toEqual(
      [
        '/en',
        '/en/search',
        '/en/prices',
        '/en/prices/usd',
        '/en/gift-cards',
        '/en/news',
        '/en/news/121530/a-0a1b2c',
        '/en/news/authors',
        '/en/news/authors/sara',
        '/en/news/tags',
        '/en/news/tags/dollar-1',
      ].sort(),
    );
    expect(routes.waiting.get('/en/news/121531/b-0a1b2c')?.reason).toMatch(
      /draft/,
    );
  });
  it('resolves a link with a trailing slash, a query or an encoded path', () => {
    const ctx = {
      file: 'c.md',
      absoluteFile: '/s/c.md',
      route: '/en/news/121530/a-0a1b2c',
      anchors: new Set<string>(),
      routes: {...routes, hasFile: () => false},
      routeOfFile: () => undefined,
    };
    expect(checkLink('/en/news/?page=1', 1, ctx)).toBeUndefined();
    expect(checkLink('/en/news/121530/a-0a1b2c#x', 1, ctx)).toBeUndefined();
    expect(checkLink(encodeURI('/en/gift-cards'), 1, ctx)).toBeUndefined();
    expect(checkLink('https://example.com/nope', 1, ctx)).toBeUndefined();
    expect(checkLink('/en/search?q=dollar', 1, ctx)).toBeUndefined();
    expect(checkLink('/en/news/121530/a-0a1b2c#y', 3, ctx)).toMatchObject({
      line: 3,
      field: 'link',
    });
  });

  it('refuses a link the build would turn into a bundled copy of a file, with the address to write instead', () => {
    const files = new Set([
      '/s/static/files/budget-1405.pdf',
      '/s/news/chart.png',
    ]);
    const ctx = {
      file: 'news/c.md',
      absoluteFile: '/s/news/c.md',
      route: '/news/121530/a-0a1b2c',
      anchors: new Set<string>(),
      routes: {...routes, hasFile: () => true},
      routeOfFile: () => undefined,
      exists: (file: string) => files.has(file),
      staticDir: '/s/static',
    };
    expect(checkLink('/files/budget-1405.pdf', 7, ctx)).toMatchObject({
      line: 7,
      field: 'link',
      fix: 'write it as pathname:///files/budget-1405.pdf',
    });
    expect(checkLink('./chart.png', 8, ctx)).toMatchObject({
      line: 8,
      fix: 'put the file under static/files/ and link to it as pathname:///files/{name}',
    });
    // Served as it is: fine. A file that is not there, or a page, is not a bundled copy.
    expect(
      checkLink('pathname:///files/budget-1405.pdf', 9, ctx),
    ).toBeUndefined();
    expect(checkLink('/files/missing.pdf', 9, ctx)).toBeUndefined();
    expect(checkLink('/news/rss.xml', 9, ctx)).toBeUndefined();
  });

  it("takes the plugins' pages and files from the functions that add them: a link to each kind resolves", () => {
    const ctx = {
      file: 'c.md',
      absoluteFile: '/s/c.md',
      route: '/en/news/121530/a-0a1b2c',
      anchors: new Set<string>(),
      routes: {
        ...routes,
        hasFile: (route: string) => fromPlugins.files.includes(route),
      },
      routeOfFile: () => undefined,
    };
    for (const link of [
      '/en', // home
      '/en/news', // the news list
      '/en/news/121530/a-0a1b2c', // an article
      '/en/news/tags/dollar-1', // a tag
      '/en/news/authors/sara', // an author
      '/en/gift-cards', // an information page
      '/en/prices', // the prices page
      '/en/prices/usd', // an instrument
      '/en/search?q=dollar', // the search page
      '/en/news/rss.xml', // the feeds
      '/en/news/atom.xml',
      '/en/sitemap.xml', // the sitemaps
      '/en/news-sitemap.xml',
    ]) {
      expect(checkLink(link, 1, ctx), link).toBeUndefined();
    }
    expect(checkLink('/en/prices/usdd', 2, ctx)?.fix).toMatch('/en/prices/usd');
    expect(fromPlugins.files).not.toContain('/en/robots.txt');
    expect(pluginRoutes('fa', market).files).toContain('/robots.txt');
  });
  it('has no prices pages without market data', () => {
    expect(
      pluginRoutes('fa', {
        instruments: [],
        days: [],
        sample: false,
      }).pages.sort(),
    ).toEqual(['/', '/search']);
  });
});
