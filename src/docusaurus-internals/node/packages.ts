/**
 * Where installed packages live, and what their files say. The touchpoints check Docusaurus's own
 * files (a variable it still reads, a module it still imports) rather than trusting a name.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const requireHere = createRequire(__filename);

/** The folder of an installed package: from its package.json, or from its main module when an exports map hides that file. */
export function packageDir(name: string): string {
  try {
    return path.dirname(requireHere.resolve(`${name}/package.json`));
  } catch {
    // exports map without ./package.json: walk up from the main module
  }
  let dir = path.dirname(requireHere.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string}).name ===
        name
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(
        `docusaurus-internals: no package.json named ${name} above ${requireHere.resolve(name)}.`,
      );
    }
    dir = parent;
  }
}

/** A file of an installed package; throws naming the touchpoint when the file is gone. */
export function packageFile(
  name: string,
  file: string,
  touchpoint: string,
): string {
  const absolute = path.join(packageDir(name), file);
  if (!existsSync(absolute)) {
    throw new Error(
      `docusaurus-internals: ${name}/${file} is gone, needed by ${touchpoint}. See src/docusaurus-internals/README.md.`,
    );
  }
  return absolute;
}

/** Throws unless `source` (the text of `file`) still contains every needle, e.g. the line that reads a variable. */
export function assertMentions(
  source: string,
  file: string,
  needles: readonly string[],
  touchpoint: string,
): void {
  const missing = needles.filter((needle) => !source.includes(needle));
  if (missing.length > 0) {
    throw new Error(
      `docusaurus-internals: ${file} no longer contains ${missing.map((m) => JSON.stringify(m)).join(', ')}, needed by ${touchpoint}. See src/docusaurus-internals/README.md.`,
    );
  }
}

/** assertMentions over an installed package's file. */
export function assertPackageMentions(
  name: string,
  file: string,
  needles: readonly string[],
  touchpoint: string,
): void {
  assertMentions(
    readFileSync(packageFile(name, file, touchpoint), 'utf8'),
    `${name}/${file}`,
    needles,
    touchpoint,
  );
}

/** Loads a CommonJS module of an installed package by its file path (the package's exports map does not list it). */
export function requirePackageFile<T>(
  name: string,
  file: string,
  touchpoint: string,
): T {
  return requireHere(packageFile(name, file, touchpoint)) as T;
}
