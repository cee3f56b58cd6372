import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {stagingDir} from '../../scripts/buildPlan';
import {LOWEST_PRIORITY, removeRetired, swapIn} from '../../scripts/buildSteps';

const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) {
    rmSync(dir, {recursive: true, force: true});
  }
});

function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-swap-'));
  roots.push(root);
  return root;
}

/** Stages a build whose index.html says `text`, and swaps it in. */
function buildAndSwap(root: string, text: string) {
  const dirs = {...stagingDir(root, 'build'), target: path.join(root, 'build')};
  mkdirSync(path.join(dirs.staging, 'en'), {recursive: true});
  writeFileSync(path.join(dirs.staging, 'index.html'), text);
  writeFileSync(path.join(dirs.staging, 'en/index.html'), `${text} (en)`);
  swapIn(dirs, '.');
  return dirs;
}

const read = (file: string) => readFileSync(file, 'utf8');

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('swapping a build in', () => {
  it('keeps the build it replaced as the previous one, and retires the one kept before', async () => {
    const root = site();
    buildAndSwap(root, 'one');
    expect(existsSync(path.join(root, '.build.previous'))).toBe(false);
    buildAndSwap(root, 'two');
    expect(read(path.join(root, 'build/index.html'))).toBe('two');
    expect(read(path.join(root, '.build.previous/index.html'))).toBe('one');
    const dirs = buildAndSwap(root, 'three');
    expect(read(path.join(root, 'build/index.html'))).toBe('three');
    expect(read(path.join(root, '.build.previous/en/index.html'))).toBe(
      'two (en)',
    );
    const retired = () =>
      readdirSync(root).filter((name) => name.startsWith('.build.retired-'));
    expect(retired()).toHaveLength(1);
    expect(existsSync(dirs.staging)).toBe(false);

    const remover = removeRetired(dirs.retiredPrefix);
    expect(remover.removing).toBe(1);
    // At the lowest priority, so that it never slows the next build or publish down.
    expect(os.getPriority(remover.pid)).toBe(LOWEST_PRIORITY);
    await until(() => retired().length === 0);
    expect(read(path.join(root, 'build/index.html'))).toBe('three');
    expect(read(path.join(root, '.build.previous/index.html'))).toBe('two');
  });

  it('waits while a build or publish of the folder runs, not for one that died, and removes the retired build once it has ended', async () => {
    const root = site();
    buildAndSwap(root, 'one');
    buildAndSwap(root, 'two');
    const dirs = buildAndSwap(root, 'three');
    const retired = () =>
      readdirSync(root).filter((name) => name.startsWith('.build.retired-'));
    expect(retired()).toHaveLength(1);
    // A publish of the folder runs (this test's process stands in for it); one that died left its mark.
    const running = path.join(root, `.build.busy-${process.pid}`);
    writeFileSync(running, '');
    writeFileSync(path.join(root, '.build.busy-999999999'), '');
    const remover = removeRetired(dirs.retiredPrefix, dirs.target);
    expect(remover.removing).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(retired()).toHaveLength(1);
    rmSync(running);
    await until(() => retired().length === 0);
    expect(read(path.join(root, '.build.previous/index.html'))).toBe('two');
  });

  it('marks a running build beside its output folder until its process exits', () => {
    const root = site();
    const script = [
      // An ES module importing the TypeScript: its exports come as the default's too.
      `const steps = await import(${JSON.stringify(path.resolve('scripts/buildSteps.ts'))});`,
      `const markBusy = steps.markBusy ?? steps.default.markBusy;`,
      `const {readdirSync} = await import('node:fs');`,
      `markBusy(${JSON.stringify(path.join(root, 'build'))});`,
      `console.log(readdirSync(${JSON.stringify(root)}).filter((n) => n.startsWith('.build.busy-')).join());`,
    ].join('\n');
    const seen = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {encoding: 'utf8'},
    ).trim();
    expect(seen).toMatch(/^\.build\.busy-\d+$/);
    expect(
      readdirSync(root).filter((name) => name.startsWith('.build.busy-')),
    ).toEqual([]);
  });

  it('removes nothing when no build is retired', () => {
    const root = site();
    buildAndSwap(root, 'one');
    expect(removeRetired(stagingDir(root, 'build').retiredPrefix)).toEqual({
      removing: 0,
    });
  });

  it('replaces only the part a one-locale build wrote', () => {
    const root = site();
    buildAndSwap(root, 'one');
    const dirs = {
      ...stagingDir(root, 'build'),
      target: path.join(root, 'build'),
    };
    mkdirSync(path.join(dirs.staging, 'en'), {recursive: true});
    writeFileSync(path.join(dirs.staging, 'en/index.html'), 'two (en)');
    swapIn(dirs, 'en');
    expect(read(path.join(root, 'build/index.html'))).toBe('one');
    expect(read(path.join(root, 'build/en/index.html'))).toBe('two (en)');
    expect(read(path.join(root, '.build.previous/en/index.html'))).toBe(
      'one (en)',
    );
  });
});
