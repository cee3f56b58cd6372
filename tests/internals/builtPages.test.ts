// Pages as core's renderer wrote them (kept by the build before its postBuild rewrote them) and as
// the build leaves them in build/: the app scripts the seam reads, the lazy boot that replaces them.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {DESK_PATH} from '../../src/plugins/editors-desk/page';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineScripts} from '../../deploy/csp';
import {appScriptsOf} from '../../src/docusaurus-internals/node/builtHtml';
import {localeBaseUrl} from '../../src/config/locales';
import {deferBoot} from '../../src/plugins/client-routing/lazyBoot';
import {
  BOOT_DATA_ID,
  type BootList,
} from '../../src/plugins/client-routing/bootstrap/boot';
import {bootstrapFile} from '../../src/plugins/client-routing/bootstrapFile';
import {
  builtFileOf,
  builtPage,
  LOCALES,
  localeDir,
  renderedPage,
} from './build';

function bootList(html: string): BootList {
  const match = new RegExp(
    `<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no boot list');
  return JSON.parse(match[1]) as BootList;
}

const APP_SCRIPT_LEFT = /<script[^>]*\ssrc=[^>]*\/assets\/js\//;

const bootstrap = bootstrapFile();

describe.each(LOCALES)('the %s pages', (locale) => {
  const base = localeBaseUrl(locale);
  const home = renderedPage(locale, 'index.html');
  const bootstrapUrl = `${base}${bootstrap.file}`;

  it("read as core's renderer wrote them: the entry's scripts first, every one a file of the build", () => {
    const scripts = appScriptsOf(home);
    expect(scripts[0]).toMatch(
      new RegExp(`^${base}assets/js/runtime~main\\.[0-9a-f]+\\.js$`),
    );
    expect(scripts[1]).toMatch(
      new RegExp(`^${base}assets/js/main\\.[0-9a-f]+\\.js$`),
    );
    for (const script of scripts) {
      expect(existsSync(builtFileOf(script)), script).toBe(true);
    }
  });

  it('come out of the build as the lazy boot rewrites them, byte for byte', () => {
    expect(builtPage(locale, '404.html')).toBe(
      deferBoot(renderedPage(locale, '404.html'), bootstrapUrl),
    );
  });

  // The home page's data is route data too: its stories change with each one published.
  it.each(['news.html', 'index.html'])(
    'keep their scripts in order in the boot list, the route preloads too, and nothing else of the app (%s)',
    (page) => {
      const rendered = renderedPage(locale, page);
      const built = builtPage(locale, page);
      const list = bootList(built);
      expect(list.scripts).toEqual(appScriptsOf(rendered));
      expect(
        list.preload
          .filter((hint) => hint.as === 'fetch')
          .map((hint) => hint.href),
      ).toEqual([
        expect.stringMatching(
          new RegExp(`^${base}route-data/[0-9a-f]{16}\\.json$`),
        ),
        `${base}route-data/shared.json`,
      ]);
      expect(built).not.toMatch(APP_SCRIPT_LEFT);
      expect(built).not.toMatch(
        /<link[^>]*rel="?preload"?[^>]*as="?(script|fetch)/,
      );
    },
  );

  it('keep what the first paint needs: stylesheets, font and image preloads, the inline scripts, none added', () => {
    const built = deferBoot(home, bootstrapUrl);
    for (const pattern of [/rel="?stylesheet/g, /as="?font/g, /as="?image/g]) {
      expect(built.match(pattern)?.length ?? 0).toBe(
        home.match(pattern)?.length ?? 0,
      );
    }
    const before = inlineScripts(home);
    expect(before.length).toBeGreaterThan(0);
    expect(inlineScripts(built)).toEqual(before);
  });

  it('load the bootstrap the build wrote from its source, asynchronously', () => {
    const html = builtPage(locale, 'index.html');
    expect(html).toContain(`<script src="${bootstrapUrl}" async></script>`);
    expect(readFileSync(builtFileOf(bootstrapUrl), 'utf8')).toBe(
      bootstrap.code,
    );
  });

  it('escape "<" in the boot list, so no URL can end its block', () => {
    const html = deferBoot(
      home.replace(
        '</head>',
        `<link rel="preload" href="${base}route-data/a<!--b.json" as="fetch" crossorigin="anonymous"></head>`,
      ),
      bootstrapUrl,
    );
    const block = new RegExp(
      `<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`,
    ).exec(html)![1];
    expect(block).not.toContain('<');
    expect(bootList(html).preload.map((hint) => hint.href)).toContain(
      `${base}route-data/a<!--b.json`,
    );
  });

  it('all boot on first interaction, with scripts the build holds', () => {
    const pages = readdirSync(localeDir(locale), {
      recursive: true,
      encoding: 'utf8',
    }).filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith(`en${path.sep}`) &&
        !file.startsWith('pagefind') &&
        // The editors' desk is an app of its own, not a reader's page.
        !file.startsWith(`${DESK_PATH}${path.sep}`),
    );
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const html = builtPage(locale, page);
      expect(html, page).not.toMatch(APP_SCRIPT_LEFT);
      const {scripts} = bootList(html);
      expect(scripts.length, page).toBeGreaterThan(1);
      for (const script of scripts) {
        expect(existsSync(builtFileOf(script)), `${page}: ${script}`).toBe(
          true,
        );
      }
    }
  });

  describe('fail loudly when core writes its scripts another way', () => {
    it('as modules', () => {
      const changed = home.replace(
        /<script src=([^ >]+) defer><\/script>/g,
        '<script type=module src=$1></script>',
      );
      expect(changed).not.toBe(home);
      expect(() => deferBoot(changed, bootstrapUrl, '/index.html')).toThrow(
        /\/index\.html has no `<script src=… defer>` of its bundles/,
      );
    });
    it('some of them only', () => {
      const changed = home.replace(
        /<script src=([^ >]+main\.[0-9a-f]+\.js) defer><\/script>/,
        '<script src=$1 async></script>',
      );
      expect(changed).not.toBe(home);
      expect(() => appScriptsOf(changed, '/index.html')).toThrow(
        /\/index\.html loads \d+ bundle scripts, of which \d+ in the expected `<script src=… defer>` form/,
      );
    });
    it('or not at all', () => {
      expect(() =>
        deferBoot(
          home.replace(/<script src=[^>]+><\/script>/g, ''),
          bootstrapUrl,
          '/index.html',
        ),
      ).toThrow(/has no `<script src=… defer>`/);
    });
  });
});
