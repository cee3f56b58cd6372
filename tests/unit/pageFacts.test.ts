import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {hashSource} from '../../deploy/csp';
import {
  factsOf,
  factsSummary,
  keptFacts,
  lastBuildFacts,
  PAGE_FACTS_FILE,
  pageFacts,
  readFacts,
  readSiteFacts,
  writeFacts,
} from '../../src/plugins/publish-pages/pageFacts';
import {pageKey} from '../../src/plugins/search-index/bodyCache';
import {sidebarDigest} from '../../src/plugins/publish-pages/sidebarPatch';
import {isPublishFile} from '../../scripts/publish/state';

const work = mkdtempSync(path.join(tmpdir(), 'page-facts-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** An English article page as the build writes it (minified: quotes dropped where they can be). */
const ARTICLE = [
  '<!doctype html><html lang=en><head><meta name=robots content="index,follow">',
  '<link rel=preload href=/en/route-data/0a1b2c3d.json as=fetch>',
  '<script src=/en/assets/js/main.1a2b3c4d.js defer></script>',
  '<script>window.dataLayer=window.dataLayer||[]</script>',
  '<script id=nn-boot type=application/json>{"preload":[{"href":"/en/route-data/0a1b2c3d.json","as":"fetch"}]}</script>',
  '</head><body><aside data-breaking-bar><a href=/en/news/9/rates-up>Rates up</a></aside>',
  '<div data-static-region=sidebar><ul><li><a href=/en/news/8/gold>Gold</a></li></ul></div>',
  '<h2 id=the-market>The market</h2><p id="a&amp;b">Text</p></body></html>',
].join('');

describe('the facts a page is read for once', () => {
  it('are what the later steps read from its HTML', () => {
    expect(factsOf(ARTICLE, '/en/')).toEqual({
      searchKey: pageKey(ARTICLE),
      noIndex: false,
      sidebar: true,
      sidebarLinks: sidebarDigest(ARTICLE),
      strip: false,
      breaking: {permalink: '/en/news/9/rates-up', title: 'Rates up'},
      buildFiles: ['route-data/0a1b2c3d.json', 'assets/js/main.1a2b3c4d.js'],
      bootPreloads: ['route-data/0a1b2c3d.json'],
      anchors: ['nn-boot', 'the-market', 'a&b'],
      inlineScripts: [hashSource('window.dataLayer=window.dataLayer||[]')],
    });
    const bare = factsOf(
      '<html><head><meta name=robots content=noindex></head><body></body></html>',
      '/',
    );
    expect(bare).toMatchObject({noIndex: true, sidebar: false, anchors: []});
    expect(bare).not.toHaveProperty('breaking');
    expect(bare).not.toHaveProperty('sidebarLinks');
  });

  it('are taken for the same file, a hard link of it included, and read again for any other', () => {
    const last = path.join(work, 'last', 'en');
    const next = path.join(work, 'next', 'en');
    mkdirSync(path.join(last, 'news'), {recursive: true});
    mkdirSync(path.join(next, 'news'), {recursive: true});
    writeFileSync(path.join(last, 'news/a.html'), ARTICLE);
    writeFileSync(path.join(last, 'news/b.html'), ARTICLE);
    writeFacts(last, [
      ['/news/a.html', pageFacts(last, '/news/a.html', new Map(), '/en/')!],
      ['/news/b.html', pageFacts(last, '/news/b.html', new Map(), '/en/')!],
    ]);
    const known = readFacts(last);
    expect([...known.keys()]).toEqual(['/news/a.html', '/news/b.html']);

    // Kept facts are believed for the same file: a stand-in proves they were not read again.
    const standIn = {...known.get('/news/a.html')!.facts, anchors: ['kept']};
    const believed = new Map([
      ['/news/a.html', {...known.get('/news/a.html')!, facts: standIn}],
      ['/news/b.html', known.get('/news/b.html')!],
    ]);
    linkSync(path.join(last, 'news/a.html'), path.join(next, 'news/a.html'));
    expect(keptFacts(next, '/news/a.html', believed)).toBe(standIn);
    expect(pageFacts(next, '/news/a.html', believed, '/en/')!.facts).toBe(
      standIn,
    );

    // A page written anew (rendered, patched: written aside and renamed) is read.
    const rewritten = ARTICLE.replace('Gold', 'Gold rises');
    writeFileSync(path.join(next, 'news/b.html.tmp'), rewritten);
    renameSync(
      path.join(next, 'news/b.html.tmp'),
      path.join(next, 'news/b.html'),
    );
    expect(keptFacts(next, '/news/b.html', believed)).toBeUndefined();
    expect(pageFacts(next, '/news/b.html', believed, '/en/')!.facts).toEqual(
      factsOf(rewritten, '/en/'),
    );
    // So is one the last build has no facts of; a missing page has none.
    expect(keptFacts(next, '/news/c.html', believed)).toBeUndefined();
    expect(pageFacts(next, '/news/c.html', believed, '/en/')).toBeUndefined();
  });

  it('of the last build are read once a process, each locale’s on its own', () => {
    const fa = path.join(work, 'once', 'fa');
    const en = path.join(work, 'once', 'fa', 'en');
    mkdirSync(en, {recursive: true});
    writeFileSync(path.join(fa, 'index.html'), ARTICLE);
    writeFileSync(path.join(en, 'index.html'), ARTICLE);
    writeFacts(fa, [
      ['/index.html', pageFacts(fa, '/index.html', new Map(), '/')!],
    ]);
    writeFacts(en, []);
    const first = lastBuildFacts(fa);
    expect([...first.keys()]).toEqual(['/index.html']);
    expect(lastBuildFacts(en).size).toBe(0);
    // The publish's steps and the search index look pages up in the same facts, not a second read.
    writeFacts(fa, []);
    expect(lastBuildFacts(fa)).toBe(first);
    expect(readFacts(fa).size).toBe(0);
  });

  it('sum up in their first line: every page they describe and each inline script hash once', () => {
    const dir = path.join(work, 'summary');
    mkdirSync(path.join(dir, 'news', '12'), {recursive: true});
    const persian = '/news/12/نرخ-دلار.html';
    writeFileSync(path.join(dir, 'index.html'), ARTICLE);
    writeFileSync(path.join(dir, persian.slice(1)), ARTICLE);
    writeFacts(dir, [
      ['/index.html', pageFacts(dir, '/index.html', new Map(), '/en/')!],
      [persian, pageFacts(dir, persian, new Map(), '/en/')!],
    ]);
    const summary = factsSummary(dir);
    expect(summary?.pages).toEqual(['/index.html', persian]);
    expect(summary?.inlineScripts).toEqual(
      [...new Set(factsOf(ARTICLE, '/en/').inlineScripts)].sort(),
    );
    // No summary without its first line's hashes, or from a damaged file: the pages' own facts then.
    const file = path.join(dir, PAGE_FACTS_FILE);
    const [, ...lines] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [JSON.stringify({format: 2}), ...lines].join('\n'));
    expect(factsSummary(dir)).toBeUndefined();
    expect(readFacts(dir).size).toBe(2);
    writeFileSync(file, '{"format":2,"inlineScripts":[');
    expect(factsSummary(dir)).toBeUndefined();
  });

  it('are none at all when the file is damaged or of another format', () => {
    const dir = path.join(work, 'damaged');
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), ARTICLE);
    writeFacts(dir, [
      ['/index.html', pageFacts(dir, '/index.html', new Map(), '/')!],
    ]);
    const text = readFileSync(path.join(dir, PAGE_FACTS_FILE), 'utf8');
    expect(readFacts(dir).size).toBe(1);
    writeFileSync(path.join(dir, PAGE_FACTS_FILE), text.slice(0, -20));
    expect(readFacts(dir).size).toBe(0);
    writeFileSync(
      path.join(dir, PAGE_FACTS_FILE),
      text.replace('"format":2', '"format":0'),
    );
    expect(readFacts(dir).size).toBe(0);
    expect(readFacts(path.join(work, 'nowhere')).size).toBe(0);
  });

  it('of a whole site are found by each page’s path from the site, both locales', () => {
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'en'), {recursive: true});
    writeFileSync(path.join(site, 'index.html'), ARTICLE);
    writeFileSync(path.join(site, 'en/index.html'), ARTICLE);
    for (const dir of [site, path.join(site, 'en')]) {
      writeFacts(dir, [
        ['/index.html', pageFacts(dir, '/index.html', new Map(), '/')!],
      ]);
    }
    const facts = readSiteFacts(site, [
      'index.html',
      PAGE_FACTS_FILE,
      'en/index.html',
      `en/${PAGE_FACTS_FILE}`,
    ]);
    expect([...facts.keys()].sort()).toEqual(['en/index.html', 'index.html']);
    expect(keptFacts(site, 'en/index.html', facts)?.searchKey).toBe(
      pageKey(ARTICLE),
    );
    // Never part of the site: left out of what a publish lists and a deploy uploads.
    expect(isPublishFile(PAGE_FACTS_FILE)).toBe(true);
    expect(isPublishFile(`en/${PAGE_FACTS_FILE}`)).toBe(true);
    expect(isPublishFile('en/news.html')).toBe(false);
  });
});

describe("a page's kept facts", () => {
  it('do not keep the page alive: a build keeps every page’s facts until its locale is done', () => {
    // In a process of its own, to measure the heap with nothing else of the test runner's in it.
    const output = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        path.join(import.meta.dirname, '../fixtures/page-facts/retained.ts'),
        '200',
      ],
      {encoding: 'utf8'},
    );
    const {perPage, pageBytes} = JSON.parse(output) as {
      perPage: number;
      pageBytes: number;
    };
    // Views into each page held every page whole (about 139 KB a page here); the facts are ~2 KB.
    expect(pageBytes).toBeGreaterThan(100_000);
    expect(perPage).toBeLessThan(pageBytes / 20);
  });
});
