/**
 * A publish bundles each locale again, and the bundler writes every chunk and the client-routing
 * plugin every route data file anew, though most are byte for byte the last build's: at 5,000
 * stories a language some 25,000 files a publish. A new file has a new identity, so the steps after
 * it (the gzip copies, the list of changed files in the publish state) must read it and the last
 * build's to find it unchanged. Linking each such file to the last build's makes it the same file:
 * those steps then take it as unchanged without reading either again, and the next build shares
 * its disk blocks.
 *
 * A file is linked only when its bytes are the last build's, compared in full. Nothing writes a
 * built file in place (every step writes beside and renames), so sharing it with the live build
 * is safe, as for the pages a publish copies.
 */
import {
  closeSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';

export interface LinkedFiles {
  /** Files that are now the last build's, byte for byte. */
  linked: number;
  /** Files of the same name and size whose bytes differ (left as written). */
  differing: number;
}

const CHUNK = 1 << 16;

function sameBytes(a: string, b: string, size: number): boolean {
  const [fa, fb] = [openSync(a, 'r'), openSync(b, 'r')];
  try {
    const [ba, bb] = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
    for (let at = 0; at < size;) {
      const n = readSync(fa, ba, 0, CHUNK, at);
      if (n === 0 || readSync(fb, bb, 0, n, at) !== n) return false;
      if (!ba.subarray(0, n).equals(bb.subarray(0, n))) return false;
      at += n;
    }
    return true;
  } finally {
    closeSync(fa);
    closeSync(fb);
  }
}

function statOrNull(file: string): Stats | null {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

/**
 * In each of `folders` (relative to both builds), links every file of `next` whose bytes are the
 * same-named file's of `last` to it. A file that is already the last build's, or lies on another
 * file system, is left alone; a link is made beside the file and renamed over it, so a failure
 * never leaves a file missing.
 */
export function linkUnchangedFiles(
  last: string,
  next: string,
  folders: readonly string[],
): LinkedFiles {
  const result: LinkedFiles = {linked: 0, differing: 0};
  const walk = (relative: string) => {
    const dir = path.join(next, relative);
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(name);
        continue;
      }
      if (!entry.isFile()) continue;
      const [fresh, kept] = [path.join(next, name), path.join(last, name)];
      // A link this walk made renames over a leftover of a killed run, gone by its turn.
      const [a, b] = [statOrNull(fresh), statOrNull(kept)];
      if (!a || !b?.isFile() || a.size !== b.size) continue;
      if (a.dev !== b.dev || a.ino === b.ino) continue;
      if (!sameBytes(fresh, kept, a.size)) {
        result.differing++;
        continue;
      }
      const linking = `${fresh}.linking`;
      rmSync(linking, {force: true});
      linkSync(kept, linking);
      renameSync(linking, fresh);
      result.linked++;
    }
  };
  for (const folder of folders) {
    if (statOrNull(path.join(next, folder))?.isDirectory()) walk(folder);
  }
  return result;
}
