import {describe, expect, it} from 'vitest';
import {
  idsInFileNames,
  nextFreeId,
  npmSwallowedOptions,
} from '../../scripts/news/new-article-lib';

describe('news:new helpers', () => {
  it('takes the id after the highest in use', () => {
    expect(nextFreeId([121530, 121927, 121600])).toBe(121928);
    expect(nextFreeId([])).toBe(121528);
  });
  it('counts the id of every article file name, an unfinished or misnamed one too', () => {
    expect(
      idsInFileNames([
        '2025-09-21-121530.md',
        '2026-13-99-121940.md',
        'draft-121941.mdx',
        'tags.yml',
        'img',
        '121942.md.bak',
      ]),
    ).toEqual([121530, 121940, 121941]);
  });
  it('notices options npm kept for itself (no -- before them)', () => {
    expect(
      npmSwallowedOptions({
        npm_config_title: 'true',
        npm_config_tags: 'true',
        npm_config_cache: '/x',
      }),
    ).toEqual(['title', 'tags']);
    expect(npmSwallowedOptions({npm_config_en_title: 'true'})).toEqual([
      'en-title',
    ]);
    expect(npmSwallowedOptions({})).toEqual([]);
  });
});
