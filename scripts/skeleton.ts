/**
 * A build staged into the folders of the one before it. The remover keeps the newest retired build
 * as the skeleton, its folders without a file (scripts/retiredBuilds.mjs, which says why); a whole
 * site's build renames it into place as its staged folder, so that its processes find nearly every
 * folder they write into already made, and the folders the new build leaves empty (a deleted
 * story's, a list's last page) are removed before the swap (`removeEmptyFolders`, from the walk
 * the deploy config makes anyway). A build without a skeleton makes its folders as before.
 */
import {mkdirSync, renameSync, rmdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Renames `skeleton` to `staging`, and each of `moved` (a locale built beside the staged folder:
 * its part of the skeleton, to where its process writes it). False when there was no skeleton.
 */
export function takeSkeleton(
  skeleton: string,
  staging: string,
  moved: ReadonlyArray<{part: string; to: string}> = [],
): boolean {
  try {
    renameSync(skeleton, staging);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const {part, to} of moved) {
    mkdirSync(path.dirname(to), {recursive: true});
    try {
      renameSync(path.join(staging, part), to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return true;
}

/**
 * Removes each of `folders` (relative to `root`, found empty), then each folder above it that this
 * leaves empty, up to `root` (kept). Returns how many folders were removed.
 */
export function removeEmptyFolders(
  root: string,
  folders: readonly string[],
): number {
  let removed = 0;
  for (const folder of folders) {
    for (
      let relative = folder;
      relative !== '.' && relative !== '';
      relative = path.dirname(relative)
    ) {
      try {
        rmdirSync(path.join(root, relative));
        removed += 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Still holding something, or removed already by a folder below it: the walk up ends.
        if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOENT') {
          break;
        }
        throw error;
      }
    }
  }
  return removed;
}
