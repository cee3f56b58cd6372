/**
 * `npm run market:add -- usd=112900 emami-coin=108600000 …`: writes today's day file
 * (market/days/YYYY-MM-DD.yml, Tehran day) with the closing prices given and the previous day's
 * close for every instrument not given (a market that did not trade keeps its close), then checks
 * the whole folder. Options: `--date 2025-09-29` for another day, `--time 17:30` (Tehran time).
 */
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {formatProblems} from '../../src/plugins/news-guard/validate';
import {DAYS_DIR, readMarket} from '../../src/plugins/market/load';
import {TEHRAN_OFFSET, tehranDay} from '../../src/lib/tehranTime';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    date: {type: 'string'},
    time: {type: 'string', default: '17:30'},
    force: {type: 'boolean', default: false},
  },
});
const siteDir = process.cwd();
const fail = (message: string): never => {
  console.error(`✗ ${message}`);
  process.exit(1);
};

const {data, problems} = readMarket(siteDir);
if (problems.length > 0) {
  fail(
    `the market data already has problems; fix them first:\n${formatProblems(problems)}`,
  );
}

const date = values.date ?? tehranDay(new Date());
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
  fail(`--date ${date}: write the day as YYYY-MM-DD`);
}
if (!/^\d{2}:\d{2}$/.test(values.time!)) {
  fail(`--time ${values.time}: write the Tehran time as HH:MM`);
}
const file = path.join(siteDir, DAYS_DIR, `${date}.yml`);
if (existsSync(file) && !values.force) {
  fail(
    `${DAYS_DIR}/${date}.yml exists; edit it, or pass --force to write it again`,
  );
}

const previous = [...data.days].reverse().find((d) => d.date < date);
const given = new Map<string, number>();
for (const pair of positionals) {
  const match = /^([a-z0-9-]+)=(.+)$/.exec(pair);
  if (!match) fail(`"${pair}": write key=price, e.g. usd=112900`);
  const [, key, raw] = match!;
  if (!data.instruments.some((i) => i.key === key)) {
    fail(`"${key}" is not an instrument of market/instruments.yml`);
  }
  const price = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(price)) {
    fail(
      `${key}=${raw}: the price is not a number (Latin digits, no separators)`,
    );
  }
  given.set(key, price);
}
const lines = [`time: ${date}T${values.time}:00${TEHRAN_OFFSET}`, 'close:'];
const carried: string[] = [];
for (const instrument of data.instruments) {
  const price = given.get(instrument.key) ?? previous?.close[instrument.key];
  if (price === undefined) {
    fail(
      `${instrument.key}: no price given and no earlier day to carry it from`,
    );
  }
  if (!given.has(instrument.key)) carried.push(instrument.key);
  lines.push(`  ${instrument.key}: ${price}`);
}
writeFileSync(file, `${lines.join('\n')}\n`);

const after = readMarket(siteDir);
if (after.problems.length > 0) {
  console.error(formatProblems(after.problems));
  fail(
    `${DAYS_DIR}/${date}.yml was written but the data has problems: correct the file`,
  );
}
console.log(
  `✓ ${DAYS_DIR}/${date}.yml: ${given.size} prices given${carried.length ? `, previous close kept for ${carried.join(', ')}` : ''}.`,
);
