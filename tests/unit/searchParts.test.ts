import {describe, expect, it} from 'vitest';
import {
  dateWeights,
  listedPartOf,
  MAX_PART_PAGES,
  orderByDate,
  partOf,
  partsTooLarge,
  splitIntoParts,
} from '../../src/plugins/search-index/parts';

interface Page {
  url: string;
  date?: string;
}

const article = (url: string, date: string): Page => ({url, date});
const tag = (url: string): Page => ({url});

describe('the search index in parts', () => {
  it("puts an article of the newest year in its month, an older one in its year's quarter", () => {
    expect(partOf('2026-11-27T08:00:00.000Z', '2026')).toBe('news-2026-11');
    expect(partOf('2026-01-01T00:10:00.000Z', '2026')).toBe('news-2026-01');
    expect(partOf('2025-12-31T23:50:00.000Z', '2026')).toBe('news-2025-q4');
    expect(partOf('2025-10-01T00:00:00.000Z', '2026')).toBe('news-2025-q4');
    expect(partOf('2025-09-30T23:59:00.000Z', '2026')).toBe('news-2025-q3');
    expect(partOf('2024-03-31T10:00:00.000Z', '2026')).toBe('news-2024-q1');
    expect(partOf('2024-04-01T10:00:00.000Z', '2026')).toBe('news-2024-q2');
    expect(partOf('2024-01-01T00:00:00.000Z', '2026')).toBe('news-2024-q1');
  });

  it('keeps the undated pages in the main index and lists the parts oldest first', () => {
    const {main, parts} = splitIntoParts([
      article('/news/5', '2026-11-02T08:00:00.000Z'),
      tag('/news/tags/gold'),
      article('/news/1', '2024-05-01T08:00:00.000Z'),
      article('/news/4', '2026-10-30T08:00:00.000Z'),
      article('/news/3', '2025-12-31T08:00:00.000Z'),
      tag('/about'),
      article('/news/6', '2026-11-20T08:00:00.000Z'),
    ]);
    expect(main.map((page) => page.url)).toEqual(['/news/tags/gold', '/about']);
    expect(
      parts.map(({name, pages}) => [name, pages.map((page) => page.url)]),
    ).toEqual([
      ['news-2024-q2', ['/news/1']],
      ['news-2025-q4', ['/news/3']],
      ['news-2026-10', ['/news/4']],
      ['news-2026-11', ['/news/5', '/news/6']],
    ]);
  });

  it("a new story, a correction or a deletion changes only its own part's pages, until a new year begins", () => {
    const archive = [
      article('/news/1', '2025-03-01T08:00:00.000Z'),
      article('/news/2', '2026-10-30T08:00:00.000Z'),
      article('/news/3', '2026-11-02T08:00:00.000Z'),
    ];
    const partsOf = (pages: Page[]) =>
      Object.fromEntries(
        splitIntoParts(pages).parts.map(({name, pages: p}) => [
          name,
          p.map((page) => page.url),
        ]),
      );
    const before = partsOf(archive);
    const added = partsOf([
      ...archive,
      article('/news/4', '2026-11-27T08:00:00.000Z'),
    ]);
    expect(added).toEqual({
      ...before,
      'news-2026-11': ['/news/3', '/news/4'],
    });
    expect(partsOf(archive.slice(1))).toEqual({
      'news-2026-10': ['/news/2'],
      'news-2026-11': ['/news/3'],
    });
    // The year's first story gathers last year's months into that year's quarters.
    expect(
      partsOf([...archive, article('/news/5', '2027-01-01T06:00:00.000Z')]),
    ).toEqual({
      'news-2025-q1': ['/news/1'],
      'news-2026-q4': ['/news/2', '/news/3'],
      'news-2027-01': ['/news/5'],
    });
  });

  it('finds the part of a dated result among the parts listed', () => {
    const parts = ['news-2025-q3', 'news-2026-10', 'news-2026-11'];
    expect(listedPartOf('2026-11-02T08:00:00.000Z', parts)).toBe(
      'news-2026-11',
    );
    expect(listedPartOf('2025-07-02T08:00:00.000Z', parts)).toBe(
      'news-2025-q3',
    );
  });

  it('weighs each part above every rank of the one before it', () => {
    const weights = dateWeights([
      'news-2025-q3',
      'news-2026-10',
      'news-2026-11',
    ]);
    expect(weights[0]).toBeGreaterThan((MAX_PART_PAGES - 1) * 1);
    for (let i = 1; i < weights.length; i++) {
      expect(weights[i]).toBeGreaterThan((MAX_PART_PAGES - 1) * weights[i - 1]);
    }
  });

  it('names the parts too large for their date weight', () => {
    const part = (name: string, pages: number) => ({
      name,
      pages: Array.from({length: pages}, () => ({})),
    });
    expect(
      partsTooLarge([
        part('news-2025-q3', 4600),
        part('news-2025-q4', MAX_PART_PAGES),
        part('news-2026-01', MAX_PART_PAGES - 1),
      ]).map(({name}) => name),
    ).toEqual(['news-2025-q4']);
  });

  it('keeps the weights finite and apart over sixteen years of parts', () => {
    // The newest year's twelve months and fifteen years of quarters before it.
    const parts = [
      ...Array.from({length: 15}, (_, y) =>
        [1, 2, 3, 4].map((q) => `news-${2011 + y}-q${q}`),
      ).flat(),
      ...Array.from(
        {length: 12},
        (_, m) => `news-2026-${String(m + 1).padStart(2, '0')}`,
      ),
    ];
    const weights = dateWeights(parts);
    expect(weights).toHaveLength(72);
    // The newest part's highest score, its last rank times its weight, is still a number.
    expect(Number.isFinite((MAX_PART_PAGES - 1) * weights.at(-1)!)).toBe(true);
    for (let i = 1; i < weights.length; i++) {
      expect(weights[i]).toBeGreaterThan((MAX_PART_PAGES - 1) * weights[i - 1]);
    }
  });
});

/**
 * What Pagefind does with merged indexes sorted by date: each index ranks all its pages by date
 * (0 for its oldest), scores a matching page rank × its weight, and the merged results are ordered
 * by score, highest first (a stable sort of the indexes' results in the order they were merged).
 */
function pagefindByDate(
  indexes: Array<{pages: Page[]; weight: number}>,
  matches: (page: Page) => boolean,
) {
  const results = indexes.flatMap(({pages, weight}) => {
    const oldestFirst = [...pages].sort((a, b) =>
      (a.date ?? '').localeCompare(b.date ?? ''),
    );
    return oldestFirst
      .map((page, rank) => ({page, score: rank * weight}))
      .filter(({page}) => matches(page))
      .reverse();
  });
  return results.sort((a, b) => b.score - a.score);
}

describe('results by date across the parts', () => {
  // Three years of stories, a few a month, and undated pages.
  const pages: Page[] = [];
  for (let day = 0; day < 3 * 365; day += 9) {
    const date = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + day * 7);
    pages.push(article(`/news/${day}`, date.toISOString()));
  }
  pages.push(tag('/news/tags/gold'), tag('/about'), tag('/prices/usd'));
  const {main, parts} = splitIntoParts(pages);
  const names = parts.map(({name}) => name);
  const weights = dateWeights(names);
  const indexes = [
    {pages: main, weight: 1},
    ...parts.map(({pages: p}, i) => ({pages: p, weight: weights[i]})),
  ];
  const expected = (matches: (page: Page) => boolean) => [
    ...pages
      .filter((page) => page.date && matches(page))
      .sort((a, b) => b.date!.localeCompare(a.date!))
      .map((page) => page.url),
    ...pagefindByDate([{pages: main, weight: 1}], matches)
      .filter(({score}) => score > 0)
      .map(({page}) => page.url),
    ...pagefindByDate([{pages: main, weight: 1}], matches)
      .filter(({score}) => score === 0)
      .map(({page}) => page.url),
  ];

  it.each([
    ['every page', () => true],
    ['every third page', (page: Page) => page.url.length % 3 === 0],
    [
      "each part's oldest story (ranked 0) and a few others",
      (page: Page) =>
        parts.some(
          ({pages: p}) =>
            [...p].sort((a, b) => a.date!.localeCompare(b.date!))[0] === page,
        ) || page.url.endsWith('9'),
    ],
    ['no undated page', (page: Page) => Boolean(page.date)],
  ])('are newest first: %s', async (_, matches) => {
    expect(names.length).toBeGreaterThan(3);
    const merged = pagefindByDate(indexes, matches);
    const ordered = await orderByDate(
      merged,
      names,
      async ({page}) => page.date,
    );
    expect(ordered.map(({page}) => page.url)).toEqual(expected(matches));
  });

  it('reads the date of only the results ranked 0', async () => {
    const merged = pagefindByDate(indexes, () => true);
    const read: string[] = [];
    await orderByDate(merged, names, async ({page}) => {
      read.push(page.url);
      return page.date;
    });
    expect(read.length).toBe(names.length + 1);
  });
});
