/**
 * The output folder's files as the build that wrote it left them, kept beside them for the next
 * publish, which would otherwise walk the whole folder before anything else: at 30,000 stories a
 * language 618,000 files, about 3 s of system calls and 4.5 s in all on one of the two cores the
 * pre-flight check needs too.
 *
 * Two publish files (state.ts, isPublishFile), written last into the staged folder:
 * - `.publish-files.ndjson`: the listing (scripts/fileHashes.ts, writeFolderListing), as the folder
 *   it will be served from;
 * - `.publish-folders.json`: each folder below the root with its inode and modification time, and
 *   each file at the root with its inode and size.
 *
 * A file added, removed or renamed anywhere changes its folder's modification time, so while every
 * folder is as kept (the root by its entries, which the publish files themselves change), the
 * listing is still the folder's, and the publish takes it instead of walking. Anything else (a
 * file missing, damaged or of another format, a folder changed or gone) is walked as before. A
 * file written in place, without a new name, is not seen by either way; a build never writes one.
 */
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {writeFolderListing, type FolderListing} from '../fileHashes';
import {isPublishFile} from './state';

export const KEPT_FILES = '.publish-files.ndjson';
export const KEPT_FOLDERS = '.publish-folders.json';
const FORMAT = 1;

interface KeptFolders {
  format: number;
  /** The files at the root (not the publish files): name, inode, size. */
  root: Array<[string, number, number]>;
  /** Every folder below the root: relative path, inode, modification time in ms. */
  folders: Array<[string, number, number]>;
}

/** The folders holding the listed files, each parent before its children, the root left out. */
function foldersOf(listing: FolderListing): string[] {
  const folders = new Set<string>();
  for (const file of listing.keys()) {
    for (
      let at = file.lastIndexOf('/');
      at > 0;
      at = file.lastIndexOf('/', at - 1)
    ) {
      const folder = file.slice(0, at);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return [...folders].sort();
}

/**
 * Keeps the listing of `staging`, served as `target` once swapped in, with what shows it is still
 * true. Called once nothing else is written below the root of `staging`.
 */
export function keepListing(
  staging: string,
  target: string,
  listing: FolderListing,
): void {
  const kept: KeptFolders = {
    format: FORMAT,
    root: [...listing]
      .filter(([file]) => !file.includes('/'))
      .map(([file, {ino, size}]) => [file, ino, size]),
    folders: foldersOf(listing).map((folder) => {
      const {ino, mtimeMs} = lstatSync(path.join(staging, folder));
      return [folder, ino, mtimeMs];
    }),
  };
  writeFolderListing(path.join(staging, KEPT_FILES), target, listing);
  writeFileSync(path.join(staging, KEPT_FOLDERS), JSON.stringify(kept));
}

/**
 * The file holding `target`'s listing when every folder is as its build left it; else why not (a
 * walk of the folder then stands in).
 */
export function keptListing(target: string): {file: string} | {why: string} {
  const foldersFile = path.join(target, KEPT_FOLDERS);
  const file = path.join(target, KEPT_FILES);
  if (!existsSync(foldersFile) || !existsSync(file)) {
    return {why: 'the last build kept no listing of its files'};
  }
  let kept: KeptFolders;
  try {
    kept = JSON.parse(readFileSync(foldersFile, 'utf8')) as KeptFolders;
  } catch {
    return {why: `${KEPT_FOLDERS} is not JSON (damaged)`};
  }
  if (
    kept?.format !== FORMAT ||
    !Array.isArray(kept.root) ||
    !Array.isArray(kept.folders)
  ) {
    return {why: `${KEPT_FOLDERS} is of another format`};
  }
  // The root's entries, read once: its files by name here, its folders below.
  const rootEntries = readdirSync(target, {withFileTypes: true});
  const rootNow = rootEntries
    .filter((entry) => !entry.isDirectory() && !isPublishFile(entry.name))
    .map((entry) => entry.name)
    .sort();
  const rootKept = kept.root.map(([name]) => name).sort();
  if (rootNow.join('\n') !== rootKept.join('\n')) {
    return {why: 'the files at its root are not those its build left'};
  }
  const same = (
    relative: string,
    ino: number,
    check: (stat: {size: number; mtimeMs: number}) => boolean,
  ) => {
    const stat = lstatSync(path.join(target, relative), {
      throwIfNoEntry: false,
    });
    return stat !== undefined && stat.ino === ino && check(stat);
  };
  for (const [name, ino, size] of kept.root) {
    if (!same(name, ino, (stat) => stat.size === size)) {
      return {why: `${name} is not the file its build left`};
    }
  }
  const rootFolders = new Set(
    kept.folders.map(([folder]) => folder).filter((f) => !f.includes('/')),
  );
  const foldersNow = rootEntries.filter((entry) => entry.isDirectory());
  if (
    foldersNow.length !== rootFolders.size ||
    !foldersNow.every((entry) => rootFolders.has(entry.name))
  ) {
    return {why: 'the folders at its root are not those its build left'};
  }
  for (const [folder, ino, mtimeMs] of kept.folders) {
    if (!same(folder, ino, (stat) => stat.mtimeMs === mtimeMs)) {
      return {why: `${folder}/ changed since its build`};
    }
  }
  return {file};
}
