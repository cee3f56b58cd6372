/** The files side of build shards (shards.ts): summarising a folder, the sources' digest, moving a shard into the site. */
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  isSourcePath,
  outputSummary,
  SHARD_MANIFEST,
  type FoundShard,
  type OutputSummary,
  type ShardManifest,
} from './shards';

/** Every file under `dir`, relative with `/`, sorted; `keep` filters on that path. */
export function filesUnder(
  dir: string,
  keep: (relativePath: string) => boolean = () => true,
): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), {
      withFileTypes: true,
    })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!keep(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** The summary of a shard folder's files, its manifest left out. */
export function summarizeShard(dir: string): OutputSummary {
  return outputSummary(
    filesUnder(dir, (file) => file !== SHARD_MANIFEST).map(
      (file) => [file, statSync(path.join(dir, file)).size] as const,
    ),
  );
}

/**
 * A digest of the site's sources (paths and contents; not what builds write: shards.ts,
 * isSourcePath). Two checkouts of one commit give the same digest on any machine.
 */
export function sourceFingerprint(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(siteDir, isSourcePath)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(siteDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function writeManifest(dir: string, manifest: ShardManifest): void {
  writeFileSync(
    path.join(dir, SHARD_MANIFEST),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}

export function readShard(dir: string): FoundShard {
  const file = path.join(dir, SHARD_MANIFEST);
  const present = existsSync(dir) && statSync(dir).isDirectory();
  return {
    dir,
    manifest:
      present && existsSync(file) ? readFileSync(file, 'utf8') : undefined,
    output: present ? summarizeShard(dir) : outputSummary([]),
  };
}

/**
 * Moves a shard's files into the site folder being assembled: whole folders by one rename where
 * the site has none yet (a locale's folder), file by file where both have one. A file both hold
 * is an error: shards own disjoint parts of the site. Across file systems, copies.
 */
export function moveShardInto(shardDir: string, siteDir: string): void {
  for (const entry of readdirSync(shardDir, {withFileTypes: true})) {
    if (entry.name === SHARD_MANIFEST) continue;
    moveEntry(path.join(shardDir, entry.name), path.join(siteDir, entry.name));
  }
}

function moveEntry(from: string, to: string): void {
  if (!existsSync(to)) {
    mkdirSync(path.dirname(to), {recursive: true});
    try {
      renameSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      cpSync(from, to, {recursive: true});
      rmSync(from, {recursive: true, force: true});
    }
    return;
  }
  if (statSync(from).isDirectory() && statSync(to).isDirectory()) {
    for (const name of readdirSync(from)) {
      moveEntry(path.join(from, name), path.join(to, name));
    }
    return;
  }
  throw new Error(
    `two shards wrote ${to}: each shard must own its part of the site.`,
  );
}
