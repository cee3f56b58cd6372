/**
 * The publish figures of the bench: on a copy of the site that a full build has just built (its `build/` with the
 * state `npm run publish` reads), the changes a newsroom makes in a day, each published from the build before it
 * and timed from the command to a build ready to serve: a correction of the oldest story, a new story, its
 * headline corrected, its deletion, a breaking story and the publish after it stops being fresh, a market day
 * (the day after the last one, through `npm run market:add`), then the first publish of the next Tehran day with
 * nothing else changed (what the clock alone costs) and one a quarter of an hour after it (what the scheduled
 * publish costs when it finds nothing to write). For each: wall
 * seconds, peak memory, pages rendered of all, files changed, or that the publish fell back to a full build (its
 * line says why).
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadMarket} from '../../src/plugins/market/load';
import {TEHRAN_OFFSET, tehranDay, toTehranIso} from '../../src/lib/tehranTime';
import {createArticle} from '../news/create-article';
import {correctArticle, fillArticle, quoted} from '../newsroom-week/edit';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/validate';
import {PERF_LOG_ENV, timeSplit, type TimeSplit} from './timeSplit';
import {BREAKING_FRESH_HOURS} from '../../src/config/breaking';

export interface PublishFigure {
  change: string;
  seconds: number;
  peakBytes: number;
  load: number;
  /** Pages rendered, all pages and files changed (0, 0 and null when it had nothing to write); null when the publish ran a full build (`fallback` says why). */
  rendered: number | null;
  routes: number | null;
  filesChanged: number | null;
  fallback?: string;
  /** Where the wall time went (timeSplit.ts). */
  split: TimeSplit;
}

/** How the bench runs and measures a command (run.ts's `measure`). */
export type Measure = (
  command: string,
  commandArgs: string[],
  options: {cwd: string; logFile: string; env?: NodeJS.ProcessEnv},
) => Promise<{seconds: number; peakBytes: number; load: number}>;

const SUMMARY =
  /\[publish\] \d+ locales, ([\d,]+) pages rendered of ([\d,]+), ([\d,]+) files changed/;
const FALLBACK = /\[publish\] (.*running a full build\.)/;
/** A publish that found nothing to write (no content changed, nothing due on the clock). */
const NOTHING = /\[publish\] nothing to write/;

const number = (text: string) => Number(text.replace(/,/g, ''));

/** The oldest story of the copy that is not pinned, as its Persian and English files. */
function oldestStory(site: string): [string, string] {
  const file = readdirSync(path.join(site, NEWS_DIR))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .find(
      (name) =>
        !/^pinned:\s*true/m.test(
          readFileSync(path.join(site, NEWS_DIR, name), 'utf8'),
        ),
    );
  if (!file) throw new Error(`no story to correct in ${site}/${NEWS_DIR}`);
  return [path.join(site, NEWS_DIR, file), path.join(site, EN_NEWS_DIR, file)];
}

/**
 * When the newsroom's next story comes: an hour after the copy's newest. The grown archive ends with the site's
 * own launch week, more than a year before today; a newsroom's next story follows its last one, so its month (and
 * the index part it falls in, src/plugins/search-index/parts.ts) is the newest story's.
 */
function nextStoryTime(site: string): Date {
  const newest = readdirSync(path.join(site, NEWS_DIR))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) =>
      Date.parse(
        /^date:\s*(\S+)/m.exec(
          readFileSync(path.join(site, NEWS_DIR, name), 'utf8'),
        )?.[1] ?? '',
      ),
    )
    .filter((time) => Number.isFinite(time) && time <= Date.now())
    .reduce((a, b) => Math.max(a, b), 0);
  return new Date(newest + 3_600_000);
}

/** What an editor writes into the two files `npm run news:new` makes. */
interface StoryText {
  tags: string[];
  breaking?: true;
  fa: {title: string; description: string; body: string};
  en: {title: string; description: string; body: string};
}

const NEW_STORY: StoryText = {
  tags: ['emami-coin', 'coin'],
  fa: {
    title: 'بهای سکه امامی در بازار امروز',
    description:
      'سکه امامی امروز در بازار تهران با خرید بیشتر خریداران گران‌تر شد.',
    body: 'سکه امامی امروز در بازار تهران گران‌تر شد.\n\n{/* truncate */}\n\n## بازار\n\nخریداران بیشتری به بازار آمدند.',
  },
  en: {
    title: 'The Emami coin in today’s market',
    description:
      'The Emami coin rose in Tehran today as more buyers came to the market.',
    body: 'The Emami coin rose in Tehran today.\n\n{/* truncate */}\n\n## The market\n\nMore buyers came to the market.',
  },
};

const BREAKING_STORY: StoryText = {
  tags: ['interbank', 'central-bank'],
  breaking: true,
  fa: {
    title: 'بانک مرکزی نرخ سود بین‌بانکی را بالا برد',
    description:
      'بانک مرکزی امروز نرخ سود در بازار بین‌بانکی را یک واحد درصد بالا برد.',
    body: 'بانک مرکزی امروز نرخ سود در بازار بین‌بانکی را بالا برد.\n\n{/* truncate */}\n\n## بازار پول\n\nبانک‌ها از فردا با نرخ تازه وام می‌گیرند.',
  },
  en: {
    title: 'The central bank raises the interbank rate',
    description:
      'The central bank raised the interbank market rate by one percentage point today.',
    body: 'The central bank raised the interbank rate today.\n\n{/* truncate */}\n\n## The money market\n\nBanks borrow at the new rate from tomorrow.',
  },
};

/** A story as an editor files it through `npm run news:new`, in both languages. */
function fileStory(site: string, at: Date, story: StoryText): string[] {
  const files = createArticle(
    site,
    {
      title: story.fa.title,
      tags: story.tags,
      author: 'newsroom',
      enTitle: story.en.title,
    },
    at,
  ).files.map((file) => path.join(site, file));
  (['fa', 'en'] as const).forEach((lang, i) =>
    fillArticle(
      files[i],
      {
        description: quoted(story[lang].description),
        ...(story.breaking && {breaking: 'true'}),
      },
      story[lang].body,
    ),
  );
  return files;
}

/** NEW_STORY's headline as an editor corrects it, in each language. */
const HEADLINE_FIXES: ReadonlyArray<readonly [string, string]> = [
  ['بهای سکه امامی در بازار امروز', 'سکه امامی در بازار امروز گران شد'],
  [
    'The Emami coin in today’s market',
    'The Emami coin rises in today’s market',
  ],
];

/** The headline of NEW_STORY, corrected in both languages, as an editor fixes one. */
function retitle(files: readonly string[]): void {
  files.forEach((file, i) => {
    const text = readFileSync(file, 'utf8');
    const [before, after] = HEADLINE_FIXES[i];
    if (!text.includes(before)) {
      throw new Error(`${file} does not have the headline "${before}"`);
    }
    writeFileSync(file, text.replace(before, after));
  });
}

/** The closes of the day after the copy's last market day, given as an editor gives them. */
function marketDay(site: string): void {
  const {days} = loadMarket(site);
  const last = days[days.length - 1];
  const next = new Date(`${last.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const result = spawnSync(
    process.execPath,
    [
      path.join(site, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/market/add.ts',
      '--date',
      next.toISOString().slice(0, 10),
      `usd=${last.close.usd + 700}`,
      `emami-coin=${last.close['emami-coin'] + 900_000}`,
    ],
    {cwd: site, encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(`market:add failed:\n${result.stdout}${result.stderr}`);
  }
}

/** 07:30 in Tehran on the Tehran day after `at`'s (Tehran keeps one offset all year). */
const nextTehranMorning = (at: Date): Date =>
  new Date(
    `${tehranDay(new Date(at.getTime() + 86_400_000))}T07:30:00${TEHRAN_OFFSET}`,
  );

/** Every headline a day of publishes files, corrected ones included. */
const DAY_HEADLINES = new Set<string>([
  ...[NEW_STORY, BREAKING_STORY].flatMap((story) => [
    story.fa.title,
    story.en.title,
  ]),
  ...HEADLINE_FIXES.map(([, after]) => after),
]);

/**
 * Takes out the stories an earlier day of publishes filed on `site` (a copy kept for another run:
 * the pre-flight check refuses a second story with the same headline), and publishes that, not
 * measured; the number of files taken out.
 */
export async function clearEarlierDay(
  site: string,
  measure: Measure,
  logFile: string,
): Promise<number> {
  const filed = [NEWS_DIR, EN_NEWS_DIR].flatMap((dir) =>
    readdirSync(path.join(site, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join(site, dir, name))
      .filter((file) => {
        const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(
          readFileSync(file, 'utf8'),
        )?.[1];
        return title !== undefined && DAY_HEADLINES.has(title);
      }),
  );
  if (filed.length === 0) return 0;
  for (const file of filed) rmSync(file);
  await measure(
    process.execPath,
    [path.join(site, 'node_modules/tsx/dist/cli.mjs'), 'scripts/publish.ts'],
    {cwd: site, env: {NO_COLOR: '1'}, logFile},
  );
  return filed.length;
}

/**
 * Publishes the day's changes on `site` one after the other, each at the moment it is made, as a newsroom does
 * (so "now" moves too: the home page and the first news list page, which pick a fresh breaking story by the
 * clock, are rendered every time).
 */
export async function publishFigures(
  site: string,
  measure: Measure,
  logFile: (change: string) => string,
): Promise<PublishFigure[]> {
  let added: string[] = [];
  let breakingAt = new Date(0);
  const morning = nextTehranMorning(new Date());
  /** "Now" this long after the breaking story was filed. */
  const afterBreaking = (minutes: number) => ({
    NERKHNAMA_NOW: new Date(
      breakingAt.getTime() + minutes * 60_000,
    ).toISOString(),
  });
  const changes: Array<[string, () => void, (() => NodeJS.ProcessEnv)?]> = [
    [
      'a correction of the oldest story',
      () => {
        const [fa, en] = oldestStory(site);
        correctArticle(fa, 'fa', toTehranIso(new Date()));
        correctArticle(en, 'en', toTehranIso(new Date()));
      },
    ],
    [
      'a new story',
      () => (added = fileStory(site, nextStoryTime(site), NEW_STORY)),
    ],
    ["the new story's headline corrected", () => retitle(added)],
    [
      'the new story deleted',
      () => added.forEach((file) => rmSync(file, {force: true})),
    ],
    // Published twenty minutes after it is filed, as of then (the archive's own time, not today's,
    // so its index part is the newest stories'), and again once it is no longer fresh.
    [
      'a breaking story',
      () => {
        breakingAt = nextStoryTime(site);
        fileStory(site, breakingAt, BREAKING_STORY);
      },
      () => afterBreaking(20),
    ],
    [
      'the breaking story no longer fresh, nothing else changed',
      () => {},
      () => afterBreaking((BREAKING_FRESH_HOURS + 1) * 60),
    ],
    ['a market day', () => marketDay(site)],
    [
      'the next Tehran day, nothing else changed',
      () => {},
      () => ({NERKHNAMA_NOW: morning.toISOString()}),
    ],
    // What the quarter-hourly schedule mostly finds: nothing new, nothing due (scripts/publish.ts).
    [
      'a quarter of an hour later, nothing changed',
      () => {},
      () => ({
        NERKHNAMA_NOW: new Date(morning.getTime() + 15 * 60_000).toISOString(),
      }),
    ],
  ];
  const figures: PublishFigure[] = [];
  for (const [change, edit, env] of changes) {
    edit();
    const log = logFile(change);
    const measured = await measure(
      process.execPath,
      [path.join(site, 'node_modules/tsx/dist/cli.mjs'), 'scripts/publish.ts'],
      {
        cwd: site,
        env: {NO_COLOR: '1', ...PERF_LOG_ENV, ...env?.()},
        logFile: log,
      },
    );
    const output = readFileSync(log, 'utf8');
    const summary = SUMMARY.exec(output);
    const fallback = FALLBACK.exec(output)?.[1];
    const nothing = NOTHING.test(output);
    figures.push({
      change,
      ...measured,
      rendered: summary ? number(summary[1]) : nothing ? 0 : null,
      routes: summary ? number(summary[2]) : null,
      filesChanged: summary ? number(summary[3]) : nothing ? 0 : null,
      ...(fallback ? {fallback} : {}),
      split: timeSplit(output, measured.seconds),
    });
    // Said as each one ends: a day of publishes at a large archive takes most of an hour.
    const figure = figures.at(-1)!;
    console.log(
      `[bench] publish, ${change}: ${measured.seconds.toFixed(1)} s, ${figure.rendered ?? '?'} of ${figure.routes ?? '?'} pages rendered, ${figure.filesChanged ?? '?'} files changed${fallback ? ` (${fallback})` : ''}`,
    );
  }
  return figures;
}
