import {describe, expect, it} from 'vitest';
import {parseSearchPageParams, searchPageUrl} from '../../src/lib/searchPage';

describe('the search page address', () => {
  it('keeps the defaults (newest first, page 1) out of the URL', () => {
    expect(searchPageUrl('/search', ' دلار ')).toBe(
      `/search?q=${encodeURIComponent('دلار')}`,
    );
    expect(searchPageUrl('/en/search', 'gold coin', 'relevance', 3)).toBe(
      '/en/search?q=gold+coin&order=relevance&page=3',
    );
  });
  it('reads its parameters back, falling back to the defaults on anything unexpected', () => {
    expect(parseSearchPageParams('?q=%D8%AF%D9%84%D8%A7%D8%B1&page=2')).toEqual(
      {q: 'دلار', order: 'date', page: 2},
    );
    expect(parseSearchPageParams('?q=x&order=relevance')).toEqual({
      q: 'x',
      order: 'relevance',
      page: 1,
    });
    for (const bad of [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=abc',
      '?order=oldest',
      '',
    ]) {
      expect(parseSearchPageParams(bad)).toMatchObject({
        order: 'date',
        page: 1,
      });
    }
  });
});
