/** The steps `npm run build` and `npm run build:merge` share once a site is assembled beside its output folder. */
import {spawn} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {setPriority} from 'node:os';
import path from 'node:path';
import {describeDeployFiles, writeDeployFiles} from './deployFiles';
import type {FolderListing} from './fileHashes';

/**
 * Set by a command that ran the pre-flight check itself and saw it pass (scripts/publish.ts runs
 * it beside its own walk of the last build): the build it starts does not run it again.
 */
export const NEWS_CHECK_PASSED_ENV = 'NERKHNAMA_NEWS_CHECK_PASSED';

/**
 * The pre-flight check, `npm run news:check` as an editor runs it, in a process of its own (the
 * check of 20,000 stories a language left the build script holding about 3 GB through every step
 * after it). Its "now" is the caller's (NOW_ENV, inherited). With `holdOutput`, what it prints
 * waits until it ends, so that it does not interleave with what the caller prints meanwhile.
 * Resolves to why nothing may be built, or undefined when the news passed.
 */
export function startNewsCheck(
  siteRoot: string,
  {holdOutput = false} = {},
): {
  result: Promise<string | undefined>;
  stop(): void;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(siteRoot, 'scripts/news/check.ts'), siteRoot],
    {cwd: siteRoot, stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit'},
  );
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  const result = new Promise<string | undefined>((resolve) => {
    child.on('error', (error) =>
      resolve(`the pre-flight check could not run (${error.message}).`),
    );
    child.on('close', (status, signal) => {
      if (stopped) return;
      process.stdout.write(Buffer.concat(out));
      process.stderr.write(Buffer.concat(err));
      if (status === 0) resolve(undefined);
      else if (status === 1) {
        resolve(
          'the news or the market data has the problems listed above; nothing was built. Fix them (npm run news:check lists them again).',
        );
      } else {
        resolve(
          `the pre-flight check could not run (exit ${status ?? signal}).`,
        );
      }
    });
  });
  let stopped = false;
  return {
    result,
    stop: () => {
      stopped = true;
      child.kill('SIGTERM');
    },
  };
}

/**
 * The deploy config and the gzip copies, into the staged site (scripts/deployFiles.ts): the staged
 * site's files as that step left them, or the error.
 */
export async function writeDeployConfig(
  siteRoot: string,
  staging: string,
  /** The build a publish replaces, whose gzip copies of unchanged files are reused, and its walk. */
  lastBuild?: {dir: string; files?: FolderListing},
  /** Every file of `staging`, when the caller has walked it (writeDeployFiles' `walked`). */
  walked?: FolderListing,
): Promise<FolderListing | string> {
  try {
    const written = await writeDeployFiles({
      buildDir: staging,
      nginxConf: path.join(siteRoot, 'deploy', 'nginx.conf'),
      reuseFrom: lastBuild?.dir,
      lastListing: lastBuild?.files,
      // Each locale's render writes its pages' facts last (src/plugins/publish-pages).
      factsFinal: true,
      walked,
    });
    console.log(
      describeDeployFiles(
        path.relative(siteRoot, staging),
        written,
        lastBuild !== undefined,
      ),
    );
    return written.listing;
  } catch (error) {
    return `writing the deploy config failed: ${(error as Error).message}`;
  }
}

/**
 * Renames on one file system: `part` of the output folder (`.`: all of it) is out of the way for an
 * instant only, and only after the new one is complete. What it replaces stays beside it as
 * `previous`, for an operator to roll back to; the build kept there from the swap before is
 * retired: renamed at once, and removed by `removeRetired` once the command has said the site is
 * ready. Removing a build file by file is long at a large archive (tens of thousands of files) and
 * changes nothing a reader is served.
 */
export function swapIn(
  dirs: {
    staging: string;
    target: string;
    previous: string;
    retiredPrefix: string;
  },
  part: string,
): void {
  const [from, to, old] = [
    path.join(dirs.staging, part),
    path.join(dirs.target, part),
    path.join(dirs.previous, part),
  ];
  if (existsSync(dirs.previous)) {
    renameSync(
      dirs.previous,
      `${dirs.retiredPrefix}${Date.now()}-${process.pid}`,
    );
  }
  mkdirSync(path.dirname(old), {recursive: true});
  mkdirSync(path.dirname(to), {recursive: true});
  if (existsSync(to)) renameSync(to, old);
  renameSync(from, to);
  rmSync(dirs.staging, {recursive: true, force: true});
}

/** The name a running build or publish of `target` marks itself with beside it, before its process id. */
const busyPrefix = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.busy-`);

/**
 * Marks a build or publish of the output folder `target` as running, until this process exits (an
 * empty file beside the folder, named with the process id): the remover of retired builds waits
 * while one runs (removeRetired).
 */
export function markBusy(target: string): void {
  const marker = `${busyPrefix(target)}${process.pid}`;
  mkdirSync(path.dirname(marker), {recursive: true});
  writeFileSync(marker, '');
  process.on('exit', () => rmSync(marker, {force: true}));
}

/**
 * Removes the retired builds beside the output folder (`retiredPrefix…`, those of an interrupted
 * removal too) in a process of its own that outlives this one (scripts/removeRetired.mjs); the
 * folders' names say they are garbage, so a removal cut short is finished by the next. Returns how
 * many it is removing, and the remover's process.
 *
 * The remover runs at the lowest priority, and stops while a build or publish of `target` runs
 * (markBusy): removing a build of 30,000 stories a language (618,000 files) takes about 19 s of
 * CPU, most of it in the kernel, and a publish started soon after (a correction of the story just
 * out) shared the two cores and the file system with it, 5–10 s longer. It takes the time between
 * publishes instead.
 */
export function removeRetired(
  retiredPrefix: string,
  target?: string,
): {
  removing: number;
  pid?: number;
} {
  const dir = path.dirname(retiredPrefix);
  const retired = readdirSync(dir)
    .filter((name) => name.startsWith(path.basename(retiredPrefix)))
    .map((name) => path.join(dir, name));
  if (retired.length === 0) return {removing: 0};
  const remover = spawn(
    process.execPath,
    [
      REMOVER,
      JSON.stringify({dirs: retired, busy: target && busyPrefix(target)}),
    ],
    {detached: true, stdio: 'ignore'},
  );
  remover.unref();
  if (remover.pid !== undefined) {
    try {
      setPriority(remover.pid, LOWEST_PRIORITY);
    } catch {
      // Not allowed here (a container's policy): it removes at the usual priority.
    }
  }
  return {removing: retired.length, pid: remover.pid};
}

const REMOVER = path.join(import.meta.dirname, 'removeRetired.mjs');

/** The nice value of a process that should take only the cores nothing else wants. */
export const LOWEST_PRIORITY = 19;
