import {copyFileSync, linkSync} from 'node:fs';

/**
 * A file a publish takes from the last build: a hard link to it (a copy when they are on other file
 * systems). Nothing writes a built file in place (the client-routing rewrite writes beside and
 * renames), so the two builds share the bytes, and what comes after (the gzip copies, the list of
 * changed files) knows an unchanged file by its being the same file, without reading it.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}
