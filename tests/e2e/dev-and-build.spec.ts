/**
 * An editor previewing with `npm start` while `npm run build` runs keeps a working preview: the
 * build's processes write their generated files into `.docusaurus-build`, never into the dev
 * server's `.docusaurus` (scripts/build.ts). Starts the dev server on a free port, builds the
 * English site into a temporary folder, and reads an article from the dev server before and after.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freePort} from '../../deploy/localNginx';
import {test, expect, DESKTOP_ONLY} from './fixtures';
import {articleUrl, listed} from './corpus';

const ROOT = path.resolve(__dirname, '../..');

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the dev server did not answer ${url} in time`);
}

test.describe(
  'the dev server keeps working while a production build runs',
  {tag: DESKTOP_ONLY},
  () => {
    test.describe.configure({timeout: 1_200_000});
    let dev: ChildProcess | undefined;
    let log = '';

    test.afterAll(() => {
      if (dev?.pid) {
        try {
          process.kill(-dev.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    });

    test('an article still renders on the dev server after a build', async ({
      page,
      diagnostics,
    }) => {
      diagnostics.expect(/./); // the dev server's own console noise (hot reload, React dev warnings)
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      dev = spawn(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
          'start',
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
          '--no-open',
        ],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            BROWSER: 'none',
            NO_COLOR: '1',
            FORCE_COLOR: '0',
          },
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      dev.stdout!.on('data', (chunk) => (log += chunk));
      dev.stderr!.on('data', (chunk) => (log += chunk));
      await waitFor(`${origin}/`, Date.now() + 300_000);

      const article = listed[0];
      const readArticle = async () => {
        await page.goto(`${origin}${encodeURI(articleUrl(article))}`);
        await expect(
          page.locator('article h1, h1').first(),
          log.slice(-2000),
        ).toHaveText(article.frontMatter.title, {timeout: 120_000});
      };
      await readArticle();

      const devConfig = path.join(ROOT, '.docusaurus', 'docusaurus.config.mjs');
      const devConfigTime = statSync(devConfig).mtimeMs;
      const outDir = mkdtempSync(path.join(tmpdir(), 'dev-and-build-'));
      try {
        const build = spawnSync(
          process.execPath,
          [
            path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
            'scripts/build.ts',
            '--locale',
            'en',
            '--out-dir',
            path.join(outDir, 'site'),
          ],
          {cwd: ROOT, encoding: 'utf8', timeout: 780_000},
        );
        expect(
          build.status,
          `${build.stdout}\n${build.stderr}`.slice(-3000),
        ).toBe(0);
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
      // The build wrote its own generated files, not the dev server's.
      expect(statSync(devConfig).mtimeMs).toBe(devConfigTime);
      await page.waitForTimeout(3000); // a reload the dev server might have started would show by now
      await readArticle();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  },
);
