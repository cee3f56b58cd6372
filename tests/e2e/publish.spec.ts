/**
 * `npm run publish` writes what a full build of the same content writes, file for file: on a
 * temporary copy of the site, one full build as the base, then a correction of an old article, a
 * new article and that article's deletion, each published from the build before it. The full
 * builds to compare with come from the publish itself falling back on a bad state (a damaged one,
 * then one written by other code), which is the other thing this spec checks; the deletion brings
 * back the corrected base's content, whose full build the first step made. The steps after it (a
 * headline corrected, a breaking story, the next Tehran day with a market day's closes) each
 * compare with a full build of their own: six full builds and six publishes in all, and one
 * publish the pre-flight check stops. Each full build bundles cold and leaves Rspack's cache of
 * the code, each publish bundles from the cache the build or publish before it left, the deletion's
 * from a damaged copy of it: each is compared with a cold full build all the same. No publish
 * bundles the client side: each takes the last build's (nothing the client bundle reads changes
 * with the content), the new story's with each bundle side in a process of its own. Each of those full builds is given the state the publish starts from,
 * so it cuts the news lists as the publish does (src/lib/listLayout.ts: the pages after the fifth
 * kept as the last build cut them); the new story's step checks that cut against the build before.
 *
 * The new story is the publish that lets a region lag: the old articles it does not touch are
 * copied with the latest headlines of the build that rendered them (src/components/StaticRegion),
 * so it equals the full build with those regions masked, and differs from it only there. Its
 * headline corrected and its deletion are patched into the sidebars the copies keep. A breaking
 * story: the pages it renders show the bar, the copied ones keep theirs (it lags as well), and the
 * file the app reads the current bar from names it. The next Tehran day's first publish, with the
 * closes of a new market day: the price pages and the pages that follow the clock are rendered,
 * the others keep the day and the price strip they were rendered with (both lag), and the file the
 * app reads the strip from has the new closes. No browser.
 */
import {spawnSync} from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test, expect, DESKTOP_ONLY} from './fixtures';
import {buildCopy, copySite, removeSiteCopy, ROOT} from './siteCopy';
import {
  fileHashes,
  listFolder,
  readFolderListing,
} from '../../scripts/fileHashes';
import {KEPT_FILES, keptListing} from '../../scripts/publish/keptListing';
import {siteDifferences} from '../../scripts/sameSite';
import {createArticle} from '../../scripts/news/create-article';
import {
  correctArticle,
  fillArticle,
  quoted,
} from '../../scripts/newsroom-week/edit';
import {
  PUBLISH_CHANGES,
  type PublishChanges,
} from '../../scripts/publish/record';
import {EN_NEWS_DIR} from '../../src/plugins/news-guard/validate';
import {listed} from './corpus';
import {
  bundleCacheRoot,
  LIST_LAYOUTS_FROM_ENV,
  PUBLISH_STATE,
} from '../../src/plugins/publish-pages/files';
import {NEWS_LIST_LAYOUT} from '../../src/config/newsPageSize';
import {isPublishFile, type PublishState} from '../../scripts/publish/state';
import {
  showsPriceStrip,
  showsSidebar,
} from '../../src/plugins/publish-pages/copyable';
import {loadMarket} from '../../src/plugins/market/load';
import {PRICE_STRIP_FILE} from '../../src/lib/market/stripFile';
import type {StripView} from '../../src/lib/market/view';
import {
  BREAKING_REGION,
  mapStaticRegions,
  maskStaticRegions,
  PRICE_STRIP_REGION,
  SIDEBAR_REGIONS,
  staticRegionsIn,
  STATIC_REGION_ATTRIBUTE,
  TODAY_REGION,
} from '../../src/lib/staticRegion';
import {tehranDay} from '../../src/lib/tehranTime';
import {
  BREAKING_FILE,
  breakingBarIn,
  type BreakingNow,
} from '../../src/lib/breakingFile';

/** Every build of the copy publishes as of this moment, so only the content differs between them… */
const NOW = '2026-11-26T12:00:00.000Z';
const env = {NERKHNAMA_NOW: NOW};
/** …until the last: the next Tehran day's first publish (08:00 in Tehran). */
const NEXT_DAY = '2026-11-27T04:30:00.000Z';
const CORRECTED_AT = '2026-11-26T14:10:00+03:30';

/** One of the site's scripts in the copy, as its npm command runs it. */
function runScript(
  site: string,
  script: string,
  args: string[],
  extraEnv: Record<string, string> = {},
) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
    {
      cwd: site,
      env: {...process.env, NO_COLOR: '1', GTAG_ID: '', ...env, ...extraEnv},
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/** `npm run publish`'s script in the copy. */
const publish = (site: string, outDir = 'build', args: string[] = []) =>
  runScript(site, 'scripts/publish.ts', ['--out-dir', outDir, ...args]);

/** The site a build folder holds: every file but the publish's own state and file list. */
const siteFiles = (dir: string) =>
  fileHashes(dir, (file) => !isPublishFile(file));

/** The same, with each page's regions that may lag masked (in the page and in its gzip copy). */
function siteFilesMasked(dir: string): Map<string, string> {
  const hashes = siteFiles(dir);
  for (const file of hashes.keys()) {
    const page = /\.html(\.gz)?$/.exec(file);
    if (!page) continue;
    const bytes = readFileSync(path.join(dir, file));
    const html = (page[1] ? gunzipSync(bytes) : bytes).toString('utf8');
    hashes.set(
      file,
      createHash('sha256').update(maskStaticRegions(html)).digest('hex'),
    );
  }
  return hashes;
}

const BUNDLED_WARM =
  /\[publish\] bundling with .+: the cache the last build or publish of this code left/;

/** Overwrites bytes in the middle of every file of `dir` larger than 4 KB; how many. */
function damageFiles(dir: string): number {
  let damaged = 0;
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const at = path.join(dir, file);
    const stat = statSync(at);
    if (!stat.isFile() || stat.size < 4096) continue;
    const {size} = stat;
    const bytes = readFileSync(at);
    bytes.fill(0x5a, size >> 1, (size >> 1) + 256);
    writeFileSync(at, bytes);
    damaged += 1;
  }
  return damaged;
}

/** Every page of a build folder and its gzip copy, relative to it. */
const builtPages = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    /\.html(\.gz)?$/.test(file),
  );

/** A page of a build folder as text, its gzip copy unzipped. */
function readPage(dir: string, file: string): string {
  const bytes = readFileSync(path.join(dir, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** What a page's latest-headlines regions hold, one after the other. */
function sidebarRegionsOf(html: string): string {
  let held = '';
  mapStaticRegions(html, (name, content) => {
    if ((SIDEBAR_REGIONS as readonly string[]).includes(name)) held += content;
    return content;
  });
  return held;
}

/** The article links of a list page's cards, in order. */
const cardLinks = (html: string) =>
  [
    ...html.matchAll(
      /data-card-title=("?)true\1><a [^>]*?href=("?)([^"\s>]+)\2/g,
    ),
  ].map((match) => decodeURI(match[3]));

/** The news list's pages in a build folder (`''` Persian, `'en/'`), first page first. */
function newsListPages(dir: string, locale: string): string[] {
  const pages: string[] = [];
  for (let n = 1; ; n++) {
    const file =
      n === 1 ? `${locale}news.html` : `${locale}news/page/${n}.html`;
    if (!existsSync(path.join(dir, file))) return pages;
    pages.push(file);
  }
}

/** Whether HTML has a link to `permalink` (not to a longer address ending with it). */
const linksTo = (html: string, permalink: string) =>
  html.includes(`href=${permalink}`) || html.includes(`href="${permalink}"`);

/** An article's page address, from its file's slug (English under /en). */
function permalinkOf(text: string, file: string): string {
  const slug = /^slug:\s*"?([^"\n]+)"?$/m.exec(text)?.[1];
  if (!slug) throw new Error(`${file} has no slug`);
  return `${file.startsWith('i18n/en/') ? '/en' : ''}/news${slug}`;
}

const SUMMARY =
  /\[publish\] 2 locales, ([\d,]+) pages rendered of ([\d,]+), ([\d,]+) files changed/;

test.describe('npm run publish', {tag: DESKTOP_ONLY}, () => {
  test.describe.configure({mode: 'serial', timeout: 1_500_000});
  let site: string;
  let full: string;
  let corrected: Map<string, string>;
  let correctedMasked: Map<string, string>;
  let article: string[];

  test.beforeAll(() => {
    test.setTimeout(700_000);
    site = copySite('publish-');
    // The full builds the publishes are compared with, outside the copy's sources.
    full = path.join(mkdtempSync(path.join(tmpdir(), 'publish-full-')), 'site');
    const {status, output} = buildCopy(site, [], env);
    expect(status, output).toBe(0);
    cpSync(path.join(site, 'build'), full, {recursive: true});
  });
  test.afterAll(() => {
    removeSiteCopy(site);
    if (full) rmSync(path.dirname(full), {recursive: true, force: true});
  });

  /**
   * Publishes the copy's change, then checks the result against `expected` and the summary line;
   * `masked`: the pages' lagging regions left out of the comparison (expected is masked too);
   * `args`: the publish's options.
   */
  function publishAndCompare(
    expected: Map<string, string>,
    masked = false,
    args: string[] = [],
  ) {
    const {status, output} = publish(site, 'build', args);
    expect(status, output).toBe(0);
    const summary = SUMMARY.exec(output);
    expect(summary, output).not.toBeNull();
    // The figures docs/scaling.md quotes, in the test's output.
    console.log(output.split('\n').find((line) => SUMMARY.test(line)));
    // Content changes nothing the client bundle reads: each locale takes the last build's.
    for (const locale of ['fa', 'en']) {
      expect(output).toContain(
        `[publish] ${locale} client side: the last build's (none of the`,
      );
    }
    const [rendered, routes] = [summary![1], summary![2]].map((n) =>
      Number(n.replace(/,/g, '')),
    );
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(routes);
    const built = path.join(site, 'build');
    expect(
      siteDifferences(
        expected,
        masked ? siteFilesMasked(built) : siteFiles(built),
      ),
    ).toEqual([]);
    // The listing it kept of the folder, which the next publish takes instead of walking it
    // (scripts/publish/keptListing.ts), is the folder's, file for file.
    const byName = (listing?: Map<string, unknown>) =>
      listing && new Map([...listing].sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(
      byName(readFolderListing(path.join(built, KEPT_FILES), built)),
    ).toEqual(byName(listFolder(built, (file) => !isPublishFile(file))));
    expect(keptListing(built)).toEqual({file: path.join(built, KEPT_FILES)});
    const changes = JSON.parse(
      readFileSync(path.join(site, 'build', PUBLISH_CHANGES), 'utf8'),
    ) as PublishChanges;
    return {changes, rendered, routes, output};
  }

  /** The pages of the publish that differ from `full` unmasked: each must show a region that may lag. */
  function laggingDifferences(shows: (html: string) => boolean) {
    const unmasked = siteDifferences(
      siteFiles(full),
      siteFiles(path.join(site, 'build')),
    );
    expect(unmasked.length).toBeGreaterThan(0);
    for (const line of unmasked) {
      const file = line.replace(/^differs: /, '');
      expect(line, 'only pages differ, and only in content').toMatch(
        /^differs: .+\.html(\.gz)?$/,
      );
      const html = readFileSync(path.join(site, 'build', file));
      expect(
        shows(
          (file.endsWith('.gz') ? gunzipSync(html) : html).toString('utf8'),
        ),
        file,
      ).toBe(true);
    }
    return unmasked;
  }

  /**
   * A full build of the copy's content through the publish's fallback; the line it logs. Its news
   * lists are laid out from the copy's last build, as the publish that follows lays them out
   * (src/lib/listLayout.ts: the pages after the fifth kept as that build cut them), so the two
   * must be equal file for file; the new story's step checks that layout itself.
   */
  function fullBuildByFallback(
    breakState: (state: string) => string,
    processOptions: string[] = [],
  ) {
    const stateFile = path.join(full, PUBLISH_STATE);
    writeFileSync(stateFile, breakState(readFileSync(stateFile, 'utf8')));
    const {status, output} = runScript(
      site,
      'scripts/publish.ts',
      ['--out-dir', full, ...processOptions],
      {[LIST_LAYOUTS_FROM_ENV]: path.join(site, 'build', PUBLISH_STATE)},
    );
    expect(status, output).toBe(0);
    return output;
  }

  test('nothing changed, some minutes later: the publish writes nothing before the clock changes the site, and a full build as of then writes the same site', () => {
    const built = path.join(site, 'build');
    const state = JSON.parse(
      readFileSync(path.join(built, PUBLISH_STATE), 'utf8'),
    ) as PublishState;
    const until = Date.parse(state.nextClockChange ?? '');
    expect(
      until,
      'the state says when the clock next changes the site',
    ).toBeGreaterThan(Date.parse(NOW));
    // A scheduled publish a quarter of an hour later (or halfway to that moment, if sooner).
    const later = new Date(
      Date.parse(NOW) + Math.min(15 * 60_000, (until - Date.parse(NOW)) / 2),
    ).toISOString();
    const before = fileHashes(built);
    const {status, output} = runScript(
      site,
      'scripts/publish.ts',
      ['--out-dir', 'build'],
      {NERKHNAMA_NOW: later},
    );
    expect(status, output).toBe(0);
    expect(output).toContain('[publish] nothing to write');
    expect(output).not.toMatch(SUMMARY);
    expect(siteDifferences(before, fileHashes(built))).toEqual([]);
    // And rightly so: a full build as of then writes that very site, every page unmasked.
    const asOfLater = path.join(
      mkdtempSync(path.join(tmpdir(), 'publish-later-')),
      'site',
    );
    try {
      const rebuilt = runScript(
        site,
        'scripts/build.ts',
        ['--out-dir', asOfLater],
        {NERKHNAMA_NOW: later},
      );
      expect(rebuilt.status, rebuilt.output).toBe(0);
      expect(siteDifferences(siteFiles(built), siteFiles(asOfLater))).toEqual(
        [],
      );
    } finally {
      rmSync(path.dirname(asOfLater), {recursive: true, force: true});
    }
  });

  test('a correction of an old article: only the pages that show it are rendered, the site equals a full build, and a damaged state means a full build', () => {
    const old = [...listed].reverse().find((a) => !a.frontMatter.pinned)!;
    const twin = `${EN_NEWS_DIR}/${path.basename(old.file)}`;
    correctArticle(path.join(site, old.file), 'fa', CORRECTED_AT);
    correctArticle(path.join(site, twin), 'en', CORRECTED_AT);
    // Built as an archive of thousands is: each bundle side in its own process, the locales side
    // by side; the publish below (one process a locale) must still write the same site.
    const output = fullBuildByFallback(
      (state) => state.slice(0, 100),
      ['--bundle-sides', 'separate', '--locales', 'side-by-side'],
    );
    expect(output).toContain(
      `[publish] the state in ${path.relative(site, full)}/.publish.json is not JSON (damaged); running a full build.`,
    );
    corrected = siteFiles(full);
    correctedMasked = siteFilesMasked(full);
    // A line of the developers' docs corrected too: no build reads them, so still a publish.
    appendFileSync(path.join(site, 'docs/scaling.md'), '\nA corrected line.\n');
    const before = siteFiles(path.join(site, 'build'));
    const {
      changes,
      rendered,
      routes,
      output: published,
    } = publishAndCompare(corrected);
    expect(rendered).toBeLessThan(routes / 4);
    // The search index takes the texts of the pages it did not render from the last build's.
    const keptTexts = /\[fa\] search index: (\d+) page texts kept/.exec(
      published,
    );
    expect(keptTexts, published).not.toBeNull();
    expect(Number(keptTexts![1])).toBeGreaterThanOrEqual(
      listed.length - rendered,
    );
    // The search indexes the correction leaves alone (the main one: tags, information and price pages)
    // are the last build's; the part that holds the story is written again.
    expect(published).toMatch(
      /\[fa\] search index: [^\n]*, 1 taken unchanged from the last build \(main\)/,
    );
    // The full build before it (bundled cold) left the bundler's cache: the first publish reads it…
    expect(published).toMatch(BUNDLED_WARM);
    // …and the record of each locale's client compilation, so each locale's one process bundles
    // the server side only (publishAndCompare).
    // The file list names exactly the files that differ from the build it replaced.
    const after = siteFiles(path.join(site, 'build'));
    expect(changes.added).toEqual(
      [...after.keys()].filter((file) => !before.has(file)).sort(),
    );
    expect(changes.changed).toEqual(
      [...after.keys()]
        .filter(
          (file) => before.has(file) && before.get(file) !== after.get(file),
        )
        .sort(),
    );
    expect(changes.removed).toEqual(
      [...before.keys()].filter((file) => !after.has(file)).sort(),
    );
    expect(changes.changed).toContain(`news${old.frontMatter.slug}.html`);
  });

  test('a new article: equal again, and a state written by other code means a full build', () => {
    article = createArticle(
      site,
      {
        title: 'بهای سکه امامی در بازار امروز',
        tags: ['emami-coin', 'coin'],
        author: 'newsroom',
        enTitle: 'The Emami coin in today’s market',
      },
      new Date('2026-11-26T11:30:00.000Z'),
    ).files;
    const [fa, en] = article.map((file) => path.join(site, file));
    fillArticle(
      fa,
      {
        description: quoted(
          'سکه امامی امروز در بازار تهران با خرید بیشتر خریداران گران‌تر شد.',
        ),
      },
      'سکه امامی امروز در بازار تهران گران‌تر شد.\n\n{/* truncate */}\n\n## بازار\n\nخریداران بیشتری به بازار آمدند.',
    );
    fillArticle(
      en,
      {
        description: quoted(
          'The Emami coin rose in Tehran today as more buyers came to the market.',
        ),
      },
      'The Emami coin rose in Tehran today.\n\n{/* truncate */}\n\n## The market\n\nMore buyers came to the market.',
    );
    const output = fullBuildByFallback((state) =>
      JSON.stringify({...JSON.parse(state), code: 'another version'}),
    );
    expect(output).toContain(
      `[publish] state in ${path.relative(site, full)}/.publish.json was written by another version of the code; running a full build.`,
    );
    // Published as an archive of thousands is, each bundle side in its own process: a story
    // changes nothing the client bundle reads, so each locale takes the last build's client side
    // unbundled, and the site is still the full build's.
    const {
      changes,
      rendered,
      routes,
      output: published,
    } = publishAndCompare(siteFilesMasked(full), true, [
      '--bundle-sides',
      'separate',
    ]);
    for (const locale of ['fa', 'en']) {
      expect(published).toMatch(
        new RegExp(
          `\\[publish\\] ${locale} client side: the last build's \\(none of the [\\d,]+ files its compilation read changed; \\d+ files linked, nothing bundled\\)`,
        ),
      );
    }
    expect(
      changes.added.some((file) => /^news\/\d+\/.+\.html$/.test(file)),
    ).toBe(true);
    // Bundled from the cache the full build above left, and still equal to that cold build.
    expect(published).toMatch(BUNDLED_WARM);
    // The old articles it does not touch are copied: most of the site is not rendered…
    expect(rendered).toBeLessThan(routes / 2);
    // …and they differ from the full build in their latest headlines only, which lag.
    laggingDifferences(showsSidebar);
    // The news list: its first pages laid out anew, the ones after kept as the last build cut them.
    const {freshPages} = NEWS_LIST_LAYOUT;
    const previous = path.join(site, '.build.previous');
    const built = path.join(site, 'build');
    for (const [i, locale] of ['', 'en/'].entries()) {
      const story = permalinkOf(
        readFileSync(path.join(site, article[i]), 'utf8'),
        article[i],
      );
      const before = newsListPages(previous, locale);
      const after = newsListPages(built, locale);
      expect(before.length, locale).toBeGreaterThan(freshPages);
      // As many pages as before, the settled ones written as they were…
      expect(after).toEqual(before);
      for (const page of after.slice(freshPages)) {
        expect(changes.changed, page).not.toContain(page);
        expect(cardLinks(readPage(built, page))).toEqual(
          cardLinks(readPage(previous, page)),
        );
      }
      // …the last fresh page gathering the story that left the page before it…
      const cardsOf = (dir: string, n: number) =>
        cardLinks(readPage(dir, before[n - 1]));
      expect(cardsOf(built, freshPages)).toEqual([
        cardsOf(previous, freshPages - 1).at(-1),
        ...cardsOf(previous, freshPages),
      ]);
      // …and every story on the list once, the new one with them: the same stories and one card
      // more (the first page's lead, shown twice when it leads from another page, is in both).
      const cards = (dir: string, pages: string[]) =>
        pages.flatMap((page) => cardLinks(readPage(dir, page)));
      expect(new Set(cards(built, after))).toEqual(
        new Set([story, ...cards(previous, before)]),
      );
      expect(cards(built, after)).toHaveLength(
        cards(previous, before).length + 1,
      );
    }
  });

  test("an editor's mistake: the pre-flight check stops the publish before it touches build/", () => {
    const before = fileHashes(path.join(site, 'build'));
    const file = path.join(site, listed[0].file);
    const original = readFileSync(file, 'utf8');
    appendFileSync(file, '\nخبر مرتبط: [دلار](/news/999999/x)\n');
    try {
      const {status, output} = publish(site);
      expect(status).not.toBe(0);
      expect(output).toContain(
        `${listed[0].file}:${original.split('\n').length + 1} › link: /news/999999/x: no page of the site has this address.`,
      );
      expect(output).toContain('nothing was built');
      expect(fileHashes(path.join(site, 'build'))).toEqual(before);
    } finally {
      writeFileSync(file, original);
    }
  });

  test('its headline corrected: the pages that show it in their content are rendered, and every sidebar the others keep shows the new headline', () => {
    const titles = [
      ['بهای سکه امامی در بازار امروز', 'سکه امامی در بازار امروز گران شد'],
      [
        'The Emami coin in today’s market',
        'The Emami coin rises in today’s market',
      ],
    ] as const;
    const permalinks = article.map((file) =>
      permalinkOf(readFileSync(path.join(site, file), 'utf8'), file),
    );
    article.forEach((file, i) => {
      const at = path.join(site, file);
      const [before, after] = titles[i];
      const text = readFileSync(at, 'utf8');
      expect(text).toContain(before);
      writeFileSync(at, text.replace(before, after));
    });
    fullBuildByFallback((state) =>
      JSON.stringify({...JSON.parse(state), code: 'another version'}),
    );
    const {rendered, routes} = publishAndCompare(siteFilesMasked(full), true);
    // The pages whose sidebar shows the story are copied with the headline corrected in it, not
    // rendered (before, every page with a sidebar was: 736 of 780).
    expect(rendered).toBeLessThan(routes / 2);
    laggingDifferences(showsSidebar);
    const built = path.join(site, 'build');
    let showing = 0;
    for (const page of builtPages(built)) {
      const regions = sidebarRegionsOf(readPage(built, page));
      titles.forEach(([before, after], i) => {
        expect(regions, page).not.toContain(before);
        if (linksTo(regions, permalinks[i])) {
          expect(regions, page).toContain(after);
          showing += 1;
        }
      });
    }
    // The pages the new story's publish rendered show it in their sidebars; the others still lag.
    expect(showing, 'pages whose sidebar shows the story').toBeGreaterThan(0);
  });

  test('its deletion: gone from every page at once, the corrected base again but for the sidebars the pages keep (no headline of it among them), its pages removed, with the bundler cache damaged on disk', () => {
    const permalinks = article.map((file) =>
      permalinkOf(readFileSync(path.join(site, file), 'utf8'), file),
    );
    for (const file of article) rmSync(path.join(site, file));
    // Rspack checks its cache files and bundles again what it cannot trust: the site stays right.
    const damaged = damageFiles(bundleCacheRoot(site));
    expect(damaged).toBeGreaterThan(0);
    const {changes, rendered, routes} = publishAndCompare(
      correctedMasked,
      true,
    );
    expect(changes.removed.some((file) => file.endsWith('.html'))).toBe(true);
    // Taken out of the sidebars of the copies that showed it, not rendered again (before: 736 of 780).
    expect(rendered).toBeLessThan(routes / 2);
    const built = path.join(site, 'build');
    for (const page of builtPages(built)) {
      const html = readPage(built, page);
      for (const permalink of permalinks) {
        expect(html, page).not.toContain(`${permalink}`);
        expect(html, page).not.toContain(encodeURI(permalink));
      }
    }
    // What differs from the corrected base unmasked is the sidebars the copies kept.
    for (const line of siteDifferences(corrected, siteFiles(built))) {
      const file = line.replace(/^differs: /, '');
      expect(line).toMatch(/^differs: .+\.html(\.gz)?$/);
      expect(showsSidebar(readPage(built, file)), file).toBe(true);
    }
  });

  test('a breaking story: live on the pages a publish renders for it, not on every page; the others keep the bar they were rendered with, and the file the app draws the current bar from names it', () => {
    const files = createArticle(
      site,
      {
        title: 'بانک مرکزی نرخ سود بین‌بانکی را بالا برد',
        tags: ['interbank', 'central-bank'],
        author: 'newsroom',
        enTitle: 'The central bank raises the interbank rate',
      },
      new Date('2026-11-26T11:40:00.000Z'),
    ).files;
    const [fa, en] = files.map((file) => path.join(site, file));
    fillArticle(
      fa,
      {
        description: quoted(
          'بانک مرکزی امروز نرخ سود در بازار بین‌بانکی را یک واحد درصد بالا برد.',
        ),
        breaking: 'true',
      },
      'بانک مرکزی امروز نرخ سود در بازار بین‌بانکی را بالا برد.\n\n{/* truncate */}\n\n## بازار پول\n\nبانک‌ها از فردا با نرخ تازه وام می‌گیرند.',
    );
    fillArticle(
      en,
      {
        description: quoted(
          'The central bank raised the interbank market rate by one percentage point today.',
        ),
        breaking: 'true',
      },
      'The central bank raised the interbank rate today.\n\n{/* truncate */}\n\n## The money market\n\nBanks borrow at the new rate from tomorrow.',
    );
    const permalinks = files.map((file) =>
      permalinkOf(readFileSync(path.join(site, file), 'utf8'), file),
    );
    fullBuildByFallback((state) =>
      JSON.stringify({...JSON.parse(state), code: 'another version'}),
    );
    const {rendered, routes} = publishAndCompare(siteFilesMasked(full), true);
    // The bar is not in main.js: a breaking story is live in the time of any other story (before,
    // it rendered every page, when it appeared and again when it went stale).
    expect(rendered).toBeLessThan(routes / 2);
    const built = path.join(site, 'build');
    let showing = 0;
    let lagging = 0;
    for (const page of builtPages(built)) {
      const fullPage = readPage(full, page);
      // Every page under the navbar (not the editors' desk).
      if (!staticRegionsIn(fullPage).includes(BREAKING_REGION)) continue;
      const now = breakingBarIn(readPage(built, page));
      const inFull = breakingBarIn(fullPage);
      const permalink = permalinks[page.startsWith('en/') ? 1 : 0];
      // A full build shows it on every page…
      expect(inFull?.permalink, page).toBe(permalink);
      // …the publish on the pages it rendered; a copied page keeps the bar it had (none here).
      if (now) {
        expect(now, page).toEqual(inFull);
        showing += 1;
      } else lagging += 1;
    }
    expect(showing).toBeGreaterThan(0);
    expect(lagging).toBeGreaterThan(showing);
    // The home pages and the story's own pages are rendered with it.
    for (const page of [
      'index.html',
      'en/index.html',
      ...permalinks.map((p) => `${p.slice(1)}.html`),
    ]) {
      expect(breakingBarIn(readPage(built, page)), page).toBeDefined();
    }
    // The app draws the current bar on any page from the file it fetches when it boots.
    for (const [i, base] of ['', 'en'].entries()) {
      const file = readFileSync(path.join(built, base, BREAKING_FILE), 'utf8');
      expect(
        (JSON.parse(file) as BreakingNow).breaking?.permalink,
        `${base}/${BREAKING_FILE}`,
      ).toBe(permalinks[i]);
      expect(readFileSync(path.join(full, base, BREAKING_FILE), 'utf8')).toBe(
        file,
      );
    }
  });

  test("the next Tehran day, with a market day's closes: its first publish renders the price pages and what follows the clock, and copies the rest with the strip and the day they were rendered with; the app's strip file has the new closes", () => {
    const {days} = loadMarket(site);
    const last = days[days.length - 1];
    const next = new Date(`${last.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const date = next.toISOString().slice(0, 10);
    // As an editor gives the day's closes: `npm run market:add -- --date … usd=… emami-coin=…`.
    const added = runScript(site, 'scripts/market/add.ts', [
      '--date',
      date,
      `usd=${last.close.usd + 700}`,
      `emami-coin=${last.close['emami-coin'] + 900_000}`,
    ]);
    expect(added.status, added.output).toBe(0);
    env.NERKHNAMA_NOW = NEXT_DAY;
    fullBuildByFallback((state) =>
      JSON.stringify({...JSON.parse(state), code: 'another version'}),
    );
    const {rendered, routes} = publishAndCompare(siteFilesMasked(full), true);
    // Neither the header's date nor the strip is in main.js: a new day and a market day no longer
    // render every page.
    expect(rendered).toBeLessThan(routes / 4);
    const dayOf = (html: string) =>
      new RegExp(
        `${STATIC_REGION_ATTRIBUTE}="?${TODAY_REGION}"?[^>]*>\\s*<time\\b[^>]*?datetime="?([\\d-]+)`,
      ).exec(html)?.[1];
    const stripDayOf = (html: string) =>
      new RegExp(
        `${STATIC_REGION_ATTRIBUTE}="?${PRICE_STRIP_REGION}"?[^>]*>(?:(?!</time>).)*?<time\\b[^>]*?datetime="?([\\d-]+)`,
        's',
      ).exec(html)?.[1];
    // The pages it copied differ from the full build in the regions that lag only…
    const copied = laggingDifferences(
      (html) => dayOf(html) !== undefined || showsPriceStrip(html),
    );
    for (const line of copied) {
      const file = line.replace(/^differs: /, '');
      const html = readPage(path.join(site, 'build'), file);
      // …each with the day it was rendered on in its header and the closes it was rendered with.
      expect(dayOf(html), `${file}: the day it was rendered on`).toBe(
        tehranDay(NOW),
      );
      if (showsPriceStrip(html)) {
        expect(
          stripDayOf(html),
          `${file}: the closes it was rendered with`,
        ).toBe(last.date);
      }
    }
    // The authors' list pages are described by the page rules as the tags' are: a new day copies
    // them (hard links to the last build's files, which the swap kept as .build.previous).
    const authorPages = [...siteFiles(path.join(site, 'build')).keys()].filter(
      (file) => /^(en\/)?news\/authors\/.+\.html$/.test(file),
    );
    expect(authorPages.length).toBeGreaterThan(0);
    for (const file of authorPages) {
      expect(
        statSync(path.join(site, 'build', file)).ino,
        `${file}: copied`,
      ).toBe(statSync(path.join(site, '.build.previous', file)).ino);
    }
    // The home page, the most read, picks its breaking story by the clock and shows the strip:
    // rendered, with the new day and the new closes.
    expect(copied).not.toContain('differs: index.html');
    expect(copied).not.toContain('differs: en/index.html');
    const home = readFileSync(path.join(site, 'build', 'index.html'), 'utf8');
    expect(dayOf(home)).toBe(tehranDay(NEXT_DAY));
    expect(stripDayOf(home)).toBe(date);
    // The app draws the new day's strip from the file it fetches when it boots.
    for (const base of ['', 'en']) {
      const strip = JSON.parse(
        readFileSync(path.join(site, 'build', base, PRICE_STRIP_FILE), 'utf8'),
      ) as StripView;
      expect(strip.timeIso.slice(0, 10), base).toBe(date);
      expect(
        readFileSync(path.join(full, base, PRICE_STRIP_FILE), 'utf8'),
      ).toBe(JSON.stringify(strip));
    }
  });
});
