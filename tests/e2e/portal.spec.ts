/**
 * The news portal: cards, lead story, pagination, tag pages, tags index, article page
 * (lead image, share links, related articles), home page, and the build-made images, in both
 * locales. With E2E_SCREENSHOTS=1, screenshots of every page at 360, 390 and 1280 px land in
 * test-results/.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import sharp from 'sharp';
import {test, expect, visit, DESKTOP_ONLY, SCREENSHOTS} from './fixtures';
import {articleUrl, lastListPage, listed, tagByKey} from './corpus';

const VIEWPORTS = [
  {width: 360, height: 740},
  {width: 390, height: 844},
  {width: 1280, height: 900},
] as const;
const article = listed[4];
const economy = tagByKey('economy');

const pathOf = (href: string) => decodeURI(new URL(href, 'http://x').pathname);
const idOf = (path: string) => Number(/\/news\/(\d+)\//.exec(path)![1]);

/** Every <img> on the page lacking alt, width or height (an empty list is a pass). */
async function imagesMissingAttributes(page: Page) {
  return page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs
        .filter(
          (img) =>
            !img.getAttribute('alt')?.trim() ||
            !(Number(img.getAttribute('width')) > 0) ||
            !(Number(img.getAttribute('height')) > 0),
        )
        .map((img) => img.outerHTML.slice(0, 160)),
    );
}

/**
 * The parts a phone lays out only when the reader scrolls near them (`content-visibility: auto`)
 * whose estimated height is shorter than their real one (an empty list is a pass). Until a part is
 * laid out the next one is placed after its estimate: a short estimate puts the next part over
 * this one's links, which Lighthouse's target-size check reads as hidden.
 */
async function shortEstimates(page: Page) {
  return page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
      .map((el) => ({
        el,
        estimate: parseFloat(
          getComputedStyle(el).containIntrinsicHeight.replace('auto', ''),
        ),
      }));
    for (const {el} of parts) el.style.contentVisibility = 'visible';
    const short = parts
      .map(({el, estimate}) => ({
        part: `${el.tagName.toLowerCase()}.${el.className.split(' ')[0]}`,
        estimate,
        height: Math.ceil(el.getBoundingClientRect().height),
      }))
      .filter(({estimate, height}) => !(estimate >= height))
      .map(
        ({part, estimate, height}) =>
          `${part}: estimated ${estimate}px, laid out ${height}px`,
      );
    for (const {el} of parts) el.style.contentVisibility = '';
    return short;
  });
}

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  const PAGES = [
    ['home', '/'],
    ['list', '/news'],
    ['list-page-2', '/news/page/2'],
    ['article', articleUrl(article)],
    ['tag', economy.permalink],
    ['tags-index', '/news/tags'],
  ] as const;

  test.describe(
    `${locale} portal pages at 360, 390 and 1280px`,
    {tag: DESKTOP_ONLY},
    () => {
      // each width is set explicitly; the phone project would repeat it
      test.describe.configure({timeout: 180_000}); // three widths, axe at each, on a shared 2-core machine
      for (const [name, path] of PAGES) {
        test(`${name}: images complete, no overflow, no serious axe violation, no part estimated shorter than it is; screenshots`, async ({
          page,
        }, testInfo) => {
          await page.setViewportSize(VIEWPORTS[0]);
          await visit(page, `${prefix}${path}`);
          for (const {width, height} of VIEWPORTS) {
            await page.setViewportSize({width, height});
            expect(
              await imagesMissingAttributes(page),
              `<img> without alt/width/height at ${width}px`,
            ).toEqual([]);
            const overflow = await page.evaluate(
              () =>
                document.documentElement.scrollWidth -
                document.documentElement.clientWidth,
            );
            expect(
              overflow,
              `horizontal overflow at ${width}px`,
            ).toBeLessThanOrEqual(0);
            if (width < 997) {
              expect(
                await shortEstimates(page),
                `parts laid out near the screen, at ${width}px`,
              ).toEqual([]);
            }
            if (width !== 360) {
              // axe finds at 360 what it finds at 390: the phone scan is at 390
              const axe = await new AxeBuilder({page}).analyze();
              const serious = axe.violations.filter(
                (v) => v.impact === 'serious' || v.impact === 'critical',
              );
              expect(
                serious.map(
                  (v) =>
                    `${width}px ${v.id}: ${v.nodes
                      .map((n) => n.target.join(' '))
                      .slice(0, 3)
                      .join(', ')}`,
                ),
              ).toEqual([]);
            }
            // every image really loads: lazy ones are switched to eager (a quick scroll past them may
            // end before the browser's lazy-load observer fires; lazy loading is checked elsewhere)
            await page.evaluate(() => {
              for (const img of Array.from(document.images)) {
                img.loading = 'eager';
              }
            });
            await page.waitForFunction(
              () => Array.from(document.images).every((img) => img.complete),
              undefined,
              {timeout: 30_000},
            );
            const broken = await page
              .locator('img')
              .evaluateAll((imgs) =>
                imgs
                  .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
                  .map((img) => (img as HTMLImageElement).currentSrc),
              );
            expect(broken, 'images that failed to load').toEqual([]);
            if (SCREENSHOTS) {
              await page.screenshot({
                path: testInfo.outputPath(
                  `portal-${locale}-${name}-${width}.png`,
                ),
                fullPage: true,
              });
            }
          }
        });
      }
    },
  );

  test(`${locale}: a card shows thumbnail, kicker, headline, dek, date, time and reading time, in that order`, async ({
    page,
  }) => {
    for (const path of ['/news/page/3', economy.permalink]) {
      await visit(page, `${prefix}${path}`);
      const cards = page.locator('main article');
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      const orders = await cards.evaluateAll((articles) =>
        articles.map((card) => {
          const parts = [
            card.querySelector('img'),
            card.querySelector('header a:not(h2 a)'),
            card.querySelector('h2'),
            card.querySelector('p'),
            card.querySelector('footer time'),
          ];
          if (parts.some((p) => !p)) return 'missing';
          const inOrder = parts.every(
            (p, i) =>
              i === 0 ||
              parts[i - 1]!.compareDocumentPosition(p!) &
                Node.DOCUMENT_POSITION_FOLLOWING,
          );
          const text = (el: Element | null) => el?.textContent?.trim() ?? '';
          return inOrder && [1, 2, 3].every((i) => text(parts[i]).length > 0)
            ? 'ok'
            : 'out of order';
        }),
      );
      expect(
        orders.every((o) => o === 'ok'),
        `${path}: ${orders.join(',')}`,
      ).toBe(true);
      // the meta line: the date, the Tehran time, then the reading time
      const metas = await cards.locator('footer').allTextContents();
      for (const meta of metas) {
        expect(meta).toMatch(
          locale === 'fa'
            ? /^[۰-۹]+ [^\d]+ [۰-۹]{4}، [۰-۹]{2}:[۰-۹]{2}، [۰-۹]+ دقیقه مطالعه$/
            : /^\d+ \w+ \d{4}, \d{2}:\d{2} · \d+ min read$/,
        );
      }
      // the kicker is the article's main tag and links to it
      await expect(cards.first().locator('header a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/news/tags/`),
      );
    }
  });

  test(`${locale}: the lead story opens page 1 of the list and of a tag, and only page 1`, async ({
    page,
  }) => {
    for (const [first, second] of [
      ['/news', '/news/page/2'],
      [economy.permalink, `${economy.permalink}/page/2`],
    ]) {
      await visit(page, `${prefix}${first}`);
      await expect(
        page.locator('main article[data-variant="lead"]'),
      ).toHaveCount(1);
      await expect(page.locator('main article').first()).toHaveAttribute(
        'data-variant',
        'lead',
      );
      await expect(
        page.locator('main article[data-variant="lead"] img'),
      ).toHaveAttribute('loading', 'eager');
      // cards further down load lazily
      await expect(
        page.locator('main article').last().locator('img'),
      ).toHaveAttribute('loading', 'lazy');
      await visit(page, `${prefix}${second}`);
      await expect(page.locator('main article')).not.toHaveCount(0);
      await expect(
        page.locator('main article[data-variant="lead"]'),
      ).toHaveCount(0);
    }
  });

  test(`${locale}: page numbers link to their pages, with previous and next`, async ({
    page,
  }) => {
    const digits = (n: number) =>
      locale === 'fa' ? new Intl.NumberFormat('fa-IR').format(n) : String(n);
    await visit(page, `${prefix}/news/page/5`);
    const last = lastListPage.number;
    await expect(
      page.getByText(
        locale === 'fa' ? `صفحهٔ ۵ از ${digits(last)}` : `Page 5 of ${last}`,
      ),
    ).toBeVisible();
    const numbers = page.locator('main nav ol a');
    const links = await numbers.evaluateAll((as) =>
      as.map((a) => [
        a.textContent,
        decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
      ]),
    );
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const [text, href] of links) {
      const n = Number(
        [...text!]
          .map((c) => ('۰۱۲۳۴۵۶۷۸۹'.includes(c) ? '۰۱۲۳۴۵۶۷۸۹'.indexOf(c) : c))
          .join(''),
      );
      expect(text).toBe(digits(n));
      expect(href).toBe(
        n === 1 ? `${prefix}/news` : `${prefix}/news/page/${n}`,
      );
    }
    expect(links.map(([, href]) => href)).toContain(
      `${prefix}${lastListPage.path}`,
    );
    await expect(page.locator('main nav ol a[aria-current="page"]')).toHaveText(
      digits(5),
    );
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute(
      'href',
      `${prefix}/news/page/4`,
    );
    await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute(
      'href',
      `${prefix}/news/page/6`,
    );
    await numbers.filter({hasText: new RegExp(`^${digits(last)}$`)}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}${lastListPage.path}$`));
    await expect(page.locator('main article')).toHaveCount(lastListPage.size);
  });

  test(`${locale}: the article page has kicker, headline, dek, byline, date, tags; without a lead picture it opens with its text`, async ({
    page,
  }) => {
    expect(
      article.frontMatter.image,
      'an article without a photo',
    ).toBeUndefined();
    await visit(page, `${prefix}${articleUrl(article)}`);
    const header = page.locator('article header');
    await expect(header.locator('[data-kicker]')).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/news/tags/`),
    );
    await expect(header.locator('h1')).toBeVisible();
    await expect(header.locator('[data-dek]')).not.toBeEmpty();
    await expect(header.locator('time').first()).toBeVisible();
    // No drawing stands in for a photo: the text follows the headline block on the first screen.
    await expect(page.locator('article figure[data-lead-photo]')).toHaveCount(
      0,
    );
    const firstParagraph = page.locator('article .markdown > p').first();
    const textTop = (await firstParagraph.boundingBox())!.y;
    expect(textTop, 'the text starts on the first screen').toBeLessThan(
      page.viewportSize()!.height,
    );
    // No picture above the text (the art stays on cards and the related articles below).
    const picturesAbove = await page
      .locator('article img')
      .evaluateAll(
        (imgs, top) =>
          imgs.filter((img) => img.getBoundingClientRect().top < top).length,
        textTop,
      );
    expect(picturesAbove).toBe(0);
    await expect(page.locator('article footer a[rel="tag"]')).toHaveCount(
      article.frontMatter.tags.length,
    );
    // the body keeps a reading measure of about 60–70 characters
    const measure = await page.locator('article .markdown').evaluate((el) => {
      const probe = document.createElement('span');
      probe.textContent = '0';
      el.appendChild(probe);
      const ch = probe.getBoundingClientRect().width;
      probe.remove();
      return el.getBoundingClientRect().width / ch;
    });
    expect(measure).toBeLessThanOrEqual(72);
  });

  test(`${locale}: related articles (3–4) share a tag with the article and never include it`, async ({
    page,
  }) => {
    for (const subject of [article, listed[60], listed[150]]) {
      await visit(page, `${prefix}${articleUrl(subject)}`);
      await expect(page.locator('[data-related] h2')).toHaveText(
        locale === 'fa' ? 'مطالب مرتبط' : 'Related articles',
      );
      const hrefs = await page
        .locator('[data-related] li a')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      expect(hrefs.length).toBeLessThanOrEqual(4);
      for (const href of hrefs) {
        const id = idOf(pathOf(href));
        expect(id).not.toBe(subject.id);
        const other = listed.find((a) => a.id === id)!;
        expect(
          other.frontMatter.tags.some((t) =>
            subject.frontMatter.tags.includes(t),
          ),
          `${id} shares a tag with ${subject.id}`,
        ).toBe(true);
      }
    }
  });

  test(`${locale}: share links are plain links carrying the canonical URL`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${articleUrl(article)}`);
    const canonical = (await page
      .locator('link[rel="canonical"]')
      .getAttribute('href'))!;
    expect(canonical).toMatch(/^https:\/\//);
    const encoded = encodeURIComponent(canonical);
    await expect(page.locator('a[data-share="telegram"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://t\\.me/share/url\\?url=${escape(encoded)}&`),
    );
    await expect(page.locator('a[data-share="x"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?url=${escape(encoded)}&`),
    );
    expect(
      await page.locator('a[data-share="whatsapp"]').getAttribute('href'),
    ).toContain(encodeURIComponent(` ${canonical}`));
    await expect(page.locator('a[data-share="copy"]')).toHaveAttribute(
      'href',
      canonical,
    );
    // no third-party script on the page
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));
    expect(
      scripts.filter(
        (src) =>
          !src.startsWith(new URL(page.url()).origin) &&
          !/googletagmanager/.test(src),
      ),
    ).toEqual([]);
  });

  test(`${locale}: the Open Graph image is this article's 1200×630 JPEG`, async ({
    page,
    request,
  }) => {
    await visit(page, `${prefix}${articleUrl(article)}`);
    const og = (await page
      .locator('meta[property="og:image"]')
      .getAttribute('content'))!;
    expect(og).toMatch(
      new RegExp(`${prefix}/img/news/${article.id}-[0-9a-f]{10}-og\\.jpg$`),
    );
    const response = await request.get(new URL(og).pathname);
    expect(response.status()).toBe(200);
    const meta = await sharp(await response.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  test(`${locale}: the tags index puts the big tags first and lists every tag once`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/news/tags`);
    const big = await page
      .locator('main section')
      .first()
      .locator('a[rel="tag"]')
      .evaluateAll((as) =>
        as.map((a) =>
          decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
        ),
      );
    expect(big[0]).toBe(`${prefix}${economy.permalink}`);
    expect(big).toContain(`${prefix}${tagByKey('central-bank').permalink}`);
    expect(big).toContain(`${prefix}${tagByKey('dollar').permalink}`);
    const all = await page
      .locator('main a[rel="tag"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(new Set(all).size).toBe(all.length);
  });

  test(`${locale}: a tag page opens with the tag's name, description and count`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${economy.permalink}`);
    const header = page.locator('main header').first();
    const count =
      locale === 'fa'
        ? new Intl.NumberFormat('fa-IR').format(economy.count)
        : String(economy.count);
    await expect(header.locator('h1')).toHaveText(
      locale === 'fa' ? economy.label : economy.enLabel,
    );
    await expect(header).toContainText(count);
    await expect(page).toHaveTitle(new RegExp(count));
    expect(
      (await header.locator('p').last().textContent())!.length,
    ).toBeGreaterThan(30);
  });

  test(`${locale}: the home page shows the news as cards, the app pitch and the top tags`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/`);
    await expect(page.locator('main [data-price]')).toHaveCount(5);
    await expect(
      page.locator(
        'main a[href^="https://apps.apple.com"], main a[href^="https://play.google.com"]',
      ),
    ).toHaveCount(2);
    // lead + 4 top stories + 8 latest, then up to 3 per section block
    await expect(
      page.locator(
        'main [data-home-front] article, main [data-home-latest] article',
      ),
    ).toHaveCount(13);
    // the lead's picture: the article's own photo, or its generated art
    await expect(page.locator('main article img').first()).toHaveAttribute(
      'src',
      new RegExp(
        `^${prefix}/img/(news/\\d+-[0-9a-f]{10}-640|photos/[0-9a-f]{10}-\\d+)\\.jpg$`,
      ),
    );
    const topTags = page.locator(
      '#home-tags ~ ul a[rel="tag"], section:has(#home-tags) a[rel="tag"]',
    );
    await expect(topTags).toHaveCount(10);
    await expect(topTags.first()).toHaveAttribute(
      'href',
      `${prefix}${economy.permalink}`,
    );
  });
}

test(
  'fa phone: row headlines are whole and short (at most three lines at 390px) and the latest news fold open',
  {tag: DESKTOP_ONLY},
  async ({page}) => {
    // the viewport is set explicitly
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/news');
    const clipped = await page.locator('main article h2').evaluateAll((hs) =>
      hs
        .filter((h) => {
          const lineHeight = parseFloat(getComputedStyle(h).lineHeight);
          return (
            h.scrollHeight > h.clientHeight + 1 ||
            h.clientHeight > lineHeight * 3 + 1
          );
        })
        .map((h) => h.textContent),
    );
    expect(clipped).toEqual([]);
    const details = page.locator('details:has(nav)');
    await expect(details).toBeVisible();
    await expect(details.locator('a').first()).toBeHidden();
    await details.locator('summary').click();
    await expect(details.locator('a')).toHaveCount(50);
    await expect(details.locator('a').first()).toBeVisible();
  },
);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
