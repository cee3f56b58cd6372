/**
 * Walks both locales' sitemaps. Every URL answers 200 with the locale's `lang` (plain HTTP, fast);
 * one page in five of each kind also loads in Chromium, hydrates and logs no console error (the
 * fixture fails the test on one). Desktop only: the pages are the same at every width.
 */
import {readFileSync} from 'node:fs';
import {test, expect, DESKTOP_ONLY, bootApp} from './fixtures';

function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const HYDRATION_SAMPLE = 5;

for (const [locale, file, lang] of [['fa', 'build/sitemap.xml', 'fa-IR'], ['en', 'build/en/sitemap.xml', 'en']] as const) {
  test(`${locale} sitemap: every URL answers 200 in its language`, {tag: DESKTOP_ONLY}, async ({request}) => {
    const paths = sitemapPaths(file);
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // The HTML is minified: attribute quotes are optional.
      expect(await response.text(), path).toMatch(new RegExp(`<html lang="?${lang}"?[ >]`));
    }
  });

  for (let part = 0; part < 2; part++) {
    test(`${locale} sitemap: sampled pages hydrate without console errors (part ${part + 1})`, {tag: DESKTOP_ONLY}, async ({page}) => {
      test.setTimeout(180_000);
      const sample = sitemapPaths(file).filter((_, i) => i % HYDRATION_SAMPLE === 0).filter((_, i) => i % 2 === part);
      for (const path of sample) {
        await page.goto(path, {waitUntil: 'domcontentloaded'});
        await bootApp(page);
      }
    });
  }
}
