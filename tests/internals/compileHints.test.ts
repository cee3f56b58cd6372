// The app's start files carry V8's compile hint on their first line (src/plugins/lean-client): a minifier that
// keeps comments differently, or a banner stage that lands before minification, would drop it without a sound.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  APP_START_FILES,
  COMPILE_HINT,
} from '../../src/plugins/lean-client/index';
import {LOCALES, localeDir} from './build';

describe.each(LOCALES)("the %s site's scripts", (locale) => {
  const dir = path.join(localeDir(locale), 'assets/js');
  const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const firstLine = (file: string) =>
    readFileSync(path.join(dir, file), 'utf8').split('\n', 1)[0];

  it('main.js and its runtime open with the compile hint, in their gzip copies too', () => {
    const start = scripts.filter((file) => APP_START_FILES.test(file));
    expect(start.map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['main', 'runtime~main']),
    );
    for (const file of start) {
      expect(firstLine(file), file).toBe(COMPILE_HINT);
      const gzipped = gunzipSync(readFileSync(path.join(dir, `${file}.gz`)));
      expect(gzipped.toString('utf8').split('\n', 1)[0], `${file}.gz`).toBe(
        COMPILE_HINT,
      );
    }
  });

  it('route chunks, which run only part of what they hold, have no hint', () => {
    const chunks = scripts.filter((file) => !APP_START_FILES.test(file));
    expect(chunks.length).toBeGreaterThan(10);
    for (const file of chunks) {
      expect(firstLine(file), file).not.toBe(COMPILE_HINT);
    }
  });
});
