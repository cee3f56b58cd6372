// The search box fetches Pagefind's engine files before its worker asks for them
// (src/components/SearchBox/engineFiles.ts). If a Pagefind upgrade renames them, that head start
// would silently fetch nothing: each named file must be in the build.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  languageFiles,
  WORKER_FILE,
  type PagefindEntry,
  partFiles,
} from '../../src/components/SearchBox/engineFiles';
import {
  PARTS_FILE,
  type SearchParts,
} from '../../src/plugins/search-index/parts';
import {LOCALES, localeDir} from './build';

const entryOf = (dir: string) =>
  JSON.parse(
    readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'),
  ) as PagefindEntry & {languages: Record<string, {page_count: number}>};

describe.each(LOCALES)("the %s site's Pagefind bundle", (locale) => {
  const bundle = path.join(localeDir(locale), 'pagefind');
  it('holds every engine file the search box fetches early', () => {
    const entry = JSON.parse(
      readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'),
    ) as PagefindEntry;
    const files = [WORKER_FILE, ...languageFiles(entry)];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      expect(existsSync(path.join(bundle, file)), file).toBe(true);
    }
  });
  it('lists its parts, each an index the engine merges: its entry and metadata, no engine of its own', () => {
    const {parts} = JSON.parse(
      readFileSync(path.join(bundle, PARTS_FILE), 'utf8'),
    ) as SearchParts;
    expect(parts.length).toBeGreaterThan(0);
    expect([...parts].sort()).toEqual(parts);
    const folders = readdirSync(bundle, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('news-'))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(parts);
    for (const part of parts) {
      const dir = path.join(bundle, part);
      for (const file of partFiles(entryOf(dir))) {
        expect(existsSync(path.join(dir, file)), `${part}/${file}`).toBe(true);
      }
      const files = readdirSync(dir);
      expect(files.filter((file) => /\.js$|^wasm\./.test(file))).toEqual([]);
    }
  });
});
