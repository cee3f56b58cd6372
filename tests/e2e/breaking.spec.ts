/**
 * Breaking news: a «فوری» story less than BREAKING_FRESH_HOURS old at build time leads the home page
 * and the news list over the pinned story, and a bar under the navbar links to it on every page, in
 * the static HTML (nothing moves when the app boots). Freshness is measured at build time, so the
 * fresh case is built on purpose: a copy of the site built as of an hour after the launch corpus's
 * breaking story (NERKHNAMA_NOW). The site's own build shows the bar exactly when its corpus has a
 * fresh breaking story. The bar is a region that may lag: on a page a publish copied from a build
 * before the story (one page here, its bar taken out), the app draws it from the build's file.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import type {Browser} from '@playwright/test';
import {test, expect, bootApp, DESKTOP_ONLY, layoutShift} from './fixtures';
import {
  articleUrl,
  breaking as freshAtBuild,
  englishTitle,
  listed,
  pinned,
  tagByKey,
} from './corpus';
import {buildCopy, copySite, removeSiteCopy, serveBuild} from './siteCopy';
import {mapStaticRegions, BREAKING_REGION} from '../../src/lib/staticRegion';
import {BREAKING_FILE} from '../../src/lib/breakingFile';

/** A page of the build without its breaking bar, as a publish that copied it from a build before the story leaves it. */
const COPIED_PAGE = 'terms-and-conditions';

function withoutBar(buildDir: string, prefix: string) {
  const file = path.join(buildDir, prefix, `${COPIED_PAGE}.html`);
  const html = mapStaticRegions(readFileSync(file, 'utf8'), (name, content) =>
    name === BREAKING_REGION ? '' : content,
  );
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html));
}

const LOCALES = [
  {locale: 'fa', prefix: '', label: 'فوری'},
  {locale: 'en', prefix: '/en', label: 'Breaking'},
] as const;

const story = listed.find((a) => a.frontMatter.breaking)!;
const titleIn = (locale: 'fa' | 'en') =>
  locale === 'fa'
    ? story.frontMatter.title
    : englishTitle.get(story.frontMatter.slug)!;

test('the site build shows the breaking bar exactly when a «فوری» story is fresh at build time', async ({
  request,
}) => {
  for (const {prefix} of LOCALES) {
    for (const url of [prefix || '/', `${prefix}/news`, `${prefix}/prices`]) {
      const html = await (await request.get(url)).text();
      expect(html.includes('data-breaking-bar'), url).toBe(!!freshAtBuild);
    }
  }
});

test.describe(
  'a build while a «فوری» story is fresh',
  {tag: DESKTOP_ONLY},
  () => {
    test.describe.configure({mode: 'serial', timeout: 720_000});
    test.use({autoBoot: false});
    let site: string;
    let server: ChildProcess | undefined;
    let baseURL: string;

    test.beforeAll(async () => {
      test.setTimeout(720_000);
      expect(story, 'the launch corpus has a breaking story').toBeTruthy();
      expect(pinned, 'and a pinned one').toBeTruthy();
      expect(
        Date.parse(pinned!.frontMatter.date),
        'the pinned story is older than the breaking one',
      ).toBeLessThan(Date.parse(story.frontMatter.date));
      site = copySite('breaking-');
      const now = new Date(Date.parse(story.frontMatter.date) + 3_600_000);
      const {status, output} = buildCopy(site, [], {
        NERKHNAMA_NOW: now.toISOString(),
      });
      expect(status, output.slice(-3000)).toBe(0);
      for (const {prefix} of LOCALES) {
        withoutBar(path.join(site, 'build'), prefix);
      }
      ({url: baseURL, server} = await serveBuild(path.join(site, 'build')));
    });

    test.afterAll(() => {
      server?.kill();
      removeSiteCopy(site);
    });

    const open = async (browser: Browser, width: number) =>
      browser.newContext({
        baseURL,
        viewport: {width, height: width < 600 ? 844 : 900},
      });

    for (const {locale, prefix, label} of LOCALES) {
      test(`${locale}: the breaking story leads the home page and the news list, over the pinned one`, async ({
        browser,
      }) => {
        const context = await open(browser, 1280);
        const page = await context.newPage();
        const href = `${prefix}${articleUrl(story)}`;
        await page.goto(prefix || '/');
        const lead = page.locator(
          'main [data-home-front] article[data-variant="lead"]',
        );
        await expect(lead.locator('[data-card-title] a')).toHaveAttribute(
          'href',
          href,
        );
        await expect(lead.locator('[data-breaking]')).toHaveText(label);
        await page.goto(`${prefix}/news`);
        const first = page.locator('main article').first();
        await expect(first).toHaveAttribute('data-variant', 'lead');
        await expect(first.locator('h2 a')).toHaveAttribute('href', href);
        // The pinned story is still on the first page, in its place by time.
        await expect(
          page.locator(
            `main article h2 a[href="${prefix}${articleUrl(pinned!)}"]`,
          ),
        ).toHaveCount(1);
        await context.close();
      });

      test(`${locale}: the bar links to it on every kind of page, in the static HTML`, async ({
        browser,
      }) => {
        const context = await open(browser, 1280);
        const href = `${prefix}${articleUrl(story)}`;
        const tag = tagByKey(story.frontMatter.tags[0]).permalink;
        for (const url of [
          prefix || '/',
          `${prefix}/news`,
          `${prefix}/news/page/2`,
          `${prefix}${tag}`,
          `${prefix}${articleUrl(pinned!)}`,
          `${prefix}/prices`,
          `${prefix}/prices/usd`,
          `${prefix}/gift-cards`,
          `${prefix}/no-such-page`,
        ]) {
          const response = await context.request.get(url);
          const html = await response.text();
          expect(html, `${url}: in the HTML the server sends`).toContain(
            'data-breaking-bar',
          );
          const page = await context.newPage();
          await page.goto(url);
          const bar = page.locator('[data-breaking-bar]');
          await expect(bar, url).toBeVisible();
          await expect(bar.locator('[data-breaking]')).toHaveText(label);
          await expect(bar.locator('a')).toHaveAttribute('href', href);
          await expect(bar.locator('a')).toHaveText(titleIn(locale));
          // Right under the navbar.
          const navBottom = (await page.locator('nav.navbar').boundingBox())!;
          const barBox = (await bar.boundingBox())!;
          expect(
            Math.abs(barBox.y - (navBottom.y + navBottom.height)),
          ).toBeLessThan(2);
          await page.close();
        }
        await context.close();
      });

      for (const width of [360, 390]) {
        test(`${locale} at ${width} px: one line, nothing overflows, nothing moves when the app boots`, async ({
          browser,
        }) => {
          const context = await open(browser, width);
          const page = await context.newPage();
          for (const url of [
            prefix || '/',
            `${prefix}${articleUrl(pinned!)}`,
          ]) {
            await page.goto(url);
            const bar = page.locator('[data-breaking-bar]');
            const before = await bar.boundingBox();
            expect(before!.height, url).toBeLessThanOrEqual(42);
            expect(
              await page.evaluate(
                () =>
                  document.documentElement.scrollWidth -
                  document.documentElement.clientWidth,
              ),
              `${url}: overflow`,
            ).toBeLessThanOrEqual(0);
            await bootApp(page);
            expect(await bar.boundingBox(), url).toEqual(before);
            const shift = await layoutShift(page);
            expect(shift.score, `${url}: ${shift.moved}`).toBeLessThan(0.01);
          }
          await context.close();
        });
      }

      test(`${locale}: a page that arrived without the bar gets it once the app boots, over the foot of the screen, and nothing moves`, async ({
        browser,
      }) => {
        const context = await open(browser, 390);
        const page = await context.newPage();
        await page.goto(`${prefix}/${COPIED_PAGE}`);
        const bar = page.locator('[data-breaking-bar]');
        await expect(bar).toHaveCount(0);
        const heading = page.locator('main h1').first();
        const before = await heading.boundingBox();
        await bootApp(page);
        await expect(bar).toBeVisible();
        await expect(bar.locator('a')).toHaveAttribute(
          'href',
          `${prefix}${articleUrl(story)}`,
        );
        await expect(bar.locator('a')).toHaveText(titleIn(locale));
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeCloseTo(844, 0);
        expect(await heading.boundingBox()).toEqual(before);
        const shift = await layoutShift(page);
        expect(shift.score, shift.moved).toBeLessThan(0.01);
        await context.close();
      });
    }

    test('once the story is no longer fresh, the app takes the bar a page arrived with away', async ({
      browser,
    }) => {
      // What the build's file says after the story went stale, before the pages are rendered again.
      const file = path.join(site, 'build', BREAKING_FILE);
      const current = readFileSync(file, 'utf8');
      // The host serves the gzip copy beside a file when there is one.
      const write = (text: string) => {
        writeFileSync(file, text);
        writeFileSync(`${file}.gz`, gzipSync(text));
      };
      write(JSON.stringify({breaking: null}));
      try {
        const context = await open(browser, 1280);
        const page = await context.newPage();
        await page.goto(`/news`);
        await expect(page.locator('[data-breaking-bar]')).toHaveCount(1);
        await bootApp(page);
        await expect(page.locator('[data-breaking-bar]')).toHaveCount(0);
        await context.close();
      } finally {
        write(current);
      }
    });
  },
);
