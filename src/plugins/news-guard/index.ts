/**
 * Runs the news validator before any plugin loads content, so a bad article stops the build
 * before anything is written, with every problem listed. The dev server only warns, so an editor
 * can preview an article while still filling it in.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';
import {formatProblems, NEWS_DIR, EN_NEWS_DIR, validateNews} from './validate';

export class NewsValidationError extends Error {}

export function assertValidNews(siteDir: string): void {
  const {problems} = validateNews(siteDir);
  if (problems.length > 0) {
    throw new NewsValidationError(
      `The news has ${problems.length} problem(s); nothing was built. Fix them (npm run news:check lists them again):\n${formatProblems(problems)}`,
    );
  }
}

export default function newsGuardPlugin(context: LoadContext): Plugin {
  const check = () => {
    try {
      assertValidNews(context.siteDir);
    } catch (error) {
      if (process.env.NODE_ENV === 'production') throw error;
      console.warn(String(error instanceof Error ? error.message : error));
    }
  };
  check();
  return {
    name: 'nerkhnama-news-guard',
    getPathsToWatch: () => [NEWS_DIR, EN_NEWS_DIR].map((dir) => path.join(context.siteDir, dir, '**/*.{md,mdx,yml}')),
    async loadContent() {
      // Re-run on dev-server reloads (the factory above ran for the first load).
      if (process.env.NODE_ENV !== 'production') check();
    },
  };
}
