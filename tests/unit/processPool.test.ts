import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  processesFor,
  runInProcesses,
} from '../../src/plugins/process-pool/pool';
import {
  coverSrc,
  renderCard,
  selectBundledFont,
  type CoverJob,
} from '../../src/plugins/news-images/render';
import {ogFile} from '../../src/lib/newsImages';
import {
  CompileCache,
  compileArticle,
  type ArticleToCompile,
} from '../../src/plugins/news-guard/mdx';

const root = mkdtempSync(path.join(tmpdir(), 'card-processes-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const photo = path.resolve(
  'static/img/photos',
  readdirSync('static/img/photos')[0],
);
const jobs: CoverJob[] = [
  {
    id: '121530',
    title: 'سکه بهار آزادی ۹۱٫۴ میلیون تومان',
    kicker: 'طلا',
    topic: 'gold',
    direction: 'rtl',
    brand: 'نرخ‌نما',
  },
  {
    id: '121531',
    title: 'دلار در بازار آزاد تهران ارزان شد',
    kicker: 'ارز',
    topic: 'currency',
    direction: 'rtl',
    brand: 'نرخ‌نما',
  },
  {
    id: '121532',
    title: 'Gold coin at 91.4 million tomans',
    kicker: 'Gold',
    topic: 'gold',
    direction: 'ltr',
    brand: 'Nerkhnama',
  },
  {
    id: '121533',
    title: 'بورس تهران سبز شد',
    kicker: 'بورس',
    topic: 'markets',
    direction: 'rtl',
    brand: 'نرخ‌نما',
    photo: {file: photo, hash: 'a1'},
  },
];

const square = path.resolve('tests/fixtures/process-pool/square.ts');
const cardProcess = path.resolve('src/plugins/news-images/cardProcess.ts');

describe('the process pool', () => {
  it('is used for many items on several cores, never for a few or on one core', () => {
    const rule = {minItems: 200, batch: 40};
    expect(processesFor(199, rule, 2)).toBe(0);
    expect(processesFor(10_000, rule, 1)).toBe(0);
    expect(processesFor(10_000, rule, 2)).toBe(2);
    expect(processesFor(10_000, rule, 8)).toBe(8);
    expect(processesFor(200, rule, 16)).toBe(5);
  });

  it("gives every item's result in the items' order, from several processes", async () => {
    const items = Array.from({length: 23}, (_, i) => i);
    const results = await runInProcesses<
      number,
      {n: number; square: number; pid: number}
    >(square, items, {processes: 2, batch: 3});
    expect(results.map((r) => r.n)).toEqual(items);
    expect(results.map((r) => r.square)).toEqual(items.map((n) => n * n));
    expect(new Set(results.map((r) => r.pid)).size).toBe(2);
    expect(results.every((r) => r.pid !== process.pid)).toBe(true);
  }, 30_000);

  it('stops with the error of the item that failed', async () => {
    await expect(
      runInProcesses(square, [1, 2, -3, 4, 5, 6], {processes: 2, batch: 1}),
    ).rejects.toThrow(/square\.ts: Error: no square for -3 here/);
  }, 30_000);
});

describe('sharing cards made in child processes', () => {
  it('are the same files, byte for byte, as the cards the build process makes itself', async () => {
    selectBundledFont(path.join(root, 'cache'));
    const here = path.join(root, 'here');
    const there = path.join(root, 'there');
    mkdirSync(here);
    mkdirSync(there);
    for (const job of jobs) await renderCard(job, here);
    await runInProcesses(cardProcess, jobs, {
      processes: 2,
      batch: 1,
      args: [there],
    });
    const names = jobs.map((job) => path.basename(ogFile(coverSrc(job))));
    expect(readdirSync(there).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(
        readFileSync(path.join(there, name)).equals(
          readFileSync(path.join(here, name)),
        ),
        name,
      ).toBe(true);
    }
  }, 60_000);

  it('stop with the error of the card that failed, and leave no part of it', async () => {
    const dir = mkdtempSync(path.join(root, 'failing-'));
    const broken: CoverJob = {
      ...jobs[3],
      id: '121599',
      photo: {file: path.join(root, 'no-such-photo.jpg'), hash: 'b2'},
    };
    await expect(
      runInProcesses(cardProcess, [jobs[0], broken], {
        processes: 2,
        batch: 1,
        args: [dir],
      }),
    ).rejects.toThrow(/cardProcess\.ts: .*no-such-photo/s);
    expect(readdirSync(dir).filter((name) => name.includes('121599'))).toEqual(
      [],
    );
  }, 60_000);
});

describe("the pre-flight check's compiles in child processes", () => {
  it('give the results the check gets compiling in its own process, errors and lines included', async () => {
    const articles: ArticleToCompile[] = [
      {
        source:
          '---\ntitle: الف\n---\n\n## بازار ارز {#currency}\n\nدلار [گران شد](/news/tags/dollar).\n',
        filePath: 'news/a.md',
        direction: 'rtl',
      },
      {
        source: '---\ntitle: B\n---\n\nGold ![coin](./img/coin.jpg) rose.\n',
        filePath: 'i18n/en/b.md',
        direction: 'ltr',
      },
      {
        source: '---\ntitle: ج\n---\n\nنرخ {درصد} بالا رفت.\n\n<Chart />\n',
        filePath: 'news/c.md',
        direction: 'rtl',
      },
      {
        source: '---\ntitle: د\n---\n\nمتنی با <div> باز.\n',
        filePath: 'news/d.md',
        direction: 'rtl',
      },
    ];
    const cache = new CompileCache(undefined);
    await cache.prefill(articles, {minItems: 1, batch: 1});
    expect(cache.compiledCount).toBe(articles.length);
    for (const article of articles) {
      const inProcess = await compileArticle(
        article.source,
        article.filePath,
        article.direction,
      );
      expect(
        await cache.get(article.source, article.filePath, article.direction),
      ).toEqual(inProcess);
    }
    // Taken from the cache, not compiled again.
    expect(cache.compiledCount).toBe(articles.length);
    expect(
      (await cache.get(articles[3].source, 'news/d.md', 'rtl')).error?.line,
    ).toBe(5);
  }, 60_000);
});
