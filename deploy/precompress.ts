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
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import {link} from 'node:fs/promises';
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
 *
 * A gzip copy already in `buildDir` is one a publish's process took from that build with its file
 * (src/plugins/publish-pages/linkOrCopy.ts): kept when it is the copy this step would take, and
 * removed otherwise (its file was written again since, or is gone) before anything is written, so
 * nothing is ever written through a link into the last build.
 */
export async function precompress(
  buildDir: string,
  files: readonly string[],
  reuseFrom?: string,
  /** Worker threads compressing (default: one a core); 1 compresses on this thread. */
  threads = availableParallelism(),
  /**
   * Walks already made (scripts/fileHashes.ts, listFolder): of `buildDir`, and of `reuseFrom`
   * with its gzip copies. A file either leaves out is taken as missing there; without them each
   * file is looked at on disk.
   */
  listed: {files?: ListedFiles; last?: ListedFiles} = {},
): Promise<{
  files: number;
  before: number;
  after: number;
  reused: number;
  /** Each gzip copy written or taken (relative path) → its identity, for a listing of the site. */
  copies: Map<string, FileIdentity>;
  /** Gzip copies that were in `buildDir` and are not the site's (relative paths), removed. */
  removed: string[];
}> {
  let count = 0;
  let before = 0;
  let after = 0;
  let reused = 0;
  const copies = new Map<string, FileIdentity>();
  const toCompress: Array<{file: string; relative: string; size: number}> = [];
  /** The last build's copies taken as they are: linked once the loop has found them all. */
  const links: Array<[from: string, to: string]> = [];
  const identityIn = (
    listing: ListedFiles | undefined,
    dir: string,
    relative: string,
  ): FileIdentity | undefined => {
    if (listing) return listing.get(relative);
    const stat = statSync(path.join(dir, relative), {throwIfNoEntry: false});
    return stat && identityOf(stat);
  };
  // Joined by hand: path.join normalizes every character of a path, and a large archive's loop
  // here is hundreds of thousands of long (Persian, URL-encoded) paths a publish.
  const lastDir = reuseFrom && `${path.resolve(reuseFrom)}${path.sep}`;
  const thisDir = `${path.resolve(buildDir)}${path.sep}`;
  // The gzip copies already here (taken with their files), each kept or removed below.
  const present = new Set<string>();
  if (listed.files) {
    for (const file of listed.files.keys()) {
      if (file.endsWith('.gz')) present.add(file);
    }
  }
  const removed: string[] = [];
  const remove = (gz: string) => {
    unlinkSync(thisDir + gz);
    present.delete(gz);
    removed.push(gz);
  };
  for (const file of files) {
    // By name first: the images, two fifths of a large archive's files, are never stat-ed here.
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = identityIn(listed.files, buildDir, file);
    if (!stat) {
      throw new Error(
        `precompress: ${thisDir}${file} is not in the listing given`,
      );
    }
    const size = stat.size;
    const gz = `${file}.gz`;
    const here =
      present.has(gz) || (!listed.files && existsSync(`${thisDir}${gz}`));
    if (!shouldPrecompress(file, size)) {
      if (here) remove(gz);
      continue;
    }
    const full = thisDir + file;
    const linked =
      lastDir &&
      linkedCopy(
        stat,
        (relative) => identityIn(listed.last, lastDir, relative),
        file,
        gz,
      );
    // The copy already here is kept when it is the one linked below, and removed otherwise.
    const copy = here ? identityIn(listed.files, buildDir, gz) : undefined;
    const inPlace = Boolean(linked && copy && sameFile(copy, linked));
    if (inPlace) present.delete(gz);
    else if (here) remove(gz);
    if (linked) {
      if (!inPlace) links.push([lastDir + gz, `${full}.gz`]);
      copies.set(gz, linked);
      count += 1;
      reused += 1;
      before += size;
      after += linked.size;
      continue;
    }
    const kept =
      lastDir &&
      (!listed.last || listed.last.has(gz)) &&
      keptCopy(lastDir + gz, readFileSync(full));
    if (!kept) {
      toCompress.push({file: full, relative: file, size});
      continue;
    }
    if (kept.bytes.length >= size) continue;
    linkOrWrite(kept.file, `${full}.gz`, kept.bytes);
    copies.set(gz, identityOf(statSync(`${full}.gz`)));
    reused += 1;
    count += 1;
    before += size;
    after += kept.bytes.length;
  }
  // Copies left whose files are not the site's: taken from the last build with a file the build
  // removed since. Any other `.gz` (a static file of the site's own) is left as it is.
  for (const gz of [...present]) {
    const here = listed.files?.get(gz);
    const there = lastDir ? identityIn(listed.last, lastDir, gz) : undefined;
    if (here && there && sameFile(here, there)) remove(gz);
  }
  const [sizes] = await Promise.all([
    gzipFiles(
      toCompress.map(({file}) => file),
      threads,
    ),
    linkAll(links),
  ]);
  toCompress.forEach(({file, relative, size}, i) => {
    if (sizes[i] < 0) return;
    copies.set(`${relative}.gz`, identityOf(statSync(`${file}.gz`)));
    count += 1;
    before += size;
    after += sizes[i];
  });
  return {files: count, before, after, reused, copies, removed};
}

/** What tells one file from another, and its size (scripts/fileHashes.ts, FolderListing). */
interface FileIdentity {
  dev: number;
  ino: number;
  size: number;
}
type ListedFiles = ReadonlyMap<string, FileIdentity>;

const sameFile = (a: FileIdentity, b: FileIdentity) =>
  a.dev === b.dev && a.ino === b.ino;

const identityOf = ({dev, ino, size}: FileIdentity): FileIdentity => ({
  dev,
  ino,
  size,
});

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

/**
 * Hard links made at once, on libuv's threads. A publish at 30,000 stories a language takes the
 * gzip copies of nearly all of its 246,000 compressible files from the last build; made one at a
 * time, the links were most of this step's loop (5.8 s of the publish's wall time, on one core
 * while the other waited).
 */
const LINKS_AT_ONCE = 16;

async function linkAll(
  pairs: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(LINKS_AT_ONCE, pairs.length)}, async () => {
      while (next < pairs.length) {
        const [from, to] = pairs[next++]!;
        await link(from, to);
      }
    }),
  );
}

/** Files a worker compresses between two messages, at most: enough that the messages cost nothing. */
const GZIP_BATCH = 64;

const GZIP_WORKER = path.join(__dirname, 'gzipWorker.cjs');
const {gzipFile} = createRequire(__filename)(GZIP_WORKER) as {
  gzipFile: (file: string) => number;
};

/**
 * The identity of the last build's gzip copy of a file that is the same file there (a page a
 * publish copied from it, as a hard link), or of a file named after its content that has the same
 * size there: made from these very bytes, so taken without reading either.
 */
function linkedCopy(
  stat: FileIdentity,
  lastIdentity: (relative: string) => FileIdentity | undefined,
  file: string,
  gzFile: string,
): FileIdentity | undefined {
  const last = lastIdentity(file);
  const same =
    last &&
    ((last.dev === stat.dev && last.ino === stat.ino) ||
      (last.size === stat.size && isContentHashed(file)));
  return same ? lastIdentity(gzFile) : undefined;
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
