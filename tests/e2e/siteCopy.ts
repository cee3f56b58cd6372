/**
 * A temporary copy of the site (its sources, tracked and new files, not ignored ones or tests, with
 * node_modules linked) for specs that build it under other conditions, and a server for what such
 * a build writes (scripts/preview-server.ts, the tests' own server).
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freePort} from '../../deploy/localNginx';
import {startPreviewServer} from '../../scripts/previewServer';
import {removeBundleCaches} from '../../scripts/publish/bundleCache';

export const ROOT = path.resolve(__dirname, '../..');

export function copySite(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {cwd: ROOT, encoding: 'utf8'},
  )
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('tests/') || !existsSync(path.join(ROOT, file))) {
      continue;
    }
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(
    path.join(ROOT, 'node_modules'),
    path.join(dir, 'node_modules'),
    'dir',
  );
  return dir;
}

/**
 * Removes a copy, and the bundler caches its builds left in the node_modules it shares with the
 * checkout (a build of the whole site writes one: scripts/publish/bundleCache.ts).
 */
export function removeSiteCopy(dir: string | undefined): void {
  if (!dir) return;
  removeBundleCaches(dir);
  rmSync(dir, {recursive: true, force: true});
}

/** `npm run build`'s script in the copy, with extra arguments and environment. */
export function buildCopy(
  site: string,
  args: string[] = [],
  env: Record<string, string> = {},
) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/build.ts',
      ...args,
    ],
    {
      cwd: site,
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        GTAG_ID: '',
        ...env,
      },
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/** Serves a build folder on a free loopback port; resolves once it answers. */
export async function serveBuild(
  dir: string,
): Promise<{url: string; server: ChildProcess}> {
  const port = await freePort();
  const server = await startPreviewServer(dir, port, 20_000);
  return {url: `http://127.0.0.1:${port}`, server};
}
