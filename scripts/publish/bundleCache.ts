/**
 * The bundler cache a publish reads and writes (src/plugins/publish-pages/files.ts names it): one
 * folder per site folder and code. Before a publish uses its folder, the folders of the same site
 * written by other code are removed (they can never be read again), and so is any folder no
 * publish has touched for a fortnight (a copy of the site that is gone). A full build of the whole
 * site writes the folder afresh (`fresh`): it bundles cold all the same, and the publish after it
 * (the first after new code, after a fallback or a scheduled full build) bundles from what it left.
 */
import {existsSync, mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  bundleCacheDir,
  bundleCachePrefix,
  bundleCacheRoot,
} from '../../src/plugins/publish-pages/files';

const UNUSED_FOR_MS = 14 * 24 * 60 * 60 * 1000;

export interface BundleCache {
  dir: string;
  /** Whether an earlier build or publish of this code left it (else this one bundles cold and writes it). */
  warm: boolean;
  /** Folders removed: this site's of other code, and any unused for a fortnight. */
  removed: number;
}

export function prepareBundleCache(
  siteDir: string,
  code: string,
  {now = Date.now(), fresh = false}: {now?: number; fresh?: boolean} = {},
): BundleCache {
  const root = bundleCacheRoot(siteDir);
  const dir = bundleCacheDir(siteDir, code);
  const prefix = bundleCachePrefix(siteDir);
  let removed = 0;
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    const folder = path.join(root, name);
    if (folder === dir) continue;
    const stale =
      name.startsWith(prefix) ||
      now - (statSync(folder, {throwIfNoEntry: false})?.mtimeMs ?? 0) >
        UNUSED_FOR_MS;
    if (stale) {
      rmSync(folder, {recursive: true, force: true});
      removed += 1;
    }
  }
  if (fresh) rmSync(dir, {recursive: true, force: true});
  const warm = existsSync(dir) && readdirSync(dir).length > 0;
  mkdirSync(dir, {recursive: true});
  return {dir, warm, removed};
}

/** Removes every bundler cache of a site folder (a temporary copy of the site, when it goes). */
export function removeBundleCaches(siteDir: string): void {
  const root = bundleCacheRoot(siteDir);
  const prefix = bundleCachePrefix(siteDir);
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    if (name.startsWith(prefix)) {
      rmSync(path.join(root, name), {recursive: true, force: true});
    }
  }
}
