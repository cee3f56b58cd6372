/**
 * `npm run test:newsroom-week [-- --keep] [-- --grow-only]`: the site a week after launch.
 *
 * Copies the repository (its files, not its build or caches; node_modules by link) to a temp
 * folder and grows it as the desk does: seven days after the last market day, about fifty stories
 * a day in both languages with photos, an update with a correction, a breaking story, a new pinned
 * story (the old one unpinned), a draft, a story scheduled past the week, a new tag and a new
 * author, and each day's closing prices. Then runs the editors' checks, the corpus unit tests,
 * the build, the post-build tests and a smoke test of every page type on the grown copy, with
 * the build's "now" just after the week. Prints what it added and the time of each step; exits 1
 * if any check failed.
 *
 * The day's closes go through the real `npm run market:add`. The first stories of the first day
 * (one with a photo) go through the real `npm run news:new`; the rest call createArticle, the
 * function that command runs, so hundreds of stories do not pay a process start each. Everything
 * else an editor does by hand (writing the body and the photo fields, unpinning, moving a date)
 * is done to the files as the editors' guide says.
 */
import {spawnSync} from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {freePort} from '../../deploy/localNginx';
import {NOW_ENV} from '../../src/lib/schedule';
import {tagPermalink} from '../../src/lib/slug';
import {loadMarket} from '../../src/plugins/market/load';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/validate';
import {linkDependencies} from '../bench/scaledSite';
import {createArticle} from '../news/create-article';
import {correctionOf, fillArticle, quoted} from './edit';
import {nextCloses, weekFigures, type Closes} from './market';
import {planWeek, weekDays, type PlannedStory} from './plan';
import {dayNames, NEW_AUTHOR, NEW_TAG, PHOTO_TEXT, type Lang} from './prose';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEED = 1404;

/** The tests that read the corpus (the rest of the unit suite runs on fixtures). */
const CORPUS_TESTS = [
  'tests/unit/corpus.test.ts',
  'tests/unit/marketLaunchData.test.ts',
  'tests/unit/marketSchema.test.ts',
  'tests/unit/slug.test.ts',
  'tests/unit/blogAndHomePlugin.test.ts',
  'tests/unit/sections.test.ts',
  'tests/unit/newsroomWeek.test.ts',
];

const {values: options} = parseArgs({
  options: {
    keep: {type: 'boolean', default: false},
    'grow-only': {type: 'boolean', default: false},
  },
});

// ---------------------------------------------------------------- timing and commands

interface Step {
  name: string;
  seconds: number;
  /** CPU seconds of the command's processes: on a shared machine, closer to a quiet run than the wall time. */
  cpu?: number;
  ok: boolean;
  note?: string;
}

/**
 * CPU time (user + system) of the children this process has waited for, from /proc (Linux);
 * undefined elsewhere.
 */
function childrenCpu(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .split(') ')[1]
      .split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
const steps: Step[] = [];

function timed<T>(name: string, run: () => T, note?: (result: T) => string) {
  const started = performance.now();
  const result = run();
  const seconds = (performance.now() - started) / 1000;
  steps.push({name, seconds, ok: true, note: note?.(result)});
  console.log(
    `  ✓ ${name} (${seconds.toFixed(1)} s)${note ? `: ${note(result)}` : ''}`,
  );
  return result;
}

/** Runs a command in the copy; its output goes to a log file, whose tail is printed when it fails. */
function run(
  site: string,
  name: string,
  command: string[],
  env: Record<string, string> = {},
): boolean {
  const log = path.join(
    site,
    '.newsroom-week',
    `${name.replace(/\W+/g, '-')}.log`,
  );
  mkdirSync(path.dirname(log), {recursive: true});
  const fd = openSync(log, 'w');
  const started = performance.now();
  const cpuBefore = childrenCpu();
  const result = spawnSync(command[0], command.slice(1), {
    cwd: site,
    stdio: ['ignore', fd, fd],
    env: {...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  closeSync(fd);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpu();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : cpuAfter - cpuBefore;
  const ok = result.status === 0;
  steps.push({
    cpu,
    name,
    seconds,
    ok,
    note: ok ? undefined : path.relative(site, log),
  });
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
  if (!ok) {
    const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25);
    console.log(tail.map((line) => `      ${line}`).join('\n'));
  }
  return ok;
}

// ---------------------------------------------------------------- the copy

/** The repository's files (tracked, and new ones not ignored) with node_modules linked, its cache left out. */
function copySite(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'nerkhnama-week-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {cwd: ROOT, encoding: 'utf8'},
  );
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    copyFileSync(path.join(ROOT, file), path.join(site, file));
  }
  linkDependencies(ROOT, site);
  return site;
}

// ---------------------------------------------------------------- what editors write

const tehran = (day: string, time: string) => `${day}T${time}:00+03:30`;

function writeStory(site: string, story: PlannedStory, files: string[]): void {
  const [faFile, enFile] = files.map((f) => path.join(site, f));
  for (const [lang, file] of [
    ['fa', faFile],
    ['en', enFile],
  ] as Array<[Lang, string]>) {
    const text = story.text[lang];
    const set: Record<string, string | null> = {
      title: quoted(text.title),
      description: quoted(text.description),
    };
    if (story.photo) {
      const photo = PHOTO_TEXT[story.photo][lang];
      set.image_alt = quoted(photo.alt);
      set.image_caption = quoted(photo.caption(dayNames(story.day)[lang]));
      set.image_credit = quoted(photo.credit);
    }
    if (story.breaking) set.breaking = 'true';
    if (story.pinned) set.pinned = 'true';
    let body = text.body;
    if (story.correctedAt) {
      const correction = correctionOf(
        lang,
        tehran(story.day, story.correctedAt),
      );
      Object.assign(set, correction.set);
      body += correction.paragraph;
    }
    fillArticle(file, set, body);
  }
}

/** `news:new` through npm, as an editor types it; returns the files it created. */
function newsNewCli(site: string, story: PlannedStory): string[] {
  const args = [
    'run',
    'news:new',
    '--',
    '--title',
    story.text.fa.title,
    '--tags',
    story.tags.join(','),
    '--author',
    story.author,
    '--en-title',
    story.text.en.title,
    ...(story.photo ? ['--photo', photoPath(story.photo)] : []),
  ];
  const result = spawnSync('npm', args, {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, [NOW_ENV]: tehran(story.day, story.time)},
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run news:new failed:\n${result.stdout}${result.stderr}`,
    );
  }
  const created = /✓ Created (.+)/.exec(result.stdout)?.[1];
  if (!created) {
    throw new Error(`news:new printed no file names:\n${result.stdout}`);
  }
  return created.split(', ');
}

const photoPath = (photo: string) =>
  path.join(ROOT, 'static/img/photos', `${photo}.jpg`);

/** The reporter's entry in both authors files, and her line on the editorial team page in both languages. */
function addAuthor(site: string): void {
  for (const [file, lang] of [
    ['info/editorial-team.md', 'fa'],
    ['i18n/en/docusaurus-plugin-content-docs/current/editorial-team.md', 'en'],
  ] as Array<[string, Lang]>) {
    const page = path.join(site, file);
    const lines = readFileSync(page, 'utf8').split('\n');
    const lastReporter = lines
      .map((line) => line.startsWith('- **'))
      .lastIndexOf(true);
    if (lastReporter < 0) throw new Error(`${file} lists no reporters`);
    lines.splice(lastReporter + 1, 0, NEW_AUTHOR[lang].team);
    writeFileSync(page, lines.join('\n'));
  }
  for (const [dir, lang] of [
    [NEWS_DIR, 'fa'],
    [EN_NEWS_DIR, 'en'],
  ] as Array<[string, Lang]>) {
    const file = path.join(site, dir, 'authors.yml');
    const {name, title} = NEW_AUTHOR[lang];
    const text = readFileSync(file, 'utf8').trimEnd();
    writeFileSync(
      file,
      `${text}\n${NEW_AUTHOR.key}:\n  name: ${name}\n  title: ${title}\n  page: true\n`,
    );
  }
}

/** The tag under its family's `# topic:` heading in news/tags.yml, and at the end of the English file. */
function addTag(site: string): string {
  const permalink = tagPermalink(NEW_TAG.key, NEW_TAG.fa.label);
  const entry = (lang: Lang) =>
    `${NEW_TAG.key}:\n  label: ${NEW_TAG[lang].label}\n  permalink: ${permalink}\n  description: ${quoted(NEW_TAG[lang].description)}\n`;
  const faFile = path.join(site, NEWS_DIR, 'tags.yml');
  const lines = readFileSync(faFile, 'utf8').split('\n');
  const family = lines.indexOf(`# topic: ${NEW_TAG.family}`);
  if (family < 0) {
    throw new Error(
      `news/tags.yml has no "# topic: ${NEW_TAG.family}" heading`,
    );
  }
  let next = lines.findIndex(
    (line, i) => i > family && line.startsWith('# topic:'),
  );
  if (next < 0) next = lines.length;
  lines.splice(next, 0, ...entry('fa').trimEnd().split('\n'));
  writeFileSync(faFile, lines.join('\n'));
  const enFile = path.join(site, EN_NEWS_DIR, 'tags.yml');
  writeFileSync(
    enFile,
    `${readFileSync(enFile, 'utf8').trimEnd()}\n${entry('en')}`,
  );
  return permalink;
}

/** Removes `pinned: true` from every article that has it, in both languages; returns the files. */
function unpinAll(site: string): string[] {
  const unpinned: string[] = [];
  for (const dir of [NEWS_DIR, EN_NEWS_DIR]) {
    for (const name of readdirSync(path.join(site, dir))) {
      if (!name.endsWith('.md')) continue;
      const file = path.join(site, dir, name);
      const text = readFileSync(file, 'utf8');
      if (/^pinned: true$/m.test(text)) {
        writeFileSync(file, text.replace(/^pinned: true\n/m, ''));
        unpinned.push(path.join(dir, name));
      }
    }
  }
  return unpinned;
}

/** Moves an article to a later date, as the guide says: the `date` and the file names change together. */
function reschedule(site: string, files: string[], date: string): string[] {
  return files.slice(0, 2).map((relative) => {
    const file = path.join(site, relative);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^date: .*$/m, `date: ${date}`),
    );
    const moved = path.join(
      path.dirname(relative),
      `${date.slice(0, 10)}${path.basename(relative).slice(10)}`,
    );
    renameSync(file, path.join(site, moved));
    return moved;
  });
}

// ---------------------------------------------------------------- the week

function growWeek(site: string) {
  const market = loadMarket(site);
  const lastDay = market.days[market.days.length - 1];
  const now = Date.now();
  const newest = readdirSync(path.join(site, NEWS_DIR))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f))
    .map((f) => f.slice(0, 10))
    // Already-scheduled articles wait past any week; the desk's week follows the published archive.
    .filter((day) => Date.parse(`${day}T00:00:00+03:30`) <= now)
    .sort()
    .pop()!;
  const start = [lastDay.date, newest].sort()[1];
  const days = weekDays(start);
  // The closes an editor types each day, and the full day the stories quote.
  const given: Closes[] = [];
  const closes: Array<{date: string; close: Closes}> = [];
  days.forEach((date, i) => {
    const previous = i === 0 ? lastDay.close : closes[i - 1].close;
    given.push(nextCloses(previous, date, SEED + i));
    closes.push({date, close: {...previous, ...given[i]}});
  });
  const plan = planWeek(weekFigures(closes, lastDay.close, SEED), SEED);
  const added = {fa: 0, en: 0, photos: 0, viaCli: 0, marketDays: 0};
  let tagPermalinkAdded = '';
  let unpinned: string[] = [];
  let scheduledFiles: string[] = [];

  timed('add the new author (authors.yml, team page)', () => addAuthor(site));
  for (const [d, day] of days.entries()) {
    timed(`${day}: market:add (npm run)`, () => {
      const prices = Object.entries(given[d]).map(([k, v]) => `${k}=${v}`);
      const result = spawnSync(
        'npm',
        [
          'run',
          'market:add',
          '--',
          '--date',
          day,
          '--time',
          '17:30',
          ...prices,
        ],
        {cwd: site, encoding: 'utf8'},
      );
      if (result.status !== 0) {
        throw new Error(`market:add ${day}:\n${result.stdout}${result.stderr}`);
      }
      added.marketDays++;
    });
    if (d === 1) {
      tagPermalinkAdded = timed(
        'add the new tag (both tags.yml)',
        () => addTag(site),
        (p) => p,
      );
    }
    const ofDay = plan.filter((s) => s.day === day);
    timed(`${day}: ${ofDay.length} stories`, () => {
      for (const story of ofDay) {
        if (story.pinned) unpinned = unpinAll(site);
        let files: string[];
        if (story.viaCli) {
          files = newsNewCli(site, story);
          added.viaCli++;
        } else {
          files = createArticle(
            site,
            {
              title: story.text.fa.title,
              tags: story.tags,
              author: story.author,
              enTitle: story.text.en.title,
              photo: story.photo && photoPath(story.photo),
              draft: story.draft,
            },
            new Date(tehran(story.day, story.time)),
          ).files;
        }
        writeStory(site, story, files);
        if (story.scheduledFor) {
          scheduledFiles = reschedule(site, files, story.scheduledFor);
        }
        added.fa++;
        added.en++;
        if (story.photo) added.photos++;
      }
    });
  }
  return {plan, days, added, tagPermalinkAdded, unpinned, scheduledFiles};
}

// ---------------------------------------------------------------- main

async function main() {
  const began = performance.now();
  const loadAtStart = loadavg()[0];
  console.log(
    'Newsroom week: the site as the desk leaves it seven days after its last market day.\n',
  );
  const site = timed('copy the repository', copySite, (dir) => dir);
  const grown = growWeek(site);
  const lastDay = grown.days[grown.days.length - 1];
  // The build's "now": the evening after the week's last day, before the scheduled story.
  const nowIso = `${lastDay}T23:30:00+03:30`;
  const pinned = grown.plan.find((s) => s.pinned)!;
  console.log(`
Added ${grown.added.fa} Persian and ${grown.added.en} English articles (${grown.added.viaCli} through npm run news:new, the rest through createArticle), ${grown.added.photos} photos, ${grown.added.marketDays} market days (${grown.days[0]} … ${lastDay}).
  new author: ${NEW_AUTHOR.key}; new tag: ${NEW_TAG.key} (${grown.tagPermalinkAdded})
  unpinned: ${grown.unpinned.join(', ') || 'none'}; pinned: «${pinned.text.fa.title}»
  scheduled: ${grown.scheduledFiles.join(', ')}; draft: «${grown.plan.find((s) => s.draft)!.text.fa.title}»
  ${NOW_ENV}=${nowIso}
`);
  if (!options['grow-only']) {
    const env = {[NOW_ENV]: nowIso};
    const port = String(await freePort());
    run(site, 'npm run news:check', ['npm', 'run', 'news:check'], env);
    run(site, 'npm run market:check', ['npm', 'run', 'market:check'], env);
    run(
      site,
      'corpus unit tests',
      ['npx', 'vitest', 'run', ...CORPUS_TESTS],
      env,
    );
    const built = run(site, 'npm run build', ['npm', 'run', 'build'], env);
    if (built) {
      run(
        site,
        'npm run test:internals',
        ['npm', 'run', 'test:internals'],
        env,
      );
      // Nothing else runs beside it here: the Nu checker gets a process a core.
      run(
        site,
        'npm run test:conformance',
        [
          'npm',
          'run',
          'test:conformance',
          '--',
          '--jobs',
          String(Math.min(2, cpus().length)),
        ],
        env,
      );
      run(
        site,
        'smoke e2e (desktop)',
        [
          'npx',
          'playwright',
          'test',
          'tests/e2e/smoke.spec.ts',
          '--project=desktop',
          '--reporter=line',
        ],
        {...env, E2E_PORT: port},
      );
    }
  }
  const total = (performance.now() - began) / 1000;
  const cell = (seconds?: number) =>
    (seconds === undefined ? '' : `${seconds.toFixed(1)} s`).padStart(9);
  console.log(
    `\n${'step'.padEnd(44)}${'wall'.padStart(9)}${'CPU'.padStart(9)}   result`,
  );
  for (const step of steps) {
    console.log(
      `${step.name.padEnd(44)}${cell(step.seconds)}${cell(step.cpu)}   ${step.ok ? 'ok' : `FAILED (log: ${step.note})`}`,
    );
  }
  console.log(`${'total'.padEnd(44)}${cell(total)}`);
  // Wall times on a busy machine are not a quiet machine's: say how busy it was.
  console.log(
    `load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores`,
  );
  const failed = steps.filter((s) => !s.ok);
  if (options.keep || failed.length > 0) {
    console.log(
      `\nThe grown copy is kept at ${site} (logs in .newsroom-week/).`,
    );
  } else {
    rmSync(site, {recursive: true, force: true});
  }
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
