/**
 * What a client compilation read and wrote, kept beside the generated files
 * (`nerkhnama-client-routing/client-bundle.json`) and in the publish state: the client bundle holds
 * no article and no news data (an article and a route's data are fetched as data), so a story, a
 * correction or a market day changes none of its inputs, and a publish can take the last build's
 * client files instead of bundling them again (scripts/build.ts). The record says when that holds
 * (every file the compilation read, by digest; every folder it listed; every path it looked for and
 * did not find) and carries what rendering needs of the compilation: the files it wrote, the client
 * manifest, and each named chunk's files and modules, from which the route data is written in every
 * build (routeDataPlugin.ts), bundled or not.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {ChunkLookup} from './routeDataPlugin';

/** Bumped when the record changes meaning: an older one is not used (the client side is bundled). */
export const CLIENT_BUNDLE_FORMAT = 1;

/** An input looked for and not found: it must still be missing. */
const MISSING = 'missing';
/** An input that is a folder the compilation copies: the digest of its files' names and sizes. */
const FOLDER = 'folder:';

export interface RecordedChunk {
  /** The JS and CSS files that load the chunk, its siblings' first (ChunkLookup.files). */
  files: string[];
  /** Its modules (id, and name as the bundler prints it), for the chunks route data requires from. */
  modules?: {id: string | number | null; name?: string}[];
}

export interface ClientBundle {
  format: number;
  /**
   * Each input of the compilation → the SHA-1 of its bytes, `folder:` and the SHA-1 of the names
   * and sizes of a copied folder's files, or `missing`. Paths are relative to the site when under it, else absolute.
   */
  inputs: Record<string, string>;
  /** The files the compilation wrote, relative to the locale's output folder. */
  outputs: string[];
  /** The client manifest static rendering reads, as the compilation left it. */
  manifest: unknown;
  /** Every named chunk of the compilation (recordedChunkLookup). */
  chunks: Record<string, RecordedChunk>;
}

/** Where a build's client compilation leaves its record, in the locale's generated-files folder. */
export const clientBundleFile = (generatedFilesDir: string) =>
  path.join(
    generatedFilesDir,
    'nerkhnama-client-routing',
    'client-bundle.json',
  );

const sha1 = (data: string | Buffer) =>
  createHash('sha1').update(data).digest('hex');

/** Every file under a folder, as `path\0size` lines in a stable order. */
function folderListing(dir: string): string {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)}\0${statSync(file).size}`;
    })
    .sort()
    .join('\n');
}

/** A file as `inputs` records it, or `missing`. */
function fileDigest(file: string): string {
  try {
    return sha1(readFileSync(file));
  } catch {
    return MISSING;
  }
}

/** A copied folder as `inputs` records it, or `missing`. */
const folderDigest = (dir: string) =>
  existsSync(dir) ? FOLDER + sha1(folderListing(dir)) : MISSING;

/** What an input is now, in the form its recorded digest has. */
const inputDigest = (file: string, recorded: string) =>
  recorded.startsWith(FOLDER) ? folderDigest(file) : fileDigest(file);

const keyOf = (siteDir: string, file: string) => {
  const relative = path.relative(siteDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? file
    : relative.split(path.sep).join('/');
};
const fileOf = (siteDir: string, key: string) =>
  path.isAbsolute(key) ? key : path.join(siteDir, key);

/**
 * The record of an input set: files by what they hold now, missing paths as missing (a path looked
 * for that has appeared since is an input that changed), and the folders the compilation copies
 * whole (the static directories) by the files in them, so that a photo added there is a change.
 * The folders among the compilation's file dependencies are left out: they are the resolver's
 * (a package's folder, the site's own, whose listing every build changes), and its every probe in
 * them is a file read or a path found missing.
 */
export function recordInputs(
  siteDir: string,
  dependencies: {
    files: Iterable<string>;
    folders: Iterable<string>;
    missing: Iterable<string>;
  },
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const file of dependencies.missing) {
    // Not the resolver's probes of an absolute path under each of its roots (the static
    // directories): nothing is ever put there, and they name the checkout's folder, which no file
    // of a build may (a build is the same in any folder).
    if (file.indexOf(siteDir) !== file.lastIndexOf(siteDir)) continue;
    if (!existsSync(file)) inputs[keyOf(siteDir, file)] = MISSING;
  }
  for (const file of dependencies.files) {
    if (statSync(file, {throwIfNoEntry: false})?.isDirectory()) continue;
    inputs[keyOf(siteDir, file)] = fileDigest(file);
  }
  for (const dir of dependencies.folders) {
    inputs[keyOf(siteDir, dir)] = folderDigest(dir);
  }
  // In a stable order: the bundler's sets list them in the order its threads met them.
  return Object.fromEntries(
    Object.entries(inputs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The inputs that are not what the record says (at most `limit` of them), in the record's order. */
export function changedInputs(
  siteDir: string,
  inputs: Readonly<Record<string, string>>,
  limit = 5,
): string[] {
  const changed: string[] = [];
  for (const [key, digest] of Object.entries(inputs)) {
    if (inputDigest(fileOf(siteDir, key), digest) !== digest) {
      changed.push(key);
      if (changed.length === limit) break;
    }
  }
  return changed;
}

/** The chunk lookup route data is written from, answered from the record (as the compilation would). */
export function recordedChunkLookup(bundle: ClientBundle): ChunkLookup {
  return {
    modules: (name) =>
      Object.hasOwn(bundle.chunks, name)
        ? (bundle.chunks[name].modules ?? [])
        : undefined,
    files: (name) =>
      Object.hasOwn(bundle.chunks, name) ? bundle.chunks[name].files : [],
  };
}

/** Every named chunk's files, and the modules of those named in `withModules`, from a lookup. */
export function recordChunks(
  lookup: ChunkLookup,
  names: Iterable<string>,
  withModules: ReadonlySet<string>,
): Record<string, RecordedChunk> {
  const chunks: Record<string, RecordedChunk> = {};
  for (const name of [...names].sort()) {
    chunks[name] = {
      files: lookup.files(name),
      ...(withModules.has(name) && {
        modules: (lookup.modules(name) ?? []).map(({id, name: module}) => ({
          id: id ?? null,
          name: module,
        })),
      }),
    };
  }
  return chunks;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/** A record read back (from its file or the publish state), or why it cannot be used. */
export function checkClientBundle(value: unknown): ClientBundle | string {
  const bundle = value as Partial<ClientBundle> | null | undefined;
  if (typeof bundle !== 'object' || bundle === null) return 'no record';
  if (bundle.format !== CLIENT_BUNDLE_FORMAT) {
    return `a record of format ${String(bundle.format)}, where this code writes ${CLIENT_BUNDLE_FORMAT}`;
  }
  const chunksValid =
    typeof bundle.chunks === 'object' &&
    bundle.chunks !== null &&
    Object.values(bundle.chunks).every(
      (chunk: Partial<RecordedChunk> | null) =>
        isStringList(chunk?.files) &&
        (chunk.modules === undefined || Array.isArray(chunk.modules)),
    );
  if (
    !isStringMap(bundle.inputs) ||
    Object.keys(bundle.inputs).length === 0 ||
    !isStringList(bundle.outputs) ||
    bundle.outputs.some(
      (file) => path.isAbsolute(file) || file.split('/').includes('..'),
    ) ||
    typeof bundle.manifest !== 'object' ||
    bundle.manifest === null ||
    !chunksValid
  ) {
    return 'a damaged record';
  }
  return bundle as ClientBundle;
}

/** The record a build's client compilation left in a generated-files folder, or why not. */
export function readClientBundle(
  generatedFilesDir: string,
): ClientBundle | string {
  const file = clientBundleFile(generatedFilesDir);
  if (!existsSync(file)) return `no record in ${file}`;
  try {
    return checkClientBundle(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return `${file} is not JSON (damaged)`;
  }
}
