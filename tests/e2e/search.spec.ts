/**
 * The navbar's offline search (issue 5) on the production build: Persian queries as readers type
 * them (Arabic letter forms, with or without ZWNJ, Latin or Arabic-Indic digits) find the
 * expected article; English finds English only; keyboard use; nothing of the engine loads before
 * the box is focused; bad input renders as text without console errors (the fixture fails on any).
 */
import type {Page} from '@playwright/test';
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
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
  await expect(status).not.toHaveText(/در حال جستجو|Searching/, {timeout: 10_000});
}

async function optionTitles(page: Page): Promise<string[]> {
  return box(page).options.locator(':scope > span:first-child').allTextContents();
}

test.describe('Persian queries find the article as readers type them', () => {
  const cases: {name: string; query: string; id: number}[] = [
    {name: 'Persian letters', query: 'شمش اوراسیا', id: 121530},
    {name: 'Arabic yeh and kaf (ي ك)', query: 'كالابرگي', id: 121560},
    {name: 'Arabic yeh in a title word', query: 'اوراسيا', id: 121530},
    {name: 'ZWNJ as written (می‌شود)', query: 'النگوی تمام می‌شود', id: 121574},
    {name: 'ZWNJ left out (میشود)', query: 'النگوی تمام میشود', id: 121574},
    {name: 'ZWNJ typed as a space (می شود)', query: 'النگوی تمام می شود', id: 121574},
    {name: 'suffix without ZWNJ (پرمعاملهترین)', query: 'پرمعاملهترین', id: 121713},
    {name: 'suffix typed as a space (پرمعامله ترین)', query: 'پرمعامله ترین', id: 121713},
    {name: 'heh without the ezafe hamza (تکیه for تکیهٔ)', query: 'تکیه بانک‌ها ریپو', id: 121694},
    {name: 'Latin digits', query: '9800', id: 121544},
    {name: 'Arabic-Indic digits', query: '٩٨٠٠', id: 121544},
    {name: 'Latin digits beside Persian words', query: 'انس طلا 3685', id: 121574},
  ];
  for (const {name, query, id} of cases) {
    test(`${name}: «${query}»`, async ({page}) => {
      await visit(page, '/');
      await searchFor(page, query);
      expect(await optionTitles(page)).toContain(byId(id).frontMatter.title);
    });
  }

  test('results are fa pages, with the Jalali date in Persian digits and the match highlighted', async ({page}) => {
    await visit(page, '/news');
    await searchFor(page, 'اوراسیا');
    const hit = box(page).options.filter({hasText: byId(121530).frontMatter.title});
    await expect(hit.locator('time')).toHaveText(/^[۰-۹]{1,2} (شهریور|مهر) ۱۴۰۴$/);
    await expect(hit.locator('mark').first()).toHaveText('اوراسیا');
    const urls = await box(page).options.evaluateAll((els) => els.length);
    expect(urls).toBeGreaterThan(0);
    await expect(box(page).status).toHaveText(/^[۰-۹]+ نتیجه$/);
  });

  test('a query that matches nothing says so in Persian', async ({page}) => {
    await visit(page, '/');
    await searchFor(page, 'زرافه‌های‌آبی');
    await expect(box(page).options).toHaveCount(0);
    await expect(box(page).status).toHaveText('نتیجه‌ای پیدا نشد. واژهٔ دیگری را امتحان کنید.');
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

  test('the box speaks English on /en, and Persian queries find nothing there', async ({page}) => {
    await visit(page, '/en');
    await expect(box(page).input).toHaveAttribute('aria-label', 'Search news and pages');
    await searchFor(page, 'اوراسیا');
    await expect(box(page).status).toHaveText('No results. Try another word.');
  });
});

test.describe('keyboard', () => {
  test('/ focuses the box, ↓ moves through results, Enter opens one', async ({page}) => {
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
    await expect(box(page).input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const title = await first.locator(':scope > span:first-child').textContent();
    expect(title).toBe(article.frontMatter.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(encodeURI(articleUrl(article)));
    await expect(page.locator('article h1')).toHaveText(article.frontMatter.title);
  });

  test('Ctrl+K focuses the box, ↑ wraps to the last result, Esc closes', async ({page}) => {
    await visit(page, '/news');
    await page.keyboard.press('Control+k');
    await expect(box(page).input).toBeFocused();
    await page.keyboard.type('دلار');
    await expect(box(page).options.first()).toBeVisible();
    const count = await box(page).options.count();
    await page.keyboard.press('ArrowUp');
    await expect(box(page).options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page).input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box(page).list).toHaveCount(0);
    await expect(box(page).input).not.toBeFocused();
  });
});

test.describe('cost', () => {
  test('nothing of the engine or its index is fetched before the box is focused', async ({page}) => {
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
    await expect.poll(paths).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.unknown.pagefind']));
    expect(paths().filter((path) => /\/(index|fragment)\//.test(path))).toEqual([]);
    await box(page).input.fill('دلار');
    await expect.poll(() => paths().some((path) => path.startsWith('/pagefind/index/'))).toBe(true);
    expect(paths().every((path) => path.startsWith('/pagefind/'))).toBe(true);
  });

  test('on /en the English index is loaded, not the Persian one', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_ASSET.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await visit(page, '/en');
    await box(page).input.focus();
    await searchFor(page, 'gold');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => path.startsWith('/en/pagefind/'))).toBe(true);
  });
});

test.describe('bad input', () => {
  test('empty and whitespace queries show the hint and no results', async ({page}) => {
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

  test('long, markup, quote and regex queries are handled as text', async ({page}) => {
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as {__injected: number}).__injected = 0));
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
    expect(await page.evaluate(() => (window as unknown as {__injected: number}).__injected)).toBe(0);
    await expect(page.locator('nav.navbar img[src="x"], nav.navbar script')).toHaveCount(0);
  });

  test('results and excerpts hold only text and <mark>', async ({page}) => {
    await visit(page, '/');
    await searchFor(page, 'دلار');
    const tags = await box(page).list.evaluate((list) => [...new Set(Array.from(list.querySelectorAll('*')).map((el) => el.tagName.toLowerCase()))].sort());
    expect(tags.filter((tag) => !['li', 'span', 'mark', 'time'].includes(tag))).toEqual([]);
  });
});

test.describe('layout', () => {
  test('on fa the box is right-to-left and the panel opens toward the page', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await searchFor(page, 'سکه');
    expect(await box(page).input.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const excerpt = box(page).options.first();
    expect(await excerpt.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const panel = await box(page).list.boundingBox();
    const viewport = page.viewportSize()!;
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width + 1);
  });

  test(`on a 390px phone the open box is a full-width overlay ${DESKTOP_ONLY}`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/news');
    await searchFor(page, 'دلار');
    const overlay = await box(page).input.evaluate((input) => {
      const root = input.closest('div')!.parentElement!;
      const rect = root.getBoundingClientRect();
      return {x: rect.x, width: rect.width, height: rect.height, position: getComputedStyle(root).position};
    });
    expect(overlay).toEqual({x: 0, width: 390, height: 844, position: 'fixed'});
    await expect(box(page).options.first()).toBeInViewport();
    const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noOverflow).toBe(true);
    await page.getByRole('button', {name: 'بستن جستجو'}).click();
    await expect(box(page).list).toHaveCount(0);
  });
});
