/**
 * `npm run market:check`: checks market/instruments.yml and every day file in market/days/ with
 * the rules the build applies, prints every problem (file › field: message. Fix: …), exits 1 if any.
 */
import {formatProblems} from '../../src/plugins/news-guard/validate';
import {readMarket} from '../../src/plugins/market/load';

const siteDir = process.argv[2] ?? process.cwd();
const {data, problems} = readMarket(siteDir);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(
    `\n✗ ${problems.length} problem(s) in the market data. Nothing is published until they are fixed.`,
  );
  process.exit(1);
}
const last = data.days[data.days.length - 1];
console.log(
  `✓ ${data.instruments.length} instruments and ${data.days.length} days of closing prices are valid (latest ${last.date}).`,
);
