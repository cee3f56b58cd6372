/** The steps `npm run build` and `npm run build:merge` share once a site is assembled beside its output folder. */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';

/** The deploy config and the gzip copies, into the staged site (scripts/deploy-config.ts); the error, if any. */
export function writeDeployConfig(
  siteRoot: string,
  staging: string,
  /** The build a publish replaces, whose gzip copies of unchanged files are reused. */
  lastBuild?: string,
): string | undefined {
  const result = spawnSync(
    process.execPath,
    [
      path.join(siteRoot, 'node_modules/tsx/dist/cli.mjs'),
      path.join(siteRoot, 'scripts/deploy-config.ts'),
      '--build',
      staging,
      ...(lastBuild ? ['--reuse-gzip-from', lastBuild] : []),
    ],
    {cwd: siteRoot, stdio: 'inherit'},
  );
  return result.status === 0
    ? undefined
    : `writing the deploy config failed (exit ${result.status ?? result.signal}).`;
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

/**
 * Removes the retired builds beside the output folder (`retiredPrefix…`, those of an interrupted
 * removal too) in a process of its own that outlives this one; the folders' names say they are
 * garbage, so a removal cut short is finished by the next. Returns how many it is removing.
 */
export function removeRetired(retiredPrefix: string): number {
  const dir = path.dirname(retiredPrefix);
  const retired = readdirSync(dir)
    .filter((name) => name.startsWith(path.basename(retiredPrefix)))
    .map((name) => path.join(dir, name));
  if (retired.length === 0) return 0;
  const remover = spawn(
    process.execPath,
    [
      '-e',
      "for (const dir of JSON.parse(process.argv[1])) require('node:fs').rmSync(dir, {recursive: true, force: true, maxRetries: 3});",
      JSON.stringify(retired),
    ],
    {detached: true, stdio: 'ignore'},
  );
  remover.unref();
  return retired.length;
}
