/**
 * Walks every URL of both locales' sitemaps: each page answers 200, hydrates, has the locale's
 * lang and logs no console error (the fixture fails the test on one). Desktop only: the pages are
 * the same at every width, and the layout checks live in theme.spec.ts.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from './fixtures';

const CHUNKS = 4;

function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

for (const [locale, file, lang] of [['fa', 'build/sitemap.xml', 'fa-IR'], ['en', 'build/en/sitemap.xml', 'en']] as const) {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    test(`${locale} sitemap, part ${chunk + 1} of ${CHUNKS}: every page loads and hydrates`, async ({page}, testInfo) => {
      test.skip(testInfo.project.name === 'phone', 'desktop only');
      test.setTimeout(300_000);
      const paths = sitemapPaths(file);
      expect(paths.length).toBeGreaterThan(300);
      for (const path of paths.filter((_, i) => i % CHUNKS === chunk)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 20_000});
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      }
    });
  }
}
