import {describe, expect, it} from 'vitest';
import {
  countShownOn,
  listLayout,
  plainLayout,
  type ListLayout,
} from '../../src/lib/listLayout';
import {NEWS_LIST_LAYOUT} from '../../src/config/newsPageSize';

const rules = {pageSize: 10, freshPages: 5, boundaryMax: 60};
/** Article numbers newest first: n, n-1, …, 1. */
const newestFirst = (n: number) => Array.from({length: n}, (_, i) => n - i);
const sizes = (layout: ListLayout) => layout.pages.map((page) => page.length);

describe('a list cut as a full build cuts it', () => {
  it('pages of ten, newest first, the last one short; one empty page for an empty list', () => {
    const layout = plainLayout(newestFirst(23), 10);
    expect(sizes(layout)).toEqual([10, 10, 3]);
    expect(layout.pages[0][0]).toBe(23);
    expect(layout).toMatchObject({fresh: 3, count: 23, settledCount: 23});
    expect(plainLayout([], 10).pages).toEqual([[]]);
  });

  it('without a last layout, or one no longer than the fresh pages, a list is cut that way', () => {
    expect(listLayout(newestFirst(161), rules)).toEqual(
      plainLayout(newestFirst(161), 10),
    );
    const short = plainLayout(newestFirst(50), 10);
    expect(listLayout(newestFirst(51), rules, short)).toEqual(
      plainLayout(newestFirst(51), 10),
    );
  });

  it('the site keeps the rules it states: ten a page, five fresh pages', () => {
    expect(NEWS_LIST_LAYOUT).toEqual({...rules, pageSize: 10});
  });
});

describe('a publish keeps the pages after the fresh ones', () => {
  const last = plainLayout(newestFirst(160), 10);

  it('a new story: the first four pages shift, the fifth gathers the story that left them, the rest are the last build’s', () => {
    const ids = newestFirst(161);
    const layout = listLayout(ids, rules, last);
    expect(sizes(layout)).toEqual([10, 10, 10, 10, 11, ...Array(11).fill(10)]);
    expect(layout.pages.slice(5)).toEqual(last.pages.slice(5));
    expect(layout.pages.flat()).toEqual(ids);
    expect(layout).toMatchObject({fresh: 5, count: 161, settledCount: 160});
    // The fresh pages show the list's count now, the settled ones the count they were cut with.
    expect(countShownOn(layout, 1)).toBe(161);
    expect(countShownOn(layout, 5)).toBe(161);
    expect(countShownOn(layout, 6)).toBe(160);
    expect(countShownOn(layout, 16)).toBe(160);
  });

  it('the stories of a day gather on the fifth page, up to sixty; one more, and the list is cut anew', () => {
    let layout = last;
    for (let n = 161; n <= 210; n++) {
      layout = listLayout(newestFirst(n), rules, layout);
      expect(layout.pages.slice(5)).toEqual(last.pages.slice(5));
      expect(layout.pages.flat()).toEqual(newestFirst(n));
      expect(layout.settledCount).toBe(160);
    }
    expect(layout.pages[4]).toHaveLength(60);
    expect(listLayout(newestFirst(211), rules, layout)).toEqual(
      plainLayout(newestFirst(211), 10),
    );
  });

  it('a correction, nothing added: cut as a full build cuts it', () => {
    expect(listLayout(newestFirst(160), rules, last)).toEqual(last);
  });

  it('the new story deleted again: the full build’s cut once more', () => {
    const withStory = listLayout(newestFirst(161), rules, last);
    expect(listLayout(newestFirst(160), rules, withStory)).toEqual(last);
  });

  it('a story deleted from a settled page: that page holds nine, no other page moves', () => {
    const ids = newestFirst(160).filter((id) => id !== 75);
    const layout = listLayout(ids, rules, last);
    const at = last.pages.findIndex((page) => page.includes(75));
    expect(at).toBeGreaterThan(4);
    layout.pages.forEach((page, i) =>
      expect(page).toEqual(
        i === at ? last.pages[i].filter((id) => id !== 75) : last.pages[i],
      ),
    );
    expect(layout.pages.flat()).toEqual(ids);
    expect(countShownOn(layout, 1)).toBe(159);
    expect(countShownOn(layout, at + 1)).toBe(160);
  });

  it('what would leave a story out of order or a page empty is cut anew', () => {
    // A story dated among the settled ones (backdated, redated, or newly tagged onto this list).
    const among = [...newestFirst(160).slice(0, 100), 1000, ...newestFirst(60)];
    expect(listLayout(among, rules, last)).toEqual(plainLayout(among, 10));
    // Two settled stories swapped (one redated past the other).
    const swapped = newestFirst(160);
    [swapped[120], swapped[121]] = [swapped[121], swapped[120]];
    expect(listLayout(swapped, rules, last)).toEqual(plainLayout(swapped, 10));
    // A settled page's ten stories all gone.
    const emptied = newestFirst(160).filter((id) => id > 100 || id <= 90);
    expect(listLayout(emptied, rules, last)).toEqual(plainLayout(emptied, 10));
    // So many fresh stories deleted that the fifth page would hold none.
    const thinned = newestFirst(160).filter((id) => id <= 110 || id > 150);
    expect(listLayout(thinned, rules, last)).toEqual(plainLayout(thinned, 10));
  });

  it('any run of stories added and deleted: every story once, newest first, the settled pages as cut, no page past the bound', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let ids = newestFirst(300);
    let layout = plainLayout(ids, 10);
    let next = 301;
    for (let step = 0; step < 400; step++) {
      if (random() < 0.7) ids = [next++, ...ids];
      else {
        ids = ids.filter((_, at) => at !== Math.floor(random() * ids.length));
      }
      const before = layout;
      layout = listLayout(ids, rules, before);
      expect(layout.pages.flat()).toEqual(ids);
      expect(Math.max(...sizes(layout))).toBeLessThanOrEqual(60);
      if (layout.fresh < layout.pages.length) {
        const kept = new Set(ids);
        expect(layout.pages.slice(5)).toEqual(
          before.pages
            .slice(5)
            .map((page) => page.filter((id) => kept.has(id))),
        );
        expect(layout.pages.length).toBe(before.pages.length);
      } else {
        expect(layout).toEqual(plainLayout(ids, 10));
      }
    }
  });
});
