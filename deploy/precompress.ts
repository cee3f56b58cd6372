/**
 * Gzip copies of the build's text files, written next to them (`main.1a2b3c4d.js.gz`), so nginx's
 * `gzip_static` sends them without compressing on every request: at level 9, once per build.
 */
import {gunzipSync, gzipSync} from 'node:zlib';
import {
  existsSync,
  linkSync,
  readFileSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import {isContentHashed} from './rules';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|xsl|svg|txt)$/;
/** Below this, a gzip response saves less than its own overhead (nginx's gzip_min_length too). */
export const MIN_SIZE = 256;

/** Whether a build file (relative path) gets a `.gz` copy. */
export function shouldPrecompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_SIZE;
}

/**
 * Writes `file.gz` for each eligible file when it is smaller; returns the bytes before and after.
 *
 * With `reuseFrom` (the build a publish replaces), a file whose gzip copy there decompresses to
 * exactly its bytes takes that copy (a hard link, both folders being beside each other) instead of
 * being compressed again: most of a publish's files are unchanged, and checking a copy costs a
 * fraction of compressing at level 9. Anything else (no copy there, another content, a damaged
 * copy) is compressed as in a full build, so the result is the same file for file. A file that is
 * the same file as in that build (a copied page, hard-linked), or one named after its content with
 * the same size there (a bundle the bundler wrote again, `isContentHashed`), takes its copy without
 * either being read.
 */
export function precompress(
  buildDir: string,
  files: readonly string[],
  reuseFrom?: string,
): {files: number; before: number; after: number; reused: number} {
  let count = 0;
  let before = 0;
  let after = 0;
  let reused = 0;
  for (const file of files) {
    // By name first: the images, two fifths of a large archive's files, are never stat-ed here.
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(buildDir, file);
    const stat = statSync(full);
    const size = stat.size;
    if (!shouldPrecompress(file, size)) continue;
    const linked =
      reuseFrom &&
      linkedCopy(stat, path.join(reuseFrom, file), isContentHashed(file));
    if (linked) {
      linkSync(linked.file, `${full}.gz`);
      count += 1;
      reused += 1;
      before += size;
      after += linked.size;
      continue;
    }
    const content = readFileSync(full);
    const kept =
      reuseFrom && keptCopy(path.join(reuseFrom, `${file}.gz`), content);
    const gz = kept ? kept.bytes : gzipSync(content, {level: 9});
    if (gz.length >= size) continue;
    if (kept) {
      linkOrWrite(kept.file, `${full}.gz`, gz);
      reused += 1;
    } else writeFileSync(`${full}.gz`, gz);
    count += 1;
    before += size;
    after += gz.length;
  }
  return {files: count, before, after, reused};
}

/**
 * The last build's gzip copy of a file that is the same file there (a page a publish copied from it,
 * as a hard link), or of a file named after its content that has the same size there: made from
 * these very bytes, so taken without reading either.
 */
function linkedCopy(
  stat: Stats,
  lastFile: string,
  namedByContent: boolean,
): {file: string; size: number} | undefined {
  const last = statSync(lastFile, {throwIfNoEntry: false});
  const same =
    last &&
    ((last.dev === stat.dev && last.ino === stat.ino) ||
      (namedByContent && last.size === stat.size));
  if (!same) return undefined;
  const gz = statSync(`${lastFile}.gz`, {throwIfNoEntry: false});
  return gz && {file: `${lastFile}.gz`, size: gz.size};
}

/** The last build's gzip copy of `content`, when it has one that decompresses to exactly it. */
function keptCopy(
  file: string,
  content: Buffer,
): {file: string; bytes: Buffer} | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  try {
    return gunzipSync(bytes).equals(content) ? {file, bytes} : undefined;
  } catch {
    return undefined; // not gzip: compressed again
  }
}

function linkOrWrite(from: string, to: string, bytes: Buffer): void {
  try {
    linkSync(from, to);
  } catch {
    writeFileSync(to, bytes); // another file system
  }
}
