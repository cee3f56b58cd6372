// The search box fetches Pagefind's engine files before its worker asks for them
// (src/components/SearchBox/engineFiles.ts). If a Pagefind upgrade renames them, that head start
// would silently fetch nothing: each named file must be in the build.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  languageFiles,
  WORKER_FILE,
  type PagefindEntry,
} from '../../src/components/SearchBox/engineFiles';
import {LOCALES, localeDir} from './build';

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
});
