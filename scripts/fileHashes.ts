/** Content hashes of a folder's files, to compare two builds (scripts/sameSite.ts), and what changed from one build to the next. */
import {createHash} from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` (or those `include` keeps) as its path relative to `dir`, with `/` on every
 * system so that builds compare alike, mapped to the SHA-256 of its bytes.
 */
export function fileHashes(
  dir: string,
  include: (relativePath: string) => boolean = () => true,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const relative of listFolder(dir, include).keys()) {
    out.set(
      relative,
      createHash('sha256')
        .update(readFileSync(path.join(dir, relative)))
        .digest('hex'),
    );
  }
  return out;
}

interface FileFacts {
  dev: number;
  ino: number;
  size: number;
}

/** A folder's files as one walk found them: relative path (with `/`) → the file's identity and size. */
export type FolderListing = Map<string, FileFacts>;

export function listFolder(
  dir: string,
  include: (relativePath: string) => boolean,
  options: {
    /** Put before each relative path: the folder's place in a larger one (`en/`). */
    prefix?: string;
    /** Folders not walked, by their relative path (with the prefix, without a trailing `/`). */
    skip?: (relativeFolder: string) => boolean;
    /** Where the files go (a listing of the larger folder being put together). */
    into?: FolderListing;
  } = {},
): FolderListing {
  const out: FolderListing = options.into ?? new Map();
  if (!existsSync(dir)) return out;
  const skip = options.skip ?? (() => false);
  // A folder at a time, with paths built as it goes: at 30,000 stories a language a build holds
  // 618,000 files, and one recursive listing of them all is a heap's worth of entries at once.
  // Paths joined by hand: path.join normalizes every character of hundreds of thousands of them.
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = `${folder}/${entry.name}`;
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        if (!skip(relative)) walk(file, `${relative}/`);
      } else if (entry.isFile() && include(relative)) {
        const {dev, ino, size} = statSync(file);
        out.set(relative, {dev, ino, size});
      }
    }
  };
  walk(path.resolve(dir), options.prefix ?? '');
  return out;
}

export interface FolderChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/**
 * What differs from folder `before` (none if it is missing) to folder `after`: files added, changed
 * (other bytes) and removed, each list sorted; and each file of `after` with its size, from the same
 * walk, which a publish records as the summary of its output (scripts/publish/record.ts) without
 * walking it again. A file that is the same file in both (a hard link: a copied page, a reused gzip
 * copy, an image from the cache) is unchanged without being read, and so is one named after its
 * content (`namedByContent`) with the same size in both; one of another size is changed; only the
 * other files of the same size are compared byte for byte. A publish writes most of the archive as
 * links, so it reads what it wrote, not the archive twice.
 */
export function compareFolders(
  before: string,
  after: string,
  include: (relativePath: string) => boolean = () => true,
  /** Files whose name says their content (`isContentHashed`): the same size there means the same bytes. */
  namedByContent: (relativePath: string) => boolean = () => false,
  /** `before` as a walk found it (with the same `include`), when one already did. */
  beforeListing?: FolderListing,
  /** `after` likewise. */
  afterListing?: FolderListing,
): {changes: FolderChanges; sizes: Array<[string, number]>} {
  const old = beforeListing ?? listFolder(before, include);
  const now = afterListing ?? listFolder(after, include);
  const changed: string[] = [];
  const added: string[] = [];
  for (const [relative, file] of now) {
    const was = old.get(relative);
    if (!was) added.push(relative);
    else if (was.dev === file.dev && was.ino === file.ino) continue;
    else if (was.size === file.size && namedByContent(relative)) continue;
    else if (
      was.size !== file.size ||
      !readFileSync(path.join(before, relative)).equals(
        readFileSync(path.join(after, relative)),
      )
    ) {
      changed.push(relative);
    }
  }
  const removed = [...old.keys()].filter((relative) => !now.has(relative));
  return {
    changes: {
      added: added.sort(),
      changed: changed.sort(),
      removed: removed.sort(),
    },
    sizes: [...now].map(([relative, {size}]) => [relative, size]),
  };
}

/**
 * A listing kept in a file, for another process that would walk the same folder again: one line a
 * file (JSON: path, device, inode, size), the folder first.
 */
export function writeFolderListing(
  file: string,
  dir: string,
  listing: FolderListing,
): void {
  const lines = [JSON.stringify(dir)];
  for (const [relative, {dev, ino, size}] of listing) {
    lines.push(JSON.stringify([relative, dev, ino, size]));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** The listing of `dir` a file keeps, or undefined when it is missing, damaged or of another folder. */
export function readFolderListing(
  file: string,
  dir: string,
): FolderListing | undefined {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  if (lines.at(-1) !== '' || lines[0] !== JSON.stringify(dir)) return undefined;
  const listing: FolderListing = new Map();
  for (const line of lines.slice(1, -1)) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (
      !Array.isArray(entry) ||
      entry.length !== 4 ||
      typeof entry[0] !== 'string' ||
      !entry.slice(1).every(Number.isSafeInteger)
    ) {
      return undefined;
    }
    const [relative, dev, ino, size] = entry as [
      string,
      number,
      number,
      number,
    ];
    listing.set(relative, {dev, ino, size});
  }
  return listing;
}
