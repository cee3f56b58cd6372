/**
 * `npm run news:check` as an editor types it, on a copy of the site's content: the options after
 * `--` reach the check (npm hands them to the last command of a chained script), the fix it
 * advertises works, and the market data are checked in the same run.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const CONTENT = ['news', 'i18n', 'info', 'market', 'static'];
const ARTICLE = 'news/2025-09-21-121530.md';

let site: string;

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'news-check-cli-'));
  for (const dir of CONTENT) {
    cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
  }
  // An editor's keyboard with the Arabic layout: ي for ی in the headline.
  const file = path.join(site, ARTICLE);
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace(/^title: (.*)ی/m, 'title: $1ي'));
});

afterAll(() => rmSync(site, {recursive: true, force: true}));

function newsCheck(...args: string[]) {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'news:check', '--', ...args, '--site', site],
    {cwd: ROOT, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}},
  );
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('npm run news:check', {timeout: 120_000}, () => {
  it('reports the Arabic letter form with its line and the fix to run', () => {
    const {status, output} = newsCheck();
    expect(status).toBe(1);
    expect(output).toMatch(
      new RegExp(`${ARTICLE}:2 › title: Arabic letter form ي \\(U\\+064A\\)`),
    );
    expect(output).toContain('npm run news:check -- --fix');
  });

  it('-- --fix rewrites it in place, and the news and the market data then pass', () => {
    const {status, output} = newsCheck('--fix');
    expect(output).toContain(`✓ fixed Arabic letter forms in ${ARTICLE}`);
    expect(status, output).toBe(0);
    expect(output).toMatch(/✓ \d+ articles .* are valid/);
    expect(output).toMatch(
      /✓ \d+ instruments and \d+ days of closing prices are valid/,
    );
    expect(readFileSync(path.join(site, ARTICLE), 'utf8')).not.toMatch(/ي/);
  });
});
