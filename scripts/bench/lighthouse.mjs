/**
 * Runs Lighthouse (mobile, simulated throttling, analytics blocked) on each URL given and prints
 * the parts of each report the benchmark reads, as one JSON array on stdout. Plain Node on
 * purpose: under tsx, esbuild's name-keeping helper leaks into the functions Lighthouse evaluates
 * inside the page (`__name is not defined`).
 *
 *   node scripts/bench/lighthouse.mjs --chrome /usr/bin/chromium --runs 1 URL…
 */
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {chrome: {type: 'string'}, runs: {type: 'string', default: '1'}},
});
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BLOCKED = [
  '*googletagmanager.com*',
  '*google-analytics.com*',
  '*doubleclick.net*',
];

/** Attempts per report: a trace that failed to record (NO_NAVSTART, NO_FCP) says to run Lighthouse again. */
const ATTEMPTS = 3;

async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns: BLOCKED,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    const failure = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(failure);
    console.error(`${failure} (attempt ${attempt} of ${ATTEMPTS})`);
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: values.chrome,
  chromeFlags: FLAGS,
});
const reports = [];
try {
  for (const url of positionals) {
    for (let run = 0; run < Number(values.runs); run++) {
      const lhr = await audit(url);
      const failing = (category) =>
        lhr.categories[category].auditRefs
          .filter(
            (ref) =>
              ref.weight > 0 &&
              lhr.audits[ref.id].score !== null &&
              lhr.audits[ref.id].score < 1,
          )
          .map((ref) => ref.id);
      reports.push({
        url,
        scores: Object.fromEntries(
          Object.entries(lhr.categories).map(([id, c]) => [
            id,
            Math.round((c.score ?? 0) * 100),
          ]),
        ),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        observedLoad: lhr.audits.metrics?.details?.items?.[0]?.observedLoad,
        requests: lhr.audits['network-requests']?.details?.items ?? [],
        failing: {
          accessibility: failing('accessibility'),
          'best-practices': failing('best-practices'),
          seo: failing('seo'),
        },
      });
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(reports));
