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

/**
 * `linkOrCopy`, and the last build's gzip copy of the file beside it when there is one: made from
 * these very bytes, so the deploy step keeps it while the file is still the same file there
 * (deploy/precompress.ts), and otherwise removes it. At 30,000 stories a language a publish takes
 * about 240,000 gzip copies; linked here, in each locale's process side by side, they are no longer
 * linked after both processes have ended, while one core waits for the other.
 */
export function linkWithGzipCopy(from: string, to: string): void {
  linkOrCopy(from, to);
  try {
    linkSync(`${from}.gz`, `${to}.gz`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No copy there (a small file, an image), or another file system: the deploy step makes it.
    if (code !== 'ENOENT' && code !== 'EXDEV') throw error;
  }
}
