/**
 * `npm run build:merge` checks the shards before it touches anything: with a damaged, missing or
 * stale shard and `--no-fallback` it stops, naming the problem, and leaves the output folder as it
 * was (without the option it builds the whole site instead: shards.ts decides, shards.test.ts).
 */
import {spawnSync} from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SHARD_MANIFEST} from '../../scripts/shards';

const ROOT = path.resolve(__dirname, '../..');
let work: string;

const merge = (...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/build-merge.ts'),
      ...args,
    ],
    {cwd: ROOT, encoding: 'utf8'},
  );

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'build-merge-'));
  mkdirSync(path.join(work, 'site'));
  writeFileSync(path.join(work, 'site/index.html'), 'the published site');
  mkdirSync(path.join(work, 'fa'));
  writeFileSync(path.join(work, 'fa/index.html'), '<!doctype html>');
  writeFileSync(path.join(work, 'fa', SHARD_MANIFEST), '{"format": 1, "sh');
});
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('build:merge on shards it cannot trust', {timeout: 60_000}, () => {
  it('says what is wrong with each and leaves the output folder as it was', () => {
    const result = merge(
      path.join(work, 'fa'),
      path.join(work, 'en'),
      '--no-fallback',
      '--out-dir',
      path.join(work, 'site'),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(work, 'fa')}: its manifest is not JSON (a damaged or partly copied shard)`,
    );
    expect(result.stderr).toContain(
      `${path.join(work, 'en')}: no ${SHARD_MANIFEST}`,
    );
    expect(result.stderr).toContain('shard en is missing');
    expect(result.stderr).toContain(
      'the shards do not make the whole site (--no-fallback: stopping)',
    );
    expect(readFileSync(path.join(work, 'site/index.html'), 'utf8')).toBe(
      'the published site',
    );
    expect(readFileSync(path.join(work, 'fa/index.html'), 'utf8')).toBe(
      '<!doctype html>',
    );
  });
});
