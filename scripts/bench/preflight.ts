/**
 * What the news pre-flight check costs as the archive grows (`npm run bench -- --only preflight`):
 * on a copy of the site grown to each size (scaledSite.ts), the check in a fresh process each
 * time (preflightOnce.ts), as a build or a publish runs it:
 *
 * - cold: nothing kept (every file compiled and checked);
 * - compiles kept, records lost: every file checked from its compile result, which is what each run
 *   cost before the records, and what a run costs after a change to the check's code;
 * - unchanged: nothing changed since the last run;
 * - one story edited: a sentence added to one Persian story.
 */
import {spawnSync} from 'node:child_process';
import {appendFileSync, readdirSync, rmSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {recordStoreFile} from '../../src/plugins/news-guard/recordStore';
import {formatTable} from './lib';
import {scaledCopy} from './scaledSite';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Run {
  /** The check itself, in its process. */
  seconds: number;
  /** The whole process: starting Node and loading the check too. */
  wallSeconds: number;
  rechecked: number;
  compiled: number;
  problems: number;
  /** The machine's one-minute load average when the run ended. */
  load: number;
}

export interface PreflightFigures {
  size: number;
  cold: Run;
  compilesKept: Run;
  unchanged: Run;
  oneEdited: Run;
}

function runOnce(site: string): Run {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/bench/preflightOnce.ts'),
      site,
    ],
    {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20},
  );
  if (child.status !== 0) {
    throw new Error(`the pre-flight check failed on ${site}:\n${child.stderr}`);
  }
  const figures = JSON.parse(child.stdout.trim().split('\n').pop()!) as Omit<
    Run,
    'wallSeconds' | 'load'
  >;
  return {
    ...figures,
    wallSeconds: (performance.now() - started) / 1000,
    load: loadavg()[0],
  };
}

/** The four runs at each size (stories a language; the site's own size when smaller). */
export function measurePreflight(
  sizes: readonly number[],
  log: (message: string) => void,
): PreflightFigures[] {
  return sizes.map((size) => {
    log(`pre-flight check at ${size} stories a language: writing the copy…`);
    const site = scaledCopy(size);
    // Photos written a moment ago are not trusted to their stamps (reads.ts): a site's are older.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2100);
    try {
      log(`pre-flight check at ${size}: cold…`);
      const cold = runOnce(site);
      rmSync(recordStoreFile(site));
      log(`pre-flight check at ${size}: compiles kept, records lost…`);
      const compilesKept = runOnce(site);
      log(`pre-flight check at ${size}: unchanged…`);
      const unchanged = runOnce(site);
      // A story from the middle of the archive, not the newest: its neighbours stay as they were.
      const stories = readdirSync(path.join(site, 'news')).filter((f) =>
        /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f),
      );
      appendFileSync(
        path.join(site, 'news', stories[Math.floor(stories.length / 2)]),
        '\nیک جملهٔ تازه در پایان خبر.\n',
      );
      log(`pre-flight check at ${size}: one story edited…`);
      const oneEdited = runOnce(site);
      return {size, cold, compilesKept, unchanged, oneEdited};
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
}

export function printPreflight(figures: readonly PreflightFigures[]): void {
  const cell = (run: Run) =>
    `${run.seconds.toFixed(1)} s (${run.wallSeconds.toFixed(1)} s; ${run.rechecked} checked, ${run.compiled} compiled; load ${run.load.toFixed(1)})`;
  console.log(
    `\nNews pre-flight check, both languages: the check's time in a fresh process (the whole process's; files checked on their own and compiled; the 1-minute load average after it, ${cpus().length} cores):\n`,
  );
  console.log(
    formatTable(
      [
        'stories a language',
        'cold',
        'compiles kept, records lost',
        'unchanged',
        'one story edited',
      ],
      figures.map((f) => [
        f.size,
        cell(f.cold),
        cell(f.compilesKept),
        cell(f.unchanged),
        cell(f.oneEdited),
      ]),
    ),
  );
}
