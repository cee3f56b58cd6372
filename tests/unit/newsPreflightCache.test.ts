import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  checkNews,
  type PreflightResult,
} from '../../src/plugins/news-guard/preflight';
import {recordStoreFile} from '../../src/plugins/news-guard/recordStore';
import {compileCacheFile} from '../../src/plugins/news-guard/mdx';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/validate';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, '../fixtures/news-guard/links-ok');
// Some of the site's articles are scheduled after this moment: the scheduled list and its links count too.
const NOW = new Date('2025-09-28T12:00:00+03:30');
/** The site's articles with a lead photo, and a few others (not the fixture's file names). */
const PHOTO_ARTICLES = ['2025-09-28-121900.md', '2025-09-28-121913.md'];
const SITE_ARTICLES = [
  ...PHOTO_ARTICLES,
  ...readdirSync(path.join(ROOT, NEWS_DIR))
    .filter(
      (f) =>
        /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f) &&
        !PHOTO_ARTICLES.includes(f) &&
        !readdirSync(path.join(FIXTURE, NEWS_DIR)).includes(f),
    )
    .sort()
    .slice(0, 10),
];

/** Everything a caller reads of a result, the routes as sorted lists. */
const facts = (result: PreflightResult) => ({
  problems: result.problems,
  scheduled: result.scheduled,
  articles: result.articles,
  translations: result.translations,
  pages: [...result.routes.pages]
    .map(([route, info]) => [route, info.anchors && [...info.anchors].sort()])
    .sort(),
  waiting: [...result.routes.waiting].sort(),
});

/** The check from the records of the last run, compared with a check of every file from nothing. */
async function sameAsFullCheck(
  site: string,
  now = NOW,
): Promise<PreflightResult> {
  const kept = await checkNews(site, {now});
  const full = await checkNews(site, {now, cache: false});
  expect(facts(kept)).toStrictEqual(facts(full));
  return kept;
}

/** Both files of a YAML map, merged (the fixture's keys beside the site's). */
function mergeYaml(into: string, from: string) {
  const read = (file: string) =>
    (yaml.load(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  writeFileSync(into, yaml.dump({...read(from), ...read(into)}));
}

describe('the pre-flight check from kept records', {timeout: 120_000}, () => {
  let site: string;
  const fa = (name: string) => path.join(site, NEWS_DIR, name);
  const en = (name: string) => path.join(site, EN_NEWS_DIR, name);
  const edit = (file: string, from: RegExp, to: string) =>
    writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

  beforeAll(async () => {
    // The links fixture (links between articles, anchors, an information page, images, market
    // pages) and some of the site's own articles, two of them with a lead photo.
    site = mkdtempSync(path.join(tmpdir(), 'news-records-'));
    cpSync(FIXTURE, site, {recursive: true});
    cpSync(
      path.join(ROOT, 'static/img/photos'),
      path.join(site, 'static/img/photos'),
      {
        recursive: true,
      },
    );
    for (const name of ['tags.yml', 'authors.yml']) {
      mergeYaml(fa(name), path.join(ROOT, NEWS_DIR, name));
    }
    mergeYaml(en('tags.yml'), path.join(ROOT, EN_NEWS_DIR, 'tags.yml'));
    for (const name of SITE_ARTICLES) {
      cpSync(path.join(ROOT, NEWS_DIR, name), fa(name));
      cpSync(path.join(ROOT, EN_NEWS_DIR, name), en(name));
    }
    // A photo stamped within the last moments is not trusted to its stamp (reads.ts): let it age.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('gives the full check’s answer on the first run and, checking nothing again, on the next', async () => {
    const first = await sameAsFullCheck(site);
    expect(first.rechecked).toBe(2 * (SITE_ARTICLES.length + 2));
    expect(first.scheduled.length).toBeGreaterThan(0);
    const second = await sameAsFullCheck(site);
    expect(second.rechecked).toBe(0);
    expect(second.compiled).toBe(0);
    // Scheduling is the whole set's: another moment needs no file checked again.
    const later = await sameAsFullCheck(site, new Date('2030-01-01T00:00Z'));
    expect(later.rechecked).toBe(0);
    expect(later.scheduled.length).toBeLessThan(first.scheduled.length);
  });

  it('after an edit that introduces mistakes, checks that file again and finds them', async () => {
    edit(
      fa('2025-09-22-121540.md'),
      /^tags: .*$/m,
      'tags: [gold, no-such-tag]',
    );
    appendFileSync(
      fa('2025-09-22-121540.md'),
      '\nكتاب [گم‌شده](/news/999999/x) و {percent}.\n',
    );
    appendFileSync(
      en('2025-09-21-121530.md'),
      '\nSee [the part](#no-such-part).\n',
    );
    const result = await sameAsFullCheck(site);
    expect(result.rechecked).toBe(2);
    const messages = result.problems.map((p) => p.message).join('\n');
    for (const found of [
      'unknown tag "no-such-tag"',
      'Arabic letter form ك',
      '{percent} is read as code',
      '/news/999999/x: no page of the site has this address',
      'the page has no heading with the id "no-such-part"',
    ]) {
      expect(messages).toContain(found);
    }
  });

  it('after a deleted file: the English twin left alone, the links to it broken', async () => {
    rmSync(fa('2025-09-21-121530.md'));
    rmSync(en(SITE_ARTICLES[2]));
    const result = await sameAsFullCheck(site);
    expect(result.rechecked).toBe(0);
    expect(result.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'has no Persian original in news/',
        'has no English version',
      ]),
    );
  });

  it('after a duplicated id, slug and headline', async () => {
    const copy = SITE_ARTICLES[3].replace(/^\d{4}-\d{2}-\d{2}/, '2025-09-20');
    cpSync(fa(SITE_ARTICLES[3]), fa(copy));
    cpSync(en(SITE_ARTICLES[3]), en(copy));
    const result = await sameAsFullCheck(site);
    expect(result.rechecked).toBe(2);
    expect(result.problems.map((p) => p.message).join('\n')).toMatch(
      /is already used by/,
    );
  });

  it('after a tag is taken out of tags.yml: the files that use it are checked again', async () => {
    const tags = yaml.load(readFileSync(fa('tags.yml'), 'utf8')) as Record<
      string,
      unknown
    >;
    const used = /^tags: \[([^,\]]+)/m.exec(
      readFileSync(fa(SITE_ARTICLES[4]), 'utf8'),
    )![1];
    delete tags[used];
    writeFileSync(fa('tags.yml'), yaml.dump(tags));
    const result = await sameAsFullCheck(site);
    expect(result.rechecked).toBeGreaterThan(0);
    expect(
      result.problems.some((p) => p.message === `unknown tag "${used}"`),
    ).toBe(true);
  });

  it('after a lead photo is replaced by a file that is no photo', async () => {
    writeFileSync(
      path.join(site, 'static/img/photos/exchange-street.jpg'),
      'not a photo',
    );
    const result = await sameAsFullCheck(site);
    expect(result.rechecked).toBeGreaterThanOrEqual(2);
    expect(result.problems.map((p) => p.message).join('\n')).toMatch(
      /is not an image this site can read/,
    );
  });

  it('with damaged, other-version or missing kept files, checks every file again', async () => {
    const all = (await sameAsFullCheck(site)).articles.length;
    const store = recordStoreFile(site);
    const text = readFileSync(store, 'utf8');
    const damages = [
      text.slice(0, text.length / 2),
      text.replace(/"digest":"[0-9a-f]/, '"digest":"x'),
      text.replace(/"code":"[0-9a-f]+"/, '"code":"other"'),
      'not json',
    ];
    for (const damaged of damages) {
      writeFileSync(store, damaged);
      expect((await sameAsFullCheck(site)).rechecked).toBeGreaterThan(all);
    }
    rmSync(compileCacheFile(site));
    const recompiled = await sameAsFullCheck(site);
    expect(recompiled.rechecked).toBeGreaterThan(all);
    expect(recompiled.compiled).toBeGreaterThan(all);
  });
});
