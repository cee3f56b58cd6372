/**
 * What becomes of the builds a swap retired (scripts/buildSteps.ts, removeRetired): run as a
 * process of its own, at the lowest priority, so that no command waits for it.
 *
 * The newest retired build is not removed but emptied of its files and kept as the skeleton: its
 * folders, which the next build is staged into (scripts/skeleton.ts). A build of 30,000 stories a
 * language has 93,000 folders, one a page; making them anew took a publish about 4 s of CPU a
 * locale, and removing them as many again. On ext4 without a journal, creating a folder or file
 * also skips every inode freed in the last minutes (the kernel's `recently_deleted`), so the
 * folders a removal had just freed made the next publish's 93,000 slower still: 30,000 new folders
 * took 4–10 s of system time here, against 0.1 s for finding them already there. Files are only
 * unlinked: nearly all are hard links shared with the builds that follow, so their inodes stay.
 *
 * Written in plain JavaScript: the process starts with Node alone, from a build, a publish or a
 * test.
 */
import {lstatSync, readdirSync, renameSync, rmSync, unlinkSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/**
 * Unlinks every file below `dir` and keeps every folder. A file that is already gone is no
 * matter; any other failure throws, so that a folder still holding a file never becomes a
 * skeleton.
 *
 * @param {string} dir
 * @returns {{files: number, folders: number}}
 */
export function emptyOfFiles(dir) {
  let files = 0;
  let folders = 0;
  const walk = (folder) => {
    folders += 1;
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        try {
          unlinkSync(full);
          files += 1;
        } catch (error) {
          if (error.code !== 'ENOENT') throw error;
        }
      }
    }
  };
  walk(dir);
  return {files, folders};
}

/**
 * The retired builds `retired` (folders named `…retired-{time}-{pid}`): the newest becomes the
 * skeleton when there is none (emptied first, then renamed, so that a skeleton is always whole and
 * empty of files), every other one is removed.
 *
 * @param {string[]} retired
 * @param {string} skeleton
 */
export function retire(retired, skeleton) {
  const newestFirst = [...retired].sort(
    (a, b) => retiredAt(b) - retiredAt(a) || b.localeCompare(a),
  );
  const [newest, ...older] = newestFirst;
  for (const dir of older) remove(dir);
  if (newest === undefined) return;
  if (exists(skeleton)) {
    remove(newest);
    return;
  }
  try {
    emptyOfFiles(newest);
    // Onto a folder that appeared meanwhile (another remover's skeleton), the rename fails.
    renameSync(newest, skeleton);
  } catch {
    remove(newest);
  }
}

/** The time a retired build's name carries (`retired-{time}-{pid}`), 0 when it has none. */
function retiredAt(dir) {
  const match = /retired-(\d+)-/.exec(path.basename(dir));
  return match ? Number(match[1]) : 0;
}

function exists(file) {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function remove(dir) {
  rmSync(dir, {recursive: true, force: true, maxRetries: 3});
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  const [retired, skeleton] = process.argv.slice(2);
  retire(JSON.parse(retired), skeleton);
}
