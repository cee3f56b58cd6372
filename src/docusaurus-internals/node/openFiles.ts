/**
 * How many files Docusaurus opens at once while it loads an archive. The blog plugin reads every
 * article at once (plugin-content-blog, blogUtils.js: `generateBlogPosts` maps all the files through
 * `Promise.all`), then writes a data module per article at once (routes.js), and core writes every
 * route's props module at once (codegen/codegenRoutes.js), each through fs-extra. So a process
 * loading 20,000 stories held up to 20,000 files open, several times over. fs-extra (graceful-fs)
 * retries its own calls when the process runs out of descriptors, but anything else that opens a
 * file in that moment fails with EMFILE: a cold build of 20,000 stories a language stopped so, in
 * Docusaurus's performance logger reading the process's memory.
 *
 * `boundOpenFiles` queues the promise forms of `readFile` and `outputFile` on the fs-extra module
 * those files load (one module object, shared), so that at most FILES_AT_ONCE of each run at a time;
 * the callback forms, which they do not use, pass through. Idempotent, and it throws when the
 * installed packages no longer read and write that way.
 *
 * `keepWrittenFiles` leaves out the writes of generated modules that are already on disk as this
 * content (`src/lib/writtenFiles.ts`): Docusaurus writes every one of them on every load of a
 * production build, and a publish loads the site in six processes. It keeps each module's digest
 * for what needs it later (`writtenModuleDigest`), and writes modules named by what they are made
 * from without making them while that is unchanged (`writeModuleMadeFrom`).
 */
import './installed';
import {readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import pLimit from 'p-limit';
import {
  contentDigest,
  parseWrittenFiles,
  serializeWrittenFiles,
  stillWritten,
  type WrittenFile,
} from '../../lib/writtenFiles';
import {assertPackageMentions, packageFile} from './packages';

const FILES_AT_ONCE = 64;

/** The lines that open the files, in the packages' own files; each must still be there. */
const OPENERS = [
  {
    name: '@docusaurus/plugin-content-blog',
    file: 'lib/blogUtils.js',
    needles: [
      'Promise.all(blogSourceFiles.map(doProcessBlogSourceFile))',
      "fs_extra_1.default.readFile(filePath, 'utf-8')",
    ],
  },
  {
    name: '@docusaurus/utils',
    file: 'lib/emitUtils.js',
    needles: ['fs_extra_1.default.outputFile(filepath, content)'],
  },
] as const;

const BOUNDED = Symbol.for('nerkhnama.boundedFileCalls');
const KEEPING = Symbol.for('nerkhnama.keptWrittenFiles');
type FileCall = ((...args: unknown[]) => unknown) & {
  [BOUNDED]?: true;
  [KEEPING]?: true;
};
type FsExtra = Record<'readFile' | 'outputFile', FileCall>;

const TOUCHPOINT =
  'boundOpenFiles (src/docusaurus-internals/node/openFiles.ts)';

/** The fs-extra module object a package's file loads. */
const fsExtraOf = (name: string, file: string) =>
  createRequire(packageFile(name, file, TOUCHPOINT))('fs-extra') as FsExtra;

function bound(fsExtra: FsExtra, call: keyof FsExtra, limit: number) {
  const original = fsExtra[call];
  if (typeof original !== 'function') {
    throw new Error(
      `docusaurus-internals: fs-extra has no ${call}, needed by ${TOUCHPOINT}.`,
    );
  }
  if (original[BOUNDED]) return;
  const queue = pLimit(limit);
  const queued: FileCall = (...args) =>
    typeof args.at(-1) === 'function'
      ? original(...args)
      : queue(() => original(...args));
  queued[BOUNDED] = true;
  fsExtra[call] = queued;
}

/** At most `limit` article reads and `limit` generated-module writes at a time, in this process. */
export function boundOpenFiles(limit = FILES_AT_ONCE): void {
  for (const {name, file, needles} of OPENERS) {
    assertPackageMentions(name, file, needles, TOUCHPOINT);
  }
  const [blog, utils] = OPENERS.map(({name, file}) => fsExtraOf(name, file));
  bound(blog!, 'readFile', limit);
  bound(utils!, 'outputFile', limit);
}

/** The record of what this process wrote, in the generated-files folder it describes. */
export const WRITTEN_FILES_RECORD = 'nerkhnama-written-files.json';

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The file's size and time, looked up at once: a load asks for every generated module (63,000 a
 * locale at 30,000 stories), and the promise form's round trip through the thread pool took about
 * 15 µs a file here, where the lookup itself takes 3.
 */
const onDisk = (file: string) => {
  const found = statSync(file, {throwIfNoEntry: false});
  return found ? {size: found.size, mtimeMs: found.mtimeMs} : null;
};

/**
 * The SHA-1 of what each generated module holds, by its absolute path, as this process wrote it or
 * found it written (`keepWrittenFiles`). A module's digest is taken once, when it is written: what
 * needs the digest of a module's content later (the publish's page digests) looks it up here
 * rather than serialising and hashing the same data again.
 */
const moduleDigests = new Map<string, string>();

/** The SHA-1 of the generated module `file` (absolute) as this process last wrote it, if it did. */
export const writtenModuleDigest = (file: string): string | undefined =>
  moduleDigests.get(file);

/** The folder `keepWrittenFiles` keeps in this process, and its write of a module made on demand. */
let active:
  | {
      generatedDir: string;
      write: (
        file: string,
        madeFrom: string,
        make: () => string,
      ) => Promise<void>;
    }
  | undefined;

/**
 * Writes the generated module `file` (absolute, in the folder `keepWrittenFiles` keeps) with the
 * text `make()` gives, unless the record says the text made from `madeFrom` (a SHA-1 of everything
 * the text is made from) is there, as it was left: then the text is not even made. For modules that
 * are large and mostly unchanged between builds, which a `createData` would serialise and hash on
 * every load (the news lists' items: 380 MB a locale at 30,000 stories). The record holds
 * `madeFrom` for such a module where it holds the content's digest for the others; a module written
 * one way and then the other does not match, and is written again. Returns false, writing nothing,
 * where no folder is kept in this process (the dev server) or `file` is outside it.
 */
export async function writeModuleMadeFrom(
  file: string,
  madeFrom: string,
  make: () => string,
): Promise<boolean> {
  const name = active && path.relative(active.generatedDir, file);
  if (!active || !name || name.startsWith('..') || path.isAbsolute(name)) {
    return false;
  }
  await active.write(file, madeFrom, make);
  return true;
}

/**
 * From now on in this process, a generated module under `generatedDir` whose content the record
 * says is already there, unchanged since, is not written again; every other write goes through.
 * When the process exits the record holds what it wrote or found written (nothing else), for the
 * next process. Returns how many writes it left out and made, for the log. Idempotent.
 */
export function keepWrittenFiles(
  generatedDir: string,
  log: (line: string) => void = console.log,
): {kept: () => number; written: () => number; save: () => void} {
  assertPackageMentions(
    OPENERS[1].name,
    OPENERS[1].file,
    OPENERS[1].needles,
    TOUCHPOINT,
  );
  const utils = fsExtraOf(OPENERS[1].name, OPENERS[1].file);
  const write = utils.outputFile;
  let kept = 0;
  let written = 0;
  const now = new Map<string, WrittenFile>();
  const recordFile = path.join(generatedDir, WRITTEN_FILES_RECORD);
  const counts = {
    kept: () => kept,
    written: () => written,
    /** Writes the record (beside, then renamed over the last one); at exit on its own. */
    save: () => {
      if (now.size === 0) return;
      const staged = `${recordFile}.${process.pid}`;
      try {
        writeFileSync(staged, serializeWrittenFiles(now));
        renameSync(staged, recordFile);
      } catch {
        // The folder is gone (cleared since): without a record the next process writes every module.
      }
    },
  };
  if (typeof write !== 'function') {
    throw new Error(
      `docusaurus-internals: fs-extra has no outputFile, needed by ${TOUCHPOINT}.`,
    );
  }
  if (write[KEEPING]) return counts;
  const last = parseWrittenFiles(readOrNull(recordFile));
  if (last.problem) {
    log(
      `[news] ${path.relative(process.cwd(), recordFile)}: ${last.problem}; every generated module is written again.`,
    );
  }
  const inTurn = new Map<string, Promise<void>>();
  /**
   * Writes `file` (`name` in the folder) through `writeIt`, unless the record says what `key`
   * names is there as it was left; then `done`, either way. One write of a file at a time, so that
   * its record is always of the content it holds last.
   */
  const writeUnlessThere = (
    name: string,
    file: string,
    key: string,
    writeIt: () => unknown,
    done: () => void = () => {},
  ) => {
    const turn = (inTurn.get(name) ?? Promise.resolve()).then(async () => {
      const record = last.files.get(name);
      if (stillWritten(record, key, onDisk(file))) {
        now.set(name, record!);
        kept += 1;
      } else {
        now.delete(name);
        moduleDigests.delete(file);
        await writeIt();
        const after = onDisk(file);
        if (after) now.set(name, {sha1: key, ...after});
        written += 1;
      }
      done();
    });
    inTurn.set(
      name,
      turn.catch(() => {}),
    );
    return turn;
  };
  active = {
    generatedDir,
    write: (file, madeFrom, make) =>
      writeUnlessThere(
        path.relative(generatedDir, file),
        file,
        madeFrom,
        () => write(file, make()),
        // Named by its inputs, not its content: no content digest to give.
        () => moduleDigests.delete(file),
      ),
  };
  const keeping: FileCall = async (...args) => {
    const [file, content] = args;
    const name =
      typeof file === 'string' ? path.relative(generatedDir, file) : '';
    if (
      typeof args.at(-1) === 'function' ||
      !name ||
      name.startsWith('..') ||
      path.isAbsolute(name) ||
      !(typeof content === 'string' || content instanceof Uint8Array)
    ) {
      return write(...args);
    }
    const sha1 = contentDigest(content);
    return writeUnlessThere(
      name,
      file as string,
      sha1,
      () => write(...args),
      () => moduleDigests.set(file as string, sha1),
    );
  };
  keeping[KEEPING] = true;
  if (write[BOUNDED]) keeping[BOUNDED] = true;
  utils.outputFile = keeping;
  process.once('exit', counts.save);
  return counts;
}
