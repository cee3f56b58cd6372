/**
 * The site's source files (articles, tags.yml, authors.yml, market data), each read and parsed once
 * per process. The pre-flight check, the blog's processing steps, the market plugin and the
 * sitemap options of one build process all ask for the same files; they share one read. An entry
 * is keyed by the file's modification time and size, so the dev server and a test that rewrites a
 * file read the new text.
 */
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import yaml from 'js-yaml';

interface Entry<T> {
  stamp: string;
  value: T;
}

const texts = new Map<string, Entry<string>>();
const parsed = new Map<string, Entry<unknown>>();
let reads = 0;

function stampOf(file: string): string {
  const stat = statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
}

/** The text of a source file (UTF-8), read from disk only when it changed since the last read. */
export function readSource(file: string): string {
  const stamp = stampOf(file);
  const entry = texts.get(file);
  if (entry?.stamp === stamp) return entry.value;
  reads++;
  const value = readFileSync(file, 'utf8');
  texts.set(file, {stamp, value});
  return value;
}

/** Writes a source file and forgets what was read of it (a size-preserving edit keeps no stale text). */
export function writeSource(file: string, text: string): void {
  writeFileSync(file, text);
  texts.delete(file);
}

/**
 * A source file parsed by `parse`, once per version of the file and kind of parse (`kind` names
 * the parse, e.g. `yaml` or `yaml-json`). The value is shared: callers must not change it.
 */
export function parseSource<T>(
  file: string,
  kind: string,
  parse: (text: string) => T,
): T {
  const text = readSource(file);
  const key = `${kind}\0${file}`;
  const stamp = texts.get(file)!.stamp;
  const entry = parsed.get(key);
  if (entry?.stamp === stamp) return entry.value as T;
  const value = parse(text);
  parsed.set(key, {stamp, value});
  return value;
}

/** A YAML file as js-yaml's default schema reads it (dates become Date objects). */
export const readYamlSource = (file: string): unknown =>
  parseSource(file, 'yaml', (text) => yaml.load(text, {filename: file}));

/** How many times this process read a source file from disk (for tests and the benchmark). */
export const sourceReads = () => reads;
