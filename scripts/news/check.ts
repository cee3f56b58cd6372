/**
 * `npm run news:check [-- --fix]`: the pre-flight check of every article and translation, with
 * the rules the build applies before it writes anything (src/plugins/news-guard/preflight.ts).
 * Prints every problem (`file:line › field: message. Fix: …`) and exits 1 if there are any; lists
 * the scheduled articles with their time in Tehran. `--fix` first rewrites Arabic letter forms.
 * Checks the market data too (as `npm run market:check` does), in the same run: npm would hand
 * `-- --fix` to the last command of a chained script, not to this one.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildNow, describeTehranTime} from '../../src/lib/schedule';
import {checkNews} from '../../src/plugins/news-guard/preflight';
import {formatProblems} from '../../src/plugins/news-guard/validate';
import {readMarket} from '../../src/plugins/market/load';

const USAGE = `Usage: npm run news:check [-- --fix] [-- --site <folder>]

  Checks every article (news/) and its English version: front matter, MDX syntax, links, anchors,
  images, the template's leftover text and Arabic letter forms. Lists scheduled articles.
  --fix    replace Arabic letter forms (ي ك ى ة …) and digits with the Persian ones, then check`;

let values: {fix: boolean; help: boolean; site?: string};
try {
  ({values} = parseArgs({
    options: {
      fix: {type: 'boolean', default: false},
      help: {type: 'boolean', short: 'h', default: false},
      site: {type: 'string'},
    },
    allowPositionals: true,
  }) as {values: typeof values});
} catch (error) {
  console.error(`✗ ${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// `npm run news:check --fix` (no `--`): npm keeps the flag and sets npm_config_fix.
const fix = values.fix || process.env.npm_config_fix === 'true';

async function main() {
  const siteDir = path.resolve(
    values.site ??
      process.argv.slice(2).find((a) => !a.startsWith('-')) ??
      process.cwd(),
  );
  const started = performance.now();
  const result = await checkNews(siteDir, {now: buildNow(), fix});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const file of result.fixed) {
    console.log(`✓ fixed Arabic letter forms in ${file}`);
  }
  if (result.scheduled.length > 0) {
    console.log(
      `Scheduled (left out of the site until a build after their time):`,
    );
    for (const s of result.scheduled) {
      console.log(`  ${s.file}: ${describeTehranTime(s.date)}`);
    }
  }
  const market = readMarket(siteDir);
  const problems = [...result.problems, ...market.problems];
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    const where = [
      result.problems.length && 'the news',
      market.problems.length && 'the market data',
    ]
      .filter(Boolean)
      .join(' and ');
    console.error(
      `\n✗ ${problems.length} problem(s) in ${where} (checked in ${seconds} s). Nothing is published until they are fixed.`,
    );
    process.exit(1);
  }
  const waiting = new Set(result.scheduled.map((s) => s.file));
  const listed = result.articles.filter(
    (a) =>
      !a.frontMatter.draft && !a.frontMatter.unlisted && !waiting.has(a.file),
  ).length;
  const also = [
    waiting.size && `${waiting.size} scheduled`,
    result.articles.filter((a) => a.frontMatter.draft).length &&
      `${result.articles.filter((a) => a.frontMatter.draft).length} draft(s)`,
  ].filter(Boolean);
  console.log(
    `✓ ${result.articles.length} articles (${listed} listed${also.length ? `, ${also.join(', ')}` : ''}) and ${result.translations.length} English versions are valid (checked in ${seconds} s).`,
  );
  const last = market.data.days[market.data.days.length - 1];
  console.log(
    `✓ ${market.data.instruments.length} instruments and ${market.data.days.length} days of closing prices are valid (latest ${last.date}).`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `✗ news:check could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(2);
});
