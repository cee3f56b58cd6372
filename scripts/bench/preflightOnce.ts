/**
 * One run of the news pre-flight check on a site folder, in a process of its own as a build or a
 * publish runs it; prints its figures as one JSON line for the benchmark (preflight.ts).
 *
 *   tsx scripts/bench/preflightOnce.ts <site folder>
 */
import {buildNow} from '../../src/lib/schedule';
import {checkNews} from '../../src/plugins/news-guard/preflight';

async function main() {
  const site = process.argv[2];
  if (!site) {
    throw new Error('usage: tsx scripts/bench/preflightOnce.ts <site>');
  }
  const started = performance.now();
  const result = await checkNews(site, {now: buildNow()});
  console.log(
    JSON.stringify({
      seconds: (performance.now() - started) / 1000,
      rechecked: result.rechecked,
      compiled: result.compiled,
      problems: result.problems.length,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
