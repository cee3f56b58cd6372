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
 */
import './installed';
import {createRequire} from 'node:module';
import pLimit from 'p-limit';
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
type FileCall = ((...args: unknown[]) => unknown) & {[BOUNDED]?: true};
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
