/**
 * Editor mistakes never reach readers: a broken internal link or anchor fails the build, with a
 * message that names the page and the link. Builds tests/fixtures/link-check with the same
 * link-check settings as the real site (no browser needed; desktop project only).
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect, DESKTOP_ONLY} from './fixtures';

const fixture = path.join(__dirname, '../fixtures/link-check');

function buildFixture(linkCase: 'link' | 'anchor') {
  const outDir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', fixture, '--out-dir', outDir],
    {
      env: {
        ...process.env,
        LINK_CASE: linkCase,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  rmSync(outDir, {recursive: true, force: true});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

test.describe('build-time link checks', {tag: DESKTOP_ONLY}, () => {
  test.describe.configure({mode: 'serial', timeout: 150_000});

  test('a link to a page that does not exist fails the build and names it', () => {
    const {status, output} = buildFixture('link');
    expect(status).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links!');
    expect(output).toMatch(
      /Broken link on source page path = \/:\s*\n\s*-> linking to \/no-such-page/,
    );
  });

  test('a link to a heading that does not exist fails the build and names it', () => {
    const {status, output} = buildFixture('anchor');
    expect(status).not.toBe(0);
    expect(output).toContain('Docusaurus found broken anchors!');
    expect(output).toMatch(
      /Broken anchor on source page path = \/:\s*\n\s*-> linking to \/other#missing-heading/,
    );
  });
});
