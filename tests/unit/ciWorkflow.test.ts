/**
 * The CI workflow that builds the site split over runners names facts the code owns: the shards
 * are the site's locales, each merged, and the folders it carries between runs are the ones the
 * build keeps its reusable work in.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../src/config/locales';
import {IMAGE_CACHE_DIR} from '../../src/plugins/news-images/cacheFiles';
import {NEWS_CHECK_CACHE_DIR} from '../../src/plugins/news-guard/recordStore';
import {SEARCH_CACHE_DIR} from '../../src/plugins/search-index/bodyCache';
import {READING_TIMES_DIR} from '../../src/plugins/news-blog/readingTimes';
import {SERVER_ARTICLES_CACHE_DIR} from '../../src/plugins/client-routing/serverArticles';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  jobs: Record<
    string,
    {steps: Step[]; strategy?: {matrix: {shard: string[]}}; needs?: string[]}
  >;
}

const workflow = yaml.load(
  readFileSync(
    path.join(import.meta.dirname, '../../.github/workflows/build.yml'),
    'utf8',
  ),
) as Workflow;
const {shard, merge} = workflow.jobs;

describe('the split build workflow', () => {
  it('runs one shard job per locale and merges every shard', () => {
    expect(shard.strategy?.matrix.shard).toEqual([...LOCALES]);
    const build = shard.steps.find((step) => step.run?.includes('--shard'));
    expect(build?.run).toBe('npm run build -- --shard ${{ matrix.shard }}');
    const merging = merge.steps.find((step) =>
      step.run?.startsWith('npm run build:merge'),
    );
    expect(merging?.run?.split(/\s+/).slice(4)).toEqual(
      LOCALES.map((locale) => `build-shards/${locale}`),
    );
  });

  it('restores the build caches before the shard build, per shard', () => {
    const cacheAt = shard.steps.findIndex((step) =>
      step.uses?.startsWith('actions/cache@'),
    );
    const buildAt = shard.steps.findIndex((step) =>
      step.run?.includes('--shard'),
    );
    const installAt = shard.steps.findIndex((step) =>
      step.run?.startsWith('npm install'),
    );
    expect(cacheAt).toBeGreaterThan(installAt);
    expect(cacheAt).toBeLessThan(buildAt);
    const cache = shard.steps[cacheAt].with!;
    expect(cache.path.trim().split('\n').sort()).toEqual(
      [
        IMAGE_CACHE_DIR,
        NEWS_CHECK_CACHE_DIR,
        SEARCH_CACHE_DIR,
        READING_TIMES_DIR,
        SERVER_ARTICLES_CACHE_DIR,
      ].sort(),
    );
    expect(cache.key).toContain('${{ matrix.shard }}');
    expect(cache.key.startsWith(cache['restore-keys'])).toBe(true);
  });
});
