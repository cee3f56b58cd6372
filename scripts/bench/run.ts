/**
 * The performance benchmark: `npm run bench` (a script, not a test; figures vary with the machine).
 *
 *   npm run bench                          # everything: build, Lighthouse, first tap, page weight, grown archives
 *   npm run bench -- --archive 1000,5000   # other archive sizes (stories a language; default 1,000 to 30,000)
 *   npm run bench -- --archive-only        # only the grown archives (built whole, then as shards)
 *   npm run bench -- --skip-archive --runs 3 # no archives; median of three Lighthouse runs per page
 *   npm run bench -- --skip-build          # measure the existing build/ (no build figures)
 *   npm run bench -- --skip-lighthouse     # builds and archives only
 *   npm run bench -- --max-steal 0.1       # retake a Lighthouse run while the host takes over 10% of the CPU (default 5%)
 *   npm run bench -- --only first-tap      # only the first-tap section (on the existing build/ if there is one)
 *   npm run bench -- --only first-tap --build /tmp/old-build  # the first tap of another build (an A/B)
 *   npm run bench -- --only weight         # only the page-weight section (on the existing build/ if there is one)
 *   npm run bench -- --skip-first-tap      # everything but the first-tap section
 *   npm run bench -- --first-tap-runs 3    # taps per first-tap figure (median and range; default 5)
 *   npm run bench -- --only publish --copy /tmp/nerkhnama-30000-…  # only the day of publishes, on a copy --keep-copy left (from its build/)
 *   npm run bench -- --only preflight      # only the news pre-flight check's cost at 158 and 5,000 stories a language
 *   npm run bench -- --only preflight --preflight-sizes 158,5000,20000  # and at 20,000 (a cold check there takes minutes)
 *
 * 1. Builds both locales from a cold cache (search index included: it is part of `docusaurus build`),
 *    measuring wall time and the peak memory of the whole process tree.
 * 2. Serves the build on 127.0.0.1 with gzip (scripts/preview-server.ts, as the production server
 *    compresses) and runs Lighthouse (mobile, simulated throttling) on home, news list, an article,
 *    a tag page, the prices page and a price details page in each locale, analytics blocked; and, for
 *    comparison in the same run, on plain Docusaurus's news list and article in each locale and on a bare
 *    HTML page (what Lighthouse reports for it is the machine's floor: TBT is never 0 where that is not).
 *    On a virtual machine the host can take CPU time while Lighthouse runs (steal); a run during
 *    which it took more than `--max-steal` is taken again (lighthouse.mjs), and the table prints
 *    the steal of the kept runs and how many runs they took.
 * 3. First tap (firstTap.ts): on a throttled phone profile, taps at 3 s and 8 s on an article and the news list in
 *    both locales, on this site (boot when idle, and on data saver), on plain Docusaurus built from the same
 *    articles in a temporary folder, and on a bare toggle page (the floor): tap → the drawer's links on screen,
 *    tap → the search overlay with its caret, last keystroke → results, blocking time after a first scroll,
 *    JavaScript by then; against the budgets (faster than plain Docusaurus, within 1.5× of the floor).
 * 4. Page weight (pageWeight.ts): what each page transfers on a 390 px phone at 3×, read to the end, by
 *    kind; HTML, CSS, fonts and pictures against the budgets (fa home ≤ 350 KB, an article ≤ 250 KB).
 *    `--only weight` runs just this on the existing build.
 * 5. Grown archives: copies the site to a temporary folder, adds a generated newsroom archive
 *    (archive.ts) up to each size in both languages, builds it as `npm run build` does from a cold
 *    cache and measures wall time, peak memory, pages per second, the machine's load meanwhile and
 *    the JavaScript an article page loads in Chromium; then publishes a day's changes on the
 *    built copy one after the other (publish.ts: a correction, a new story, its headline corrected, its deletion, a breaking story and its going stale, a
 *    market day, the next Tehran day, a quarter of an hour later; `--skip-publish`: not); then builds the same copy as CI splits it, each
 *    shard from a cold cache, and merges them (`--skip-shards`: not). The 20,000 and 30,000 sizes take hours. `--keep-copy` leaves each grown copy in place (its
 *    folder is printed) for profiling a build or a publish of it by hand.
 * 6. The news pre-flight check (preflight.ts), `--only preflight`: on the grown copies, cold, with the
 *    compile results kept but not the file records, unchanged, and after one edited story.
 * Prints a table and writes the figures to bench-results/bench-{time}.json (git-ignored).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import {chromium} from '@playwright/test';
import {LOCALES} from '../../src/config/locales';
import {NOW_ENV} from '../../src/lib/schedule';
import {bundleSides, shardDir} from '../buildPlan';
import {startPreviewServer} from '../previewServer';
import {measurePreflight, printPreflight} from './preflight';
import {scaledCopy} from './scaledSite';
import {measurePageWeights, type PageWeight} from './pageWeight';
import {clearEarlierDay, publishFigures, type PublishFigure} from './publish';
import {PUBLISH_STATE} from '../../src/plugins/publish-pages/files';
import {
  PERF_LOG_ENV,
  TIME_SPLIT_COLUMNS,
  timeSplit,
  type TimeSplit,
} from './timeSplit';
import {
  buildPlainDocusaurus,
  FLOOR_TOGGLE_PAGE,
  measureFirstTap,
  type FirstTapFigures,
  type FirstTapPage,
} from './firstTap';
import {
  budgetCell,
  bytesBeforeInteraction,
  PAGE_WEIGHT_BUDGET_KB,
  FIRST_TAP_BUDGET,
  formatBytes,
  formatTable,
  growth,
  median,
  ratio,
  spreadCell,
  tapOverBudget,
  type NetworkRequest,
  type Bytes,
  type PageBytes,
} from './lib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEWS_DIR = path.join(ROOT, 'news');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '1'},
    archive: {type: 'string', default: '1000,5000,20000,30000'},
    'skip-archive': {type: 'boolean', default: false},
    'archive-only': {type: 'boolean', default: false},
    'skip-shards': {type: 'boolean', default: false},
    'skip-publish': {type: 'boolean', default: false},
    'keep-copy': {type: 'boolean', default: false},
    copy: {type: 'string'},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    only: {type: 'string'},
    build: {type: 'string', default: 'build'},
    'skip-first-tap': {type: 'boolean', default: false},
    'first-tap-at': {type: 'string', default: '3000,8000'},
    'first-tap-runs': {type: 'string', default: '5'},
    'first-tap-data-saver': {type: 'boolean', default: false},
    port: {type: 'string', default: '4310'},
    'preflight-sizes': {type: 'string', default: '158,5000'},
    'max-steal': {type: 'string', default: '0.05'},
  },
});

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------- process measurement

const PAGE_SIZE = 4096;

/** A process of a measured tree: its resident memory and what it runs. */
interface TreeProcess {
  pid: number;
  bytes: number;
}

/** Resident memory of a process and all its descendants, from /proc (Linux), process by process. */
function treeProcesses(rootPid: number): TreeProcess[] {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // the process ended while we read
    }
  }
  const inTree: TreeProcess[] = [];
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p; p = parents.get(p)) {
      if (p === rootPid) {
        inTree.push({pid, bytes});
        break;
      }
    }
  }
  return inTree;
}

/**
 * The largest processes of a tree at its peak, as "1.2 GB docusaurus build --locale fa": which step holds
 * the memory a budget is about (the build's log says what each process did when).
 */
function describePeak(processes: TreeProcess[]): string {
  const command = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((arg) => (arg.includes('/') ? path.basename(arg) : arg))
        .slice(1, 6)
        .join(' ');
    } catch {
      return `pid ${pid}`;
    }
  };
  return [...processes]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map(({pid, bytes}) => `${mb(bytes)} ${command(pid)}`)
    .join('; ');
}

interface Measured {
  seconds: number;
  peakBytes: number;
  /** When the peak came (seconds into the run) and its largest processes. */
  peakAt: string;
  /** The machine's one-minute load average over the run (its mean): figures taken beside other work say so. */
  load: number;
}

/**
 * Runs a command to its end; returns wall seconds, the peak memory of its process tree and the load meanwhile.
 * Its output goes to `logFile` as it comes: a build of a large archive runs for an hour, and one stopped half-way
 * leaves the log of how far it got.
 */
function measure(
  command: string,
  commandArgs: string[],
  options: {cwd: string; logFile: string; env?: NodeJS.ProcessEnv},
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const output = createWriteStream(options.logFile);
    const child = spawn(command, commandArgs, {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(output, {end: false});
    child.stderr.pipe(output, {end: false});
    let peakBytes = 0;
    let peakAt = '';
    const loads: number[] = [];
    const timer = setInterval(() => {
      const processes = treeProcesses(child.pid!);
      const bytes = processes.reduce((sum, p) => sum + p.bytes, 0);
      if (bytes > peakBytes) {
        peakBytes = bytes;
        peakAt = `${((performance.now() - start) / 1000).toFixed(0)} s: ${describePeak(processes)}`;
      }
      loads.push(loadavg()[0]);
    }, 200);
    child.on('close', (code) => output.end(() => closed(code)));
    const closed = (code: number | null) => {
      clearInterval(timer);
      if (code !== 0) {
        reject(
          new Error(
            `${command} ${commandArgs.join(' ')} exited with ${code}; see ${options.logFile}`,
          ),
        );
      } else {
        resolve({
          seconds: (performance.now() - start) / 1000,
          peakBytes,
          peakAt,
          load: loads.reduce((sum, l) => sum + l, 0) / (loads.length || 1),
        });
      }
    };
  });
}

// ---------------------------------------------------------------- serving

// A minute: on a loaded machine starting tsx alone takes more than ten seconds.
const serve = (dir: string, port: number) =>
  startPreviewServer(dir, port, 60_000);

// ---------------------------------------------------------------- the pages

interface PageUnderTest {
  name: string;
  path: string;
}

function newestArticle(): {slug: string} {
  const files = readdirSync(NEWS_DIR).filter((f) =>
    /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f),
  );
  const articles = files.map((f) => {
    const text = readFileSync(path.join(NEWS_DIR, f), 'utf8');
    return {
      slug: /^slug: (.*)$/m.exec(text)![1].trim(),
      date: /^date: (.*)$/m.exec(text)![1].trim(),
      draft: /^(draft|unlisted): true$/m.test(text),
    };
  });
  // A scheduled article (dated in the future) is not built yet.
  return articles
    .filter((a) => !a.draft && Date.parse(a.date) <= Date.now())
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
}

/** The first author of authors.yml with a page of their own. */
function firstAuthor(): string {
  const authors = yaml.load(
    readFileSync(path.join(NEWS_DIR, 'authors.yml'), 'utf8'),
  ) as Record<string, {page?: boolean}>;
  return Object.keys(authors).find((key) => authors[key].page)!;
}

function pagesOf(prefix: string): PageUnderTest[] {
  const tags = yaml.load(
    readFileSync(path.join(NEWS_DIR, 'tags.yml'), 'utf8'),
  ) as Record<string, {permalink: string}>;
  const locale = prefix ? 'en' : 'fa';
  return [
    {name: `${locale} home`, path: `${prefix}/`},
    {name: `${locale} news list`, path: `${prefix}/news`},
    {
      name: `${locale} article`,
      path: encodeURI(`${prefix}/news${newestArticle().slug}`),
    },
    {
      name: `${locale} tag (dollar)`,
      path: encodeURI(`${prefix}/news/tags${tags.dollar.permalink}`),
    },
    {name: `${locale} tag index`, path: `${prefix}/news/tags`},
    {name: `${locale} author`, path: `${prefix}/news/authors/${firstAuthor()}`},
    {name: `${locale} prices`, path: `${prefix}/prices`},
    {name: `${locale} price details (dollar)`, path: `${prefix}/prices/usd`},
    {name: `${locale} search`, path: `${prefix}/search`},
    {name: `${locale} information (gift cards)`, path: `${prefix}/gift-cards`},
  ];
}

// ---------------------------------------------------------------- Lighthouse

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: PageBytes;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failing: Record<string, string[]>;
  /** Median share of the CPU the host took during the kept runs (null without /proc/stat). */
  steal: number | null;
  /** Runs Lighthouse made for the kept ones: more than `runs` when the host was busy. */
  attempts: number;
}

interface LighthouseReport {
  url: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  observedLoad?: number;
  requests: NetworkRequest[];
  failing: Record<string, string[]>;
  steal: number | null;
  attempts: number;
}

/** Lighthouse in a plain Node child (see lighthouse.mjs); the median of each figure over `runs`. */
async function lighthousePages(
  urls: string[],
  runs: number,
): Promise<LighthouseFigures[]> {
  const chrome = existsSync(SYSTEM_CHROMIUM)
    ? SYSTEM_CHROMIUM
    : chromium.executablePath();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(import.meta.dirname, 'lighthouse.mjs'),
        '--chrome',
        chrome,
        '--runs',
        String(runs),
        '--max-steal',
        String(args['max-steal']),
        ...urls,
      ],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString('utf8'))
        : reject(new Error(`Lighthouse exited with ${code}`)),
    );
  });
  const reports = JSON.parse(output) as LighthouseReport[];
  return urls.map((url) => {
    const all = reports.filter((r) => r.url === url);
    const m = (pick: (r: LighthouseReport) => number) => median(all.map(pick));
    const middle = [...all].sort(
      (a, b) => a.scores.performance - b.scores.performance,
    )[Math.floor(all.length / 2)];
    return {
      performance: m((r) => r.scores.performance),
      accessibility: m((r) => r.scores.accessibility),
      bestPractices: m((r) => r.scores['best-practices']),
      seo: m((r) => r.scores.seo),
      lcpMs: m((r) => r.lcpMs),
      tbtMs: m((r) => r.tbtMs),
      cls: m((r) => r.cls),
      bytes: bytesBeforeInteraction(
        middle.requests,
        middle.observedLoad ?? Number.POSITIVE_INFINITY,
      ),
      failing: middle.failing,
      steal: all.some((r) => r.steal === null) ? null : m((r) => r.steal!),
      attempts: all.reduce((sum, r) => sum + r.attempts, 0),
    };
  });
}

// ---------------------------------------------------------------- JavaScript an article loads

async function articleScriptBytes(
  origin: string,
  articlePath: string,
): Promise<{raw: number; gzip: number}> {
  const browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const page = await browser.newPage({viewport: {width: 390, height: 844}});
    await page.route(/googletagmanager|google-analytics/, (route) =>
      route.abort(),
    );
    const bodies: Array<Promise<Buffer | null>> = [];
    page.on('response', (response) => {
      const request = response.request();
      // `<link rel=prefetch>` hints for other pages carry Sec-Purpose: prefetch; they are not this page's code.
      if (
        request.resourceType() === 'script' &&
        response.ok() &&
        !request.headers()['sec-purpose']?.includes('prefetch')
      ) {
        bodies.push(response.body().catch(() => null));
      }
    });
    await page.goto(`${origin}${articlePath}`, {waitUntil: 'load'});
    // The app boots on the reader's first interaction (src/plugins/client-routing/bootstrap/boot.ts):
    // this counts what it then loads, i.e. everything the page ever needs to become interactive. Two steps: the
    // first move of a mouse the page has not seen yet reports no movement, and a move that did not move boots nothing.
    await page.mouse.move(10, 10, {steps: 2});
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({timeout: 30_000});
    await page.waitForTimeout(500);
    const loaded = (await Promise.all(bodies)).filter(
      (b): b is Buffer => b !== null,
    );
    return {
      raw: loaded.reduce((sum, b) => sum + b.length, 0),
      gzip: loaded.reduce((sum, b) => sum + gzipSync(b).length, 0),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- scaled corpus

/** The pages of a build: its HTML files (one a route, `trailingSlash: false`). */
function countPages(dir: string): number {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.html'),
  ).length;
}

// ---------------------------------------------------------------- first tap

const FIRST_TAP_QUERY = {fa: 'دلار', en: 'gold'} as const;

function firstTapPages(): FirstTapPage[] {
  const article = newestArticle().slug;
  return (['fa', 'en'] as const).flatMap((locale) => {
    const prefix = locale === 'fa' ? '' : '/en';
    return [
      {
        name: `${locale} article`,
        path: encodeURI(`${prefix}/news${article}`),
        query: FIRST_TAP_QUERY[locale],
      },
      {
        name: `${locale} news list`,
        path: `${prefix}/news`,
        query: FIRST_TAP_QUERY[locale],
      },
    ];
  });
}

/** This site's build and plain Docusaurus's (beside the floor page), each already served at its origin. */
async function firstTapSection(
  origin: string,
  plainOrigin: string,
): Promise<FirstTapFigures[]> {
  const pages = firstTapPages();
  const common = {
    tapAt: args['first-tap-at'].split(',').map(Number),
    runs: Number(args['first-tap-runs']),
    chromePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    log,
  };
  const figures: FirstTapFigures[] = [];
  // Data saver is measured when it changes what the site does (`--first-tap-data-saver`).
  const strategies = args['first-tap-data-saver']
    ? (['idle', 'input'] as const)
    : (['idle'] as const);
  for (const strategy of strategies) {
    figures.push(
      ...(await measureFirstTap({
        ...common,
        origin,
        site: 'nerkhnama',
        strategy,
        pages,
      })),
    );
  }
  figures.push(
    ...(await measureFirstTap({
      ...common,
      origin: plainOrigin,
      site: 'plain',
      strategy: 'idle',
      pages,
    })),
    ...(await measureFirstTap({
      ...common,
      origin: plainOrigin,
      site: 'floor',
      strategy: 'idle',
      pages: [{name: 'floor', path: `/${FLOOR_TOGGLE_PAGE}`}],
      tapsOnly: true,
    })),
  );
  return figures;
}

/**
 * A page of one heading and one paragraph, no script, no font, no image: what Lighthouse reports for it is
 * this machine's floor (its own tasks in the trace), which no page can go under.
 */
const FLOOR_PAGE = 'lighthouse-floor.html';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="The benchmark\'s floor page."><title>Floor</title></head>' +
  '<body><main><h1>Floor</h1><p>One heading and one paragraph: the least a page can be.</p></main></body></html>';

/** The pages Lighthouse also measures for comparison: plain Docusaurus's (same articles), and the floor. */
function referencePages(): PageUnderTest[] {
  const article = newestArticle().slug;
  return [
    ...(['fa', 'en'] as const).flatMap((locale) => {
      const prefix = locale === 'fa' ? '' : '/en';
      return [
        {name: `plain ${locale} news list`, path: `${prefix}/news`},
        {
          name: `plain ${locale} article`,
          path: encodeURI(`${prefix}/news${article}`),
        },
      ];
    }),
    {name: 'floor (bare HTML)', path: `/${FLOOR_PAGE}`},
  ];
}

function printFirstTap(figures: FirstTapFigures[]) {
  const label = (f: FirstTapFigures) =>
    f.strategy === 'idle' ? 'this site' : 'this site, data saver';
  const kb = (bytes?: number) =>
    bytes === undefined ? '–' : (bytes / 1024).toFixed(0);
  const load = (f?: FirstTapFigures) => (f ? `${f.load[0]}–${f.load[1]}` : '–');
  const floorAt = (tapAtMs: number) =>
    figures.find((f) => f.site === 'floor' && f.tapAtMs === tapAtMs);
  const plainOf = (f: FirstTapFigures) =>
    figures.find(
      (p) => p.site === 'plain' && p.page === f.page && p.tapAtMs === f.tapAtMs,
    );
  const tapCell = (f: FirstTapFigures, key: 'menu' | 'searchOpen') => {
    const over = tapOverBudget(
      f[key],
      key === 'menu' ? plainOf(f)?.menu : undefined,
      floorAt(f.tapAtMs)?.menu,
    );
    const lost = key === 'menu' && f.menuLost ? ` ${f.menuLost} lost` : '';
    return `${spreadCell(f[key])}${lost}${over.length ? ` ✗ ${over.join(', ')}` : ''}`;
  };
  console.log(
    `\nFirst tap (phone: 390×844, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps; ms from the touch event to the first frame showing the answer, median (range) of the runs; ✗ over budget: taps faster than plain Docusaurus and ≤ ${FIRST_TAP_BUDGET.tapOverFloor}× the floor, results ≤ ${FIRST_TAP_BUDGET.resultsMs}, blocking ≤ ${FIRST_TAP_BUDGET.blockingMs}; load: the machine's 1-minute load average before–after):\n`,
  );
  console.log(
    formatTable(
      [
        'page',
        'tap at',
        'site',
        'menu: links on screen',
        'plain Docusaurus',
        'floor',
        'search: overlay with caret',
        'results after last key',
        'input lost',
        'blocking after scroll',
        'JS KB by then (wire / raw)',
        'load',
      ],
      figures
        .filter((f) => f.site === 'nerkhnama')
        .map((f) => [
          f.page,
          `${f.tapAtMs / 1000} s`,
          label(f),
          tapCell(f, 'menu'),
          `${spreadCell(plainOf(f)?.menu)}${plainOf(f)?.menuLost ? ` ${plainOf(f)!.menuLost} lost` : ''}`,
          spreadCell(floorAt(f.tapAtMs)?.menu),
          tapCell(f, 'searchOpen'),
          f.searchResult && f.searchResult.median > FIRST_TAP_BUDGET.resultsMs
            ? `${spreadCell(f.searchResult)} ✗`
            : spreadCell(f.searchResult),
          f.lostInput ? `${f.lostInput} LOST ✗` : 'none',
          budgetCell(f.blockingMs, FIRST_TAP_BUDGET.blockingMs),
          `${kb(f.jsBytes?.transfer)} / ${kb(f.jsBytes?.decoded)}`,
          `${load(f)}; plain ${load(plainOf(f))}; floor ${load(floorAt(f.tapAtMs))}`,
        ]),
    ),
  );
  const rows = figures
    .filter((f) => f.site === 'nerkhnama')
    .map((f) => [
      f.page,
      `${f.tapAtMs / 1000} s`,
      label(f),
      ratio(f.menu?.median, plainOf(f)?.menu?.median),
      ratio(f.menu?.median, floorAt(f.tapAtMs)?.menu?.median),
      ratio(f.blockingMs, plainOf(f)?.blockingMs),
      ratio(f.jsBytes?.transfer, plainOf(f)?.jsBytes?.transfer),
    ]);
  console.log(`\nThis site ÷ plain Docusaurus, and ÷ the floor (medians):\n`);
  console.log(
    formatTable(
      [
        'page',
        'tap at',
        'site',
        'menu ÷ plain',
        'menu ÷ floor',
        'blocking ÷ plain',
        'JS by then ÷ plain (wire)',
      ],
      rows,
    ),
  );
}

// ---------------------------------------------------------------- page weight

/** The page-weight table: KB transferred by kind; the page (HTML, CSS, fonts, pictures) against its budget ("✗" over it). */
function printPageWeights(
  weights: ReadonlyArray<{name: string; weight: PageWeight}>,
) {
  const kb = (bytes: number) => (bytes / 1000).toFixed(0);
  console.log(
    `\nPage weight (390×844 at 3×, read to the end; KB transferred; page = HTML + CSS + fonts + pictures, ✗ over budget: ${Object.entries(
      PAGE_WEIGHT_BUDGET_KB,
    )
      .map(([name, budget]) => `${name} ≤ ${budget}`)
      .join(', ')}; the app's JS and data apart):\n`,
  );
  console.log(
    formatTable(
      [
        'page',
        'HTML',
        'CSS',
        'fonts',
        'pictures',
        'page',
        'budget',
        'app JS',
        'app data',
      ],
      weights.map(({name, weight: w}) => {
        const budget = PAGE_WEIGHT_BUDGET_KB[name];
        return [
          name,
          kb(w.html),
          kb(w.css),
          kb(w.font),
          kb(w.image),
          budgetCell(w.page / 1000, budget),
          budget ?? '–',
          kb(w.js),
          kb(w.other),
        ];
      }),
    ),
  );
}

// ---------------------------------------------------------------- grown archives

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface ArchiveFigures extends Measured {
  /** Stories in each language, the site's own included. */
  articles: number;
  pages: number;
  articleJs: Bytes;
  /** The same site built as shards, each from a cold cache as on a runner of its own, then merged. */
  shards: Array<Measured & {shard: string}>;
  /** A day's changes published one after the other from the full build (publish.ts). */
  publishes: PublishFigure[];
  /** Where the full build's time went (timeSplit.ts). */
  split: TimeSplit;
}

/**
 * The archive's site built again as CI splits it (scripts/shards.ts): each shard from a cold cache,
 * one after the other, then the merge. A split build's wall time is its slowest shard plus the merge.
 */
async function shardFigures(
  dir: string,
  size: number,
): Promise<Array<Measured & {shard: string}>> {
  const results = path.join(ROOT, 'bench-results');
  const tsx = path.join(dir, 'node_modules/tsx/dist/cli.mjs');
  const env = {[NOW_ENV]: new Date().toISOString()};
  const figures: Array<Measured & {shard: string}> = [];
  // Said as each one ends: a shard of a large archive takes a quarter of an hour.
  const said = () => {
    const {shard, seconds, peakBytes, load} = figures.at(-1)!;
    log(
      `archive of ${size}: ${shard === 'merge' ? 'the merge' : `the ${shard} shard`} ${seconds.toFixed(1)} s, peak ${mb(peakBytes)}, load ${load.toFixed(1)}`,
    );
  };
  for (const shard of LOCALES) {
    rmSync(path.join(dir, 'node_modules/.cache'), {
      recursive: true,
      force: true,
    });
    log(`archive of ${size}: the ${shard} shard from a cold cache…`);
    figures.push({
      shard,
      ...(await measure(
        process.execPath,
        [tsx, 'scripts/build.ts', '--shard', shard],
        {
          cwd: dir,
          env,
          logFile: path.join(
            results,
            `build-archive-${size}-shard-${shard}.log`,
          ),
        },
      )),
    });
    said();
  }
  log(`archive of ${size}: merging the shards…`);
  figures.push({
    shard: 'merge',
    ...(await measure(
      process.execPath,
      [
        tsx,
        'scripts/build-merge.ts',
        ...LOCALES.map((shard) => shardDir(shard)),
        '--no-fallback',
        '--out-dir',
        'build-merged',
      ],
      {
        cwd: dir,
        env,
        logFile: path.join(results, `build-archive-${size}-merge.log`),
      },
    )),
  });
  said();
  return figures;
}

/**
 * For each `--archive` size: a copy of the site grown to that many stories in each language, built
 * as `npm run build` builds (both locales, deploy config and gzip copies) from a cold cache.
 */
async function archiveSection(port: number): Promise<ArchiveFigures[]> {
  const results = path.join(ROOT, 'bench-results');
  const sizes = args.archive
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const articlePath = encodeURI(`/news${newestArticle().slug}`);
  const figures: ArchiveFigures[] = [];
  for (const size of sizes) {
    log(`archive of ${size} stories a language: writing the copy…`);
    const dir = scaledCopy(size);
    const outDir = path.join(dir, 'build');
    try {
      log(`archive of ${size}: building both locales from a cold cache…`);
      const buildLog = path.join(results, `build-archive-${size}.log`);
      const measured = await measure(
        process.execPath,
        [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'],
        {cwd: dir, logFile: buildLog, env: PERF_LOG_ENV},
      );
      log(
        `archive of ${size}: ${measured.seconds.toFixed(0)} s, peak ${mb(measured.peakBytes)} (at ${measured.peakAt}), load ${measured.load.toFixed(1)}`,
      );
      const server = await serve(outDir, port + 1);
      let articleJs: Bytes;
      try {
        articleJs = await articleScriptBytes(
          `http://127.0.0.1:${port + 1}`,
          articlePath,
        );
      } finally {
        server.kill();
      }
      const pages = countPages(outDir);
      // The publishes first, from the full build as a newsroom's day starts from it; the shards
      // after them, since each empties the copy's caches (a publish after that would bundle, compile
      // and draw the whole archive again, which no newsroom's publish meets).
      const publishes = args['skip-publish']
        ? []
        : await publishFigures(dir, measure, (change) =>
            path.join(
              results,
              `publish-archive-${size}-${change.replace(/\W+/g, '-')}.log`,
            ),
          );
      figures.push({
        articles: size,
        pages,
        ...measured,
        split: timeSplit(readFileSync(buildLog, 'utf8'), measured.seconds),
        articleJs,
        shards: args['skip-shards'] ? [] : await shardFigures(dir, size),
        publishes,
      });
    } finally {
      if (args['keep-copy']) {
        log(`archive of ${size}: the copy is kept in ${dir}`);
      } else rmSync(dir, {recursive: true, force: true});
    }
  }
  return figures;
}

function printArchive(figures: ArchiveFigures[], siteArticleJs?: Bytes) {
  console.log(
    `\nGrown archives, both locales, cold cache, as \`npm run build\` (load: the machine's 1-minute load average during the build, ${cpus().length} cores; the article's JavaScript on first interaction, measured in Chromium):\n`,
  );
  console.log(
    formatTable(
      [
        'stories a language',
        'pages',
        'bundle sides',
        'wall s',
        'pages/s',
        'peak memory',
        'load',
        'article JS KB raw/gz',
        'JS vs the site',
      ],
      figures.map((f) => [
        f.articles,
        f.pages,
        bundleSides(f.articles),
        f.seconds.toFixed(1),
        (f.pages / f.seconds).toFixed(1),
        mb(f.peakBytes),
        f.load.toFixed(1),
        formatBytes(f.articleJs),
        siteArticleJs ? growth(siteArticleJs.raw, f.articleJs.raw) : '–',
      ]),
    ),
  );
  printPublishes(figures);
  const split = figures.filter((f) => f.shards.length > 0);
  if (split.length === 0) return;
  console.log(
    `\nThe same sites split over machines (npm run build -- --shard NAME, each from a cold cache, then npm run build:merge; wall time split = slowest shard + merge):\n`,
  );
  console.log(
    formatTable(
      ['stories a language', 'step', 'wall s', 'peak memory', 'load'],
      split.flatMap((f) => [
        ...f.shards.map((s) => [
          f.articles,
          s.shard,
          s.seconds.toFixed(1),
          mb(s.peakBytes),
          s.load.toFixed(1),
        ]),
        [f.articles, 'split build', splitWall(f.shards).toFixed(1), '–', '–'],
      ]),
    ),
  );
}

/** A day of publishes on one grown copy, and the full build it started from when this run made it. */
type PublishedCopy = Pick<ArchiveFigures, 'articles' | 'publishes'> &
  Partial<Pick<ArchiveFigures, 'seconds' | 'split'>>;

function printPublishes(figures: PublishedCopy[]) {
  const published = figures.filter((f) => f.publishes.length > 0);
  if (published.length === 0) return;
  console.log(
    `\nPublishing from the full build ${published.every((f) => f.seconds !== undefined) ? 'above' : 'the copy holds'} (npm run publish, one change after the other, each from the command to a build ready to serve; the full build's wall time beside it when this run made it):\n`,
  );
  console.log(
    formatTable(
      [
        'stories a language',
        'change',
        'wall s',
        'full build s',
        'pages rendered',
        'files changed',
        'peak memory',
        'load',
      ],
      published.flatMap((f) =>
        f.publishes.map((p) => [
          f.articles,
          p.change,
          p.seconds.toFixed(1),
          f.seconds?.toFixed(1) ?? '–',
          p.rendered === null
            ? `full build: ${p.fallback ?? 'see the log'}`
            : p.routes === null
              ? 'none: nothing to write'
              : `${p.rendered} of ${p.routes}`,
          p.filesChanged ?? '–',
          mb(p.peakBytes),
          p.load.toFixed(1),
        ]),
      ),
    ),
  );
  console.log(
    `\nWhere the time went, in seconds (both locales added up; loading the site, bundling, static rendering, postBuild and the broken-links check from Docusaurus's performance log, the other steps from the build's own line; process starts: a process's wall time outside those):\n`,
  );
  console.log(
    formatTable(
      ['stories a language', 'build', ...TIME_SPLIT_COLUMNS],
      published.flatMap((f) =>
        [
          ...(f.split ? [{change: 'full build', split: f.split}] : []),
          ...f.publishes,
        ].map(({change, split}) => [
          f.articles,
          change,
          ...TIME_SPLIT_COLUMNS.map((column) =>
            split[column] === undefined ? '–' : split[column].toFixed(1),
          ),
        ]),
      ),
    ),
  );
}

/** What a split build takes from the first shard's start to the merged site: the shards run side by side. */
const splitWall = (steps: ReadonlyArray<Measured & {shard: string}>) =>
  Math.max(...steps.filter((s) => s.shard !== 'merge').map((s) => s.seconds)) +
  (steps.find((s) => s.shard === 'merge')?.seconds ?? 0);

// ---------------------------------------------------------------- main

/** Writes the figures to bench-results/{name}-{time}.json; returns the file. */
function writeFigures(
  results: string,
  name: string,
  report: Record<string, unknown>,
): string {
  const file = path.join(
    results,
    `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}

async function main() {
  const results = path.join(ROOT, 'bench-results');
  mkdirSync(results, {recursive: true});
  const port = Number(args.port);
  const runs = Number(args.runs);
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
  };

  const ALONE = ['first-tap', 'weight', 'preflight', 'publish'];
  if (args.only !== undefined && !ALONE.includes(args.only)) {
    throw new Error(
      `--only ${args.only}: the parts that run alone are ${ALONE.join(', ')}`,
    );
  }

  if (args.only === 'preflight') {
    const sizes = args['preflight-sizes'].split(',').map(Number);
    const preflight = measurePreflight(sizes, log);
    report.preflight = preflight;
    const file = writeFigures(results, 'bench-preflight', report);
    printPreflight(preflight);
    console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
    return;
  }

  if (args.only === 'publish') {
    const copy = args.copy && path.resolve(args.copy);
    if (!copy || !existsSync(path.join(copy, 'build', PUBLISH_STATE))) {
      throw new Error(
        '--only publish needs --copy DIR: a grown copy a run with --keep-copy left, built (its build/.publish.json)',
      );
    }
    const logOf = (change: string) =>
      path.join(
        results,
        `publish-copy-${path.basename(copy)}-${change.replace(/\W+/g, '-')}.log`,
      );
    const cleared = await clearEarlierDay(copy, measure, logOf('setup'));
    if (cleared > 0) {
      log(
        `took out the ${cleared} story files an earlier day of publishes filed, and published that`,
      );
    }
    // Stories a language, the scheduled ones included, as the grown archive counts them.
    const articles = readdirSync(path.join(copy, 'news')).filter((name) =>
      /\.mdx?$/.test(name),
    ).length;
    log(`a day of publishes on ${copy} (${articles} stories a language)…`);
    const publishes = await publishFigures(copy, measure, logOf);
    report.publishes = {copy, articles, publishes};
    const file = writeFigures(results, 'bench-publish', report);
    printPublishes([{articles, publishes}]);
    console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
    return;
  }

  if (args['archive-only']) {
    const archive = await archiveSection(port);
    report.archive = archive;
    const file = writeFigures(results, 'bench-archive', report);
    printArchive(archive);
    console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
    return;
  }

  let build: Measured = {
    seconds: Number.NaN,
    peakBytes: Number.NaN,
    peakAt: '',
    load: Number.NaN,
  };
  const firstTapOnly = args.only === 'first-tap';
  const weightOnly = args.only === 'weight';
  const buildDir = path.resolve(ROOT, args.build);
  if (
    (args['skip-build'] || firstTapOnly || weightOnly) &&
    existsSync(path.join(buildDir, 'index.html'))
  ) {
    log(`using the existing ${path.relative(ROOT, buildDir)}`);
  } else {
    log('building both locales from a cold cache…');
    rmSync(path.join(ROOT, 'node_modules/.cache'), {
      recursive: true,
      force: true,
    });
    build = await measure('npm', ['run', 'build'], {
      cwd: ROOT,
      logFile: path.join(results, 'build.log'),
    }); // with the deploy config and precompressed files
  }
  report.build = build;

  const server = await serve(buildDir, port);
  const origin = `http://127.0.0.1:${port}`;
  const pages = [...pagesOf(''), ...pagesOf('/en')];
  const articlePath = pages.find((p) => p.name === 'fa article')!.path;
  if (weightOnly) {
    try {
      log(`page weight of ${pages.length} pages at 390 px, 3×…`);
      const weights = await measurePageWeights(origin, pages, SYSTEM_CHROMIUM);
      report.pageWeight = weights;
      const file = writeFigures(results, 'bench-weight', report);
      printPageWeights(weights);
      console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
    } finally {
      server.kill();
    }
    return;
  }
  let pageWeights: Array<{name: string; path: string; weight: PageWeight}> = [];
  let lighthouseResults: Array<PageUnderTest & LighthouseFigures> = [];
  let lighthouseReferences: Array<PageUnderTest & LighthouseFigures> = [];
  let siteArticleJs: Bytes | undefined;
  let firstTap: FirstTapFigures[] = [];
  // Plain Docusaurus from the same articles, served beside this site: the first tap compares with it, and
  // Lighthouse measures it (and a bare page, the machine's floor) in the same run.
  const needsPlain = !args['skip-first-tap'] || !args['skip-lighthouse'];
  let plainServer: ChildProcess | undefined;
  const plainOrigin = `http://127.0.0.1:${port + 2}`;
  try {
    if (needsPlain) {
      const plainDir = await buildPlainDocusaurus(
        ROOT,
        path.join(results, 'build-plain-docusaurus.log'),
        log,
      );
      writeFileSync(path.join(plainDir, FLOOR_PAGE), FLOOR_HTML);
      plainServer = await serve(plainDir, port + 2);
    }
    if (!args['skip-first-tap']) {
      firstTap = await firstTapSection(origin, plainOrigin);
    }
    if (firstTapOnly) {
      report.firstTap = firstTap;
      const file = writeFigures(results, 'bench-first-tap', report);
      printFirstTap(firstTap);
      console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
      return;
    }
    log(`page weight of ${pages.length} pages at 390 px, 3×…`);
    pageWeights = await measurePageWeights(origin, pages, SYSTEM_CHROMIUM);
    if (!args['skip-lighthouse']) {
      log(`Lighthouse on ${pages.length} pages, ${runs} run(s) each…`);
      const figures = await lighthousePages(
        pages.map((p) => `${origin}${p.path}`),
        runs,
      );
      lighthouseResults = pages.map((page, i) => ({...page, ...figures[i]}));
      const references = referencePages();
      log(`Lighthouse on ${references.length} reference pages…`);
      const referenceFigures = await lighthousePages(
        references.map((p) => `${plainOrigin}${p.path}`),
        runs,
      );
      lighthouseReferences = references.map((page, i) => ({
        ...page,
        ...referenceFigures[i],
      }));
    }
    siteArticleJs = await articleScriptBytes(origin, articlePath);
  } finally {
    server.kill(); // also when Lighthouse fails, or the server outlives the script
    plainServer?.kill();
  }
  report.pageWeight = pageWeights;
  report.lighthouse = lighthouseResults;
  report.lighthouseReferences = lighthouseReferences;
  report.firstTap = firstTap;

  const archive = args['skip-archive'] ? [] : await archiveSection(port);
  report.archive = archive;

  const file = writeFigures(results, 'bench', report);

  console.log(
    `\nBuild, both locales, cold cache: ${build.seconds.toFixed(1)} s, peak ${mb(build.peakBytes)}\n`,
  );
  console.log(
    formatTable(
      [
        'page',
        'perf',
        'a11y',
        'best',
        'seo',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS KB raw/gz',
        'CSS KB raw/gz',
        'font KB raw/gz',
        'steal %',
        'runs',
      ],
      [...lighthouseResults, ...lighthouseReferences].map((r) => [
        r.name,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        Math.round(r.lcpMs),
        Math.round(r.tbtMs),
        r.cls.toFixed(3),
        formatBytes(r.bytes.js),
        formatBytes(r.bytes.css),
        formatBytes(r.bytes.font),
        r.steal === null ? 'n/a' : (r.steal * 100).toFixed(1),
        r.attempts,
      ]),
    ),
  );
  for (const r of lighthouseResults) {
    const below = Object.entries(r.failing)
      .filter(([, ids]) => ids.length)
      .map(([category, ids]) => `${category}: ${ids.join(', ')}`);
    if (below.length) {
      console.log(`  ${r.name}: below full marks in ${below.join('; ')}`);
    }
  }
  if (archive.length) printArchive(archive, siteArticleJs);
  if (firstTap.length) printFirstTap(firstTap);
  if (pageWeights.length) printPageWeights(pageWeights);
  console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
