/**
 * Where a full build's or a publish's wall time went, from its output: the build script's own step
 * line (scripts/buildTimes.ts: each process and whole-site step) and, inside each Docusaurus process,
 * Docusaurus's performance log (`DOCUSAURUS_PERF_LOGGER=true`: loading the site, bundling, static
 * rendering, the plugins' postBuild, the broken-links check). Both locales are added up: what grows
 * with the archive grows in each. Below 1,000 stories the locales run side by side (buildPlan.ts,
 * localesSideBySide), so there the columns can add up to more than the wall time. Pure.
 */
import {stripVTControlCharacters} from 'node:util';
import {parseStepTimes} from '../buildTimes';

/** Turns on Docusaurus's performance log in the processes of a build (read by `timeSplit`). */
export const PERF_LOG_ENV = {DOCUSAURUS_PERF_LOGGER: 'true'};

/** The columns of the bench's table, in the order a build runs them. */
export const TIME_SPLIT_COLUMNS = [
  'source digests',
  'pre-flight check',
  'process starts',
  'loading the site',
  'bundling',
  'static rendering',
  'postBuild',
  'broken links',
  'deploy config and gzip copies',
  'publish state',
  'swap',
  'the rest',
] as const;
export type TimeSplitColumn = (typeof TIME_SPLIT_COLUMNS)[number];
export type TimeSplit = Partial<Record<TimeSplitColumn, number>>;

/** Docusaurus's labels, as `Build > {locale} > {label}` (core's buildLocale.js). */
const PERF_LABELS: Record<string, TimeSplitColumn> = {
  'Load site': 'loading the site',
  'Bundling with rspack': 'bundling',
  'Bundling with webpack': 'bundling',
  SSG: 'static rendering',
  'postBuild()': 'postBuild',
  'Broken links checker': 'broken links',
};

const PERF_LINE =
  /\[PERF\](?:\[KO\])? Build > [\w-]+ > ([^>]+?) - ([\d.]+) (seconds!|ms)/;

const isColumn = (step: string): step is TimeSplitColumn =>
  (TIME_SPLIT_COLUMNS as readonly string[]).includes(step);

/** The split of `wallSeconds`, from the output of the command that took it; empty without the step line. */
export function timeSplit(output: string, wallSeconds: number): TimeSplit {
  const steps = parseStepTimes(stripVTControlCharacters(output));
  if (steps.length === 0) return {};
  const split: TimeSplit = {};
  const add = (column: TimeSplitColumn, seconds: number) => {
    split[column] = (split[column] ?? 0) + seconds;
  };
  for (const {step, seconds} of steps) if (isColumn(step)) add(step, seconds);
  // The other steps are processes: `{locale} bundling…` and `{locale} rendering`.
  const processes = steps.filter(({step}) => !isColumn(step));
  const inProcesses = processes.reduce((sum, p) => sum + p.seconds, 0);
  let inside = 0;
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const match = PERF_LINE.exec(line);
    const column = match && PERF_LABELS[match[1]];
    if (!column) continue;
    const seconds = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
    add(column, seconds);
    inside += seconds;
  }
  if (inside > 0) add('process starts', Math.max(0, inProcesses - inside));
  else {
    // No performance log: each process as a whole, under what it mostly does.
    for (const {step, seconds} of processes) {
      add(/ bundling/.test(step) ? 'bundling' : 'static rendering', seconds);
    }
  }
  const accounted = Object.values(split).reduce((sum, s) => sum + s, 0);
  add('the rest', Math.max(0, wallSeconds - accounted));
  return split;
}
