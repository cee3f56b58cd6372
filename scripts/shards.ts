/**
 * A full build split over machines: `npm run build -- --shard fa` and `-- --shard en` each build one
 * locale (on separate CI runners), and `npm run build:merge -- DIR…` puts their folders together
 * into the site `npm run build` writes, byte for byte. Each locale's pages, feeds, sitemaps,
 * search index and images are written by that locale's build alone, into its own part of the
 * output (the default locale at the root, the others under their code), so the merge only moves
 * them into place and then writes what needs the whole site: the deploy config and gzip copies.
 *
 * A shard folder carries a manifest of how it was built. The merge reads every manifest before it
 * touches anything, and a missing, stale or damaged shard means building the whole site instead
 * (never merging a wrong one). Pure: the scripts read and write the files (shardFolders.ts).
 */
import {createHash} from 'node:crypto';

/** The manifest's file name, at the root of a shard folder (not part of the site). */
export const SHARD_MANIFEST = 'nerkhnama-shard.json';
/** Bumped when the manifest or the shard layout changes: an older shard is then rebuilt, not merged. */
export const SHARD_FORMAT = 2;

/** What a shard was built from and what it holds. */
export interface ShardManifest {
  format: number;
  /** The shard's name, the locale it builds. */
  shard: string;
  /** The moment the build published at (`NERKHNAMA_NOW`): every shard must leave out the same scheduled articles. */
  now: string;
  /** The analytics id the pages carry (`GTAG_ID`): the deploy config's CSP hashes the scripts that hold it. */
  gtagId: string;
  /** A digest of the sources (sourceFingerprint.ts): every shard, and the merge, must see the same. */
  sources: string;
  /** What the shard wrote, to tell a complete folder from a damaged or partly copied one. */
  output: OutputSummary;
}

export interface OutputSummary {
  files: number;
  bytes: number;
  /** sha256 of the sorted `path size` lines. */
  digest: string;
}

/** What the merge found in one folder given to it. */
export interface FoundShard {
  dir: string;
  /** The manifest's text, or undefined when there is none. */
  manifest: string | undefined;
  /** The folder's files as they are now (without the manifest). */
  output: OutputSummary;
}

export interface MergeExpectation {
  /** The shards a whole site needs: one per locale. */
  shards: readonly string[];
  /** The sources the merge sees (its checkout). */
  sources: string;
}

/** A manifest from its text, or why it is unusable. */
export function parseManifest(text: string): ShardManifest | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'its manifest is not JSON (a damaged or partly copied shard)';
  }
  const m = data as Partial<ShardManifest> | null;
  if (typeof m !== 'object' || m === null) return 'its manifest is empty';
  if (m.format !== SHARD_FORMAT) {
    return `its manifest has format ${String(m.format)}, this build writes ${SHARD_FORMAT} (a shard of another version of the build)`;
  }
  const texts = ['shard', 'now', 'gtagId', 'sources'] as const;
  const missing = texts.filter((key) => typeof m[key] !== 'string');
  const output = m.output as Partial<OutputSummary> | undefined;
  if (
    typeof output?.files !== 'number' ||
    typeof output.bytes !== 'number' ||
    typeof output.digest !== 'string'
  ) {
    missing.push('output' as never);
  }
  if (missing.length > 0) {
    return `its manifest lacks ${missing.join(', ')}`;
  }
  return m as ShardManifest;
}

/**
 * Whether these folders make the whole site, and if not every reason why: a folder without a
 * manifest or with a damaged one, files missing or changed since the shard wrote them, a shard
 * built from other sources than the merge's (stale), shards that disagree on "now" or the
 * analytics id, a shard twice, a shard missing.
 */
export function shardProblems(
  found: readonly FoundShard[],
  expected: MergeExpectation,
): string[] {
  const problems: string[] = [];
  const manifests: Array<ShardManifest & {dir: string}> = [];
  for (const shard of found) {
    if (shard.manifest === undefined) {
      problems.push(
        `${shard.dir}: no ${SHARD_MANIFEST} (not a shard folder, or its build did not finish)`,
      );
      continue;
    }
    const manifest = parseManifest(shard.manifest);
    if (typeof manifest === 'string') {
      problems.push(`${shard.dir}: ${manifest}`);
      continue;
    }
    if (!expected.shards.includes(manifest.shard)) {
      problems.push(
        `${shard.dir}: shard "${manifest.shard}" is not one of this site's (${expected.shards.join(', ')})`,
      );
      continue;
    }
    const {output} = manifest;
    if (
      output.files !== shard.output.files ||
      output.bytes !== shard.output.bytes ||
      output.digest !== shard.output.digest
    ) {
      problems.push(
        `${shard.dir}: holds ${shard.output.files} files (${shard.output.bytes} bytes) where its build wrote ${output.files} (${output.bytes} bytes), or other ones (damaged or partly copied)`,
      );
    }
    if (manifest.sources !== expected.sources) {
      problems.push(
        `${shard.dir}: shard ${manifest.shard} was built from other sources than these (stale: built before the last change, or from another commit)`,
      );
    }
    manifests.push({...manifest, dir: shard.dir});
  }
  for (const key of ['now', 'gtagId'] as const) {
    const values = new Set(manifests.map((m) => m[key]));
    if (values.size > 1) {
      problems.push(
        `the shards were built with different ${key === 'now' ? 'NERKHNAMA_NOW' : 'GTAG_ID'}: ${manifests.map((m) => `${m.shard} ${m[key] || '(none)'}`).join(', ')}`,
      );
    }
  }
  for (const name of expected.shards) {
    const dirs = manifests.filter((m) => m.shard === name).map((m) => m.dir);
    if (dirs.length === 0) problems.push(`shard ${name} is missing`);
    if (dirs.length > 1) {
      problems.push(`shard ${name} was given twice: ${dirs.join(', ')}`);
    }
  }
  return problems;
}

/** The summary of a folder's files from `[path, size]` pairs (paths relative, with `/`). */
export function outputSummary(
  files: ReadonlyArray<readonly [string, number]>,
): OutputSummary {
  // Hashed line by line: at a large archive the list is hundreds of thousands of lines, never
  // joined into one string.
  const lines = files.map(([file, size]) => `${file} ${size}`).sort();
  const hash = createHash('sha256');
  lines.forEach((line, i) => hash.update(i === 0 ? line : `\n${line}`));
  return {
    files: files.length,
    bytes: files.reduce((sum, [, size]) => sum + size, 0),
    digest: hash.digest('hex'),
  };
}

/**
 * What the sources digest leaves out: what builds, tests and tools write, not what they read
 * (dependencies are in the lock file, which is in). `deploy/nginx.conf` is written by the build.
 * An output folder is left out at any depth: the e2e suite builds a fixture site inside the tests,
 * and the checkout's digest must not change with it.
 */
export function isSourcePath(relativePath: string): boolean {
  const parts = relativePath.split('/');
  return (
    !parts.some((part) => OUTPUT_FOLDERS.has(part)) &&
    !parts[0].startsWith('.build') &&
    relativePath !== 'deploy/nginx.conf' &&
    !relativePath.endsWith('.log') &&
    !relativePath.split('/').includes('.DS_Store')
  );
}

const OUTPUT_FOLDERS = new Set([
  '.git',
  'node_modules',
  'build',
  'build-shards',
  '.docusaurus',
  '.docusaurus-build',
  'bench-results',
  'test-results',
  'playwright-report',
  'blob-report',
  '.cache-loader',
  '.env',
]);
