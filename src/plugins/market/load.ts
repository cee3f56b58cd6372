/**
 * Reads `market/` (instruments.yml and days/*.yml) and checks it with the rules of
 * src/lib/market/schema.ts. Used by the build, `npm run market:check` and `npm run market:add`.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {formatProblems} from '../news-guard/validate';
import {parseSource, readYamlSource} from '../sources';
import {
  checkDay,
  checkDaySequence,
  checkInstruments,
  type Instrument,
  type MarketDay,
  type Problem,
} from '../../lib/market/schema';

export const MARKET_DIR = 'market';
const INSTRUMENTS_FILE = `${MARKET_DIR}/instruments.yml`;
export const DAYS_DIR = `${MARKET_DIR}/days`;
const TAGS_FILE = 'news/tags.yml';

export interface MarketData {
  instruments: Instrument[];
  /** Oldest first. */
  days: MarketDay[];
  /** The figures are sample figures (market/status.yml `sample: true`), not real closing prices. */
  sample: boolean;
}

const STATUS_FILE = `${MARKET_DIR}/status.yml`;

export class MarketValidationError extends Error {}

/** Parses a YAML file; timestamps stay the text the editor wrote (JSON schema), so offsets can be checked. */
function parseYaml(siteDir: string, file: string): {data: unknown} | Problem {
  try {
    const data = parseSource(path.join(siteDir, file), 'yaml-json', (text) =>
      yaml.load(text, {schema: yaml.JSON_SCHEMA, filename: file}),
    );
    return {data};
  } catch (error) {
    const reason =
      error instanceof yaml.YAMLException
        ? `${error.reason} (line ${(error.mark?.line ?? 0) + 1})`
        : String(error);
    return {
      file,
      field: 'file',
      message: `is not valid YAML: ${reason}`,
      fix: 'write one `field: value` per line, indented under its block',
    };
  }
}

let last:
  | {signature: string; result: {data: MarketData; problems: Problem[]}}
  | undefined;

/** The files the market data is read from, with their modification times and sizes. */
function signatureOf(siteDir: string, dayNames: readonly string[]): string {
  return [
    TAGS_FILE,
    INSTRUMENTS_FILE,
    STATUS_FILE,
    ...dayNames.map((name) => `${DAYS_DIR}/${name}`),
  ]
    .map((file) => {
      const absolute = path.join(siteDir, file);
      if (!existsSync(absolute)) return `${file}:-`;
      const stat = statSync(absolute);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('\n');
}

const dayFileNames = (siteDir: string) => {
  const daysDir = path.join(siteDir, DAYS_DIR);
  return existsSync(daysDir)
    ? readdirSync(daysDir)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
};

/**
 * The market data and its problems. Read and checked once per version of the files: the market
 * plugin, the blog's price boxes, the sitemap and the news pre-flight check of one process share it.
 */
export function readMarket(siteDir: string): {
  data: MarketData;
  problems: Problem[];
} {
  const signature = `${path.resolve(siteDir)}\n${signatureOf(siteDir, dayFileNames(siteDir))}`;
  if (last?.signature !== signature) {
    last = {signature, result: readMarketFiles(siteDir)};
  }
  return last.result;
}

function readMarketFiles(siteDir: string): {
  data: MarketData;
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const tagsPath = path.join(siteDir, TAGS_FILE);
  const tags = existsSync(tagsPath) ? readYamlSource(tagsPath) : {};
  const tagKeys = new Set(
    tags && typeof tags === 'object' ? Object.keys(tags) : [],
  );

  let instruments: Instrument[] = [];
  if (!existsSync(path.join(siteDir, INSTRUMENTS_FILE))) {
    problems.push({
      file: INSTRUMENTS_FILE,
      field: 'file',
      message: 'is missing',
      fix: 'restore market/instruments.yml',
    });
  } else {
    const parsed = parseYaml(siteDir, INSTRUMENTS_FILE);
    if ('message' in parsed) problems.push(parsed);
    else {
      const checked = checkInstruments(parsed.data, {
        file: INSTRUMENTS_FILE,
        tagKeys,
      });
      instruments = checked.instruments;
      problems.push(...checked.problems);
    }
  }

  const names = dayFileNames(siteDir);
  const days: Array<{file: string; day: MarketDay}> = [];
  for (const name of names) {
    const file = `${DAYS_DIR}/${name}`;
    const parsed = parseYaml(siteDir, file);
    if ('message' in parsed) {
      problems.push(parsed);
      continue;
    }
    const checked = checkDay(file, name, parsed.data, instruments);
    problems.push(...checked.problems);
    if (checked.day) days.push({file, day: checked.day});
  }
  if (names.length === 0) {
    problems.push({
      file: DAYS_DIR,
      field: 'days',
      message: 'has no day files',
      fix: 'add one with npm run market:add',
    });
  }
  problems.push(...checkDaySequence(days));
  let sample = false;
  if (existsSync(path.join(siteDir, STATUS_FILE))) {
    const parsed = parseYaml(siteDir, STATUS_FILE);
    if ('message' in parsed) problems.push(parsed);
    else {
      const value = (parsed.data as {sample?: unknown} | null)?.sample;
      if (typeof value !== 'boolean') {
        problems.push({
          file: STATUS_FILE,
          field: 'sample',
          message: 'must be true or false',
          fix: 'write `sample: true` for sample figures, `sample: false` for real closing prices',
        });
      } else sample = value;
    }
  }
  return {
    data: {
      instruments,
      days: days.map((d) => d.day).sort((a, b) => a.date.localeCompare(b.date)),
      sample,
    },
    problems,
  };
}

/** The market data, or an error that lists every problem (the build stops before writing anything). */
export function loadMarket(siteDir: string): MarketData {
  const {data, problems} = readMarket(siteDir);
  if (problems.length > 0) {
    throw new MarketValidationError(
      `The market data has ${problems.length} problem(s); nothing was built. Fix them (npm run market:check lists them again):\n${formatProblems(problems)}`,
    );
  }
  return data;
}
