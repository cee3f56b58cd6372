/** Content hashes of a folder's files, to compare two builds (scripts/sameSite.ts) or one build before and after. */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
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
  for (const entry of readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (include(relative)) {
      out.set(
        relative,
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      );
    }
  }
  return out;
}
