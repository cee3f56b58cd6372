#!/usr/bin/env node
/**
 * Search benchmark (not a test): index size per locale, bytes fetched by a first query, and the
 * median time from keystroke to rendered results over 20 queries (10 fa, 10 en) in headless
 * Chromium, against the production build served by scripts/preview-server.ts.
 *
 *   npm run build && npm run bench:search [-- --port 4190]
 *
 * "Keystroke to results" runs from the input event of the query (typed in one go) to the moment
 * the box shows its answer; it includes the box's 120 ms typing debounce.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4190'},
    dir: {type: 'string', default: 'build'},
  },
});
const root = path.resolve(values.dir);
const base = `http://127.0.0.1:${values.port}`;

const QUERIES = {
  fa: [
    'دلار',
    'سکه امامی',
    'بانك مركزي',
    'می شود',
    'نرخ بین‌بانکی',
    '۱۴۰۴',
    'تورم',
    'اوراسیا',
    'خودرو',
    'شاخص بورس',
  ],
  en: [
    'dollar',
    'gold coin',
    'central bank',
    'inflation',
    'stock index',
    'Eurasian',
    'oil',
    'rent',
    'Saipa',
    'tether',
  ],
};
const LOCALES = [
  {locale: 'fa', page: '/news', bundle: path.join(root, 'pagefind')},
  {locale: 'en', page: '/en/news', bundle: path.join(root, 'en', 'pagefind')},
];

function walk(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? walk(full)
      : [{file: full, size: statSync(full).size}];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? s[(s.length - 1) / 2]
    : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function indexSize(bundle) {
  const files = walk(bundle);
  const sum = (filter) =>
    files.filter(filter).reduce((total, f) => total + f.size, 0);
  const isIndex = (f) =>
    /\.(pf_index|pf_fragment|pf_meta|pf_filter)$/.test(f.file);
  return {
    index: sum(isIndex),
    fragments: files.filter((f) => f.file.endsWith('.pf_fragment')).length,
    engine: sum((f) => !isIndex(f)),
    total: sum(() => true),
  };
}

async function startServer() {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/preview-server.ts',
      '--port',
      values.port,
      '--dir',
      values.dir,
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) =>
      reject(new Error(`preview server exited (${code})`)),
    );
  });
  return server;
}

/** Installs the timer: t0 at the input event, t1 when the status line stops saying "searching". */
async function installTimer(page) {
  await page.evaluate(() => {
    const input = document.querySelector('nav.navbar [role="combobox"]');
    const bench = {t0: 0, t1: 0};
    window.__bench = bench;
    input.addEventListener(
      'input',
      () => {
        bench.t0 = performance.now();
        bench.t1 = 0;
      },
      true,
    );
    new MutationObserver(() => {
      const status = document.querySelector('nav.navbar [role="status"]');
      if (
        bench.t0 &&
        !bench.t1 &&
        status &&
        status.textContent &&
        !/در حال جستجو|Searching/.test(status.textContent)
      ) {
        bench.t1 = performance.now();
      }
    }).observe(document.querySelector('nav.navbar'), {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

async function timeQuery(page, query) {
  await page.fill('nav.navbar [role="combobox"]', '');
  await page.waitForTimeout(50);
  await page.fill('nav.navbar [role="combobox"]', query);
  await page.waitForFunction(() => window.__bench.t1 > 0, null, {
    timeout: 15_000,
  });
  const {t0, t1} = await page.evaluate(() => window.__bench);
  const results = await page.locator('nav.navbar [role="option"]').count();
  return {ms: t1 - t0, results};
}

async function main() {
  if (!existsSync(path.join(root, 'pagefind', 'pagefind.js'))) {
    throw new Error(`No search index in ${root}: run \`npm run build\` first.`);
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium')
      ? '/usr/bin/chromium'
      : undefined,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
  const times = [];
  try {
    for (const {locale, page: url, bundle} of LOCALES) {
      const size = indexSize(bundle);
      console.log(
        `\n[${locale}] index ${kb(size.index)} (${size.fragments} page fragments), engine ${kb(size.engine)} (pagefind.js, worker, wasm), total on disk ${kb(size.total)}`,
      );

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(/googletagmanager|google-analytics/, (route) =>
        route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
      );
      const fetched = new Map();
      page.on('requestfinished', async (request) => {
        if (!/\/pagefind\//.test(request.url())) return;
        const sizes = await request.sizes().catch(() => undefined);
        if (sizes) {
          fetched.set(
            request.url(),
            sizes.responseBodySize + sizes.responseHeadersSize,
          );
        }
      });
      await page.goto(base + url);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await installTimer(page);
      await page.focus('nav.navbar [role="combobox"]');
      const cold = await timeQuery(page, QUERIES[locale][0]);
      await page.waitForTimeout(300);
      const firstQueryBytes = [...fetched.values()].reduce((a, b) => a + b, 0);
      console.log(
        `[${locale}] first query «${QUERIES[locale][0]}» (engine cold): ${cold.ms.toFixed(0)} ms, ${cold.results} results, ${kb(firstQueryBytes)} fetched in ${fetched.size} requests`,
      );
      for (const query of QUERIES[locale]) {
        const {ms, results} = await timeQuery(page, query);
        times.push(ms);
        console.log(
          `[${locale}]   «${query}»: ${ms.toFixed(0)} ms, ${results} results`,
        );
      }
      const total = [...fetched.values()].reduce((a, b) => a + b, 0);
      console.log(
        `[${locale}] fetched after ${QUERIES[locale].length + 1} queries: ${kb(total)} in ${fetched.size} requests`,
      );
      await context.close();
    }
    console.log(
      `\nmedian keystroke → rendered results over ${times.length} queries: ${median(times).toFixed(0)} ms (includes the 120 ms debounce; min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
