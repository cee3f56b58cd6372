/**
 * A failed build never destroys or half-writes the site already in `build/`: scripts/build.ts
 * checks the news beside its processes, builds beside the output folder and swaps the result in
 * only when every step succeeded. Runs `npm run build`'s script on a temporary copy of the site (its sources, with
 * node_modules linked) whose `build/` holds a known previous site. No browser; desktop project only.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {test, expect, DESKTOP_ONLY} from './fixtures';
import {listed} from './corpus';
import {buildCopy, copySite, removeSiteCopy} from './siteCopy';
import {fileHashes} from '../../scripts/fileHashes';

/** A previous site: a few pages, an asset, a gzip copy, the English half. */
function writePreviousBuild(site: string): Map<string, string> {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>نرخ‌نما</title>',
    'index.html.gz': 'not really gzip, only bytes to keep',
    'news.html': '<!doctype html><title>اخبار</title>',
    'assets/js/main.0123abcd.js': 'console.log("previous build");',
    'en/index.html': '<!doctype html><title>Nerkhnama</title>',
    'en/news.html': '<!doctype html><title>News</title>',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, 'build', file)), {recursive: true});
    writeFileSync(path.join(site, 'build', file), text);
  }
  return fileHashes(path.join(site, 'build'));
}

const build = (site: string) => buildCopy(site);

test.describe(
  'a failed build leaves the previous build/ as it was',
  {tag: DESKTOP_ONLY},
  () => {
    test.describe.configure({mode: 'serial', timeout: 660_000});
    let site: string;
    test.beforeAll(() => {
      site = copySite('build-safety-');
    });
    test.afterAll(() => {
      removeSiteCopy(site);
    });

    /**
     * Builds the copy with the first listed article rewritten by `edit`: the check stops the build,
     * `build/` and the staged folder are as before; the article is put back. The build's output.
     */
    function buildStoppedByTheCheck(edit: (original: string) => string) {
      const before = writePreviousBuild(site);
      const article = path.join(site, listed[0].file);
      const original = readFileSync(article, 'utf8');
      writeFileSync(article, edit(original));
      try {
        const {status, output} = build(site);
        expect(status).not.toBe(0);
        expect(output).toContain('nothing was built');
        expect(output).toContain('build is left as it was');
        expect(fileHashes(path.join(site, 'build'))).toEqual(before);
        expect(existsSync(path.join(site, '.build.next'))).toBe(false);
        return {output, lines: original.split('\n').length};
      } finally {
        writeFileSync(article, original);
      }
    }

    test('a broken link in an article: the pre-flight check stops the build before it writes anything', () => {
      const {output, lines} = buildStoppedByTheCheck(
        (original) =>
          `${original}\nخبر مرتبط: [دلار در کانال تازه](/news/999999/x)\n`,
      );
      expect(output).toContain(
        `${listed[0].file}:${lines + 1} › link: /news/999999/x: no page of the site has this address.`,
      );
    });

    test('a mistake that also breaks the build’s own processes: the pre-flight check beside them still names it, and nothing is written', () => {
      // Front matter YAML cannot parse: the blog stops on it as it loads the site, which the
      // check, running beside the build's processes, may not have reached yet.
      const {output} = buildStoppedByTheCheck((original) =>
        original.replace(/^title: .*$/m, 'title: "سکه امامی در بازار'),
      );
      expect(output).toContain(`${listed[0].file}:`);
    });

    test('a broken link the build itself rejects, on the English half: build/ is untouched, byte for byte', () => {
      const before = writePreviousBuild(site);
      // Information pages are not articles: only Docusaurus's own link check (onBrokenLinks) sees this
      // one, once the Persian site is rendered and the English one is being rendered.
      appendFileSync(
        path.join(
          site,
          'i18n/en/docusaurus-plugin-content-docs/current/gift-cards.md',
        ),
        '\nSee also [the old price list](/en/no-such-page).\n',
      );
      const {status, output} = build(site);
      expect(status).not.toBe(0);
      expect(output).toMatch(/Docusaurus found broken links/);
      expect(output).toContain('-> linking to /en/no-such-page');
      expect(output).toContain('build is left as it was');
      expect(fileHashes(path.join(site, 'build'))).toEqual(before);
      expect(existsSync(path.join(site, '.build.next'))).toBe(false);
    });
  },
);
