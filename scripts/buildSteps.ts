/** The steps `npm run build` and `npm run build:merge` share once a site is assembled beside its output folder. */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';

/** The deploy config and the gzip copies, into the staged site (scripts/deploy-config.ts); the error, if any. */
export function writeDeployConfig(
  siteRoot: string,
  staging: string,
): string | undefined {
  const result = spawnSync(
    process.execPath,
    [
      path.join(siteRoot, 'node_modules/tsx/dist/cli.mjs'),
      path.join(siteRoot, 'scripts/deploy-config.ts'),
      '--build',
      staging,
    ],
    {cwd: siteRoot, stdio: 'inherit'},
  );
  return result.status === 0
    ? undefined
    : `writing the deploy config failed (exit ${result.status ?? result.signal}).`;
}

/**
 * Two renames on one file system: `part` of the output folder (`.`: all of it) is out of the way
 * for an instant only, and only after the new one is complete.
 */
export function swapIn(
  dirs: {staging: string; target: string; previous: string},
  part: string,
): void {
  const [from, to, old] = [
    path.join(dirs.staging, part),
    path.join(dirs.target, part),
    path.join(dirs.previous, part),
  ];
  rmSync(dirs.previous, {recursive: true, force: true});
  mkdirSync(path.dirname(old), {recursive: true});
  mkdirSync(path.dirname(to), {recursive: true});
  if (existsSync(to)) renameSync(to, old);
  renameSync(from, to);
  rmSync(dirs.previous, {recursive: true, force: true});
  rmSync(dirs.staging, {recursive: true, force: true});
}
