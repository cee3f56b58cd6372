import {describe, expect, it} from 'vitest';
import {testDir} from './tempDir';
import {gtagIdFrom, PLACEHOLDER_GTAG_ID} from '../../src/config/brand';
import {configLocale, isLocale} from '../../src/config/locales';
import {getLocalizedValue, localized} from '../../src/config/localized';
import strings from '../../src/config/localized-strings.json';
import {
  homeConfig,
  validateHomeConfig,
  type HomeConfig,
} from '../../src/config/home';
import {fontHeadTags, PRELOADED_FONTS} from '../../src/config/fonts';

describe('analytics id', () => {
  it('defaults to a harmless placeholder', () => {
    expect(gtagIdFrom({})).toBe(PLACEHOLDER_GTAG_ID);
    expect(gtagIdFrom({GTAG_ID: '  '})).toBe(PLACEHOLDER_GTAG_ID);
  });
  it('takes GTAG_ID from the environment', () => {
    expect(gtagIdFrom({GTAG_ID: 'G-AB12CD34EF'})).toBe('G-AB12CD34EF');
  });
  it('rejects something that is not a tag id, naming the variable', () => {
    expect(() => gtagIdFrom({GTAG_ID: '<script>'})).toThrow(/GTAG_ID/);
  });
});

describe('config locale', () => {
  it('reads the locale Docusaurus is building', () => {
    expect(configLocale({DOCUSAURUS_CURRENT_LOCALE: 'en'})).toBe('en');
    expect(configLocale({DOCUSAURUS_CURRENT_LOCALE: 'fa'})).toBe('fa');
  });
  it('falls back to fa when unset or "undefined" (docusaurus start without --locale)', () => {
    expect(configLocale({})).toBe('fa');
    expect(configLocale({DOCUSAURUS_CURRENT_LOCALE: 'undefined'})).toBe('fa');
    expect(isLocale('de')).toBe(false);
  });
});

describe('localized config strings', () => {
  it('has every key in both locales', () => {
    for (const key of Object.keys(strings) as Array<keyof typeof strings>) {
      expect(localized(key, 'fa')).not.toBe('');
      expect(localized(key, 'en')).not.toBe('');
    }
  });
  it('uses Persian in fa and no Persian letters in en', () => {
    expect(localized('siteTitle', 'fa')).toBe('نرخ‌نما');
    for (const key of Object.keys(strings) as Array<keyof typeof strings>) {
      expect(localized(key, 'en')).not.toMatch(/[\u0600-\u06FF]/);
    }
  });
  it('throws on a missing key or locale with the fix in the message', () => {
    expect(() => getLocalizedValue('nope', 'fa')).toThrow(
      /no key "nope".*add it/,
    );
    expect(() => getLocalizedValue('title', 'en', {title: {fa: 'x'}})).toThrow(
      /no "en" value/,
    );
  });
});

describe('home page config', () => {
  it('is valid as shipped', () => {
    expect(validateHomeConfig(homeConfig)).toEqual([]);
  });
  it('lists the five prices the app covers and its four sections', () => {
    expect(homeConfig.prices.map((p) => p.id)).toEqual([
      'gold',
      'coin',
      'silver',
      'copper',
      'currency',
    ]);
    expect(homeConfig.sections.map((s) => s.title.en)).toEqual([
      'Currencies',
      'Price details',
      'Cryptocurrencies',
      'Gold & Silver',
    ]);
  });
  it('reports every problem of a broken config at once', () => {
    const broken: HomeConfig = structuredClone(homeConfig);
    broken.stores[0].href = 'http://insecure.example';
    broken.stores[2].name.fa = '';
    broken.prices = broken.prices.slice(1);
    broken.hero.title.en = '';
    broken.latestNews.count = 0;
    const problems = validateHomeConfig(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stores\[0\]\.href: must be an https URL/),
        expect.stringMatching(
          /^prices: must list gold, coin, silver, copper, currency/,
        ),
        'hero.title.en: missing text',
        'stores[2].name.fa: missing text',
        expect.stringMatching(/^latestNews\.count/),
      ]),
    );
  });
});

describe('fonts', () => {
  it('preloads both weights of the Persian font on fa pages only', () => {
    const tags = fontHeadTags('fa');
    const style = tags.at(-1)!;
    expect(tags.slice(0, -1).map((t) => t.attributes)).toEqual(
      PRELOADED_FONTS.map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
        href,
      })),
    );
    expect(PRELOADED_FONTS.map((f) => f.split('/').pop())).toEqual([
      'Vazirmatn-NL-Regular.woff2',
      'Vazirmatn-NL-Bold.woff2',
    ]);
    // Each preloaded URL is exactly the one a font face uses, or the browser fetches it twice.
    for (const href of PRELOADED_FONTS) {
      expect(style.innerHTML).toContain(`url('${href}')`);
    }
    expect(fontHeadTags('en').map((t) => t.tagName)).toEqual(['style']);
  });
});

describe('font files', () => {
  it('copies exactly the two used weights into a static folder', async () => {
    const {readdirSync, statSync} = await import('node:fs');
    const path = await import('node:path');
    const {prepareFontStaticDir, FONT_FILES, FONT_URL_DIR} =
      await import('../../src/config/fonts');
    const site = testDir('fonts-');
    const staticDir = prepareFontStaticDir(site);
    expect(path.isAbsolute(staticDir)).toBe(false);
    const dir = path.join(site, staticDir, FONT_URL_DIR);
    expect(readdirSync(dir).sort()).toEqual([...FONT_FILES].sort());
    const bytes = FONT_FILES.reduce(
      (sum, f) => sum + statSync(path.join(dir, f)).size,
      0,
    );
    expect(bytes).toBeLessThan(60_000); // the first-render font budget
  });

  it('leaves the files a server may be reading in place, and removes what no longer ships', async () => {
    const {existsSync, statSync, writeFileSync, mkdirSync} =
      await import('node:fs');
    const path = await import('node:path');
    const {prepareFontStaticDir, FONT_FILES, FONT_URL_DIR} =
      await import('../../src/config/fonts');
    const site = testDir('fonts-');
    const dir = path.join(site, prepareFontStaticDir(site));
    const font = path.join(dir, FONT_URL_DIR, FONT_FILES[0]);
    const inode = statSync(font).ino;
    const stale = path.join(dir, 'fonts/old-version/Vazirmatn.woff2');
    mkdirSync(path.dirname(stale), {recursive: true});
    writeFileSync(stale, 'an older version');
    writeFileSync(path.join(dir, FONT_URL_DIR, FONT_FILES[1]), 'damaged');
    prepareFontStaticDir(site);
    expect(statSync(font).ino).toBe(inode);
    expect(existsSync(stale)).toBe(false);
    expect(
      statSync(path.join(dir, FONT_URL_DIR, FONT_FILES[1])).size,
    ).toBeGreaterThan(1000);
  });
});
