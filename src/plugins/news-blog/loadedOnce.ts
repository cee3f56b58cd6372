/**
 * The news, loaded once a build. From 1,000 stories on, a build runs three `docusaurus build`
 * processes a locale (scripts/build.ts: one bundling each side, then one rendering), and each
 * one loads the site: the blog plugin reads, parses and processes every story again (about 6 s a
 * process at 5,000 stories a language, a sixth of a publish). With LOADED_NEWS_ENV naming a folder
 * (the build makes a new one each run and removes it after), the first process of a locale keeps
 * what the blog loaded there, and the others take it instead of loading it again: every process of
 * a build then works from the same reading of the news, even if an editor saves a file meanwhile.
 *
 * The content goes through V8's serializer, which keeps dates and maps as they are and throws on
 * what it cannot carry (a function), never passing it on changed. What the loading leaves in its
 * process besides the content (the images the build ships: news-images) travels with it: a module
 * registers it with `shareLoadState`. A file that is not this build's loaded news (damaged, of
 * another format or locale) is not used: the process loads the news itself, after a line saying so.
 */
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import {processShared} from '../../lib/processShared';

/** Set by scripts/build.ts: the folder where a build's first process of each locale keeps the loaded news. */
export const LOADED_NEWS_ENV = 'NERKHNAMA_LOADED_NEWS_DIR';

const FORMAT = 1;

/** State a module keeps while the news is loaded that the processes taking the loaded news need too. */
export interface LoadState {
  save(): unknown;
  restore(value: unknown): void;
}

const states = processShared(
  'loadedNewsState',
  () => new Map<string, LoadState>(),
);

/** Registers a module's state that travels with the loaded news (one name, one state). */
export function shareLoadState(name: string, state: LoadState): void {
  states.set(name, state);
}

interface Kept<T> {
  format: number;
  locale: string;
  content: T;
  state: Record<string, unknown>;
}

/** The loaded news kept in `file` for `locale`, or why it cannot be used. */
export function readKept<T>(
  file: string,
  locale: string,
): {kept: Kept<T>} | {problem: string} {
  let value: unknown;
  try {
    value = v8.deserialize(readFileSync(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return {problem: 'none kept yet'};
    return {problem: `not readable (${(error as Error).message})`};
  }
  const kept = value as Partial<Kept<T>> | null;
  if (!kept || typeof kept !== 'object' || kept.format !== FORMAT) {
    return {problem: 'another format'};
  }
  if (kept.locale !== locale) {
    return {problem: `the news of another locale (${String(kept.locale)})`};
  }
  if (!('content' in kept) || !kept.state || typeof kept.state !== 'object') {
    return {problem: 'incomplete'};
  }
  return {kept: kept as Kept<T>};
}

/** Writes beside the file and renames, so a process never reads half of it; the bytes written. */
function keep<T>(file: string, kept: Kept<T>): number {
  const partial = `${file}.${process.pid}.partial`;
  const bytes = v8.serialize(kept);
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes.length;
}

const count = (content: unknown) =>
  (content as {blogPosts?: unknown[]} | null)?.blogPosts?.length ?? 0;

/**
 * The blog's content for `locale`: the one this build's first process loaded, when `dir` holds it,
 * else `load()`'s, which is then kept in `dir` for the build's other processes. Without `dir` (the
 * dev server, a `docusaurus build` run by hand), simply `load()`.
 */
export async function loadNewsOnce<T>(
  locale: string,
  load: () => T | Promise<T>,
  dir: string | undefined = process.env[LOADED_NEWS_ENV],
  log: (line: string) => void = console.log,
): Promise<T> {
  if (!dir) return load();
  const file = path.join(dir, `${locale}.v8`);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const found = readKept<T>(file, locale);
  if ('kept' in found) {
    for (const [name, value] of Object.entries(found.kept.state)) {
      const state = states.get(name);
      if (!state) {
        throw new Error(
          `news-blog: the loaded news in ${file} carries the state "${name}", which no module of this process registers (shareLoadState).`,
        );
      }
      state.restore(value);
    }
    log(
      `[news] ${locale}: ${count(found.kept.content)} stories as this build's first process loaded them (${seconds()} s)`,
    );
    return found.kept.content;
  }
  if (found.problem !== 'none kept yet') {
    log(
      `[news] ${locale}: the loaded news in ${file} is ${found.problem}; loading the news again.`,
    );
  }
  const content = await load();
  const state = Object.fromEntries(
    [...states].map(([name, {save}]) => [name, save()]),
  );
  const bytes = keep(file, {format: FORMAT, locale, content, state});
  log(
    `[news] ${locale}: ${count(content)} stories loaded in ${seconds()} s, kept for this build's other processes (${(bytes / 1e6).toFixed(1)} MB)`,
  );
  return content;
}
