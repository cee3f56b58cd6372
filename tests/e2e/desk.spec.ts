/**
 * The newsroom's article features on the built site, in both locales: an editor's photo (lead
 * figure with caption and credit, responsive AVIF/WebP/JPEG, the sharing card and the structured
 * data crops), a body photo, the Tehran time, an updated and a corrected article (page, JSON-LD,
 * sitemap, Atom), a breaking and a pinned article. The articles are found from their front matter.
 */
import sharp from 'sharp';
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {servedSitemap} from './sitemaps';
import {
  articleUrl,
  englishTitle,
  lead as leadStory,
  listed,
  pinned,
} from './corpus';
import {toTehranIso} from '../../src/lib/tehranTime';

const SITE = 'https://nerkhnama.example';
const withPhoto = listed.find(
  (a) => a.frontMatter.image && /!\[/.test(a.body),
)!;
const corrected = listed.find((a) => a.frontMatter.correction)!;
const updated = listed.find((a) => a.frontMatter.updated)!;
const breaking = listed.find((a) => a.frontMatter.breaking)!;

test('the launch corpus has a photo article with a body photo, and updated, corrected, breaking and pinned articles', () => {
  for (const article of [withPhoto, corrected, updated, breaking, pinned]) {
    expect(article).toBeTruthy();
  }
});

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .allTextContents();
  return blocks
    .map((text) => JSON.parse(text))
    .find((d) => d['@type'] === 'NewsArticle');
}

/** The width the browser should pick from an <img>'s srcset for its rendered size and the screen's density. */
async function imageChoice(img: import('@playwright/test').Locator) {
  return img.evaluate(async (el: HTMLImageElement) => {
    if (!el.complete) {
      await new Promise((resolve) =>
        el.addEventListener('load', resolve, {once: true}),
      );
    }
    const source = el.parentElement!.querySelector<HTMLSourceElement>(
      'source[type="image/avif"]',
    )!;
    const widths = source.srcset
      .split(',')
      .map((c) => Number(/(\d+)w$/.exec(c.trim())![1]));
    const needed = el.getBoundingClientRect().width * window.devicePixelRatio;
    // naturalWidth of a srcset image is scaled by the candidate's density: load the chosen file alone for its pixels.
    const probe = new Image();
    probe.src = el.currentSrc;
    await probe.decode();
    return {
      widths,
      needed,
      natural: probe.naturalWidth,
      currentSrc: el.currentSrc,
      smallestEnough: widths.find((w) => w >= needed) ?? Math.max(...widths),
    };
  });
}

for (const l of [
  {
    locale: 'fa',
    prefix: '',
    // The launch pictures are rendered illustrations (image_kind: illustration), credited as such.
    credit: 'طرح: تحریریهٔ نرخ‌نما',
    updatedLabel: /^به‌روزرسانی: [۰-۹]+ مهر ۱۴۰۴، ۲۰:۰۵$/,
    correction: 'اصلاحیه',
    breaking: 'فوری',
    time: /، ۱۴:۲۸$/,
  },
  {
    locale: 'en',
    prefix: '/en',
    credit: 'Illustration: Nerkhnama newsroom',
    updatedLabel: /^Updated 28 Sept? 2025, 20:05$/,
    correction: 'Correction',
    breaking: 'Breaking',
    time: /, 14:28$/,
  },
] as const) {
  const {prefix} = l;

  test(`${l.locale}: the lead photo is a responsive picture with caption and credit, no wider than the screen needs`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${articleUrl(withPhoto)}`);
    const figure = page.locator('article figure[data-lead-photo]');
    await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/img\/photos\/[0-9a-f]{10}-160\.avif 160w, .+-1600\.avif 1600w$/,
    );
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-160\.webp 160w, .+-1600\.webp 1600w$/,
    );
    const img = figure.locator('img');
    await expect(img).toHaveAttribute('srcset', /-480\.jpg 480w/);
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1067');
    await expect(img).toHaveAttribute('alt', /.{30,}/);
    await expect(figure.locator('figcaption')).toContainText(
      withPhoto.frontMatter.image_caption ? /.{30,}/ : /./,
    );
    await expect(figure.locator('[data-photo-credit]')).toHaveText(l.credit);
    const choice = await imageChoice(img);
    expect(choice.currentSrc, 'Chromium takes the AVIF').toMatch(/\.avif$/);
    expect(
      choice.natural,
      `${choice.natural}px file for ${Math.round(choice.needed)}px of screen`,
    ).toBeLessThanOrEqual(choice.smallestEnough);
    // The header carries the Tehran time of publication after the date.
    await expect(
      page.locator('article header .margin-vert--md span').first(),
    ).toHaveText(l.time);
  });

  test(`${l.locale}: a Markdown body image becomes a lazy captioned picture`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${articleUrl(withPhoto)}`);
    const figure = page.locator('article .markdown figure[data-body-photo]');
    await expect(figure).toHaveCount(1);
    await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-480\.avif 480w/,
    );
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-480\.webp 480w/,
    );
    const img = figure.locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(figure.locator('figcaption')).toHaveText(
      l.locale === 'fa'
        ? /^طرحی از تابلوی نرخ یک صرافی/
        : /^A drawing of an exchange shop’s rate board/,
    );
    await figure.scrollIntoViewIfNeeded();
    const choice = await imageChoice(img);
    expect(choice.natural).toBeGreaterThan(0);
    expect(choice.natural).toBeLessThanOrEqual(choice.smallestEnough);
  });

  test(
    `${l.locale}: og:image is the photo's sharing card and JSON-LD lists the 16:9, 4:3 and 1:1 crops`,
    {tag: DESKTOP_ONLY},
    async ({page, request}) => {
      await visit(page, `${prefix}${articleUrl(withPhoto)}`);
      await expect(
        page.locator('head meta[property="og:title"]'),
      ).toHaveAttribute('content', /./);
      // The card's alternative text is the photo's (image_alt), not the site's default.
      const photoAlt = (await page
        .locator('article figure[data-lead-photo] img')
        .getAttribute('alt'))!;
      expect(photoAlt).toBeTruthy();
      for (const meta of [
        'meta[property="og:image:alt"]',
        'meta[name="twitter:image:alt"]',
      ]) {
        await expect(page.locator(`head ${meta}`)).toHaveAttribute(
          'content',
          photoAlt,
        );
      }
      const og = (await page
        .locator('head meta[property="og:image"]')
        .getAttribute('content'))!;
      const match = new RegExp(
        `^${SITE}${prefix}/img/news/(${withPhoto.id}-[0-9a-f]{10})-og\\.jpg$`,
      ).exec(og);
      expect(match, og).toBeTruthy();
      const card = await sharp(
        await (await request.get(new URL(og).pathname)).body(),
      ).metadata();
      expect([card.format, card.width, card.height]).toEqual([
        'jpeg',
        1200,
        630,
      ]);
      // A photo article has no drawn art: the card is made from the photo.
      expect(
        (
          await request.get(`${prefix}/img/news/${match![1]}-1200.webp`)
        ).status(),
      ).toBe(404);

      const data = await jsonLd(page);
      expect(data.image).toHaveLength(3);
      const sizes = [];
      for (const [i, ratio] of ['16x9', '4x3', '1x1'].entries()) {
        expect(data.image[i]).toMatchObject({
          '@type': 'ImageObject',
          caption: expect.stringMatching(/.{20,}/),
        });
        expect(data.image[i].url).toMatch(
          new RegExp(
            `^${SITE}${prefix}/img/photos/[0-9a-f]{10}-${ratio}\\.jpg$`,
          ),
        );
        const meta = await sharp(
          await (await request.get(new URL(data.image[i].url).pathname)).body(),
        ).metadata();
        sizes.push([meta.width, meta.height]);
      }
      expect(sizes).toEqual([
        [1200, 675],
        [1200, 900],
        [1200, 1200],
      ]);
    },
  );

  test(
    `${l.locale}: an updated article says so, and JSON-LD, meta, sitemap and Atom carry the edit`,
    {tag: DESKTOP_ONLY},
    async ({page, request}) => {
      const iso = toTehranIso(updated.frontMatter.updated!);
      await visit(page, `${prefix}${articleUrl(updated)}`);
      await expect(page.locator('article header [data-updated]')).toHaveText(
        l.updatedLabel,
      );
      const data = await jsonLd(page);
      expect(data.dateModified).toBe(iso);
      expect(data.datePublished).toBe(toTehranIso(updated.frontMatter.date));
      await expect(
        page.locator('head meta[property="article:modified_time"]'),
      ).toHaveAttribute('content', iso);

      const sitemap = await servedSitemap(request, prefix);
      const loc = encodeURI(`${SITE}${prefix}${articleUrl(updated)}`);
      // The sitemap writes lastmod in UTC.
      expect(sitemap).toContain(
        `<loc>${loc}</loc><lastmod>${new Date(updated.frontMatter.updated!).toISOString()}</lastmod>`,
      );

      const atom = await (await request.get(`${prefix}/news/atom.xml`)).text();
      const entry = atom
        .split('<entry>')
        .find((e) => e.includes(loc) || e.includes(articleUrl(updated)))!;
      expect(entry).toContain(
        `<updated>${new Date(updated.frontMatter.updated!).toISOString()}</updated>`,
      );
      expect(entry).toContain(
        `<published>${new Date(updated.frontMatter.date).toISOString()}</published>`,
      );
    },
  );

  test(`${l.locale}: a corrected article ends with the correction, also in JSON-LD`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${articleUrl(corrected)}`);
    const note = page.locator('article aside[data-correction]');
    await expect(note.locator('h2')).toHaveText(l.correction);
    await expect(note.locator('li')).toHaveCount(
      corrected.frontMatter.correction!.length,
    );
    await expect(note.locator('p').first()).toHaveText(
      l.locale === 'fa' ? /^در نسخهٔ پیشین/ : /^An earlier version/,
    );
    const data = await jsonLd(page);
    expect(data.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        datePublished: toTehranIso(corrected.frontMatter.correction![0].date),
        text: expect.stringMatching(/71|۷۱/),
      },
    ]);
  });

  test(`${l.locale}: breaking news is labelled on its card and its page; the lead story (a fresh breaking one, else the pinned one) leads the news list and the home page`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/news`);
    const lead = page.locator('main article').first();
    await expect(lead).toHaveAttribute('data-variant', 'lead');
    await expect(lead.locator('h2 a')).toHaveAttribute(
      'href',
      `${prefix}${articleUrl(leadStory!)}`,
    );
    const breakingCard = page.locator(
      `main article:has(h2 a[href="${prefix}${articleUrl(breaking)}"])`,
    );
    await expect(breakingCard.locator('[data-breaking]')).toHaveText(
      l.breaking,
    );
    await expect(page.locator('main article [data-breaking]')).toHaveCount(
      listed.slice(0, 10).filter((a) => a.frontMatter.breaking).length,
    );

    await visit(page, `${prefix}/`);
    await expect(
      page.locator('main article').first().locator('h3 a, h2 a'),
    ).toHaveAttribute('href', `${prefix}${articleUrl(leadStory!)}`);

    await visit(page, `${prefix}${articleUrl(breaking)}`);
    await expect(page.locator('article header [data-breaking]')).toHaveText(
      l.breaking,
    );
    if (l.locale === 'en') {
      await expect(page.locator('article header h1')).toHaveText(
        englishTitle.get(breaking.frontMatter.slug)!,
      );
    }
  });
}
