/**
 * The navbar's offline search on the production build: Persian queries as readers type
 * them (Arabic letter forms, with or without ZWNJ, Latin or Arabic-Indic digits) find the
 * expected article; English finds English only; keyboard use; nothing of the engine loads before
 * the box is focused; bad input renders as text without console errors (the fixture fails on any).
 */
import type {Page} from '@playwright/test';
import {test, expect, visit, DESKTOP_ONLY, layoutShift} from './fixtures';
import {articleUrl, englishTitle, listed} from './corpus';

const SEARCH_ASSET = /\/pagefind\//;

const byId = (id: number) => {
  const article = listed.find((a) => a.id === id);
  if (!article) throw new Error(`article ${id} is not in the listed corpus`);
  return article;
};

function box(page: Page) {
  const input = page.getByRole('combobox');
  return {
    input,
    list: page.getByRole('listbox'),
    options: page.getByRole('option'),
    status: page.locator('nav.navbar [role="status"]'),
  };
}

/** Types a query and waits until the status line answers it (results or "no results"). */
async function searchFor(page: Page, query: string) {
  const {input, status} = box(page);
  await input.click();
  await input.fill(query);
  await expect(status).not.toHaveText(/در حال جستجو|Searching/, {
    timeout: 10_000,
  });
}

async function optionTitles(page: Page): Promise<string[]> {
  return box(page)
    .options.locator(':scope > span:first-child')
    .allTextContents();
}

test.describe('Persian queries find the article as readers type them', () => {
  const cases: {name: string; query: string; id: number}[] = [
    {name: 'Persian letters', query: 'شمش اوراسیا', id: 121530},
    {name: 'Arabic yeh and kaf (ي ك)', query: 'كالابرگي', id: 121560},
    {name: 'Arabic yeh in a title word', query: 'اوراسيا', id: 121530},
    {name: 'ZWNJ as written (می‌شود)', query: 'النگوی تمام می‌شود', id: 121574},
    {name: 'ZWNJ left out (میشود)', query: 'النگوی تمام میشود', id: 121574},
    {
      name: 'ZWNJ typed as a space (می شود)',
      query: 'النگوی تمام می شود',
      id: 121574,
    },
    {
      name: 'suffix without ZWNJ (پرمعاملهترین)',
      query: 'پرمعاملهترین',
      id: 121713,
    },
    {
      name: 'suffix typed as a space (پرمعامله ترین)',
      query: 'پرمعامله ترین',
      id: 121713,
    },
    {
      name: 'heh without the ezafe hamza (تکیه for تکیهٔ)',
      query: 'تکیه بانک‌ها ریپو',
      id: 121694,
    },
    {name: 'Latin digits', query: '9800', id: 121544},
    {name: 'Arabic-Indic digits', query: '٩٨٠٠', id: 121544},
    {
      name: 'Latin digits beside Persian words',
      query: 'انس طلا 3685',
      id: 121574,
    },
  ];
  for (const {name, query, id} of cases) {
    test(`${name}: «${query}»`, async ({page}) => {
      await visit(page, '/');
      await searchFor(page, query);
      expect(await optionTitles(page)).toContain(byId(id).frontMatter.title);
    });
  }

  test('results are fa pages, with the Jalali date in Persian digits and the match highlighted', async ({
    page,
  }) => {
    await visit(page, '/news');
    await searchFor(page, 'اوراسیا');
    const hit = box(page).options.filter({
      hasText: byId(121530).frontMatter.title,
    });
    await expect(hit.locator('time')).toHaveText(
      /^[۰-۹]{1,2} (شهریور|مهر) ۱۴۰۴$/,
    );
    await expect(hit.locator('mark').first()).toHaveText('اوراسیا');
    const urls = await box(page).options.evaluateAll((els) => els.length);
    expect(urls).toBeGreaterThan(0);
    await expect(box(page).status).toHaveText(/^[۰-۹]+ نتیجه$/);
  });

  test('a query that matches nothing says so in Persian', async ({page}) => {
    await visit(page, '/');
    await searchFor(page, 'زرافه‌های‌آبی');
    await expect(box(page).options).toHaveCount(0);
    await expect(box(page).status).toHaveText(
      'نتیجه‌ای پیدا نشد. واژهٔ دیگری را امتحان کنید.',
    );
  });
});

test.describe('English', () => {
  test('English queries on /en find English articles only', async ({page}) => {
    await visit(page, '/en/news');
    await searchFor(page, 'Eurasian');
    const titles = await optionTitles(page);
    expect(titles).toContain(englishTitle.get(byId(121530).frontMatter.slug));
    expect(titles.join(' ')).not.toMatch(/[\u0600-\u06ff]/);
    await expect(box(page).status).toHaveText(/^\d+ results?$|^One result$/);
    // Opening a result stays on the English site.
    await box(page).options.first().click();
    await expect(page).toHaveURL(/\/en\/news\//);
  });

  test('the box speaks English on /en, and Persian queries find nothing there', async ({
    page,
  }) => {
    await visit(page, '/en');
    await expect(box(page).input).toHaveAttribute(
      'aria-label',
      'Search news and pages',
    );
    await searchFor(page, 'اوراسیا');
    await expect(box(page).status).toHaveText('No results. Try another word.');
  });
});

test.describe('keyboard', () => {
  test('/ focuses the box, ↓ moves through results, Enter opens one', async ({
    page,
  }) => {
    const article = byId(121544);
    await visit(page, '/');
    await page.keyboard.press('/');
    await expect(box(page).input).toBeFocused();
    await expect(box(page).input).toHaveValue('');
    await page.keyboard.type('9800');
    await expect(box(page).options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = box(page).options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page).input).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );
    const title = await first
      .locator(':scope > span:first-child')
      .textContent();
    expect(title).toBe(article.frontMatter.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(encodeURI(articleUrl(article)));
    await expect(page.locator('article h1')).toHaveText(
      article.frontMatter.title,
    );
  });

  test('Ctrl+K focuses the box, ↑ wraps to the last result, Esc closes', async ({
    page,
  }) => {
    await visit(page, '/news');
    await page.keyboard.press('Control+k');
    await expect(box(page).input).toBeFocused();
    await page.keyboard.type('دلار');
    await expect(box(page).options.first()).toBeVisible();
    const count = await box(page).options.count();
    await page.keyboard.press('ArrowUp');
    await expect(box(page).options.nth(count - 1)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(box(page).input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box(page).list).toHaveCount(0);
    await expect(box(page).input).not.toBeFocused();
  });
});

test.describe('cost', () => {
  test('nothing of the engine or its index is fetched before the box is focused', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_ASSET.test(request.url())) fetched.push(request.url());
    });
    await visit(page, '/');
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 600);
    // A client-side navigation (an article card of the home page) loads no search either.
    await page.locator('main a[href^="/news/1"]').first().click();
    await expect(page).toHaveURL(/\/news\/\d+\//);
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);

    await box(page).input.focus();
    // On focus: the engine, its worker, the entry file and WebAssembly; no index chunk before a query.
    const paths = () => fetched.map((url) => new URL(url).pathname);
    await expect
      .poll(paths)
      .toEqual(
        expect.arrayContaining([
          '/pagefind/pagefind.js',
          '/pagefind/pagefind-entry.json',
          '/pagefind/wasm.unknown.pagefind',
        ]),
      );
    expect(paths().filter((path) => /\/(index|fragment)\//.test(path))).toEqual(
      [],
    );
    await box(page).input.fill('دلار');
    await expect
      .poll(() => paths().some((path) => path.startsWith('/pagefind/index/')))
      .toBe(true);
    expect(paths().every((path) => path.startsWith('/pagefind/'))).toBe(true);
  });

  test('on /en the English index is loaded, not the Persian one', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_ASSET.test(request.url())) {
        fetched.push(new URL(request.url()).pathname);
      }
    });
    await visit(page, '/en');
    await box(page).input.focus();
    await searchFor(page, 'gold');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => path.startsWith('/en/pagefind/'))).toBe(
      true,
    );
  });
});

test.describe('bad input', () => {
  test('empty and whitespace queries show the hint and no results', async ({
    page,
  }) => {
    await visit(page, '/');
    const {input, options, status} = box(page);
    await input.click();
    await expect(status).toHaveText(/عنوان، برچسب یا تاریخ/);
    for (const query of ['', ' ', '   \t ', '\u200c \u200c']) {
      await input.fill(query);
      await page.waitForTimeout(300);
      await expect(options).toHaveCount(0);
      await expect(status).toHaveText(/عنوان، برچسب یا تاریخ/);
    }
  });

  test('long, markup, quote and regex queries are handled as text', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.evaluate(
      () => ((window as unknown as {__injected: number}).__injected = 0),
    );
    const queries = [
      'دلار '.repeat(200).slice(0, 1000),
      'x'.repeat(1000),
      '<img src=x onerror="window.__injected=1">',
      '<script>window.__injected=1</script> دلار',
      '"دلار" \'طلا\' `سکه`',
      '(.*)+[a-z]?\\d{2,}$^|\\',
      '*** ??? +++ )))',
      '&lt;b&gt;دلار&lt;/b&gt;',
    ];
    for (const query of queries) {
      await searchFor(page, query);
      await expect(page.locator('nav.navbar [role="status"]')).not.toBeEmpty();
    }
    expect(
      await page.evaluate(
        () => (window as unknown as {__injected: number}).__injected,
      ),
    ).toBe(0);
    await expect(
      page.locator('nav.navbar img[src="x"], nav.navbar script'),
    ).toHaveCount(0);
  });

  test('results and excerpts hold only text and <mark>', async ({page}) => {
    await visit(page, '/');
    await searchFor(page, 'دلار');
    const tags = await box(page).list.evaluate((list) =>
      [
        ...new Set(
          Array.from(list.querySelectorAll('*')).map((el) =>
            el.tagName.toLowerCase(),
          ),
        ),
      ].sort(),
    );
    expect(
      tags.filter((tag) => !['li', 'span', 'mark', 'time'].includes(tag)),
    ).toEqual([]);
  });
});

test.describe('layout', () => {
  test('on fa the box is right-to-left and the panel opens toward the page', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await searchFor(page, 'سکه');
    expect(
      await box(page).input.evaluate((el) => getComputedStyle(el).direction),
    ).toBe('rtl');
    const excerpt = box(page).options.first();
    expect(await excerpt.evaluate((el) => getComputedStyle(el).direction)).toBe(
      'rtl',
    );
    const panel = await box(page).list.boundingBox();
    const viewport = page.viewportSize()!;
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width + 1);
  });

  test(`on a 390px phone the open box is a full-width overlay ${DESKTOP_ONLY}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/news');
    await searchFor(page, 'دلار');
    const overlay = await box(page).input.evaluate((input) => {
      const root = input.closest('div')!.parentElement!;
      const rect = root.getBoundingClientRect();
      return {
        x: rect.x,
        width: rect.width,
        height: rect.height,
        position: getComputedStyle(root).position,
      };
    });
    expect(overlay).toEqual({x: 0, width: 390, height: 844, position: 'fixed'});
    await expect(box(page).options.first()).toBeInViewport();
    const noOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noOverflow).toBe(true);
    await page.getByRole('button', {name: 'بستن جستجو'}).click();
    await expect(box(page).list).toHaveCount(0);
  });
});

/** Listed articles whose title contains a word: a floor for the number of results (bodies match too). */
const titlesWith = (word: string, locale: 'fa' | 'en') =>
  listed.filter((a) =>
    (locale === 'fa'
      ? a.frontMatter.title
      : (englishTitle.get(a.frontMatter.slug) ?? '')
    )
      .toLowerCase()
      .includes(word),
  );

/** The search page's count line, read as a number. */
async function resultCount(page: Page): Promise<number> {
  // the hint before a query is typed holds digits too («۱۴۰۴», "2025"): wait for the answer
  const status = page.locator('main [data-search-status="ready"]');
  await expect(status).toHaveText(/[0-9۰-۹]/, {timeout: 15_000});
  const text = (await status.textContent())!;
  const digits = text
    .split(/[^0-9۰-۹٬,]/)
    .find((part) => /[0-9۰-۹]/.test(part))!;
  return Number(
    [...digits]
      .filter((c) => /[0-9۰-۹]/.test(c))
      .map((c) => ('۰۱۲۳۴۵۶۷۸۹'.includes(c) ? '۰۱۲۳۴۵۶۷۸۹'.indexOf(c) : c))
      .join(''),
  );
}

test.describe('the search page', () => {
  test('fa: «دلار» shows the true count, every title match, newest first, ten a page', async ({
    page,
  }) => {
    await visit(page, `/search?q=${encodeURIComponent('دلار')}`);
    await expect(page.locator('main h1')).toHaveText('جستجو: «دلار»');
    const count = await resultCount(page);
    expect(count).toBeGreaterThanOrEqual(titlesWith('دلار', 'fa').length);
    expect(count).toBeGreaterThan(10);
    const results = page.locator('main [data-search-result]');
    await expect(results).toHaveCount(10);
    // each result: kicker, headline link, date, excerpt with a highlighted match
    const first = results.first();
    await expect(first.locator('p').first()).not.toBeEmpty();
    await expect(first.locator('h2 a')).toHaveAttribute(
      'href',
      /^\/news\/\d+\//,
    );
    await expect(first.locator('time')).toHaveText(/^[۰-۹]+ [^\d]+ [۰-۹]{4}$/);
    await expect(results.locator('mark').first()).toBeVisible();
    // newest first
    const dates = async () =>
      page
        .locator('main [data-search-result] time')
        .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    const page1 = await dates();
    expect(page1).toEqual([...page1].sort().reverse());
    // page 2 continues, older than page 1
    await page.locator('main nav ol a').filter({hasText: /^۲$/}).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('main [data-search-status]')).toContainText('۱۱');
    const page2 = await dates();
    expect(page2.length).toBeGreaterThan(0);
    expect(page2[0] <= page1.at(-1)!).toBe(true);
  });

  test('fa: "most relevant" reorders the same results', async ({page}) => {
    await visit(page, `/search?q=${encodeURIComponent('سکه امامی')}`);
    const byDate = await resultCount(page);
    const newest = await page
      .locator('main [data-search-result] h2 a')
      .allTextContents();
    await page.locator('main a[data-order="relevance"]').click();
    await expect(page).toHaveURL(/order=relevance/);
    await expect(
      page.locator('main a[data-order="relevance"]'),
    ).toHaveAttribute('aria-current', 'true');
    expect(await resultCount(page)).toBe(byDate);
    await expect
      .poll(async () =>
        page.locator('main [data-search-result] h2 a').allTextContents(),
      )
      .not.toEqual(newest);
  });

  test('fa: a query with Arabic letter forms (ي، ك) finds what the Persian spelling finds', async ({
    page,
  }) => {
    await visit(page, `/search?q=${encodeURIComponent('بانک مرکزی')}`);
    const persian = await resultCount(page);
    await visit(page, `/search?q=${encodeURIComponent('بانك مركزي')}`);
    expect(await resultCount(page)).toBe(persian);
    expect(persian).toBeGreaterThan(10);
  });

  test('Enter in the navbar box opens the search page; the dropdown links to all results', async ({
    page,
  }) => {
    await visit(page, '/news');
    await searchFor(page, 'دلار');
    const all = page.locator('nav.navbar a[data-all-results]');
    await expect(all).toBeVisible();
    // «۱۴۱ نتیجه»: digits made Latin first, since \D also matches Persian digits.
    const dropdownCount = Number(
      toLatin((await box(page).status.textContent())!).replace(/\D+/g, ''),
    );
    expect(dropdownCount).toBeGreaterThan(8); // the true count, not the eight quick results
    await expect(box(page).options).toHaveCount(8);
    await box(page).input.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/search\\?q=${encodeURIComponent('دلار')}$`),
    );
    expect(await resultCount(page)).toBe(dropdownCount);
  });

  test('en: English results on /en/search, paged', async ({page}) => {
    await visit(page, '/en/search?q=dollar&page=2');
    await expect(page.locator('main h1')).toHaveText('Search: “dollar”');
    const count = await resultCount(page);
    expect(count).toBeGreaterThanOrEqual(titlesWith('dollar', 'en').length);
    await expect(page.locator('main [data-search-status]')).toContainText(
      /results, 11–/,
    );
    await expect(
      page.locator('main [data-search-result] h2 a').first(),
    ).toHaveAttribute('href', /^\/en\/news\//);
    await expect(page.locator('main nav ol a[aria-current="page"]')).toHaveText(
      '2',
    );
  });

  test('the form works before the app boots: a plain GET to the search page', async ({
    page,
  }) => {
    await page.goto('/search');
    const form = page.locator('main form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.locator('input[name="q"]')).toBeVisible();
  });
});

test.describe('the search page before and as the app boots', () => {
  test.use({autoBoot: false});
  const cases = [
    {
      locale: 'fa',
      prefix: '',
      q: 'دلار',
      heading: 'جستجو: «دلار»',
      loading: 'در حال جستجو…',
      instrument: 'usd',
    },
    {
      locale: 'en',
      prefix: '/en',
      q: 'gold',
      heading: 'Search: “gold”',
      loading: 'Searching…',
      instrument: 'gold-18k',
    },
  ] as const;

  for (const c of cases) {
    test(`${c.locale}: the static page shows the query of ?q= and that it is searching, with no app`, async ({
      page,
      diagnostics,
    }) => {
      // No app at all: its scripts never arrive.
      diagnostics.expect(/Failed to load resource/);
      await page.route(/\/assets\/js\//, (route) => route.abort());
      await page.goto(`${c.prefix}/search?q=${encodeURIComponent(c.q)}`);
      const main = page.locator('main[data-search-page]');
      await expect(main.locator('input[name="q"]')).toHaveValue(c.q);
      await expect(main.locator('h1')).toHaveText(c.heading);
      await expect(main.locator('[data-search-status]')).toHaveText(c.loading);
      await expect(main.locator('[data-search-status]')).toHaveAttribute(
        'data-search-status',
        'loading',
      );
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(
        0,
      );
    });

    test(`${c.locale}: nothing moves when the app and the results arrive, and a price word shows its price first`, async ({
      page,
    }) => {
      test.slow();
      // The engine answers late, as on a slow link: the results come well after the first paint.
      await page.route(/\/pagefind\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${c.prefix}/search?q=${encodeURIComponent(c.q)}`);
      const main = page.locator('main[data-search-page]');
      const boxes = async () =>
        main
          .locator('h1, form, [data-search-status]')
          .evaluateAll((els) =>
            els.map((el) => JSON.stringify(el.getBoundingClientRect())),
          );
      // The first paint's boxes, once the form is on screen (on a loaded runner `load` can come first).
      await expect(main.locator('form')).toBeVisible();
      const before = await boxes();
      await expect(main.locator('[data-search-result]').first()).toBeVisible({
        timeout: 20_000,
      });
      expect(await boxes()).toEqual(before);
      // Nothing at all: the status line's words change in a new text node, not in a moved one.
      const shift = await layoutShift(page);
      expect(shift.score, shift.moved).toBe(0);
      // The instrument's closing price comes first, before the results, linked to its page.
      const price = main.locator(`[data-search-price="${c.instrument}"]`);
      await expect(price).toBeVisible();
      await expect(price.locator('a')).toHaveAttribute(
        'href',
        `${c.prefix}/prices/${c.instrument}`,
      );
      await expect(price.locator('bdi').first()).toHaveText(
        /^[0-9۰-۹][0-9۰-۹٬,.٫]*$/,
      );
      const order = await main
        .locator('[data-search-price], [data-search-result]')
        .evaluateAll((els) =>
          els.map((el) => el.hasAttribute('data-search-price')),
        );
      expect(order[0]).toBe(true);
    });
  }

  test('without a query the page waits for the reader like any other: the app is not booted at load', async ({
    page,
  }) => {
    await page.goto('/search', {waitUntil: 'load'});
    const started = await page.evaluate(() => ({
      asked: '__nnBootNow' in window,
      scripts: document.querySelectorAll('script[src*="/assets/js/main."]')
        .length,
    }));
    expect(started).toEqual({asked: false, scripts: 0});
    // The reader's first focus in the box boots it.
    await page.locator('main input[name="q"]').focus();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(
      1,
      {timeout: 20_000},
    );
  });

  test('a word that names no price shows no price', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('مسکن')}`);
    await expect(page.locator('main [data-search-result]').first()).toBeVisible(
      {timeout: 20_000},
    );
    await expect(page.locator('main [data-search-price]')).toHaveCount(0);
  });
});

test.describe('the not-found page', () => {
  for (const locale of ['fa', 'en'] as const) {
    test(`${locale}: says the page was not found, then offers search and the five latest stories, in the static HTML`, async ({
      page,
      request,
      diagnostics,
    }) => {
      diagnostics.expect(/status of 404 \(Not Found\)/);
      const prefix = locale === 'en' ? '/en' : '';
      const html = await (await request.get(`${prefix}/no-such-page`)).text();
      // the minified HTML leaves attribute values unquoted where it can
      expect(html).toMatch(new RegExp(`action="?${prefix}/search[" >]`));
      const newest =
        locale === 'fa'
          ? listed[0].frontMatter.title
          : englishTitle.get(listed[0].frontMatter.slug)!;
      expect(html).toContain(newest.replace(/&/g, '&amp;'));
      await page.goto(`${prefix}/no-such-page`);
      await expect(page.locator('main h1')).toHaveText(
        locale === 'fa' ? 'صفحه پیدا نشد' : 'Page Not Found',
      );
      const latest = page.locator('main [data-latest-headlines] li');
      await expect(latest).toHaveCount(5);
      expect(
        await latest
          .locator('a')
          .evaluateAll((as) =>
            as.map((a) => decodeURI(a.getAttribute('href')!)),
          ),
      ).toEqual(listed.slice(0, 5).map((a) => `${prefix}${articleUrl(a)}`));
      await page
        .locator('main form[role="search"] input[name="q"]')
        .fill(locale === 'fa' ? 'سکه' : 'coin');
      await page.locator('main form[role="search"] button').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=`));
      expect(await resultCount(page)).toBeGreaterThan(0);
    });
  }
});

function toLatin(text: string): string {
  return [...text]
    .map((c) =>
      '۰۱۲۳۴۵۶۷۸۹'.includes(c) ? String('۰۱۲۳۴۵۶۷۸۹'.indexOf(c)) : c,
    )
    .join('');
}
