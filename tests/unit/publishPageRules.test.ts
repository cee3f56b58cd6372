import {describe, expect, it} from 'vitest';
import {
  pageChanges,
  pageDigests,
  pageInputs,
  type ArticleFacts,
  type LocaleFacts,
  type MarketFacts,
  laggingSidebars,
  sidebarArticles,
  sidebarEntries,
} from '../../src/plugins/publish-pages/pageRules';
import {
  bootPreloads,
  preloadsMatch,
  showsPriceStrip,
  showsSidebar,
} from '../../src/plugins/publish-pages/copyable';
import {factsOf} from '../../src/plugins/publish-pages/pageFacts';
import {listLayout, plainLayout} from '../../src/lib/listLayout';

const TAGS = ['economy', 'gold', 'oil'] as const;

/** Article n (1 oldest): a day apart, tags cycling, one author for even numbers. */
function article(n: number, change: Partial<ArticleFacts> = {}): ArticleFacts {
  const day = new Date(Date.UTC(2026, 0, 1 + n));
  return {
    id: n,
    permalink: `/news/${n}/story-${n}`,
    title: `Story ${n}`,
    date: day.toISOString(),
    day: day.toISOString().slice(0, 10),
    tags: [TAGS[n % 3]],
    authors: n % 2 === 0 ? ['desk'] : [],
    unlisted: false,
    card: `card-${n}`,
    source: `source-${n}`,
    ...change,
  };
}

const market: MarketFacts = {
  pricesRoute: '/prices',
  instruments: [
    {key: 'gold-coin', tag: 'gold', route: '/prices/gold-coin'},
    {key: 'brent', tag: 'oil', route: '/prices/brent'},
  ],
  days: [
    {
      date: '2026-01-20',
      digest: 'day-20',
      instruments: ['gold-coin', 'brent'],
    },
  ],
};

/** A locale of `count` articles, newest first as the blog orders them. */
function site(
  articles: ArticleFacts[],
  change: Partial<LocaleFacts> = {},
): LocaleFacts {
  return {
    prefix: '',
    now: '2026-01-27T12:00:00.000Z',
    articles: [...articles].sort((a, b) => b.date.localeCompare(a.date)),
    tagPages: new Map(TAGS.map((tag) => [tag, `/news/tags/${tag}`])),
    authorPages: new Map([['desk', '/news/authors/desk']]),
    market,
    pageSize: 10,
    relatedCount: 4,
    instrumentNewsCount: 3,
    ...change,
  };
}

const archive = Array.from({length: 25}, (_, i) => article(i + 1));

function changes(before: LocaleFacts, after: LocaleFacts) {
  return pageChanges(pageDigests(before), pageDigests(after));
}

/** The pages among `routes` that exist in `facts` and are not in `rendered`. */
function untouched(rendered: string[], routes: string[]) {
  return routes.filter((route) => !rendered.includes(route));
}

describe('publish page rules', () => {
  it('lists laid out by a publish: a new story renders the fresh pages; the settled ones, kept as cut, are copied', () => {
    const rules = {pageSize: 10, freshPages: 5, boundaryMax: 60};
    const longer = Array.from({length: 80}, (_, i) => article(i + 1));
    const ids = (facts: LocaleFacts) => facts.articles.map((a) => a.id);
    const before = site(longer);
    const lastNews = plainLayout(ids(before), 10);
    const withLayout = (facts: LocaleFacts, layout = lastNews) =>
      site([...facts.articles], {lists: new Map([['/news', layout]])});
    const after = site([...longer, article(81)]);
    const news = listLayout(ids(after), rules, lastNews);
    const {render} = changes(withLayout(before), withLayout(after, news));
    expect(render).toEqual(
      expect.arrayContaining(['/news', '/news/page/2', '/news/page/5']),
    );
    expect(
      untouched(render, ['/news/page/6', '/news/page/7', '/news/page/8']),
    ).toEqual(['/news/page/6', '/news/page/7', '/news/page/8']);
    // Without the layout (a full build) every page of the list shifts, and a ninth appears.
    const full = changes(withLayout(before), site([...longer, article(81)]));
    expect(full.render).toEqual(
      expect.arrayContaining(['/news/page/6', '/news/page/8', '/news/page/9']),
    );
    // A layout naming a story the locale does not list is an error, not a page without it.
    expect(() =>
      pageDigests(withLayout(before, plainLayout([999, ...ids(before)], 10))),
    ).toThrow(/lists article 999, which is not a listed article/);
  });

  it('a tag’s, an author’s and an instrument’s pages show their articles newest first, each once', () => {
    const twice = article(26, {tags: ['gold', 'economy', 'gold']});
    const pages = pageInputs(site([...archive, twice]));
    const shown = (route: string) =>
      (JSON.parse(pages.get(route)!) as {cards: string[]}).cards;
    expect(shown('/news/tags/gold')).toEqual(
      [26, 25, 22, 19, 16, 13, 10, 7, 4, 1].map((n) => `card-${n}`),
    );
    expect(pages.has('/news/tags/gold/page/2')).toBe(false);
    expect(shown('/news/authors/desk')).toEqual(
      [26, 24, 22, 20, 18, 16, 14, 12, 10, 8].map((n) => `card-${n}`),
    );
    const goldCoin = JSON.parse(pages.get('/prices/gold-coin')!) as {
      news: Array<{permalink: string}>;
    };
    expect(goldCoin.news.map(({permalink}) => permalink)).toEqual([
      '/news/26/story-26',
      '/news/25/story-25',
      '/news/22/story-22',
    ]);
  });

  it('renders nothing when nothing changed', () => {
    expect(changes(site(archive), site(archive))).toEqual({
      render: [],
      remove: [],
    });
  });

  it('an added article: its page, its neighbour, every news list page, its tag, its author, home and the articles whose related pick changes', () => {
    const added = article(26); // newest, tag "oil" (26 % 3 = 2), author desk
    const {render, remove} = changes(site(archive), site([...archive, added]));
    expect(remove).toEqual([]);
    expect(render).toEqual(
      expect.arrayContaining([
        added.permalink,
        '/news/25/story-25', // its neighbour: its next is the new story
        '/',
        '/news',
        '/news/page/2',
        '/news/page/3',
        '/news/tags',
        '/news/tags/oil',
        '/news/authors',
        '/news/authors/desk',
        '/prices/brent', // the oil instrument's latest news
      ]),
    );
    expect(
      untouched(render, ['/news/tags/gold', '/news/tags/economy']),
    ).toEqual(['/news/tags/gold', '/news/tags/economy']);
    // Related: the newest oil stories now pick the new one; the gold and economy ones cannot.
    expect(render).toContain('/news/23/story-23');
    for (const n of [24, 22, 21, 19, 3, 1]) {
      expect(render).not.toContain(`/news/${n}/story-${n}`);
    }
    // The prices page and the gold page show no oil news.
    expect(render).not.toContain('/prices');
    expect(render).not.toContain('/prices/gold-coin');
  });

  it('a corrected article (its body only): its page and nothing else', () => {
    const corrected = archive.map((a) =>
      a.permalink === '/news/7/story-7' ? {...a, source: 'source-7-fixed'} : a,
    );
    expect(changes(site(archive), site(corrected))).toEqual({
      render: ['/news/7/story-7'],
      remove: [],
    });
  });

  it('an edited headline: its page, its neighbours, the list pages that show it, its tag, home', () => {
    // Story 7 (tag "gold", no author) is on /news/page/2 (stories 15…6, newest first).
    const edited = archive.map((a) =>
      a.permalink === '/news/7/story-7'
        ? {...a, title: 'New headline', card: 'card-7-new', source: 'src-7-new'}
        : a,
    );
    const {render, remove} = changes(site(archive), site(edited));
    expect(remove).toEqual([]);
    expect(render).toEqual(
      expect.arrayContaining([
        '/news/7/story-7',
        '/news/8/story-8',
        '/news/6/story-6',
        '/',
        '/news/page/2',
        '/news/tags/gold',
      ]),
    );
    for (const route of [
      '/news',
      '/news/page/3',
      '/news/tags',
      '/news/tags/oil',
      '/news/tags/economy',
      '/news/authors',
      '/news/5/story-5', // two stories away and another tag
    ]) {
      expect(render).not.toContain(route);
    }
  });

  it('a deleted article: its page removed; neighbours, lists, its tag and author pages, home rendered', () => {
    const {render, remove} = changes(
      site(archive),
      site(archive.filter((a) => a.permalink !== '/news/24/story-24')),
    );
    expect(remove).toEqual(['/news/24/story-24']);
    expect(render).toEqual(
      expect.arrayContaining([
        '/news/25/story-25',
        '/news/23/story-23',
        '/',
        '/news',
        '/news/page/2',
        '/news/page/3',
        '/news/tags',
        `/news/tags/${TAGS[24 % 3]}`,
        '/news/authors',
        '/news/authors/desk',
      ]),
    );
  });

  it('deleting the 21st story removes the third news list page', () => {
    const twentyOne = archive.slice(0, 21);
    const {remove} = changes(site(twentyOne), site(archive.slice(0, 20)));
    expect(remove).toEqual(['/news/21/story-21', '/news/page/3']);
  });

  it('an unpublished (unlisted) article keeps its page, without neighbours, and leaves the lists', () => {
    const unlisted = archive.map((a) =>
      a.permalink === '/news/24/story-24' ? {...a, unlisted: true} : a,
    );
    const before = pageInputs(site(archive));
    const after = pageInputs(site(unlisted));
    expect(JSON.parse(before.get('/news/24/story-24')!).prev).not.toBeNull();
    expect(JSON.parse(after.get('/news/24/story-24')!)).toMatchObject({
      prev: null,
      next: null,
    });
    const {render, remove} = changes(site(archive), site(unlisted));
    expect(remove).toEqual([]);
    expect(render).toEqual(
      expect.arrayContaining([
        '/news/24/story-24',
        '/news/25/story-25',
        '/news/23/story-23',
        '/news',
        `/news/tags/${TAGS[24 % 3]}`,
      ]),
    );
  });

  it('a tag change: the old and the new tag pages and the tags index, not the third tag', () => {
    // Story 3 is "economy" (3 % 3 = 0); moved to "gold".
    const retagged = archive.map((a) =>
      a.permalink === '/news/3/story-3'
        ? {...a, tags: ['gold'], card: 'card-3-gold', source: 'src-3-gold'}
        : a,
    );
    const {render} = changes(site(archive), site(retagged));
    expect(render).toEqual(
      expect.arrayContaining([
        '/news/3/story-3',
        '/news/tags',
        '/news/tags/economy',
        '/news/tags/gold',
        '/news/page/3', // stories 5…1 show its card
      ]),
    );
    expect(render).not.toContain('/news/tags/oil');
    expect(render).not.toContain('/news');
    // Lists only: the gold pages' items shift, the economy pages' too (it was the oldest).
    expect(render.some((route) => route.startsWith('/news/tags/oil'))).toBe(
      false,
    );
  });

  it('a market day: the prices page, the pages of its instruments, home and the articles of that day', () => {
    const nextDay: MarketFacts = {
      ...market,
      days: [
        ...market.days,
        {date: '2026-01-25', digest: 'day-25', instruments: ['brent']},
      ],
    };
    const {render, remove} = changes(
      site(archive),
      site(archive, {market: nextDay}),
    );
    expect(remove).toEqual([]);
    // Stories 24 and 25 are dated 2026-01-25 and -26: their price boxes show the new day.
    expect(render).toEqual([
      '/',
      '/news/24/story-24',
      '/news/25/story-25',
      '/prices',
      '/prices/brent',
    ]);
  });

  it('a later "now": the home page and the first news list page (a breaking story stays fresh for hours), nothing else', () => {
    expect(
      changes(site(archive), site(archive, {now: '2026-01-27T13:00:00.000Z'})),
    ).toEqual({render: ['/', '/news'], remove: []});
  });

  it('English pages carry the prefix and never collide with the Persian ones', () => {
    const en = site(
      archive.map((a) => ({...a, permalink: `/en${a.permalink}`})),
      {
        prefix: '/en',
        tagPages: new Map(TAGS.map((tag) => [tag, `/en/news/tags/${tag}`])),
        authorPages: new Map([['desk', '/en/news/authors/desk']]),
        market: {
          ...market,
          pricesRoute: '/en/prices',
          instruments: market.instruments.map((i) => ({
            ...i,
            route: `/en${i.route}`,
          })),
        },
      },
    );
    const routes = Object.keys(pageDigests(en));
    expect(routes.every((route) => route.startsWith('/en/'))).toBe(true);
    expect(routes).toContain('/en/news/page/3');
  });
});

describe('sidebars that may lag', () => {
  const item = (n: number, title = `headline ${n}`) => ({
    permalink: `/news/${n}/x`,
    title,
    date: `2026-11-${String(n).padStart(2, '0')}T08:00:00.000Z`,
    unlisted: false,
  });
  const all = [1, 2, 3, 4].map((n) => item(n));
  const articles = sidebarArticles(all);
  const lastShown = sidebarEntries([1, 2].map((n) => item(n)));
  const current = sidebarEntries([2, 3].map((n) => item(n)));
  /** The articles now, with article 1 as `change` makes it (or gone). */
  const withOne = (change: Partial<ReturnType<typeof item>> | 'gone') =>
    sidebarArticles(
      change === 'gone'
        ? all.slice(1)
        : [{...all[0], ...change}, ...all.slice(1)],
    );

  it('describes an entry by what it shows: headline, date and listing', () => {
    const [a] = Object.values(sidebarEntries([item(1)]));
    expect(Object.values(sidebarEntries([item(1, 'another')]))[0]).not.toBe(a);
    expect(
      Object.values(sidebarEntries([{...item(1), unlisted: true}]))[0],
    ).not.toBe(a);
    expect(
      Object.values(
        sidebarEntries([{...item(1), date: '2026-11-02T08:00:00.000Z'}]),
      )[0],
    ).not.toBe(a);
  });
  it('a new story: copied pages keep their sidebars as they are, and the next publish knows both', () => {
    const {keep, patch, shown} = laggingSidebars(lastShown, articles, current);
    expect(keep).toBe(true);
    expect(patch).toEqual({removed: [], retitled: {}});
    expect(Object.keys(shown).sort()).toEqual([
      '/news/1/x',
      '/news/2/x',
      '/news/3/x',
    ]);
  });
  it('a story a kept sidebar shows deleted or unlisted: taken out of the kept sidebars, and out of what they may show', () => {
    for (const now of [withOne('gone'), withOne({unlisted: true})]) {
      const {keep, patch, shown} = laggingSidebars(lastShown, now, current);
      expect(keep).toBe(true);
      expect(patch).toEqual({removed: ['/news/1/x'], retitled: {}});
      expect(Object.keys(shown).sort()).toEqual(['/news/2/x', '/news/3/x']);
    }
  });
  it('a headline corrected: written in place in the kept sidebars, which then show the new entry', () => {
    const now = withOne({title: 'corrected headline'});
    const {keep, patch, shown} = laggingSidebars(lastShown, now, current);
    expect(keep).toBe(true);
    expect(patch).toEqual({
      removed: [],
      retitled: {'/news/1/x': 'corrected headline'},
    });
    expect(shown['/news/1/x']).toBe(now.get('/news/1/x')!.entry);
    // The next publish keeps them as corrected.
    expect(laggingSidebars(shown, now, current).patch).toEqual({
      removed: [],
      retitled: {},
    });
  });
  it('a story a kept sidebar shows redated: it would stand elsewhere, so every sidebar is rendered again', () => {
    const {keep, shown} = laggingSidebars(
      lastShown,
      withOne({date: '2026-11-20T08:00:00.000Z'}),
      current,
    );
    expect(keep).toBe(false);
    expect(shown).toEqual(current);
  });
  it('a change to a story no sidebar shows keeps them', () => {
    const now = sidebarArticles([...all.slice(0, 3), item(4, 'edited')]);
    expect(laggingSidebars(lastShown, now, current)).toMatchObject({
      keep: true,
      patch: {removed: [], retitled: {}},
    });
  });
  it('a last build that recorded no sidebars keeps none', () => {
    expect(laggingSidebars(undefined, articles, current)).toMatchObject({
      keep: false,
      shown: current,
    });
  });
  it('finds the sidebar regions in a page, quoted or as the minifier leaves them', () => {
    expect(
      showsSidebar(
        '<div data-static-region=sidebar class=r_x><aside></aside></div>',
      ),
    ).toBe(true);
    expect(
      showsSidebar('<div class="r" data-static-region="sidebar-phone"></div>'),
    ).toBe(true);
    expect(
      showsSidebar('<div data-static-region=latest-headlines></div>'),
    ).toBe(false);
    expect(showsSidebar('<main>sidebar</main>')).toBe(false);
  });
  it('finds the price strip region apart from the sidebars', () => {
    const strip =
      '<div data-static-region=price-strip class=r_x><section data-price-strip></section></div>';
    expect(showsPriceStrip(strip)).toBe(true);
    expect(showsSidebar(strip)).toBe(false);
    expect(showsPriceStrip('<div data-static-region="sidebar"></div>')).toBe(
      false,
    );
    expect(showsPriceStrip('<section data-price-strip></section>')).toBe(false);
  });
});

describe('a copied page loads what this build gives its route', () => {
  const page = (chunks: string[]) =>
    `<head><link rel=stylesheet href=/en/assets/css/styles.1.css><script id="nn-boot" type="application/json">${JSON.stringify(
      {
        scripts: ['/en/assets/js/main.1.js'],
        preload: [
          {href: '/en/route-data/0a1b2c3d.json', as: 'fetch'},
          ...chunks.map((c) => ({href: `/en/assets/js/${c}`, as: 'script'})),
        ],
      },
    )}</script></head>`;
  const expected = [
    'route-data/0a1b2c3d.json',
    'assets/js/60347.031a7a2d.js',
    'assets/js/c36c6b3f.56084508.js',
  ];

  it('reads the boot list’s preloads, relative to the locale', () => {
    expect(bootPreloads(page(['a.1.js']), '/en/')).toEqual([
      'route-data/0a1b2c3d.json',
      'assets/js/a.1.js',
    ]);
  });
  it('copies a page that preloads exactly its route’s files', () => {
    expect(
      preloadsMatch(
        factsOf(page(['60347.031a7a2d.js', 'c36c6b3f.56084508.js']), '/en/'),
        expected,
      ),
    ).toBe(true);
  });
  it('renders one whose article chunk lost its old sibling to a regrouping', () => {
    expect(
      preloadsMatch(
        factsOf(page(['82728.8a5faf6e.js', 'c36c6b3f.56084508.js']), '/en/'),
        expected,
      ),
    ).toBe(false);
    expect(
      preloadsMatch(
        factsOf(
          page([
            '82728.8a5faf6e.js',
            '60347.031a7a2d.js',
            'c36c6b3f.56084508.js',
          ]),
          '/en/',
        ),
        expected,
      ),
    ).toBe(false);
  });
});
