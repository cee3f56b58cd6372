import {describe, expect, it} from 'vitest';
import {
  listBasePermalink,
  pagePermalink,
  pageWindow,
} from '../../src/lib/pagination';

describe('page window', () => {
  it('shows first, last, the current page and its neighbours with gaps', () => {
    expect(pageWindow(6, 16)).toEqual([1, 'gap', 5, 6, 7, 'gap', 16]);
    expect(pageWindow(1, 16)).toEqual([1, 2, 'gap', 16]);
    expect(pageWindow(16, 16)).toEqual([1, 'gap', 15, 16]);
  });
  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(3, 16)).toEqual([1, 2, 3, 4, 'gap', 16]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('handles one page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('rejects a page outside the list', () => {
    expect(() => pageWindow(17, 16)).toThrow(RangeError);
  });
});

describe('page URLs', () => {
  it('derives the first page from any page', () => {
    expect(listBasePermalink('/news/page/3', 3)).toBe('/news');
    expect(listBasePermalink('/en/news/tags/x-1a2b3c/page/2', 2)).toBe(
      '/en/news/tags/x-1a2b3c',
    );
    expect(listBasePermalink('/news', 1)).toBe('/news');
  });
  it('builds page n', () => {
    expect(pagePermalink('/news', 1)).toBe('/news');
    expect(pagePermalink('/news', 16)).toBe('/news/page/16');
  });
});
