/**
 * Runs the news pre-flight check (preflight.ts) before any plugin loads content, so a bad article
 * stops the build before anything is written, with every problem listed. `scripts/build.ts` runs
 * the check once and tells its `docusaurus build` processes (NEWS_CHECKED_ENV), which then skip
 * it. The dev server only warns, so an editor can preview an article while still filling it in.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';
import {buildNow} from '../../lib/schedule';
import {checkNews} from './preflight';
import {formatProblems, NEWS_DIR, EN_NEWS_DIR, validateNews} from './validate';

export class NewsValidationError extends Error {}

/** Set by scripts/build.ts for the processes of a build whose news it has already checked. */
export const NEWS_CHECKED_ENV = 'NERKHNAMA_NEWS_CHECKED';

const failure = (count: number, list: string) =>
  new NewsValidationError(
    `The news has ${count} problem(s); nothing was built. Fix them (npm run news:check lists them again):\n${list}`,
  );

/** The front-matter rules only (synchronous). */
export function assertValidNews(siteDir: string): void {
  const {problems} = validateNews(siteDir);
  if (problems.length > 0) {
    throw failure(problems.length, formatProblems(problems));
  }
}

/** The whole pre-flight check: front matter, MDX syntax, links, images, template text, letter forms. */
export async function assertNewsReady(
  siteDir: string,
  now: Date = buildNow(),
): Promise<void> {
  const {problems} = await checkNews(siteDir, {now});
  if (problems.length > 0) {
    throw failure(problems.length, formatProblems(problems));
  }
}

export default async function newsGuardPlugin(
  context: LoadContext,
): Promise<Plugin> {
  const production = process.env.NODE_ENV === 'production';
  const check = async () => {
    try {
      await assertNewsReady(context.siteDir);
    } catch (error) {
      if (production) throw error;
      console.warn(String(error instanceof Error ? error.message : error));
    }
  };
  if (!(production && process.env[NEWS_CHECKED_ENV] === 'true')) await check();
  let firstLoad = true;
  return {
    name: 'nerkhnama-news-guard',
    getPathsToWatch: () =>
      [NEWS_DIR, EN_NEWS_DIR].map((dir) =>
        path.join(context.siteDir, dir, '**/*.{md,mdx,yml}'),
      ),
    async loadContent() {
      // Re-run on dev-server reloads (the factory above ran for the first load).
      if (!production && !firstLoad) await check();
      firstLoad = false;
    },
  };
}
