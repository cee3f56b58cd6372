/**
 * Walks both locales' sitemaps (each an index of parts). Every URL answers 200 with the locale's `lang` (plain HTTP, fast);
 * a sample also loads in Chromium, hydrates and logs no console error (the fixture fails the test on
 * one): every page of its own kind, five spread over each kind that has many pages (articles, tag
 * pages, list pages, authors, instruments), and every article that carries something the others do
 * not (a photo, an update, a correction, the breaking or pinned mark). Desktop only: the pages are
 * the same at every width.
 */
import {test, expect, DESKTOP_ONLY, bootApp} from './fixtures';
import {articleUrl, listed} from './corpus';
import {builtSitemapPaths} from './sitemaps';

const PER_KIND = 3;

/** The kind of page a path is: pages of one kind are one component over different data. */
function kindOf(path: string): string {
  const rest = path.replace(/^\/en(?=\/|$)/, '');
  if (/^\/news\/\d+\//.test(rest)) return 'article';
  if (/^\/news\/tags\/[^/]+\/page\//.test(rest)) return 'tag page n';
  if (/^\/news\/tags\/[^/]+$/.test(rest)) return 'tag';
  if (/^\/news\/page\//.test(rest)) return 'list page n';
  if (/^\/news\/authors\/./.test(rest)) return 'author';
  if (/^\/prices\/./.test(rest)) return 'instrument';
  return rest; // a page of its own
}

const SPECIAL = new Set(
  listed
    .filter(
      ({frontMatter: f}) =>
        f.image !== undefined ||
        f.updated !== undefined ||
        f.correction !== undefined ||
        f.breaking ||
        f.pinned,
    )
    .map((a) => encodeURI(articleUrl(a))),
);

function hydrationSample(paths: string[]): string[] {
  const byKind = new Map<string, string[]>();
  for (const path of paths) {
    byKind.set(kindOf(path), [...(byKind.get(kindOf(path)) ?? []), path]);
  }
  const sample = new Set<string>();
  for (const group of byKind.values()) {
    const step = Math.max(1, Math.floor(group.length / PER_KIND));
    group
      .filter((_, i) => i % step === 0)
      .slice(0, PER_KIND)
      .forEach((path) => sample.add(path));
  }
  for (const path of paths) {
    if (SPECIAL.has(path.replace(/^\/en(?=\/)/, ''))) sample.add(path);
  }
  return [...sample];
}

for (const [locale, file, lang] of [
  ['fa', 'build/sitemap.xml', 'fa-IR'],
  ['en', 'build/en/sitemap.xml', 'en'],
] as const) {
  test(
    `${locale} sitemap: every URL answers 200 in its language`,
    {tag: DESKTOP_ONLY},
    async ({request}) => {
      const paths = builtSitemapPaths(file);
      expect(paths.length).toBeGreaterThan(300);
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        // The HTML is minified: attribute quotes are optional.
        expect(await response.text(), path).toMatch(
          new RegExp(`<html lang="?${lang}"?[ >]`),
        );
      }
    },
  );

  for (let part = 0; part < 2; part++) {
    test(
      `${locale} sitemap: sampled pages hydrate without console errors (part ${part + 1})`,
      {tag: DESKTOP_ONLY},
      async ({page}) => {
        test.setTimeout(180_000);
        const sample = hydrationSample(builtSitemapPaths(file)).filter(
          (_, i) => i % 2 === part,
        );
        if (part === 0) expect(sample.length).toBeGreaterThan(15);
        for (const path of sample) {
          await page.goto(path, {waitUntil: 'domcontentloaded'});
          await bootApp(page);
        }
      },
    );
  }
}
