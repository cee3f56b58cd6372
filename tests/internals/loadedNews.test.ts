/**
 * A build's processes after the first take the news as the first loaded it (news-blog/loadedOnce.ts).
 * Here the site's own news, loaded by the news plugin as a build process loads it (covers, photos,
 * related articles and price boxes attached), is kept and taken back: what the next process gets
 * is the same content, value for value and type for type (dates stay dates), with the images the
 * build ships.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {CURRENT_LOCALE_ENV} from '../../src/docusaurus-internals/node/env';
import {LOADED_NEWS_ENV} from '../../src/plugins/news-blog/loadedOnce';
import {LOCALES, ROOT} from './build';
import {initPlugins, loadContext} from './coreLoaders';

/** The covers and photos the news plugin listed for the build to ship (news-images). */
const wantedImages = () =>
  (globalThis as Record<symbol, Map<string, readonly string[]>>)[
    Symbol.for('nerkhnama.wantedImages')
  ]!;

const dir = mkdtempSync(path.join(tmpdir(), 'loaded-news-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** The news plugin of a locale, as a build process makes it. */
async function newsPlugin(locale: string): Promise<Plugin> {
  process.env[CURRENT_LOCALE_ENV] = locale;
  const context = await loadContext({siteDir: ROOT, locale});
  const plugins = await initPlugins(context);
  const news = plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-blog',
  );
  if (!news) throw new Error('no blog plugin in the site config');
  return news;
}

describe('the news loaded once a build', () => {
  for (const locale of LOCALES) {
    it(`gives the next process of a ${locale} build the first one's content, unchanged`, async () => {
      process.env[LOADED_NEWS_ENV] = dir;
      try {
        const first = (await (
          await newsPlugin(locale)
        ).loadContent!()) as {
          blogPosts: {metadata: {date: Date}}[];
        };
        const shipped = new Map(wantedImages());
        wantedImages().clear();
        const next = await (await newsPlugin(locale)).loadContent!();
        expect(first.blogPosts.length).toBeGreaterThan(0);
        expect(next).not.toBe(first);
        expect(isDeepStrictEqual(next, first)).toBe(true);
        expect(shipped.size).toBeGreaterThan(0);
        expect(wantedImages()).toEqual(shipped);
      } finally {
        delete process.env[LOADED_NEWS_ENV];
      }
    }, 60_000);
  }
});
