import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {linkUnchangedFiles} from '../../scripts/publish/linkUnchanged';

const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) {
    rmSync(dir, {recursive: true, force: true});
  }
});

function builds() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-link-'));
  roots.push(root);
  return {last: path.join(root, 'last'), next: path.join(root, 'next')};
}

function write(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
}

const inode = (file: string) => statSync(file).ino;

describe('linkUnchangedFiles', () => {
  it('links the files whose bytes are the last build\u2019s, and only those', () => {
    const {last, next} = builds();
    const big = Buffer.alloc(200_000, 7);
    const bigChanged = Buffer.from(big);
    bigChanged[150_000] = 8; // differs past the first block read
    write(last, {
      'assets/js/main.1a.js': 'same',
      'assets/js/big.js': big,
      'assets/js/late.js': big,
      'assets/js/other.js': 'abcd',
      'route-data/news.json': '{"a":1}',
      'en/assets/js/main.2b.js': 'same in English',
    });
    write(next, {
      'assets/js/main.1a.js': 'same',
      'assets/js/big.js': big,
      'assets/js/late.js': bigChanged,
      'assets/js/other.js': 'abce',
      'assets/js/new.js': 'new',
      'route-data/news.json': '{"a":1}',
      'en/assets/js/main.2b.js': 'same in English',
      'index.html': 'a page outside the folders',
    });
    write(last, {'index.html': 'a page outside the folders'});

    const result = linkUnchangedFiles(last, next, [
      'assets',
      'route-data',
      'en/assets',
      'en/missing',
    ]);

    expect(result).toEqual({linked: 4, differing: 2});
    for (const name of [
      'assets/js/main.1a.js',
      'assets/js/big.js',
      'route-data/news.json',
      'en/assets/js/main.2b.js',
    ]) {
      expect(inode(path.join(next, name))).toBe(inode(path.join(last, name)));
    }
    for (const name of [
      'assets/js/late.js',
      'assets/js/other.js',
      'index.html',
    ]) {
      expect(inode(path.join(next, name))).not.toBe(
        inode(path.join(last, name)),
      );
    }
    expect(readFileSync(path.join(next, 'assets/js/other.js'), 'utf8')).toBe(
      'abce',
    );
    expect(readFileSync(path.join(next, 'assets/js/new.js'), 'utf8')).toBe(
      'new',
    );
  });

  it('leaves no file half-made, and counts a file already linked once', () => {
    const {last, next} = builds();
    write(last, {'assets/a.js': 'a'});
    write(next, {
      'assets/a.js': 'a',
      'assets/a.js.linking': 'left by a killed run',
    });
    expect(linkUnchangedFiles(last, next, ['assets'])).toEqual({
      linked: 1,
      differing: 0,
    });
    // The leftover of a killed run was renamed over; the file is already the last build's.
    expect(readdirSync(path.join(next, 'assets'))).toEqual(['a.js']);
    expect(linkUnchangedFiles(last, next, ['assets'])).toEqual({
      linked: 0,
      differing: 0,
    });
    expect(readFileSync(path.join(next, 'assets/a.js'), 'utf8')).toBe('a');
  });
});
