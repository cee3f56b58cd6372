/**
 * Gzip copies of the build's text files, written next to them (`main.1a2b3c4d.js.gz`), so nginx's
 * `gzip_static` sends them without compressing on every request: at level 9, once per build.
 */
import {gunzipSync} from 'node:zlib';
import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {createRequire} from 'node:module';
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
export async function precompress(
  buildDir: string,
  files: readonly string[],
  reuseFrom?: string,
  /** Worker threads compressing (default: one a core); 1 compresses on this thread. */
  threads = availableParallelism(),
): Promise<{files: number; before: number; after: number; reused: number}> {
  let count = 0;
  let before = 0;
  let after = 0;
  let reused = 0;
  const toCompress: Array<{file: string; size: number}> = [];
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
    const kept =
      reuseFrom &&
      keptCopy(path.join(reuseFrom, `${file}.gz`), readFileSync(full));
    if (!kept) {
      toCompress.push({file: full, size});
      continue;
    }
    if (kept.bytes.length >= size) continue;
    linkOrWrite(kept.file, `${full}.gz`, kept.bytes);
    reused += 1;
    count += 1;
    before += size;
    after += kept.bytes.length;
  }
  const sizes = await gzipFiles(
    toCompress.map(({file}) => file),
    threads,
  );
  toCompress.forEach(({size}, i) => {
    if (sizes[i] < 0) return;
    count += 1;
    before += size;
    after += sizes[i];
  });
  return {files: count, before, after, reused};
}

/**
 * Writes `file.gz` at level 9 for each file when it is smaller than the file; the size written, or
 * -1 where none was. Compressing is nearly all of a full build's last step (246,076 files and
 * 8 GB at 30,000 stories a language: 164 s on one core), and each file is compressed on its own,
 * so worker threads share the files, a batch at a time, one thread a core.
 */
export function gzipFiles(
  files: readonly string[],
  threads: number,
): Promise<number[]> {
  if (threads <= 1 || files.length < 2) {
    return Promise.resolve(files.map(gzipFile));
  }
  // A publish's few hundred files include a few large ones (each locale's sitemap, 17 MB at 30,000
  // stories): batches small enough that they do not end up on one thread.
  const batch = Math.max(
    1,
    Math.min(GZIP_BATCH, Math.ceil(files.length / (threads * 4))),
  );
  const sizes = new Array<number>(files.length);
  let next = 0;
  return new Promise((resolve, reject) => {
    const workers = Array.from(
      {length: Math.min(threads, Math.ceil(files.length / batch))},
      () => new Worker(GZIP_WORKER),
    );
    let running = workers.length;
    const fail = (error: Error) => {
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const give = (worker: Worker) => {
      if (next >= files.length) {
        void worker.terminate();
        if (--running === 0) resolve(sizes);
        return;
      }
      const start = next;
      next = Math.min(files.length, next + batch);
      worker.once('message', (written: number[]) => {
        written.forEach((size, i) => (sizes[start + i] = size));
        give(worker);
      });
      worker.postMessage(files.slice(start, next));
    };
    for (const worker of workers) {
      worker.on('error', fail);
      give(worker);
    }
  });
}

/** Files a worker compresses between two messages, at most: enough that the messages cost nothing. */
const GZIP_BATCH = 64;

const GZIP_WORKER = path.join(__dirname, 'gzipWorker.cjs');
const {gzipFile} = createRequire(__filename)(GZIP_WORKER) as {
  gzipFile: (file: string) => number;
};

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
