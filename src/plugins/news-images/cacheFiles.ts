/**
 * The image folders under `node_modules/.cache/nerkhnama-images` are shared: by a build and
 * `npm start` running side by side (the dev server also wants the covers of scheduled stories),
 * and by copies of the site whose `node_modules` is a link to this one. So a build ships the list of
 * files it wants, never the whole folder (which may hold another build's files), marks the files it
 * reuses as used, and removes only files nobody has used for a while: removing every file it does
 * not want would pull a file from under another build that is about to copy it.
 */
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The folder, relative to the site, of the covers, photos and font config every build shares
 * (and a CI runner restores between builds: .github/workflows/build.yml).
 */
export const IMAGE_CACHE_DIR = 'node_modules/.cache/nerkhnama-images';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A file no build has wanted for this long is removed: a retitled article's old cover, a replaced photo. */
export const UNUSED_FOR_MS = 30 * DAY_MS;
/** A reused file's time is renewed at most this often, so a warm build of a large archive writes next to nothing. */
const MARK_USED_AFTER_MS = DAY_MS;

/** Writes `file` by way of a temporary name beside it and a rename, so it appears only whole. */
function writeByRename(file: string, write: (partial: string) => void) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, {force: true});
  }
}

/**
 * Writes what `produce` gives to `file` under a temporary name, then renames it: a file under its
 * final name is always whole, so a build killed half-way through an encode (or a cache folder
 * restored on a CI runner from such a build) never leaves a cut image that `isCached` would trust.
 * Nothing is written when `produce` fails.
 */
export async function saveWhole(
  file: string,
  produce: () => Promise<Uint8Array>,
): Promise<void> {
  const bytes = await produce();
  writeByRename(file, (partial) => writeFileSync(partial, bytes));
}

/** Copies `from` to `to` the same way (see saveWhole). */
export function copyWhole(from: string, to: string): void {
  writeByRename(to, (partial) => copyFileSync(from, partial));
}

/** Whether `file` exists; if it does, it is marked as used (its modification time renewed once a day). */
export function isCached(file: string, now = Date.now()): boolean {
  const stat = statSync(file, {throwIfNoEntry: false});
  if (!stat) return false;
  if (now - stat.mtimeMs > MARK_USED_AFTER_MS) {
    const at = new Date(now);
    utimesSync(file, at, at);
  }
  return true;
}

/** Removes the files of `dir` that are not `wanted` and that no build has used for `UNUSED_FOR_MS`; returns how many. */
export function removeUnused(
  dir: string,
  wanted: ReadonlySet<string>,
  now = Date.now(),
): number {
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (wanted.has(name)) continue;
    const file = path.join(dir, name);
    const stat = statSync(file, {throwIfNoEntry: false});
    if (stat?.isFile() && now - stat.mtimeMs > UNUSED_FOR_MS) {
      rmSync(file, {force: true});
      removed += 1;
    }
  }
  return removed;
}

/**
 * Puts `files` (paths relative to `from`) at the same paths under `to`, as hard links where both
 * are on one file system, else as copies. A cached image is never written again once it has its
 * name (saveWhole), so a link ships the same bytes as a copy; and a publish ships every image of
 * the archive each time (five files a story: 43,000 files and 620 MB at 5,000 stories a language),
 * which linking makes a matter of names, not bytes.
 */
export function shipFiles(
  from: string,
  files: readonly string[],
  to: string,
): void {
  const made = new Set<string>();
  let link = true;
  for (const file of files) {
    const target = path.join(to, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, {recursive: true});
      made.add(dir);
    }
    const source = path.join(from, file);
    if (link) {
      try {
        linkSync(source, target);
        continue;
      } catch (error) {
        // Another file system, or one without hard links: copies from now on.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') {
          throw error;
        }
        link = false;
      }
    }
    copyFileSync(source, target);
  }
}
