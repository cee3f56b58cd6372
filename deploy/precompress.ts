/**
 * Gzip copies of the build's text files, written next to them (`main.1a2b3c4d.js.gz`), so nginx's
 * `gzip_static` sends them without compressing on every request: at level 9, once per build.
 */
import {gzipSync} from 'node:zlib';
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|xsl|svg|txt)$/;
/** Below this, a gzip response saves less than its own overhead (nginx's gzip_min_length too). */
export const MIN_SIZE = 256;

/** Whether a build file (relative path) gets a `.gz` copy. */
export function shouldPrecompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_SIZE;
}

/** Writes `file.gz` for each eligible file when it is smaller; returns bytes before and after. */
export function precompress(
  buildDir: string,
  files: readonly string[],
): {files: number; before: number; after: number} {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files) {
    const full = path.join(buildDir, file);
    const size = statSync(full).size;
    if (!shouldPrecompress(file, size)) continue;
    const gz = gzipSync(readFileSync(full), {level: 9});
    if (gz.length >= size) continue;
    writeFileSync(`${full}.gz`, gz);
    count += 1;
    before += size;
    after += gz.length;
  }
  return {files: count, before, after};
}
