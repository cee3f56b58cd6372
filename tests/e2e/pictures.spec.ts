/**
 * Pictures say what they are and cost what they show. Generated art and rendered illustrations are
 * never captioned or credited as photos, and are labelled as illustrations for screen readers; an
 * article without a photo opens with its text. On a 390 px phone at 3× density, every responsive
 * picture's chosen file is at most 1.5 times as wide as the device pixels it fills: the `sizes` of
 * each one says the width the layout draws it at (src/lib/imageSizes.ts).
 */
import type {Page} from '@playwright/test';
import {test, expect, DESKTOP_ONLY} from './fixtures';
import {articleUrl, listed, tagByKey} from './corpus';

const LOCALES = [
  {
    locale: 'fa',
    prefix: '',
    photo: 'عکس:',
    illustration: 'طرح:',
    alt: /^تصویرسازی: /,
  },
  {
    locale: 'en',
    prefix: '/en',
    photo: 'Photo:',
    illustration: 'Illustration:',
    alt: /^Illustration: /,
  },
] as const;

const illustrated = listed.filter(
  (a) => a.frontMatter.image && a.frontMatter.image_kind === 'illustration',
);
const withoutPhoto = listed.find((a) => !a.frontMatter.image)!;
const photoArticle = listed.find((a) => a.frontMatter.image)!;

/** Every responsive picture on the page: rendered width, the chosen file's own width. */
async function chosenFiles(page: Page) {
  // Lazy pictures load when they near the screen: walk down the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  return page.locator('img[srcset]').evaluateAll(async (imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[])
        .filter((img) => img.getBoundingClientRect().width > 0)
        .map(async (img) => {
          if (!img.complete || !img.currentSrc) {
            img.loading = 'eager';
            await img.decode().catch(() => undefined);
          }
          // An image's naturalWidth is scaled by its srcset density: load the chosen file alone.
          const probe = new Image();
          probe.src = img.currentSrc;
          await probe.decode();
          return {
            src: img.currentSrc,
            sizes: img.sizes,
            rendered: img.getBoundingClientRect().width,
            file: probe.naturalWidth,
          };
        }),
    ),
  );
}

for (const {locale, prefix, photo, illustration, alt} of LOCALES) {
  test(`${locale}: rendered illustrations are credited and labelled as illustrations, never as photos`, async ({
    page,
  }) => {
    expect(
      illustrated.length,
      'the launch corpus has rendered pictures',
    ).toBeGreaterThan(0);
    for (const article of illustrated) {
      await page.goto(`${prefix}${articleUrl(article)}`);
      const figure = page.locator('article figure[data-lead-photo]');
      await expect(figure).toHaveAttribute('data-illustration', '');
      await expect(figure.locator('[data-photo-credit]')).toHaveText(
        new RegExp(`^${illustration} `),
      );
      await expect(figure.locator('figcaption')).not.toContainText(photo);
      await expect(figure.locator('img')).toHaveAttribute('alt', alt);
    }
  });

  test(`${locale}: no generated art is captioned, and no caption calls a drawing a photo`, async ({
    page,
  }) => {
    const tag = tagByKey(withoutPhoto.frontMatter.tags[0]).permalink;
    for (const url of [
      prefix || '/',
      `${prefix}/news`,
      `${prefix}${tag}`,
      `${prefix}${articleUrl(withoutPhoto)}`,
      ...illustrated.map((a) => `${prefix}${articleUrl(a)}`),
    ]) {
      await page.goto(url);
      // The build's art lives under /img/news/: it is never in a captioned figure.
      expect(
        await page
          .locator('figure:has(img[src*="/img/news/"]) figcaption')
          .count(),
        url,
      ).toBe(0);
      // A photo credit only ever sits under an editor's photograph.
      const credits = await page
        .locator('figcaption')
        .evaluateAll(
          (captions, word) =>
            captions
              .filter((c) => c.textContent!.includes(word))
              .map((c) =>
                c.closest('figure')!.hasAttribute('data-illustration'),
              ),
          photo,
        );
      expect(
        credits.filter(Boolean),
        `${url}: illustrations credited as photos`,
      ).toEqual([]);
    }
  });
}

test.describe('on a 390 px phone at 3× density', {tag: DESKTOP_ONLY}, () => {
  test.use({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });

  for (const {locale, prefix} of LOCALES) {
    test(`${locale}: every responsive picture's file is at most 1.5× the device pixels it fills`, async ({
      page,
    }) => {
      test.slow(); // every picture of several pages, decoded
      const tag = tagByKey(withoutPhoto.frontMatter.tags[0]).permalink;
      for (const url of [
        prefix || '/',
        `${prefix}/news`,
        `${prefix}${tag}`,
        `${prefix}${articleUrl(photoArticle)}`,
        `${prefix}${articleUrl(withoutPhoto)}`,
      ]) {
        await page.goto(url);
        const images = await chosenFiles(page);
        expect(images.length, url).toBeGreaterThan(0);
        // A file shown larger elsewhere on the page was fetched for that picture, and a smaller
        // one of the same file (a section's art is shared by its stories) takes it from the
        // cache: no byte more. The rule is for the largest place each file fills.
        const widest = new Map<string, number>();
        for (const img of images) {
          widest.set(img.src, Math.max(widest.get(img.src) ?? 0, img.rendered));
        }
        const tooWide = images
          .filter((img) => img.file > 1.5 * widest.get(img.src)! * 3)
          .map(
            (img) =>
              `${img.src.split('/').pop()}: ${img.file}px file for ${Math.round(img.rendered)}px × 3 (sizes="${img.sizes}")`,
          );
        expect(tooWide, url).toEqual([]);
      }
    });

    test(`${locale}: an article without a photo opens with its text on the first screen`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${articleUrl(withoutPhoto)}`);
      await expect(page.locator('article figure')).toHaveCount(0);
      const text = page.locator('article .markdown > p').first();
      expect((await text.boundingBox())!.y).toBeLessThan(844);
    });
  }
});
