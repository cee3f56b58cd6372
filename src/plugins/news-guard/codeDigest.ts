/**
 * A digest of the code a cached result came from: a module, every module of this repository it
 * imports (followed through relative imports, dynamic ones too), and the locked dependencies. Any
 * edit to one of them gives another digest, so no one has to remember to bump a version number.
 */
import {createHash, randomUUID} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, as TypeScript resolves it here. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find(isFile);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The module and the repository's modules it imports, directly or not: sorted absolute paths. */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** sha1 of the closure's files (paths relative to `root`, and contents) and `root`'s package-lock.json. */
export function codeDigest(entry: string, root: string): string {
  // Code that cannot be read matches nothing kept: the check then makes every record again.
  if (!isFile(entry)) return randomUUID();
  const hash = createHash('sha1');
  const lock = path.join(root, 'package-lock.json');
  for (const file of [...moduleClosure(entry), lock]) {
    if (!isFile(file)) continue;
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
