/**
 * A temporary copy of the site for tests that write to it or build it: its sources (tracked and
 * new files, not ignored ones, not the tests), with node_modules linked.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

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
